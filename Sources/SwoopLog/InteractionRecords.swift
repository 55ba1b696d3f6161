import SwoopEngine
import SwoopGesture
import SwoopInputModel
import SwoopInteraction

/// A `PanSession`'s records as log lines. Types: `input` (see `InputRecords`), `pan`, `interaction`
/// (a pan took hold of the transition), `decision`, `override`, and the engine's lines (`EngineRecords`).
extension LogRecord {
    public init(_ record: SessionRecord) {
        let t = record.time.micros
        switch record.entry {
        case .input(let event):
            self.init(input: event)
        case .pan(let pan):
            self.init(pan: pan)
        case .interaction(.attached(let binding)):
            self.init(
                t: t, type: "interaction",
                [
                    ("device", .int(Int64(binding.device.rawValue))), ("source", .string(binding.source.kind.rawValue)),
                    ("fingers", .int(Int64(binding.source.fingers))), ("grabbed", .bool(binding.grabbed)),
                    ("base_progress", .double(binding.baseProgress)), ("distance_mm", .double(binding.distanceMM))
                ])
        case .interaction(.decision(let decision)):
            self.init(t: t, decision: decision)
        case .interaction(.transition(let effect)):
            self.init(t: t, engine: effect)  // EngineRecords
        case .interaction(.override(let effect)):
            self.init(t: t, override: effect)
        }
    }

    /// `init(_:)` with the scene drawn into `frame` lines (`--frames`), each evaluated under the
    /// overrides it was shown with. Throws when an override names an element `scene` does not have.
    public init(_ record: SessionRecord, scene: TransitionPlan, buffer: inout FrameBuffer) throws(EngineError) {
        guard case .interaction(.transition(.frame(let progress))) = record.entry else {
            self.init(record)
            return
        }
        try self.init(
            t: record.time.micros, progress: progress, overrides: record.overrides, of: scene, buffer: &buffer)
    }

    /// `override` {action apply|change-target|follow|refused, element, modifiers (text)[, is_destination]
    /// | x, y (follow: the finger's offset in scene points)[, reason]}.
    public init(t: Int64, override effect: OverrideEffect) {
        switch effect {
        case .applied(let element, let modifiers):
            self.init(
                t: t, type: "override",
                [
                    ("action", .string("apply")), ("element", .string(element)),
                    ("modifiers", .string(modifiers.text))
                ])
        case .targetChanged(let element, let modifiers, let isDestination):
            self.init(
                t: t, type: "override",
                [
                    ("action", .string("change-target")), ("element", .string(element)),
                    ("modifiers", .string(modifiers.text)),
                    ("is_destination", .bool(isDestination))
                ])
        case .followed(let element, let offset):
            self.init(
                t: t, type: "override",
                [
                    ("action", .string("follow")), ("element", .string(element)),
                    ("x", .double(offset.x)), ("y", .double(offset.y))
                ])
        case .refused(let element, let reason):
            self.init(
                t: t, type: "override",
                [
                    ("action", .string("refused")), ("element", .string(element)),
                    ("reason", .string(reason.rawValue))
                ])
        }
    }

    /// `pan` {phase, device, source, fingers, axis, direction, translation_mm, velocity_mm_s[, reason]}.
    public init(pan: PanEvent) {
        var fields: [(String, LogValue)] = [
            ("phase", .string(pan.phase.name)), ("device", .int(Int64(pan.device.rawValue))),
            ("source", .string(pan.source.kind.rawValue)), ("fingers", .int(Int64(pan.source.fingers))),
            ("axis", .string(pan.axis.rawValue)),
            ("direction", .string(pan.direction.rawValue)),
            ("translation_mm", .double(pan.translation)), ("velocity_mm_s", .double(pan.velocity))
        ]
        if case .cancelled(let reason) = pan.phase { fields.append(("reason", .string(reason.rawValue))) }
        self.init(t: pan.time.micros, type: "pan", fields)
    }

    /// `decision` with exactly the required fields: outcome, progress, velocity (progress/s), velocity_mm_s,
    /// projected, threshold, rule.
    public init(t: Int64, decision d: ReleaseDecision) {
        self.init(
            t: t, type: "decision",
            [
                ("outcome", .string(d.outcome.rawValue)), ("progress", .double(d.progress)),
                ("velocity", .double(d.velocity)), ("velocity_mm_s", .double(d.velocityMMPerSecond)),
                ("projected", .double(d.projected)), ("threshold", .double(d.threshold)),
                ("rule", .string(d.rule.rawValue))
            ])
    }
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
        for record in records where includes(record) { sink.write(LogRecord(record)) }
    }

    /// Same, with `frame` lines carrying `scene` evaluated under each frame's overrides (`--frames`).
    /// `buffer` is `scene.makeFrameBuffer()`, kept by the caller across calls.
    public func write(
        _ records: [SessionRecord], to sink: LogSink, scene: TransitionPlan,
        buffer: inout FrameBuffer
    ) throws(EngineError) {
        for record in records where includes(record) {
            sink.write(try LogRecord(record, scene: scene, buffer: &buffer))
        }
    }
}
