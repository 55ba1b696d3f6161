import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel

@testable import SwoopInteraction

/// Builds input streams for session tests (times in µs, positions in mm, deltas in mm converted to
/// libinput's normalised units).
struct SessionScript {
    var events: [TimedInputEvent] = []
    var now: Int64 = 1_000_000

    mutating func wait(ms: Double) { now += Int64((ms * 1000).rounded()) }

    mutating func add(_ event: InputEvent, device: Int) {
        events.append(TimedInputEvent(time: Timestamp(micros: now), device: DeviceID(device), event: event))
    }

    mutating func addDevice(_ device: Int, kind: DeviceKind, width: Double? = nil, height: Double? = nil) {
        add(
            .deviceAdded(
                DeviceInfo(
                    id: DeviceID(device), name: "\(kind)", kind: kind, widthMM: width,
                    heightMM: height)), device: device)
    }

    /// Touchscreen finger (slot 0) at a y position; `touch(y:)` moves it there in one frame after `ms`.
    mutating func touchDown(x: Double = 50, y: Double, device: Int = 1) {
        add(.touchDown(slot: 0, x: x, y: y), device: device)
        add(.touchFrame, device: device)
    }

    mutating func touch(x: Double = 50, y: Double, after ms: Double = 10, device: Int = 1) {
        wait(ms: ms)
        add(.touchMotion(slot: 0, x: x, y: y), device: device)
        add(.touchFrame, device: device)
    }

    mutating func touchUp(device: Int = 1) {
        add(.touchUp(slot: 0), device: device)
        add(.touchFrame, device: device)
    }

    /// Moves the finger along y from `from` to `to` in steps of `stepMM` every 10 ms.
    mutating func touchGlide(from: Double, to: Double, mmPerSecond: Double, device: Int = 1) {
        let steps = Int((abs(to - from) / mmPerSecond * 100).rounded())
        for i in 1...steps { touch(y: from + (to - from) * Double(i) / Double(steps), device: device) }
    }

    mutating func swipeUpdate(
        fingers: Int = 3, dxMM: Double = 0, dyMM: Double = 0, after ms: Double = 10,
        device: Int = 0
    ) {
        wait(ms: ms)
        add(
            .swipeUpdate(
                fingers: fingers, dx: InputUnits.normalized(fromMillimetres: dxMM),
                dy: InputUnits.normalized(fromMillimetres: dyMM)), device: device)
    }

    mutating func scroll(dyMM: Double, after ms: Double = 10, device: Int = 0) {
        wait(ms: ms)
        add(.scroll(dx: 0, dy: InputUnits.normalized(fromMillimetres: dyMM)), device: device)
    }
}

struct SessionRun {
    var session: PanSession
    var records: [SessionRecord]

    init(_ script: SessionScript, configuration: SessionConfiguration = SessionConfiguration(), endInput: Bool = true) {
        session = PanSession(configuration: configuration)
        records = []
        for event in script.events { records += session.feed(event) }
        if endInput { records += session.endOfInput() }
    }

    var decisions: [ReleaseDecision] {
        records.compactMap { if case .interaction(.decision(let d)) = $0.entry { d } else { nil } }
    }

    var transitionEffects: [(Timestamp, TransitionEffect)] {
        records.compactMap { if case .interaction(.transition(let e)) = $0.entry { ($0.time, e) } else { nil } }
    }

    var completions: [Bool] {
        transitionEffects.compactMap { if case .completed(let f) = $0.1 { f } else { nil } }
    }

    var ignored: [TransitionEffect] {
        transitionEffects.map(\.1).filter { if case .ignored = $0 { true } else { false } }
    }

    var settles: [(toward: Endpoint, from: Double, velocity: Double)] {
        transitionEffects.compactMap { if case .settle(let t, let f, let v) = $0.1 { (t, f, v) } else { nil } }
    }

    var frames: [(Timestamp, Double)] {
        transitionEffects.compactMap { if case .frame(let p) = $0.1 { ($0.0, p) } else { nil } }
    }

    var attachments: [PanBinding] {
        records.compactMap { if case .interaction(.attached(let b)) = $0.entry { b } else { nil } }
    }
}

/// A configuration with a fixed distance, so that hand computations need no device size.
func configuration(distance: Double, _ change: (inout SessionConfiguration) -> Void = { _ in }) -> SessionConfiguration
{
    var o = SessionConfiguration()
    o.drive.distance = .fixed(millimetres: distance)
    change(&o)
    return o
}
