import SwoopEngine
import SwoopInteraction
import SwoopNavigation

/// An app session's records as log lines: the pipeline's own (`SessionRecord`), `tap`, `navigation`;
/// a scene change is no line. Trial mode's `reset` is `ResetRecord`'s.
extension AppRecord: LogLine {
    package func write(to line: inout LogLineWriter) {
        switch self {
        case .session(let record): record.write(to: &line)
        case .tap(let tap): tap.write(to: &line)
        case .navigation(let navigation): navigation.write(to: &line)
        case .scene: preconditionFailure("a scene change is not a log line (SessionLogging.write skips it)")
        }
    }
}

/// `tap` {x, y (scene points, null without a position), element (null: nothing hit), screen[, route][, reason]}.
extension TapRecord: LogLine {
    package func write(to line: inout LogLineWriter) {
        line.begin(t: time.micros, type: "tap")
        if let point {
            line.field("x", point.x)
            line.field("y", point.y)
        } else {
            line.field(name: "x", value: .null)
            line.field(name: "y", value: .null)
        }
        if let element { line.field("element", element) } else { line.field(name: "element", value: .null) }
        line.field("screen", screen)
        if let route { line.field("route", route) }
        if let reason { line.field("reason", reason) }
    }
}

/// `navigation` {phase began|ended, route, from, to, trigger tap|pan|call, kind present|dismiss|push|pop|unwind;
/// on `ended` also finished, screen (the screen now showing)}.
extension NavigationRecord: LogLine {
    package func write(to line: inout LogLineWriter) {
        line.begin(t: time.micros, type: "navigation")
        line.field("phase", phase.rawValue)
        line.field("route", navigation.route)
        line.field("from", navigation.from)
        line.field("to", navigation.to)
        line.field("trigger", navigation.trigger.rawValue)
        line.field("kind", navigation.kind.rawValue)
        if let finished { line.field("finished", finished) }
        if let screen { line.field("screen", screen) }
    }
}

/// `reset` {from (the screen that showed), screen (`from`: the one showing now), reason `trial`}.
extension ResetRecord: LogLine {
    package func write(to line: inout LogLineWriter) {
        line.begin(t: time.micros, type: "reset")
        line.field("from", from)
        line.field("screen", screen)
        line.field("reason", "trial")
    }
}

extension SessionLogging {
    /// Writes an app session's records this logging includes, in order (`frame` lines with `scene`'s
    /// elements when `frames` holds the session's plans: `--frames`).
    package func write(_ records: [AppRecord], to sink: LogSink) {
        for record in records {
            switch record {
            case .session(let session): if includes(session) { sink.write(session) }
            case .tap, .navigation: sink.write(record)
            case .scene: continue
            }
        }
    }
}

extension SessionLogging {
    /// `write(_:to:)` in trial mode: a `reset` line before each trial after the first (`TrialResets`).
    package func write(_ records: SessionRecords, to sink: LogSink, resets: inout TrialResets) {
        guard TrialResets.concerns(records) else { return write(records, to: sink) }
        for record in records {
            if let reset = resets.reset(before: record) { sink.write(reset) }
            if includes(record) { sink.write(record) }
        }
    }

    /// `write(_:to:scene:buffer:)` in trial mode (`--frames`).
    package func write(
        _ records: SessionRecords, to sink: LogSink, scene: TransitionPlan, buffer: inout FrameBuffer,
        resets: inout TrialResets
    ) throws(EngineError) {
        guard TrialResets.concerns(records) else { return try write(records, to: sink, scene: scene, buffer: &buffer) }
        for record in records {
            if let reset = resets.reset(before: record) { sink.write(reset) }
            guard includes(record) else { continue }
            if let frame = try SceneFrameLine(record, scene: scene, buffer: &buffer) {
                sink.write(frame)
            } else {
                sink.write(record)
            }
        }
    }
}
