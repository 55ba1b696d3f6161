import Foundation
import SwoopCore
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

@Suite struct GestureSynthesizerTests {
    static let touchpad = FixtureDevice(name: "pad", kind: .touchpad, widthMM: 100, heightMM: 70)
    static let screen = FixtureDevice(name: "screen", kind: .touchscreen, widthMM: 290, heightMM: 170)

    func spec(_ configure: (inout GestureSpec) -> Void) -> GestureSpec {
        var s = GestureSpec()
        configure(&s)
        return s
    }

    /// Total swipe/scroll travel along the axis in mm, and the positions of touch slot 0.
    func swipeTravel(_ events: [TimedInputEvent]) -> (x: Double, y: Double) {
        events.reduce((0.0, 0.0)) { sum, e in
            switch e.event {
            case .swipeUpdate(_, let dx, let dy), .scroll(let dx, let dy):
                (sum.0 + InputUnits.millimetres(fromNormalized: dx), sum.1 + InputUnits.millimetres(fromNormalized: dy))
            default: sum
            }
        }
    }

    /// Every profile that moves (a tap does not: `aTouchpadTapIsAHoldThatLiftsWithoutMoving`).
    @Test(arguments: GestureSpec.Profile.allCases.filter { $0 != .tap })
    func swipesTravelTheProfilesNetDistance(profile: GestureSpec.Profile) throws {
        let s = spec {
            $0.profile = profile
            $0.distanceMM = 45
            $0.durationMS = 420
            $0.backMM = 12
        }
        let events = try GestureSynthesizer.events(s, start: Timestamp(micros: 1_000_000), device: Self.touchpad)
        let expected = profile == .reversal ? 45.0 - 12 : 45
        #expect(abs(swipeTravel(events).x - expected) < 1e-4)
        #expect(swipeTravel(events).y == 0)
        #expect(events.first?.event == .swipeBegin(fingers: 3))
        #expect(events.last?.event == .swipeEnd(fingers: 3, cancelled: false))
        #expect(events.last?.time == Timestamp(micros: 1_420_000))
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test func aTouchpadTapIsAHoldThatLiftsWithoutMoving() throws {
        let s = spec {
            $0.profile = .tap
            $0.durationMS = 80
        }
        let events = try GestureSynthesizer.events(s, start: Timestamp(micros: 1_000_000), device: Self.touchpad)
        #expect(events.map(\.event) == [.holdBegin(fingers: 3), .holdEnd(fingers: 3, cancelled: false)])
        #expect(events.last?.time == Timestamp(micros: 1_080_000))
    }

    @Test func aConstantDragReportsAtTheRateWithEqualSteps() throws {
        let s = spec {
            $0.source = .touch
            $0.fingers = 1
            $0.axis = .y
            $0.direction = .negative
            $0.distanceMM = 30
            $0.durationMS = 300
            $0.rateHz = 50
        }
        let events = try GestureSynthesizer.events(s, start: Timestamp(micros: 0), device: Self.screen)
        let motions = events.compactMap { e -> (Int64, Double)? in
            if case .touchMotion(0, _, let y) = e.event { return (e.time.micros, y) }
            return nil
        }
        #expect(motions.count == 15)
        #expect(motions.map(\.0) == (1...15).map { Int64($0) * 20_000 })
        guard case .touchDown(0, let x0, let y0) = events[0].event else {
            Issue.record("no touch down")
            return
        }
        #expect(x0 == 145)
        #expect(y0 == 85 + 15)  // centred: starts half the distance below the middle, moving up
        for (i, m) in motions.enumerated() { #expect(abs(m.1 - (y0 - 2 * Double(i + 1))) < 1e-9) }
        #expect(events.suffix(2).map(\.event) == [.touchUp(slot: 0), .touchFrame])
    }

    @Test func stopThenLiftGoesQuietBeforeLifting() throws {
        let s = spec {
            $0.profile = .stopLift
            $0.durationMS = 500
            $0.pauseMS = 200
            $0.distanceMM = 30
        }
        let events = try GestureSynthesizer.events(s, start: Timestamp(micros: 0), device: Self.touchpad)
        let updates = events.filter { if case .swipeUpdate = $0.event { true } else { false } }
        #expect(updates.last?.time == Timestamp(micros: 300_000))
        #expect(events.last?.time == Timestamp(micros: 500_000))
        #expect(abs(swipeTravel(events).x - 30) < 1e-4)
    }

    @Test func aFlickDeceleratesButIsStillMovingAtLift() throws {
        let s = spec {
            $0.profile = .flick
            $0.distanceMM = 40
            $0.durationMS = 200
            $0.rateHz = 100
        }
        let events = try GestureSynthesizer.events(s, start: Timestamp(micros: 0), device: Self.touchpad)
        let steps = events.compactMap { e -> Double? in
            if case .swipeUpdate(_, let dx, _) = e.event { return InputUnits.millimetres(fromNormalized: dx) }
            return nil
        }
        // Speed falls from 1.6× to 0.4× the mean (200 mm/s): steps of 10 ms go from ~3.1 mm to ~0.9 mm.
        #expect(steps.first! > 3 && steps.first! < 3.2)
        #expect(steps.last! > 0.8 && steps.last! < 1)
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 > $1 })
    }

    @Test func cancelAndRemovalCutTheGestureShort() throws {
        let cancelled = try GestureSynthesizer.events(
            spec {
                $0.cancelAtMS = 150
                $0.holdMS = 50
            },
            start: Timestamp(micros: 0), device: Self.touchpad)
        #expect(cancelled.prefix(2).map(\.event) == [.holdBegin(fingers: 3), .holdEnd(fingers: 3, cancelled: true)])
        #expect(cancelled.last == event(200_000, .swipeEnd(fingers: 3, cancelled: true)))
        #expect(cancelled.dropLast().allSatisfy { $0.time.micros < 200_000 })

        let touchCancel = try GestureSynthesizer.events(
            spec {
                $0.source = .touch
                $0.fingers = 2
                $0.cancelAtMS = 100
            },
            start: Timestamp(micros: 0), device: Self.screen)
        #expect(touchCancel.suffix(3).map(\.event) == [.touchCancel(slot: 0), .touchCancel(slot: 1), .touchFrame])

        let removed = try GestureSynthesizer.events(
            spec {
                $0.source = .scroll
                $0.removeAtMS = 120
            },
            start: Timestamp(micros: 0), device: Self.touchpad)
        #expect(removed.last == event(120_000, .deviceRemoved))
        #expect(!removed.contains { if case .scrollStop = $0.event { true } else { false } })
    }

    @Test func invalidSpecsNameTheOption() {
        #expect(
            throws: SynthError(
                option: "cancel-at-ms", reason: "libinput never cancels a scroll sequence (use --remove-at-ms)")
        ) {
            _ = try GestureSynthesizer.events(
                spec {
                    $0.source = .scroll
                    $0.cancelAtMS = 10
                }, start: Timestamp(micros: 0),
                device: Self.touchpad)
        }
        #expect(throws: SynthError.self) { try spec { $0.durationMS = 0 }.validate() }
        #expect(throws: SynthError.self) {
            try spec {
                $0.profile = .stopLift
                $0.pauseMS = 400
            }.validate()
        }
        #expect(throws: SynthError.self) { try spec { $0.rateHz = .nan }.validate() }
    }

    @Test func appendingAddsInteractionsExpectationsAndReaddsARemovedDevice() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("two.fixture.jsonl")
        var first = SynthesisRequest(
            spec: spec { $0.removeAtMS = 100 }, device: Self.touchpad,
            expectations: [Expectation(outcome: .cancel, options: ExpectationOptions(threshold: 0.3))])
        first.command = "first"
        try FixtureSynthesis.write(first, to: path, appending: false)
        var second = SynthesisRequest(
            spec: spec { $0.distanceMM = 50 }, device: Self.touchpad,
            expectations: [
                Expectation(outcome: .finish),
                Expectation(
                    outcome: .cancel,
                    options: ExpectationOptions(threshold: 0.9))
            ])
        second.command = "second"
        second.repeatCount = 2
        try FixtureSynthesis.write(second, to: path, appending: true)
        let (header, events) = try FixtureReader.readAll(path: path)
        #expect(header.source.command == "first && second")
        #expect(Expectation.resolve(header.expectations).map(\.interaction) == [1, 2, 2, 3, 3])
        #expect(header.expectations[1].options.source == .swipe && header.expectations[1].options.fingers == 3)
        let adds = events.filter { if case .deviceAdded = $0.event { true } else { false } }
        #expect(adds.count == 2)
        // The re-added device comes 500 ms after the removal.
        #expect(adds[1].time.micros == 1_100_000 + 500_000)
    }

    @Test func synthesisIsDeterministic() throws {
        let dir = TemporaryDirectory()
        let request = SynthesisRequest(
            spec: spec {
                $0.profile = .flick
                $0.source = .touch
                $0.fingers = 3
                $0.rateHz = 133
            },
            device: Self.screen, expectations: [Expectation(outcome: .finish)])
        try FixtureSynthesis.write(request, to: dir.file("a"), appending: false)
        try FixtureSynthesis.write(request, to: dir.file("b"), appending: false)
        #expect(dir.read("a") == dir.read("b"))
        #expect(!dir.read("a").isEmpty)
    }
}
