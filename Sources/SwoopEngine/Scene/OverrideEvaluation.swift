import SwoopCore

/// Per-frame bookkeeping for overrides, kept in the `FrameBuffer` so that once warm a frame with
/// overrides allocates nothing: a slot per track saying which entries reach it, the tracks touched,
/// and the Hero releases that draw the frame.
struct OverrideScratch: Sendable {
    struct Slot: Sendable {
        var marked = false
        /// Indices into `startTargets`, `endTargets`, `applied`; −1 for none.
        var start: Int32 = -1
        var end: Int32 = -1
        var applied: Int32 = -1
    }
    /// One Hero release drawing this frame: its index in `resumes`, the seconds since it at this
    /// progress, and how long it runs in all.
    struct Restart: Sendable {
        var resume: Int
        var elapsed: Double
        var remaining: Double
    }
    var slots: [Slot] = []
    var touched: [Int] = []
    var restarts: [Restart] = []
}

extension TransitionPlan {
    /// The frame at `progress` with Hero's `apply`/`changeTarget` overrides, followers and releases
    /// (docs/engine.md, "Overrides" and "Settle styles").
    ///
    /// Without overrides this is `evaluate(progress:into:)` exactly. With them, the plain frame is
    /// evaluated and then only the tracks the overrides reach are evaluated again. A Hero release
    /// (`ElementOverrides.resume`) draws a progress between its start and its target: the frame is
    /// then the one drawn at the release, each element moved from there toward its target along its
    /// own curve over its remaining time (`HeroTimeline`). Throws `unknownElement` when an override
    /// names an id that neither screen has; the buffer then holds the frame without overrides.
    public func evaluate(progress: Double, overrides: ElementOverrides, into buffer: inout FrameBuffer)
        throws(EngineError)
    {
        if overrides.changesNoElement { return evaluate(progress: progress, into: &buffer) }
        defer { buffer.layout = nil }  // whole states were written: the next frame writes whole ones again
        var scratch = buffer.overrideScratch
        buffer.overrideScratch = OverrideScratch()  // keeps `scratch` uniquely referenced: no copy on write
        defer { buffer.overrideScratch = scratch }
        if scratch.slots.count != motions.count {
            scratch.slots = [OverrideScratch.Slot](repeating: OverrideScratch.Slot(), count: motions.count)
        }
        // Newest release first: each one that draws this progress restarts from the frame at its start.
        scratch.restarts.removeAll(keepingCapacity: true)
        var drawn = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let resumes = overrides.resumes
        for index in resumes.indices.reversed() {
            let remaining = heroTimeline.remaining(after: resumes[index])
            guard let elapsed = HeroTimeline.elapsed(at: drawn, after: resumes[index], remaining: remaining)
            else { continue }
            scratch.restarts.append(.init(resume: index, elapsed: elapsed, remaining: remaining))
            drawn = resumes[index].from
        }
        evaluateLocal(progress: drawn, into: &buffer)
        buffer.progress = progress
        defer { composeHierarchy(&buffer) }
        try drawOverrides(at: drawn, overrides, &scratch, &buffer)
        for restart in scratch.restarts.reversed() {
            self.restart(from: resumes[restart.resume], restart, overrides, &buffer)
        }
    }

    /// The frame at `progress` shown at `time` (the frame record's): as `evaluate(progress:overrides:into:)`,
    /// with a backdrop that runs alongside (`overlayAlongside`) on the clock `overrides` recorded
    /// (`AlongsideClock`). Without an alongside backdrop, `time` changes nothing.
    public func evaluate(
        progress: Double, at time: Timestamp, overrides: ElementOverrides, into buffer: inout FrameBuffer
    ) throws(EngineError) {
        try evaluate(progress: progress, overrides: overrides, into: &buffer)
        guard let overlay, let alongside = overlayAlongside, !overrides.alongside.isEmpty else { return }
        let u = overrides.alongside.fraction(at: time, progress: progress, duration: alongside.duration)
        buffer.overlayAlpha = overlay.start + (overlay.end - overlay.start) * alongside.curve.value(at: u)
    }

    /// `apply`, `changeTarget` and followers on the local states of the frame at `progress`.
    private func drawOverrides(
        at progress: Double, _ overrides: ElementOverrides, _ scratch: inout OverrideScratch,
        _ buffer: inout FrameBuffer
    ) throws(EngineError) {
        // Which entry reaches which track; entries are in call order, so the later one wins a track.
        for follow in overrides.follows where elementTracks[follow.element] == nil {
            throw .unknownElement(transition: name, element: follow.element)
        }
        do throws(EngineError) {
            for (entry, change) in overrides.startTargets.enumerated() {
                try reach(change.element, &scratch) { $0.start = Int32(entry) }
            }
            for (entry, change) in overrides.endTargets.enumerated() {
                try reach(change.element, &scratch) { $0.end = Int32(entry) }
            }
            for (entry, applied) in overrides.applied.enumerated() {
                try reach(applied.element, &scratch) { $0.applied = Int32(entry) }
            }
        } catch {
            for t in scratch.touched { scratch.slots[t] = OverrideScratch.Slot() }
            scratch.touched.removeAll(keepingCapacity: true)
            throw error
        }

        for t in scratch.touched {
            let slot = scratch.slots[t]
            scratch.slots[t] = OverrideScratch.Slot()
            let start = slot.start < 0 ? nil : overrides.startTargets[Int(slot.start)]
            let end = slot.end < 0 ? nil : overrides.endTargets[Int(slot.end)]
            let live = presented(changedTrack(t, start: start?.modifiers, end: end?.modifiers), at: progress)
            guard slot.applied >= 0 else {
                buffer.states[t] = live
                continue
            }
            // Hero sets the layer keys the modifiers name; the others follow the progress.
            let applied = overrides.applied[Int(slot.applied)]
            var held = live
            held.set(applied.modifiers)
            let weight = applied.releaseProgress.map { Self.releaseWeight(progress: progress, release: $0) } ?? 0
            // The ends exactly: the last frame of a settle is the track's endpoint to the last bit.
            buffer.states[t] =
                weight == 0 ? held : weight == 1 ? live : VisualState.interpolate(held, live, weight)
        }
        scratch.touched.removeAll(keepingCapacity: true)

        // Followers last: the finger's translation is the transform, whatever the other overrides made.
        for follow in overrides.follows {
            guard let tracks = elementTracks[follow.element] else { continue }
            let held = Transform3D.translation(x: follow.offset.x, y: follow.offset.y)
            let weight = follow.releaseProgress.map { Self.releaseWeight(progress: progress, release: $0) } ?? 0
            for i in 0..<tracks.count {
                let t = tracks[i]
                if weight == 1 { continue }
                buffer.states[t].transform =
                    weight == 0 ? held : Transform3D.interpolate(held, buffer.states[t].transform, weight)
            }
        }
    }

    /// One Hero release: every local state (drawn at the release) moved toward its target along its
    /// own curve, `restart.elapsed` seconds into its resumed timing.
    private func restart(
        from resume: HeroResume, _ restart: OverrideScratch.Restart, _ overrides: ElementOverrides,
        _ buffer: inout FrameBuffer
    ) {
        let changes = !overrides.startTargets.isEmpty || !overrides.endTargets.isEmpty
        for t in motions.indices {
            let view = heroTimeline.views[t]
            let f = heroTimeline.timing(of: view, after: resume).fraction(at: restart.elapsed, curve: view.curve)
            guard f != 0 else { continue }
            let track =
                changes
                ? changedTrack(
                    t, start: Self.lastChange(overrides.startTargets, reaching: t, in: elementTracks),
                    end: Self.lastChange(overrides.endTargets, reaching: t, in: elementTracks))
                : motions[t]
            // At f = 1 the endpoint as the track draws it, to the last bit (the last frame of a settle).
            buffer.states[t] =
                f == 1
                ? presented(track, at: resume.toward.progress)
                : VisualState.interpolate(buffer.states[t], resume.toward == .end ? track.end : track.start, f)
        }
        for slot in 0...1 {
            guard let screen = screens[slot], let view = heroTimeline.screens[slot] else { continue }
            let f = heroTimeline.timing(of: view, after: resume).fraction(at: restart.elapsed, curve: view.curve)
            guard f != 0 else { continue }
            buffer.screenStates[slot] =
                f == 1
                ? presented(screen, at: resume.toward.progress)
                : VisualState.interpolate(
                    buffer.screenStates[slot], resume.toward == .end ? screen.end : screen.start, f)
        }
        if let overlay {
            // Not one of Hero's views: it goes straight to its end over the release's time.
            let target = resume.toward == .end ? overlay.end : overlay.start
            let f = restart.remaining > 0 ? min(restart.elapsed / restart.remaining, 1) : 1
            buffer.overlayAlpha += (target - buffer.overlayAlpha) * f
        }
    }

    /// Marks every track drawing `element` (its partner's included) and lets `set` note the entry.
    private func reach(
        _ element: String, _ scratch: inout OverrideScratch,
        _ set: (inout OverrideScratch.Slot) -> Void
    ) throws(EngineError) {
        guard let tracks = elementTracks[element] else { throw .unknownElement(transition: name, element: element) }
        for i in 0..<tracks.count {
            let t = tracks[i]
            if !scratch.slots[t].marked {
                scratch.slots[t].marked = true
                scratch.touched.append(t)
            }
            set(&scratch.slots[t])
        }
    }

    /// How far a released override has blended back into its track: 0 at the release progress, 1 at
    /// whichever end the progress is heading for — so nothing jumps at release, and every settle ends on
    /// the track's (possibly changed) endpoint. Released exactly at an end, there is no progress left to
    /// blend over, and the endpoint shows at once.
    static func releaseWeight(progress: Double, release: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let r = release.isNaN ? 0 : min(max(release, 0), 1)
        if p >= r { return r >= 1 ? 1 : (p - r) / (1 - r) }
        return r <= 0 ? 1 : (r - p) / r
    }

    /// Track `t` with its start and end changed by `changeTarget` modifiers (its arc bent again to match).
    private func changedTrack(_ t: Int, start: [Modifier]?, end: [Modifier]?) -> Track {
        var track = motions[t]
        if start == nil && end == nil { return track }
        if let start { track.start.apply(start, translation: .parent) }
        if let end { track.end.apply(end, translation: .parent) }
        track.transformTrack = TransformTrack.takeApartNow
        if let intensity = arcIntensities[t] {
            track.arcControl = PlanBuilder.arcControl(track.start, track.end, intensity: intensity)
        }
        return track
    }

    private static func lastChange(
        _ changes: [ElementOverrides.TargetChange], reaching t: Int,
        in elementTracks: [String: ElementTracks]
    ) -> [Modifier]? {
        changes.last { elementTracks[$0.element]?.contains(t) == true }?.modifiers
    }

    /// One track as `evaluate` draws it at `progress` (clamped to 0…1), in its parent's coordinates.
    func presented(_ track: Track, at progress: Double) -> VisualState {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let time = p * totalDuration
        let f = curves.withUnsafeBufferPointer { curves in
            tables.withUnsafeBufferPointer { tables in
                groups[track.group].fraction(at: time, curves: curves, tables: tables)
            }
        }
        return state(of: track, at: f)
    }
}
