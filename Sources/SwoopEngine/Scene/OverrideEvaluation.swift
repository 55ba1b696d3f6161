/// Per-frame bookkeeping for overrides, kept in the `FrameBuffer` so that once warm a frame with
/// overrides allocates nothing: a slot per track saying which entries reach it, and the tracks touched.
struct OverrideScratch: Sendable {
    struct Slot: Sendable {
        var marked = false
        /// Indices into `startTargets`, `endTargets`, `applied`; −1 for none.
        var start: Int32 = -1
        var end: Int32 = -1
        var applied: Int32 = -1
    }
    var slots: [Slot] = []
    var touched: [Int] = []
}

extension TransitionPlan {
    /// The frame at `progress` with Hero's `apply`/`changeTarget` overrides (docs/engine.md, "Overrides").
    ///
    /// Without overrides this is `evaluate(progress:into:)` exactly. With them, the plain frame is
    /// evaluated and then only the tracks the overrides reach are evaluated again. Throws
    /// `unknownElement` when an override names an id that neither screen has; the buffer then holds the
    /// frame without overrides.
    public func evaluate(progress: Double, overrides: ElementOverrides, into buffer: inout FrameBuffer)
        throws(EngineError)
    {
        if overrides.isEmpty { return evaluate(progress: progress, into: &buffer) }
        evaluateLocal(progress: progress, into: &buffer)
        defer { composeHierarchy(&buffer) }

        var scratch = buffer.overrideScratch
        buffer.overrideScratch = OverrideScratch()  // keeps `scratch` uniquely referenced: no copy on write
        defer { buffer.overrideScratch = scratch }
        if scratch.slots.count != motions.count {
            scratch.slots = [OverrideScratch.Slot](repeating: OverrideScratch.Slot(), count: motions.count)
        }

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
            let track = changedTrack(t, start: start?.modifiers, end: end?.modifiers)
            guard slot.applied >= 0 else {
                buffer.states[t] = presented(track, at: progress)
                continue
            }
            let applied = overrides.applied[Int(slot.applied)]
            // The state it was frozen in, with the targets that were in force when it was applied: the
            // same as now unless a change reaching this track came after the apply (then look it up).
            let changedSince =
                (start?.revision ?? 0) > applied.targetRevision || (end?.revision ?? 0) > applied.targetRevision
            let then =
                !changedSince
                ? track
                : changedTrack(
                    t, start: Self.lastChange(applied.startTargetsThen, reaching: t, in: elementTracks),
                    end: Self.lastChange(applied.endTargetsThen, reaching: t, in: elementTracks))
            var frozen = presented(then, at: applied.progress)
            frozen.apply(applied.modifiers, translation: .parent)
            let weight = applied.releaseProgress.map { Self.releaseWeight(progress: progress, release: $0) } ?? 0
            // The ends exactly: the last frame of a settle is the track's endpoint to the last bit.
            buffer.states[t] =
                weight == 0
                ? frozen
                : weight == 1
                    ? presented(track, at: progress)
                    : VisualState.interpolate(frozen, presented(track, at: progress), weight)
        }
        scratch.touched.removeAll(keepingCapacity: true)

        // Followers last: their offset rides on whatever the other overrides made of the track.
        for follow in overrides.follows {
            guard let tracks = elementTracks[follow.element] else { continue }
            let offset = follow.offset(at: progress)
            for i in 0..<tracks.count {
                let t = tracks[i]
                buffer.states[t].transform =
                    Transform3D.translation(x: offset.x, y: offset.y) * buffer.states[t].transform
            }
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
