import SwoopEngine
import SwoopGesture
import SwoopInputModel
import SwoopInteraction

/// A `PanSession`'s records as log lines. Types: `input` (see `InputRecords`), `pan`, `interaction`
/// (a pan took hold of the transition), `decision`, `override`, and the engine's lines (`EngineRecords`).
extension SessionRecord: LogLine {
    package func write(to line: inout LogLineWriter) {
        if let row = SessionRecords.Row(self) {
            withUnsafePointer(to: row) { SessionRecords.Row.write(at: $0, to: &line) }
        } else if case .interaction(.override(let effect)) = entry {
            OverrideLine(t: time.micros, effect: effect).write(to: &line)
        }
    }
}

extension SessionRecords.Row {
    /// Reads the row where it lies (a batch's rows are plain bits: nothing is copied or counted). An
    /// override call's line needs its payload, kept beside the rows: `SessionLogging.write` writes it.
    /// Inlined into the sinks' loop over a batch: each kind of line is then one call from there.
    @inline(__always)
    static func write(at row: UnsafePointer<SessionRecords.Row>, to line: inout LogLineWriter) {
        let t = row.pointee.time.micros
        switch row.pointee.entry {
        case .input(let event):
            event.write(to: &line)
        case .pan(let pan):
            pan.write(to: &line)
        case .attached(let binding):
            writeInteraction(t: t, binding, to: &line)
        case .decision(let decision):
            DecisionLine(t: t, decision: decision).write(to: &line)
        case .transition(let effect):
            EngineLine.write(t: t, effect: effect, to: &line)
        case .override:
            preconditionFailure("an override row is written from its payload (SessionLogging.write)")
        }
    }

    /// `interaction` {device, source, fingers, grabbed, base_progress, distance_mm[, rule hold]}: a pan
    /// (or resting fingers: `rule: hold`) took hold of the transition.
    @inline(never)
    private static func writeInteraction(t: Int64, _ binding: PanBinding, to line: inout LogLineWriter) {
        line.begin(t: t, type: "interaction")
        line.field("device", binding.device.rawValue)
        line.field("source", binding.source.kind)
        line.field("fingers", binding.source.fingers)
        line.field("grabbed", binding.grabbed)
        line.field("base_progress", binding.baseProgress)
        line.field("distance_mm", binding.distanceMM)
        if binding.hold { line.field("rule", "hold") }
    }
}

/// `pan` {phase, device, source, fingers, axis, direction, translation_mm, velocity_mm_s[, reason][, edge][, scale]}.
extension PanEvent: LogLine {
    package func write(to line: inout LogLineWriter) {
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
        if let edge { line.field("edge", edge.rawValue) }
        if let scale { line.field("scale", scale) }
    }
}

/// `decision` with exactly the required fields: outcome, progress, velocity (progress/s), velocity_mm_s,
/// projected, threshold, rule (the clause that decided), release_rule (the rule: `--release-rule`).
package struct DecisionLine: LogLine {
    package var t: Int64
    package var decision: ReleaseDecision

    package func write(to line: inout LogLineWriter) {
        let d = decision
        line.begin(t: t, type: "decision")
        line.field("outcome", d.outcome)
        line.field("progress", d.progress)
        line.field("velocity", d.velocity)
        line.field("velocity_mm_s", d.velocityMMPerSecond)
        line.field("projected", d.projected)
        line.field("threshold", d.threshold)
        line.field("rule", d.rule)
        line.field("release_rule", d.releaseRule)
    }
}

/// `override` {action apply|change-target|follow|refused, element, modifiers (text)[, is_destination]
/// | x, y (follow: the finger's offset in scene points)[, reason]}.
package struct OverrideLine: LogLine {
    package var t: Int64
    package var effect: OverrideEffect

    package func write(to line: inout LogLineWriter) {
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
    package init(t: Int64, override effect: OverrideEffect) { self.init(OverrideLine(t: t, effect: effect)) }
    package init(pan: PanEvent) { self.init(pan) }
    package init(t: Int64, decision d: ReleaseDecision) { self.init(DecisionLine(t: t, decision: d)) }
}

/// Which session records become log lines, and where they go.
package struct SessionLogging: Sendable {
    /// `input` lines for every event fed (large; off for summaries).
    package var includeInput: Bool
    /// `frame` lines (one per update and per tick).
    package var includeFrames: Bool

    package init(includeInput: Bool = true, includeFrames: Bool = true) {
        self.includeInput = includeInput
        self.includeFrames = includeFrames
    }

    package func includes(_ record: SessionRecord) -> Bool {
        switch record.entry {
        case .input: includeInput
        case .interaction(.transition(.frame)): includeFrames
        case .pan, .interaction: true
        }
    }

    func includes(_ row: SessionRecords.Row) -> Bool {
        switch row.entry {
        case .input: includeInput
        case .transition(.frame): includeFrames
        case .pan, .attached, .decision, .transition, .override: true
        }
    }

    /// Writes the records this logging includes, in order.
    package func write(_ records: SessionRecords, to sink: LogSink) { write(records, to: sink.batched) }

    /// Same, in one call to the sink (resolve `LogSink.batched` once, not for every batch).
    package func write(_ records: SessionRecords, to sink: any LogBatchSink) {
        withUnsafePointer(to: records) { batch in
            records.withRows { _ = sink.write(SessionRecordLines(rows: $0, records: batch, logging: self)) }
        }
    }

    /// Same, with `frame` lines carrying `scene` evaluated under each frame's overrides (`--frames`).
    /// `buffer` is `scene.makeFrameBuffer()`, kept by the caller across calls.
    package func write(
        _ records: SessionRecords, to sink: LogSink, scene: TransitionPlan,
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

/// The lines of the rows of a batch that a `SessionLogging` includes, read where they lie (valid
/// during the `LogBatchSink.write(_:)` call that is given them).
package struct SessionRecordLines {
    let rows: UnsafeBufferPointer<SessionRecords.Row>
    /// The batch the rows belong to: an override row's payload is kept beside the rows.
    let records: UnsafePointer<SessionRecords>
    let logging: SessionLogging

    /// Calls `body` with each included row's line, in order.
    @inline(__always)
    func withEachLine(_ body: (RowInPlace) -> Void) {
        for i in rows.indices where logging.includes(rows[i]) {
            body(RowInPlace(rows.baseAddress! + i, of: records))
        }
    }
}

/// A row of a batch, written where it lies (valid while the batch is).
struct RowInPlace: LogLine {
    let row: UnsafePointer<SessionRecords.Row>
    let records: UnsafePointer<SessionRecords>

    init(_ row: UnsafePointer<SessionRecords.Row>, of records: UnsafePointer<SessionRecords>) {
        self.row = row
        self.records = records
    }

    func write(to line: inout LogLineWriter) {
        if case .override(let index) = row.pointee.entry {
            OverrideLine(t: row.pointee.time.micros, effect: records.pointee.overrideEffect(at: index)).write(to: &line)
        } else {
            SessionRecords.Row.write(at: row, to: &line)
        }
    }
}
