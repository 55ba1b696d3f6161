import Foundation
import SwoopCore
import SwoopGesture
import SwoopInputModel
import Testing

@testable import SwoopInteraction

/// A touchpad pinch through `scales`, 10 ms apart, then released.
private func pinch(_ scales: [Double]) -> SessionScript {
    var s = SessionScript()
    s.addDevice(0, kind: .touchpad, width: 100, height: 70)
    s.add(.pinchBegin(fingers: 2), device: 0)
    for scale in scales {
        s.wait(ms: 10)
        s.add(.pinchUpdate(fingers: 2, dx: 0, dy: 0, scale: scale, angleDelta: 0), device: 0)
    }
    s.add(.pinchEnd(fingers: 2, cancelled: false), device: 0)
    return s
}

private func pinchConfiguration(target: Double, distance: Double? = nil) -> SessionConfiguration {
    var c = SessionConfiguration()
    c.gesture.sources = PanSources(kind: .pinch)
    c.gesture.pinchTargetScale = target
    if let distance { c.drive.distance = .fixed(millimetres: distance) }
    return c
}

@Test func pinchProgressIsTheLogScaleTowardTheTargetWhateverThePanDistance() throws {
    let scales = [0.95, 0.9, 0.85, 0.8, 0.75, 0.7]
    // Progress counts from where the pan took hold (the first report past the slop, at 0.95).
    let expected = (log(0.7) - log(0.95)) / log(0.5)
    for distance in [nil, 30.0, 400.0] {
        let run = SessionRun(pinch(scales), configuration: pinchConfiguration(target: 0.5, distance: distance))
        let d = try #require(run.decisions.first)
        #expect(abs(d.progress - expected) < 1e-9, "distance \(String(describing: distance))")
        #expect(run.attachments.first?.distanceMM == PinchPan.unitMM)
    }
    // Toward 0.7 itself the same pinch goes the whole way.
    let whole = SessionRun(pinch(scales), configuration: pinchConfiguration(target: 0.7))
    #expect(abs(try #require(whole.decisions.first).progress - (1 - log(0.95) / log(0.7))) < 1e-9)
}

@Test func aPinchReleasesUnderTheSameRuleAsEveryPan() throws {
    // Steady in log scale, 1/60 of the way every 10 ms (1.67/s), released at p = 5/60 while moving: the
    // projection carries it past 0.3, as it would a swipe.
    let scales = (1...6).map { pow(0.5, Double($0) / 60) }
    let run = SessionRun(pinch(scales), configuration: pinchConfiguration(target: 0.5))
    let d = try #require(run.decisions.first)
    #expect(abs(d.progress - 5.0 / 60) < 1e-9 && d.velocity > 1 && d.velocity < 1.7)
    #expect(d.velocityMMPerSecond == d.velocity * PinchPan.unitMM)
    #expect(d.rule == .projection && d.outcome == .finish)
}
