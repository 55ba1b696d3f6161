import SwoopEngine
import SwoopGesture
import SwoopInputModel
import SwoopInteraction

/// A `PanSession`'s records as log lines. Types: `input` (see `InputRecords`), `pan`, `interaction`
/// (a pan took hold of the transition), `decision`, `override`, and the engine's lines (`EngineRecords`).
extension SessionRecord: LogLine {
    public func write(to line: inout LogLineWriter) {
        withUnsafePointer(to: self) { Self.write(at: $0, to: &line) }
    }

    /// Reads the record where it lies: switching on the record itself copies it first (retaining and
    /// releasing its payload through the enum's value witnesses), for every line of a replay.
    static func write(at record: UnsafePointer<SessionRecord>, to line: inout LogLineWriter) {
        let t = record.pointee.time.micros
        switch record.pointee.entry {
        case .input(let event):
            event.write(to: &line)
        case .pan(let pan):
            pan.write(to: &line)
        case .interaction(.attached(let binding)):
            line.begin(t: t, type: "interaction")
            line.field("device", binding.device.rawValue)
            line.field("source", binding.source.kind)
            line.field("fingers", binding.source.fingers)
            line.field("grabbed", binding.grabbed)
            line.field("base_progress", binding.baseProgress)
            line.field("distance_mm", binding.distanceMM)
        case .interaction(.decision(let decision)):
            DecisionLine(t: t, decision: decision).write(to: &line)
        case .interaction(.transition(let effect)):
            EngineLine(t: t, effect: effect).write(to: &line)
        case .interaction(.override(let effect)):
            OverrideLine(t: t, effect: effect).write(to: &line)
        }
    }
}

/// `pan` {phase, device, source, fingers, axis, direction, translation_mm, velocity_mm_s[, reason]}.
extension PanEvent: LogLine {
    public func write(to line: inout LogLineWriter) {
        line.begin(t: time.micros, type: "pan")
        line.field("phase", phase)
        line.field("device", device.rawValue)
        line.field("source", source.kind)
        line.field("fingers", source.fingers)
        line.field("axis", axis)
        line.field("direction", direction)
        line.field("translation_mm", translation)
        line.field("velocity_mm_s", velocity)
        if case .cancelled(let reason) = phase { line.field("reason", reason) }
    }
}

/// `decision` with exactly the required fields: outcome, progress, velocity (progress/s), velocity_mm_s,
/// projected, threshold, rule.
public struct DecisionLine: LogLine {
    public var t: Int64
    public var decision: ReleaseDecision

    public init(t: Int64, decision: ReleaseDecision) {
        self.t = t
        self.decision = decision
    }

    public func write(to line: inout LogLineWriter) {
        let d = decision
        line.begin(t: t, type: "decision")
        line.field("outcome", d.outcome)
        line.field("progress", d.progress)
        line.field("velocity", d.velocity)
        line.field("velocity_mm_s", d.velocityMMPerSecond)
        line.field("projected", d.projected)
        line.field("threshold", d.threshold)
        line.field("rule", d.rule)
    }
}

/// `override` {action apply|change-target|follow|refused, element, modifiers (text)[, is_destination]
/// | x, y (follow: the finger's offset in scene points)[, reason]}.
public struct OverrideLine: LogLine {
    public var t: Int64
    public var effect: OverrideEffect

    public init(t: Int64, effect: OverrideEffect) {
        self.t = t
        self.effect = effect
    }

    public func write(to line: inout LogLineWriter) {
        line.begin(t: t, type: "override")
        switch effect {
        case .applied(let element, let modifiers):
            line.field("action", "apply")
            line.field("element", element)
            line.field("modifiers", modifiers.text)
        case .targetChanged(let element, let modifiers, let isDestination):
            line.field("action", "change-target")
            line.field("element", element)
            line.field("modifiers", modifiers.text)
            line.field("is_destination", isDestination)
        case .followed(let element, let offset):
            line.field("action", "follow")
            line.field("element", element)
            line.field("x", offset.x)
            line.field("y", offset.y)
        case .refused(let element, let reason):
            line.field("action", "refused")
            line.field("element", element)
            line.field("reason", reason.rawValue)
        }
    }
}

extension LogRecord {
    public init(t: Int64, override effect: OverrideEffect) { self.init(OverrideLine(t: t, effect: effect)) }
    public init(pan: PanEvent) { self.init(pan) }
    public init(t: Int64, decision d: ReleaseDecision) { self.init(DecisionLine(t: t, decision: d)) }
}

/// Which session records become log lines, and where they go.
public struct SessionLogging: Sendable {
    /// `input` lines for every event fed (large; off for summaries).
    public var includeInput: Bool
    /// `frame` lines (one per update and per tick).
    public var includeFrames: Bool

    public init(includeInput: Bool = true, includeFrames: Bool = true) {
        self.includeInput = includeInput
        self.includeFrames = includeFrames
    }

    public func includes(_ record: SessionRecord) -> Bool {
        switch record.entry {
        case .input: includeInput
        case .interaction(.transition(.frame)): includeFrames
        case .pan, .interaction: true
        }
    }

    /// Writes the records this logging includes, in order.
    public func write(_ records: [SessionRecord], to sink: LogSink) {
        records.withUnsafeBufferPointer { sink.write(SessionRecordLines(records: $0, logging: self)) }
    }

    /// Same, with `frame` lines carrying `scene` evaluated under each frame's overrides (`--frames`).
    /// `buffer` is `scene.makeFrameBuffer()`, kept by the caller across calls.
    public func write(
        _ records: [SessionRecord], to sink: LogSink, scene: TransitionPlan,
        buffer: inout FrameBuffer
    ) throws(EngineError) {
        for record in records where includes(record) {
            if let frame = try SceneFrameLine(record, scene: scene, buffer: &buffer) {
                sink.write(frame)
            } else {
                sink.write(record)
            }
        }
    }
}

/// The lines of the records of a batch that a `SessionLogging` includes, read where they lie (valid
/// during the `LogSink.write(_:)` call that is given them).
public struct SessionRecordLines {
    let records: UnsafeBufferPointer<SessionRecord>
    let logging: SessionLogging

    /// Calls `body` with each included record's line, in order.
    @inline(__always)
    func withEachLine(_ body: (RecordInPlace) -> Void) {
        for i in records.indices where logging.includes(records[i]) { body(RecordInPlace(records.baseAddress! + i)) }
    }
}

/// A record of a batch, written where it lies (valid while the batch is).
struct RecordInPlace: LogLine {
    let record: UnsafePointer<SessionRecord>

    init(_ record: UnsafePointer<SessionRecord>) { self.record = record }

    func write(to line: inout LogLineWriter) { SessionRecord.write(at: record, to: &line) }
}
