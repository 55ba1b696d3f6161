import SwoopCore
import Testing

@testable import SwoopEngine

@Test func clampHoldsProgressInsideZeroToOne() {
    #expect(
        ProgressLimit.clamp.apply(-0.2) == 0 && ProgressLimit.clamp.apply(0.4) == 0.4
            && ProgressLimit.clamp.apply(1.3) == 1)
}

@Test func rubberBandResistsWithSlopeOneAtTheBoundAndNeverPassesItsLimit() {
    let band = ProgressLimit.rubberBand(limit: 0.1)
    #expect(band.apply(0.5) == 0.5)
    // Excess 0.1 with a = 10: (1 − 1/(1 + 1))/10 = 0.05.
    #expect(abs(band.apply(1.1) - 1.05) < 1e-12 && abs(band.apply(-0.1) + 0.05) < 1e-12)
    let h = 1e-7
    #expect(abs((band.apply(1 + h) - 1) / h - 1) < 1e-5, "no change of speed crossing 1")
    #expect(abs((band.apply(0) - band.apply(-h)) / h - 1) < 1e-5, "no change of speed crossing 0")
    #expect(band.apply(1000) < 1.1 && band.apply(1000) > 1.0999)
    var previous = -10.0
    for raw in stride(from: -3.0, through: 4.0, by: 0.01) {
        let shown = band.apply(raw)
        #expect(shown > previous, "monotonic at \(raw)")
        previous = shown
    }
}

@Test(arguments: [(ProgressLimit.clamp, 1.0), (.rubberBand(limit: 0.1), 1.05), (.unbounded, 1.1)])
func theMachineBoundsEveryUpdateByItsLimit(limit: ProgressLimit, shown: Double) {
    var machine = TransitionMachine(limit: limit)
    _ = machine.handle(.begin, at: Timestamp(micros: 0))
    _ = machine.handle(.update(progress: 1.1), at: Timestamp(micros: 10_000))
    #expect(abs(machine.presentedProgress - shown) < 1e-12)
}
