import SwoopCore
import SwoopFixtures
import SwoopGesture
import SwoopInputModel

/// The replay benchmark's input: a long fixture made by the fixtures synthesizer from a fixed cycle
/// of everyday gestures — touchpad swipes, two-finger scrolls and touchscreen drags (a second device),
/// flicks, slow drags, stops, reversals, libinput cancels, holds and taps — with pauses between them
/// long enough for most settles to finish. Deterministic: the same size gives the same bytes.
package struct ReplayCorpus: Sendable {
    package let path: String
    /// Event lines in the file (the reader adds one `device_added` for the header's device).
    package let eventCount: Int
    package let gestureCount: Int
    package let bytes: Int

    /// Touchpad (device 0, the header's) and touchscreen (device 1, added by the first event line).
    static let touchpad = FixtureDevice(name: "Swoop bench touchpad", kind: .touchpad, widthMM: 100, heightMM: 70)
    static let touchscreen = FixtureDevice(
        name: "Swoop bench touchscreen", kind: .touchscreen, widthMM: 290, heightMM: 170)

    /// One step of the cycle: a gesture and the pause after it.
    struct Step {
        var spec: GestureSpec
        var gapMS: Double
    }

    static let cycle: [Step] = {
        func spec(
            _ source: PanSourceKind, fingers: Int = 3, _ axis: LockedAxis, _ direction: AxisSign,
            mm: Double, ms: Double, _ profile: GestureSpec.Profile = .constant, rate: Double = 100,
            edit: (inout GestureSpec) -> Void = { _ in }
        ) -> GestureSpec {
            var s = GestureSpec()
            s.source = source
            s.fingers = fingers
            s.axis = axis
            s.direction = direction
            s.distanceMM = mm
            s.durationMS = ms
            s.profile = profile
            s.rateHz = rate
            edit(&s)
            return s
        }
        return [
            Step(spec: spec(.swipe, .x, .positive, mm: 60, ms: 400), gapMS: 900),
            Step(spec: spec(.swipe, fingers: 4, .y, .negative, mm: 30, ms: 250, .flick), gapMS: 700),
            Step(
                spec: spec(.scroll, .y, .positive, mm: 50, ms: 600, .stopLift, rate: 120) { $0.pauseMS = 200 },
                gapMS: 800),
            Step(spec: spec(.touch, fingers: 1, .y, .negative, mm: 80, ms: 500, .reversal, rate: 120), gapMS: 900),
            Step(spec: spec(.touch, fingers: 2, .x, .positive, mm: 40, ms: 300, .flick, rate: 120), gapMS: 600),
            Step(spec: spec(.swipe, .x, .negative, mm: 50, ms: 400) { $0.cancelAtMS = 150 }, gapMS: 700),
            Step(spec: spec(.touch, fingers: 1, .y, .positive, mm: 0.4, ms: 80), gapMS: 300),
            Step(spec: spec(.swipe, .y, .positive, mm: 45, ms: 1200, rate: 140) { $0.holdMS = 200 }, gapMS: 1000),
            Step(spec: spec(.scroll, .x, .negative, mm: 20, ms: 900, rate: 120), gapMS: 500),
            Step(
                spec: spec(.touch, fingers: 1, .x, .negative, mm: 120, ms: 1500, .stopLift, rate: 120) {
                    $0.pauseMS = 300
                },
                gapMS: 800)
        ]
    }()

    /// Writes a corpus of at least `minimumEvents` event lines to `path` (atomically).
    package static func synthesize(minimumEvents: Int, to path: String) throws -> ReplayCorpus {
        let header = FixtureHeader(
            device: touchpad,
            source: FixtureProvenance(
                kind: .synthesized, command: "swoop-bench --keep-corpus (\(minimumEvents) events or more)"))
        let writer = try FixtureWriter(path: path, header: header)
        do {
            var time = FixtureHeader.timeOrigin.micros
            try writer.write(
                TimedInputEvent(
                    time: Timestamp(micros: time), device: DeviceID(1),
                    event: .deviceAdded(touchscreen.info(id: DeviceID(1)))))
            var gestures = 0
            while writer.eventCount < minimumEvents {
                let step = cycle[gestures % cycle.count]
                let onScreen = step.spec.source == .touch
                let events = try GestureSynthesizer.events(
                    step.spec, start: Timestamp(micros: time), device: onScreen ? touchscreen : touchpad,
                    deviceID: DeviceID(onScreen ? 1 : 0))
                try writer.write(contentsOf: events)
                time = (events.last?.time.micros ?? time) + Int64(step.gapMS * 1000)
                gestures += 1
            }
            try writer.commit()
            return ReplayCorpus(
                path: path, eventCount: writer.eventCount, gestureCount: gestures,
                bytes: FileSize.of(path) ?? 0)
        } catch {
            writer.abandon()
            throw error
        }
    }
}
