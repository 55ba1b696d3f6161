import SwoopCore
import SwoopInputModel
import Testing

@testable import SwoopGesture

/// Pinches beside drags (`PanSources.pinchesBeside`, what an app with a pinch route listens to): one
/// finger drags, two that land before the first left the slop pinch, and a finger landing on a drag
/// that already took hold is not followed.
@Suite struct PinchBesideDragTests {
    static var beside: PanConfiguration {
        var configuration = PanConfiguration()
        configuration.sources = PanSources(pinchesBeside: true)
        return configuration
    }

    static func run(_ script: InputScript) -> (pans: [PanEvent], unpanned: [UnpannedContact]) {
        var recognizer = PanRecognizer(configuration: beside)
        var pans: [PanEvent] = []
        for event in script.events { pans += recognizer.handle(event) }
        var unpanned: [UnpannedContact] = []
        recognizer.takeUnpannedContacts(into: &unpanned)
        return (pans, unpanned)
    }

    @Test func twoTouchesInOneFramePinchAsOneContact() {
        var s = InputScript()
        s.touchscreen()
        s.touchPinch(gaps: [60, 54, 48, 42, 30])
        let (pans, unpanned) = Self.run(s)
        #expect(pans.phases == ["began", "changed", "changed", "changed", "ended"])
        #expect(pans.allSatisfy { $0.source == .touchscreenPinch(fingers: 2) })
        #expect(abs((pans.last?.scale ?? 0) - 0.5) < 1e-9)
        // The first finger's drag became the pinch: no contact was left over, nothing was a tap.
        #expect(unpanned.isEmpty)
        // The same touches with --source pinch pan alike.
        #expect(s.run(pinchConfiguration()).map(\.translation) == pans.map(\.translation))
    }

    @Test func aSecondFingerWithinTheSlopMakesAPinch() {
        var s = InputScript()
        s.touchscreen()
        s.drag(x: 100, y: 80, dx: 1, steps: 2, lift: false)  // 1 mm: within the 2 mm slop
        s.wait(ms: 10)
        s.add(.touchDown(slot: 1, x: 161, y: 80), device: 1)
        s.add(.touchFrame, device: 1)
        s.touch(slot: 1, x: 131, y: 80, after: 10)  // 60 mm apart → 30: scale 0.5
        let (pans, unpanned) = Self.run(s)
        #expect(pans.first?.phase == .began && pans.first?.source == .touchscreenPinch(fingers: 2))
        #expect(abs((pans.last?.scale ?? 0) - 0.5) < 1e-9)
        #expect(unpanned.isEmpty)
    }

    @Test func aFingerLandingOnADragThatTookHoldIsNotFollowed() {
        var s = InputScript()
        s.touchscreen()
        s.drag(x: 100, y: 40, dy: 20, steps: 4, lift: false)
        s.wait(ms: 10)
        s.add(.touchDown(slot: 1, x: 160, y: 40), device: 1)
        s.add(.touchFrame, device: 1)
        s.touch(slot: 0, x: 100, y: 70, after: 10)
        s.touch(slot: 1, x: 130, y: 40, after: 10)
        let (pans, _) = Self.run(s)
        #expect(pans.allSatisfy { $0.source == .touchscreenDrag(fingers: 1) && $0.axis == .y })
        #expect(pans.phases == ["began", "changed", "changed", "changed", "changed"])
        #expect(abs((pans.last?.translation ?? 0) - 30) < 1e-9)
    }

    @Test func oneFingerStillDragsAndTaps() {
        var s = InputScript()
        s.touchscreen()
        s.drag(x: 100, y: 40, dy: 20, steps: 4)
        s.wait(ms: 300)
        s.drag(x: 50, y: 50, steps: 1)
        let (pans, unpanned) = Self.run(s)
        let alone = s.run(PanConfiguration())
        #expect(pans == alone && pans.first?.source == .touchscreenDrag(fingers: 1))
        #expect(unpanned.map(\.isTap) == [true])
    }

    @Test func touchpadPinchesPanBesideSwipes() {
        var s = InputScript()
        s.touchpad()
        s.pinch(scales: [0.9, 0.7, 0.5])
        #expect(Self.run(s).pans.phases == ["began", "changed", "changed", "ended"])
        #expect(s.run(PanConfiguration()).isEmpty)  // every kind without pinches: ignored, as before
        #expect(PanSources(pinchesBeside: true).swipeFingers == PanSources().swipeFingers)
        #expect(!PanSources(kind: .touch, pinchesBeside: true).touchscreenPinchesBesideDrags)
    }
}
