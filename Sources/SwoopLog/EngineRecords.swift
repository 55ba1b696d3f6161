import SwoopCore
import SwoopEngine
import SwoopInteraction

/// The engine's effects as log lines: `state` {from, to}, `ignored` {event, reason}, `frame`
/// {progress[, overlay, elements]}, `settle` {toward, from, velocity}, `complete` {finished},
/// `appearance` {screen, phase}. Field order is fixed, so the same run prints the same bytes.
package struct EngineLine: LogLine {
    package var t: Int64
    package var effect: TransitionEffect

    package func write(to line: inout LogLineWriter) { Self.write(t: t, effect: effect, to: &line) }

    /// The declaration, called straight from a batch's row (`SessionRecords.Row.write`): a frame line (a
    /// third of a replay's) is then written without making an `EngineLine` and a call of its own.
    @inline(never)
    static func write(t: Int64, effect: TransitionEffect, to line: inout LogLineWriter) {
        switch effect {
        case .stateChanged(let from, let to):
            line.begin(t: t, type: "state")
            line.field("from", from)
            line.field("to", to)
        case .ignored(let event, let reason):
            line.begin(t: t, type: "ignored")
            line.field("event", event)
            line.field("reason", reason)
        case .frame(let progress):
            line.begin(t: t, type: "frame")
            line.field("progress", progress)
        case .settle(let toward, let from, let velocity):
            line.begin(t: t, type: "settle")
            line.field("toward", toward)
            line.field("from", from)
            line.field("velocity", velocity)
        case .completed(let finished):
            line.begin(t: t, type: "complete")
            line.field("finished", finished)
        case .appearance(let screen, let phase):
            line.begin(t: t, type: "appearance")
            line.field("screen", screen)
            line.field("phase", phase)
        }
    }
}

/// A `frame` line with the evaluated scene (`--frames`): `overlay` alpha when the transition has
/// one, then `elements` bottom to top, each {id, screen, x, y, w, h, rotation, opacity, radius, z,
/// transform} in scene points: x, y, w, h is the frame after translation and scale (rotation, tilt
/// and perspective aside), rotation the turn in the screen's plane, and transform the full 4×4
/// about the frame's centre (16 numbers, row by row, column-vector convention: `m14, m24` the
/// translation, `m43 = −1/d` a perspective).
package struct SceneFrameLine: LogLine {
    package var t: Int64
    /// Evaluated at the frame's progress (shares the caller's buffer's storage while the line lives).
    package var frame: FrameBuffer
    package var plan: TransitionPlan

    package init(t: Int64, frame: FrameBuffer, of plan: TransitionPlan) {
        self.t = t
        self.frame = frame
        self.plan = plan
    }

    /// The line of a `frame` record: `plan` evaluated into `buffer` (from `plan.makeFrameBuffer()`) at
    /// the record's progress under the `apply`/`changeTarget` overrides it was shown with; `nil` for
    /// any other record. Throws when an override names an element the plan does not have.
    package init?(_ record: SessionRecord, scene plan: TransitionPlan, buffer: inout FrameBuffer) throws(EngineError) {
        guard case .interaction(.transition(.frame(let progress))) = record.entry else { return nil }
        try plan.evaluate(progress: progress, at: record.time, overrides: record.overrides, into: &buffer)
        self.init(t: record.time.micros, frame: buffer, of: plan)
    }

    package func write(to line: inout LogLineWriter) {
        line.begin(t: t, type: "frame")
        line.field("progress", frame.progress)
        if plan.overlayStyle != nil { line.field("overlay", frame.overlayAlpha) }
        line.beginArray("elements")
        for (info, state) in zip(plan.tracks, frame.states) {
            let f = state.presentedFrame
            line.beginObject()
            line.field("id", info.id)
            line.field("screen", info.screen.rawValue)
            line.field("x", f.x)
            line.field("y", f.y)
            line.field("w", f.width)
            line.field("h", f.height)
            line.field("rotation", state.rotation)
            line.field("opacity", state.opacity)
            line.field("radius", state.cornerRadius)
            line.field("z", state.zPosition)
            line.beginArray("transform")
            // The order of `Transform3D.entries`, without making its array.
            let m = state.transform
            line.element(m.m11)
            line.element(m.m12)
            line.element(m.m13)
            line.element(m.m14)
            line.element(m.m21)
            line.element(m.m22)
            line.element(m.m23)
            line.element(m.m24)
            line.element(m.m31)
            line.element(m.m32)
            line.element(m.m33)
            line.element(m.m34)
            line.element(m.m41)
            line.element(m.m42)
            line.element(m.m43)
            line.element(m.m44)
            line.endArray()
            line.endObject()
        }
        line.endArray()
    }
}

extension LogRecord {
    package init(t: Int64, engine effect: TransitionEffect) { self.init(EngineLine(t: t, effect: effect)) }

    /// A `frame` line with `plan` evaluated at `progress` under Hero's `apply`/`changeTarget`
    /// `overrides` (`--frames`), using `buffer` (from `plan.makeFrameBuffer()`). Throws when an override
    /// names an element the plan does not have.
    package init(
        t: Int64, progress: Double, overrides: ElementOverrides, of plan: TransitionPlan,
        buffer: inout FrameBuffer
    ) throws(EngineError) {
        try plan.evaluate(progress: progress, at: Timestamp(micros: t), overrides: overrides, into: &buffer)
        self.init(t: t, frame: buffer, of: plan)
    }

    init(t: Int64, frame buffer: FrameBuffer, of plan: TransitionPlan) {
        self.init(SceneFrameLine(t: t, frame: buffer, of: plan))
    }
}
