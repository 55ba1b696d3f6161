import SwoopEngine

/// The engine's effects as log lines: `state` {from, to}, `ignored` {event, reason}, `frame`
/// {progress[, overlay, elements]}, `settle` {toward, from, velocity}, `complete` {finished},
/// `appearance` {screen, phase}. Field order is fixed, so the same run prints the same bytes.
extension LogRecord {
    public init(t: Int64, engine effect: TransitionEffect) {
        switch effect {
        case .stateChanged(let from, let to):
            self.init(t: t, type: "state", [("from", .string(from.rawValue)), ("to", .string(to.rawValue))])
        case .ignored(let event, let reason):
            self.init(t: t, type: "ignored", [("event", .string(event.rawValue)), ("reason", .string(reason.rawValue))])
        case .frame(let progress):
            self.init(t: t, type: "frame", [("progress", .double(progress))])
        case .settle(let toward, let from, let velocity):
            self.init(
                t: t, type: "settle",
                [
                    ("toward", .string(toward.rawValue)), ("from", .double(from)),
                    ("velocity", .double(velocity))
                ])
        case .completed(let finished):
            self.init(t: t, type: "complete", [("finished", .bool(finished))])
        case .appearance(let screen, let phase):
            self.init(
                t: t, type: "appearance", [("screen", .string(screen.rawValue)), ("phase", .string(phase.rawValue))])
        }
    }

    /// A `frame` line with `plan` evaluated at `progress` under Hero's `apply`/`changeTarget`
    /// `overrides` (`--frames`), using `buffer` (from `plan.makeFrameBuffer()`). Throws when an override
    /// names an element the plan does not have.
    public init(
        t: Int64, progress: Double, overrides: ElementOverrides, of plan: TransitionPlan,
        buffer: inout FrameBuffer
    ) throws(EngineError) {
        try plan.evaluate(progress: progress, overrides: overrides, into: &buffer)
        self.init(t: t, frame: buffer, of: plan)
    }

    /// A `frame` line with the evaluated scene (`--frames`): `overlay` alpha when the transition has
    /// one, then `elements` bottom to top, each {id, screen, x, y, w, h, rotation, opacity, radius, z,
    /// transform} in scene points: x, y, w, h is the frame after translation and scale (rotation, tilt
    /// and perspective aside), rotation the turn in the screen's plane, and transform the full 4×4
    /// about the frame's centre (16 numbers, row by row, column-vector convention: `m14, m24` the
    /// translation, `m43 = −1/d` a perspective).
    init(t: Int64, frame buffer: FrameBuffer, of plan: TransitionPlan) {
        var fields: [(String, LogValue)] = [("progress", .double(buffer.progress))]
        if plan.overlayStyle != nil { fields.append(("overlay", .double(buffer.overlayAlpha))) }
        var elements: [LogValue] = []
        elements.reserveCapacity(plan.tracks.count)
        for (info, state) in zip(plan.tracks, buffer.states) {
            let f = state.presentedFrame
            elements.append(
                .object([
                    ("id", .string(info.id)), ("screen", .string(info.screen.rawValue)),
                    ("x", .double(f.x)), ("y", .double(f.y)), ("w", .double(f.width)), ("h", .double(f.height)),
                    ("rotation", .double(state.rotation)), ("opacity", .double(state.opacity)),
                    ("radius", .double(state.cornerRadius)), ("z", .double(state.zPosition)),
                    ("transform", .array(state.transform.entries.map(LogValue.double)))
                ]))
        }
        fields.append(("elements", .array(elements)))
        self.init(t: t, type: "frame", fields)
    }
}
