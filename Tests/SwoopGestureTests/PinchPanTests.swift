import Foundation
import SwoopCore
import SwoopInputModel
import Testing

@testable import SwoopGesture

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// `--source pinch` toward `target`, with these finger counts.
func pinchConfiguration(target: Double = 0.5, fingers: [Int]? = nil) -> PanConfiguration {
    var configuration = PanConfiguration()
    configuration.sources = PanSources(kind: .pinch, fingers: fingers)
    configuration.pinchTargetScale = target
    return configuration
}

extension InputScript {
    /// A pinch whose scale goes through `scales`, one update every 10 ms, then ends.
    mutating func pinch(fingers: Int = 2, scales: [Double], cancelled: Bool = false, device: Int = 0) {
        add(.pinchBegin(fingers: fingers), device: device)
        for scale in scales {
            wait(ms: 10)
            add(.pinchUpdate(fingers: fingers, dx: 0.3, dy: -0.2, scale: scale, angleDelta: 1), device: device)
        }
        add(.pinchEnd(fingers: fingers, cancelled: cancelled), device: device)
    }
}

@Test func pinchesPanOnlyWhenAskedFor() {
    var s = InputScript()
    s.touchpad()
    s.pinch(scales: [0.9, 0.8, 0.7, 0.6])
    #expect(s.run().isEmpty)
    var everyKind = PanConfiguration()
    everyKind.sources = PanSources(kind: nil)
    #expect(s.run(everyKind).isEmpty)
    #expect(!s.run(pinchConfiguration()).isEmpty)
}

@Test func aPinchMovesOnALogScaleTowardItsTarget() {
    var s = InputScript()
    s.touchpad()
    s.pinch(scales: [0.9, 0.8, 0.7, 0.5])
    let pans = s.run(pinchConfiguration())
    #expect(pans.phases == ["began", "changed", "changed", "changed", "ended"])
    // 100 units per unit of progress: log(0.9)/log(0.5) = 0.152 → 15.2 units, past the 1-unit slop.
    #expect(close(pans[0].translation, 100 * log(0.9) / log(0.5)) && pans[0].scale == 0.9)
    #expect(pans.allSatisfy { $0.source == .touchpadPinch(fingers: 2) && $0.axis == .x && $0.direction == .positive })
    #expect(close(pans.last!.translation, 100) && pans.last!.scale == 0.5)
    // The same pinch toward 0.25 goes half as far.
    let quarter = s.run(pinchConfiguration(target: 0.25))
    #expect(close(quarter.last!.translation, 50))
}

@Test func spreadingAwayFromAPinchInTargetIsTheWrongWay() {
    var s = InputScript()
    s.touchpad()
    s.pinch(scales: [1.1, 1.3, 1.6])
    #expect(s.run(pinchConfiguration()).isEmpty)
    // Toward a spread target it is a pan.
    let spread = s.run(pinchConfiguration(target: 2))
    #expect(spread.last?.phase == .ended && close(spread.last!.translation, 100 * log(1.6) / log(2)))
}

@Test func aCancelledPinchCancelsItsPan() {
    var s = InputScript()
    s.touchpad()
    s.pinch(scales: [0.9, 0.8], cancelled: true)
    #expect(s.run(pinchConfiguration()).lastPhase == .cancelled(reason: .gestureCancelled))
}

@Test func pinchFingerCountsAreChosenLikeSwipes() {
    var s = InputScript()
    s.touchpad()
    s.pinch(fingers: 3, scales: [0.9, 0.8])
    #expect(!s.run(pinchConfiguration()).isEmpty)
    #expect(s.run(pinchConfiguration(fingers: [2])).isEmpty)
}
