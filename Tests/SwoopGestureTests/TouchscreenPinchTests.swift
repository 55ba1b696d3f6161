import Foundation
import SwoopCore
import SwoopInputModel
import Testing

@testable import SwoopGesture

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

extension InputScript {
    /// Two fingers on a touchscreen landing `gaps[0]` mm apart across (x, y), then moving apart or
    /// together through the rest of `gaps`, one frame every 10 ms; then `lifting` slots lift.
    mutating func touchPinch(
        gaps: [Double], x: Double = 120, y: Double = 80, lifting: [Int] = [0, 1], device: Int = 1
    ) {
        add(.touchDown(slot: 0, x: x - gaps[0] / 2, y: y), device: device)
        add(.touchDown(slot: 1, x: x + gaps[0] / 2, y: y), device: device)
        add(.touchFrame, device: device)
        for gap in gaps.dropFirst() {
            wait(ms: 10)
            add(.touchMotion(slot: 0, x: x - gap / 2, y: y), device: device)
            add(.touchMotion(slot: 1, x: x + gap / 2, y: y), device: device)
            add(.touchFrame, device: device)
        }
        guard !lifting.isEmpty else { return }
        wait(ms: 10)
        for slot in lifting { add(.touchUp(slot: slot), device: device) }
        add(.touchFrame, device: device)
    }
}

@Test func twoTouchesPinchByTheRatioOfTheirDistances() {
    var s = InputScript()
    s.touchscreen()
    s.touchPinch(gaps: [60, 54, 48, 42, 30])
    let pans = s.run(pinchConfiguration())
    #expect(pans.phases == ["began", "changed", "changed", "changed", "ended"])
    #expect(pans.allSatisfy { $0.source == .touchscreenPinch(fingers: 2) && $0.deviceKind == .touchscreen })
    #expect(pans.allSatisfy { $0.axis == .x && $0.direction == .positive && $0.source.kind == .pinch })
    // 54 / 60 = 0.9: 100 · log(0.9) / log(0.5) = 15.2 units, past the 2-unit touchscreen slop.
    #expect(close(pans[0].scale ?? 0, 0.9) && close(pans[0].translation, 100 * log(0.9) / log(0.5)))
    #expect(close(pans.last!.scale ?? 0, 0.5) && close(pans.last!.translation, 100))
    // The same scales on a touchpad go the same way along the same axis.
    var pad = InputScript()
    pad.touchpad()
    pad.pinch(scales: [0.9, 0.8, 0.7, 0.5])
    let touchpad = pad.run(pinchConfiguration())
    #expect(zip(pans, touchpad).allSatisfy { close($0.translation, $1.translation, 1e-6) })
}

@Test func thePinchsScaleIsTheEuclideanDistanceRatioWhateverTheFingersDirection() {
    var s = InputScript()
    s.touchscreen()
    // 50 mm apart on a diagonal (30, 40), then 25 mm apart (15, 20), then 100 (60, 80): 0.5, then 2.
    s.add(.touchDown(slot: 3, x: 100, y: 100), device: 1)
    s.add(.touchDown(slot: 7, x: 130, y: 140), device: 1)
    s.add(.touchFrame, device: 1)
    s.touch(slot: 7, x: 115, y: 120, after: 10)
    s.touch(slot: 3, x: 55, y: 40, after: 10)
    let toward = s.run(pinchConfiguration(target: 0.5))
    #expect(toward.first.map { close($0.scale ?? 0, 0.5) } == true, "\(toward)")
    // Toward a spread of 2, pinching in first is the wrong way: never a pan.
    #expect(s.run(pinchConfiguration(target: 2)).isEmpty)
}

@Test func aPinchBeginsWhenTheSecondFingerLandsAtScaleOne() {
    var s = InputScript()
    s.touchscreen()
    // One finger drags 40 mm alone: no pan under pinch.
    s.drag(slot: 0, x: 60, y: 80, dx: 40, steps: 8, lift: false)
    #expect(s.run(pinchConfiguration()).isEmpty)
    // A second lands 60 mm away: scale 1 is that distance, whatever the first did before.
    s.wait(ms: 10)
    s.add(.touchDown(slot: 1, x: 160, y: 80), device: 1)
    s.add(.touchFrame, device: 1)
    s.touch(slot: 1, x: 130, y: 80, after: 10)  // 30 mm apart: 0.5
    s.add(.touchUp(slot: 1), device: 1)
    s.add(.touchFrame, device: 1)
    var recognizer = PanRecognizer(configuration: pinchConfiguration())
    var pans: [PanEvent] = []
    for event in s.events { pans += recognizer.handle(event) }
    #expect(pans.phases == ["began", "ended"])
    #expect(pans.first.map { close($0.scale ?? 0, 0.5) && close($0.translation, 100) } == true)
    // A pinch within the slop is a contact of its own, from the second finger's landing.
    var still = InputScript()
    still.touchscreen()
    still.drag(slot: 0, x: 60, y: 80, dx: 40, steps: 8, lift: false)
    still.add(.touchDown(slot: 1, x: 160, y: 80), device: 1)
    let secondDown = Timestamp(micros: still.now)
    still.add(.touchFrame, device: 1)
    still.touch(slot: 1, x: 159.5, y: 80, after: 10)
    still.add(.touchUp(slot: 0), device: 1)
    still.add(.touchFrame, device: 1)
    var quiet = PanRecognizer(configuration: pinchConfiguration())
    for event in still.events { #expect(quiet.handle(event).isEmpty) }
    #expect(quiet.unpanned.map(\.start) == [secondDown] && quiet.unpanned.first?.source?.kind == .pinch)
    #expect(quiet.unpanned.first?.isTap == false, "two fingers that pinched nothing select nothing")
}

@Test func eitherFingerLiftingEndsThePinchAndTheOtherMovesNothing() {
    for slot in [0, 1] {
        var s = InputScript()
        s.touchscreen()
        s.touchPinch(gaps: [60, 50, 40], lifting: [slot])
        // The finger still down goes on moving: it is no pinch, nor a drag.
        let other = 1 - slot
        for step in 1...5 { s.touch(slot: other, x: 120 + Double(step) * 10, y: 80, after: 10) }
        let pans = s.run(pinchConfiguration())
        #expect(pans.phases == ["began", "changed", "ended"], "lifting slot \(slot)")
        #expect(pans.last.map { close($0.scale ?? 0, 40.0 / 60) } == true)
    }
}

@Test func aCancelledTouchCancelsThePinch() {
    var s = InputScript()
    s.touchscreen()
    s.touchPinch(gaps: [60, 50, 40], lifting: [])
    s.add(.touchCancel(slot: 1), device: 1)
    s.add(.touchFrame, device: 1)
    #expect(s.run(pinchConfiguration()).lastPhase == .cancelled(reason: .touchCancelled))
}

@Test func oneFingerNeverPansUnderPinch() {
    var s = InputScript()
    s.touchscreen()
    s.drag(dx: 50, steps: 10)
    s.wait(ms: 200)
    s.drag(dy: 0.3, steps: 2)  // and a tap
    var recognizer = PanRecognizer(configuration: pinchConfiguration())
    for event in s.events { #expect(recognizer.handle(event).isEmpty) }
    _ = recognizer.handle(.endOfInput(Timestamp(micros: s.now + 1000)))
    #expect(recognizer.unpanned.isEmpty, "one finger is no pinch at all, not even a tap of one")
    // The same drags pan as drags without pinch.
    #expect(!s.run().isEmpty)
}

@Test func aThirdFingerIsNotFollowed() {
    var plain = InputScript()
    plain.touchscreen()
    plain.touchPinch(gaps: [60, 54, 48, 42, 30])
    var crowded = InputScript()
    crowded.touchscreen()
    crowded.add(.touchDown(slot: 0, x: 90, y: 80), device: 1)
    crowded.add(.touchDown(slot: 1, x: 150, y: 80), device: 1)
    crowded.add(.touchFrame, device: 1)
    for (step, gap) in [54.0, 48, 42, 30].enumerated() {
        crowded.wait(ms: 10)
        crowded.add(.touchMotion(slot: 0, x: 120 - gap / 2, y: 80), device: 1)
        crowded.add(.touchMotion(slot: 1, x: 120 + gap / 2, y: 80), device: 1)
        // A third finger lands after the first frame and wanders far.
        if step == 0 { crowded.add(.touchDown(slot: 2, x: 40, y: 40), device: 1) }
        if step > 0 { crowded.add(.touchMotion(slot: 2, x: 40 + Double(step) * 20, y: 40), device: 1) }
        crowded.add(.touchFrame, device: 1)
    }
    crowded.wait(ms: 10)
    crowded.add(.touchUp(slot: 2), device: 1)
    crowded.add(.touchFrame, device: 1)  // its lift ends nothing
    crowded.add(.touchUp(slot: 0), device: 1)
    crowded.add(.touchUp(slot: 1), device: 1)
    crowded.add(.touchFrame, device: 1)
    let pans = crowded.run(pinchConfiguration())
    let reference = plain.run(pinchConfiguration())
    #expect(pans.map(\.translation) == reference.map(\.translation))
    #expect(pans.phases == reference.phases && pans.map(\.scale) == reference.map(\.scale))
}

@Test func touchscreensPinchOnlyUnderPinchAndWithTwoFingersAccepted() {
    var s = InputScript()
    s.touchscreen()
    s.touchPinch(gaps: [60, 50, 40, 30])
    #expect(!s.run().contains { $0.source.kind == .pinch }, "every kind means drags")
    #expect(s.run(pinchConfiguration(fingers: [3, 4])).isEmpty, "three- and four-finger pinches leave touchscreens out")
    #expect(!s.run(pinchConfiguration(fingers: [2])).isEmpty)
    #expect(PanSources(kind: .pinch).touchscreenPinches && !PanSources(kind: .touch).touchscreenPinches)
}

@Test func theTrackerReportsScalesFromTheSecondLandingAndEndsOnALift() {
    var tracker = TouchDragTracker(maxFingers: 1, pinches: true)
    var out: [TimedContact] = []
    let t = { (ms: Int64) in Timestamp(micros: ms * 1000) }
    tracker.handle(.down(slot: 0, at: PlanarVector(x: 0, y: 0)), at: t(0), into: &out)
    tracker.handle(.frame, at: t(0), into: &out)
    #expect(out.isEmpty && tracker.phase == .waitingForSecond)
    tracker.handle(.down(slot: 1, at: PlanarVector(x: 40, y: 0)), at: t(10), into: &out)
    tracker.handle(.frame, at: t(10), into: &out)
    tracker.handle(.motion(slot: 1, to: PlanarVector(x: 20, y: 0)), at: t(20), into: &out)
    tracker.handle(.down(slot: 2, at: PlanarVector(x: 5, y: 5)), at: t(20), into: &out)
    tracker.handle(.frame, at: t(20), into: &out)
    tracker.handle(.up(slot: 0), at: t(30), into: &out)
    tracker.handle(.frame, at: t(30), into: &out)
    #expect(
        out == [
            // A landing moves nothing: its frame reports no scale.
            TimedContact(time: t(10), event: .began(.touchscreenPinch(fingers: 2))),
            TimedContact(time: t(20), event: .pinched(scale: 0.5)),
            TimedContact(time: t(30), event: .pinched(scale: 0.5)),
            TimedContact(time: t(30), event: .ended)
        ])
    #expect(tracker.phase == .waitingForRelease)
}
