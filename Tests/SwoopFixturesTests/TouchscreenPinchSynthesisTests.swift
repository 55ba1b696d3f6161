import Foundation
import SwoopCore
import SwoopGesture
import SwoopInputModel
import Testing

@testable import SwoopFixtures

/// `swoop synth --source pinch --device-kind touchscreen`: a pinch made of two touches.
@Suite struct TouchscreenPinchSynthesisTests {
    static let screen = GestureSynthesizerTests.screen

    func pinch(_ configure: (inout GestureSpec) -> Void = { _ in }) -> GestureSpec {
        var s = GestureSpec()
        s.source = .pinch
        s.fingers = 2
        s.surface = .touchscreen
        s.distanceMM = 40
        s.durationMS = 300
        s.scaleTo = 0.5
        configure(&s)
        return s
    }

    /// Slot → position after each frame.
    func frames(_ events: [TimedInputEvent]) -> [[Int: PlanarVector]] {
        var down: [Int: PlanarVector] = [:]
        var out: [[Int: PlanarVector]] = []
        for e in events {
            switch e.event {
            case .touchDown(let slot, let x, let y), .touchMotion(let slot, let x, let y):
                down[slot] = PlanarVector(x: x, y: y)
            case .touchUp(let slot), .touchCancel(let slot): down[slot] = nil
            case .touchFrame: out.append(down)
            default: Issue.record("a touchscreen pinch is touches only: \(e.event)")
            }
        }
        return out
    }

    @Test func twoTouchesLandTheSpanApartAndTheirDistanceFollowsTheScale() throws {
        let events = try GestureSynthesizer.events(pinch(), start: Timestamp(micros: 0), device: Self.screen)
        let frames = frames(events)
        #expect(frames.first?.count == 2 && frames.last?.isEmpty == true)
        let moving = frames.dropLast().map { ($0[0]! - $0[1]!).length }
        #expect(abs(moving[0] - GestureSpec.touchscreenPinchSpanMM) < 1e-9)
        #expect(abs(moving.last! - GestureSpec.touchscreenPinchSpanMM * 0.5) < 2e-3)
        // Constant on the log scale: every frame scales the distance by the same factor (to 1 µm).
        let ratios = zip(moving, moving.dropFirst()).map { $1 / $0 }
        #expect(ratios.allSatisfy { abs($0 - pow(0.5, 1.0 / 30)) < 1e-4 }, "\(ratios)")
        // Centred on the screen, across x; the midpoint never moves.
        #expect(frames.dropLast().allSatisfy { abs(($0[0]!.x + $0[1]!.x) / 2 - 145) < 1e-3 && $0[0]!.y == 85 })
    }

    @Test func theRecognizerReadsTheSynthesizedScale() throws {
        let events = try GestureSynthesizer.events(pinch(), start: Timestamp(micros: 0), device: Self.screen)
        var configuration = PanConfiguration()
        configuration.sources = PanSources(kind: .pinch)
        var recognizer = PanRecognizer(configuration: configuration)
        var pans: [PanEvent] = []
        for e in events { recognizer.handle(.event(e), into: &pans) }
        #expect(pans.first?.phase == .began && pans.last?.phase == .ended)
        #expect(pans.allSatisfy { $0.source == .touchscreenPinch(fingers: 2) })
        #expect(abs((pans.last?.scale ?? 0) - 0.5) < 1e-4 && abs((pans.last?.translation ?? 0) - 100) < 0.02)
    }

    @Test func aCancelCancelsBothTouches() throws {
        let events = try GestureSynthesizer.events(
            pinch { $0.cancelAtMS = 200 }, start: Timestamp(micros: 0), device: Self.screen)
        #expect(events.suffix(3).map(\.event) == [.touchCancel(slot: 0), .touchCancel(slot: 1), .touchFrame])
    }

    @Test func onlyAPinchIsMadeOnEitherDeviceAndATouchscreenPinchIsTwoTouches() throws {
        #expect(throws: SynthError(option: "fingers", reason: "a touchscreen pinch has 2 touches")) {
            try pinch { $0.fingers = 3 }.validate()
        }
        #expect(
            throws: SynthError(
                option: "device-kind", reason: "only a pinch is made on either device; a swipe needs a touchpad")
        ) {
            var swipe = GestureSpec()
            swipe.surface = .touchscreen
            try swipe.validate()
        }
        try pinch { $0.startMM = PlanarVector(x: 10, y: 20) }.validate()
        #expect(pinch().deviceKind == .touchscreen && SynthesisRequest.defaultDevice(for: pinch()).kind == .touchscreen)
        var touchpad = pinch()
        touchpad.surface = nil
        #expect(touchpad.deviceKind == .touchpad)
    }
}
