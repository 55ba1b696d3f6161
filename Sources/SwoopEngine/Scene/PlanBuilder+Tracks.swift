/// An element's timing before the transition's longest duration is known (`durationMatchLongest`).
struct TimingSpec {
    var delay: Double
    var duration: DurationChoice?
    var curve: ElementCurve?
    /// Hero's measure of the change (`DurationRule.movePoints`), for the auto duration.
    var movePoints: Double
}

extension PlanBuilder {
    /// The element at rest in its own parent's coordinates, its `beginWith` applied.
    func localRest(_ index: Int, slot: Int) -> VisualState {
        let element = nodes[slot][index].element
        let context = ModifierContext(
            presenting: presenting, matched: matched[slot][index] != nil, appearing: slot == 1)
        var rest = element.restingState
        rest.apply(ResolvedModifiers(element.modifiers, context).beginWith)
        return rest
    }

    /// The element at rest in scene points: composed through its ancestors' resting states.
    func worldRest(_ index: Int, slot: Int) -> VisualState {
        var state = localRest(index, slot: slot)
        var ancestor = nodes[slot][index].parent
        while let a = ancestor {
            state = state.composed(in: localRest(a, slot: slot))
            ancestor = nodes[slot][a].parent
        }
        return state
    }

    /// Hero's arc: a quadratic curve whose control point leans toward the corner of the two centres.
    static func arcControl(_ a: VisualState, _ b: VisualState, intensity: Double) -> Point {
        let from = Point(x: a.center.x + a.translation.x, y: a.center.y + a.translation.y)
        let to = Point(x: b.center.x + b.translation.x, y: b.center.y + b.translation.y)
        let maxControl = from.y > to.y ? Point(x: to.x, y: from.y) : Point(x: from.x, y: to.y)
        let minControl = Point(x: (maxControl.x - from.x) / 2 + from.x, y: (maxControl.y - from.y) / 2 + from.y)
        return Point(
            x: minControl.x + (maxControl.x - minControl.x) * intensity,
            y: minControl.y + (maxControl.y - minControl.y) * intensity)
    }

    /// An unmatched element: modifiers describe its off-screen state, in its parent's coordinates;
    /// with `source(heroID)` it borrows the other screen's element's geometry and, as in Hero, leaves its
    /// parent to move in scene points. Returns the track's index.
    mutating func addUnmatched(_ index: Int, slot: Int, parent: Int, cascadeOffset: Double) throws(EngineError) -> Int {
        let element = nodes[slot][index].element
        let own = ResolvedModifiers(
            element.modifiers, ModifierContext(presenting: presenting, matched: false, appearing: slot == 1))
        var parent = parent
        var resting = localRest(index, slot: slot)
        var off = resting
        if let heroID = own.source {
            guard let other = heroIndex[1 - slot][heroID] else {
                throw fail(
                    "element '\(element.id)' has source(\(heroID)) but the other screen has no element with that heroID"
                )
            }
            resting = worldRest(index, slot: slot)
            off = resting
            off.borrowGeometry(of: worldRest(other, slot: 1 - slot))
            parent = TrackParent.none
        }
        off.apply(own.visual)
        let (start, end) = slot == 0 ? (resting, off) : (off, resting)
        let screen = screenModifiers[slot]
        timings.append(
            TimingSpec(
                delay: (own.delay ?? screen.delay ?? 0) + cascadeOffset, duration: own.duration ?? screen.duration,
                curve: own.curve ?? screen.curve, movePoints: DurationRule.movePoints(start, end)))
        let arc = own.arc.map { Self.arcControl(start, end, intensity: $0) }
        tracks.append(
            Track(
                start: start, end: end, group: -1, parent: parent, arcControl: arc,
                transformTrack: transformTrack(start, end, arc: arc)))
        clips.append(element.clips)
        contents.append(TrackContent(element))
        infos.append(
            TrackInfo(
                id: element.id, heroID: element.heroID, screen: slot == 0 ? .from : .to,
                role: slot == 0 ? .disappearing : .appearing))
        overrideInfo.append(((element.id, nil), own.arc))
        return tracks.count - 1
    }

    /// A heroID pair, in scene points (Hero's matched views fly in the container, free of their
    /// parents). One track when both sides are opaque (or `forceNonFade`), else two cross-fading
    /// copies sharing the geometry. Timing comes from the to-side only, as Hero's `MatchPreprocessor`
    /// copies the to-view's duration, delay, curve, spring and arc onto the from-view.
    mutating func addPair(from: Int, to: Int) throws(EngineError) {
        let fromElement = nodes[0][from].element
        let toElement = nodes[1][to].element
        let rf = ResolvedModifiers(
            fromElement.modifiers, ModifierContext(presenting: presenting, matched: true, appearing: false))
        let rt = ResolvedModifiers(
            toElement.modifiers, ModifierContext(presenting: presenting, matched: true, appearing: true))
        for (e, r) in [(fromElement, rf), (toElement, rt)] where r.source != nil {
            throw fail(
                "element '\(e.id)' is matched by heroID '\(e.heroID ?? "")'; source(\(r.source!)) cannot apply to it too"
            )
        }
        var start = worldRest(from, slot: 0)
        start.apply(rf.visual)
        var end = worldRest(to, slot: 1)
        end.apply(rt.visual)
        let timing = TimingSpec(
            delay: rt.delay ?? 0, duration: rt.duration, curve: rt.curve,
            movePoints: DurationRule.movePoints(start, end))
        let arc = rt.arc.map { Self.arcControl(start, end, intensity: $0) }
        func add(
            _ a: VisualState, _ b: VisualState, _ e: Element, _ screen: Screen, _ role: TrackInfo.Role,
            partner: String
        ) -> Int {
            timings.append(timing)
            tracks.append(
                Track(
                    start: a, end: b, group: -1, parent: TrackParent.none, arcControl: arc,
                    transformTrack: transformTrack(a, b, arc: arc)))
            clips.append(e.clips)
            contents.append(TrackContent(e))
            infos.append(TrackInfo(id: e.id, heroID: e.heroID, screen: screen, role: role))
            overrideInfo.append(((e.id, partner), rt.arc))
            return tracks.count - 1
        }
        if (start.isOpaque && end.isOpaque) || rf.forceNonFade || rt.forceNonFade {
            let track = add(start, end, toElement, .to, .matched, partner: fromElement.id)
            try emitChildren(of: from, slot: 0, parent: track)
            try emitChildren(of: to, slot: 1, parent: track)
            return
        }
        // Cross-fade: both copies follow the same geometry; one fades out, the other in.
        var outEnd = end
        outEnd.opacity = 0
        outEnd.backgroundColor = start.backgroundColor
        var inStart = start
        inStart.opacity = 0
        inStart.backgroundColor = end.backgroundColor
        let out = add(start, outEnd, fromElement, .from, .matchedOut, partner: toElement.id)
        try emitChildren(of: from, slot: 0, parent: out)
        let into = add(inStart, end, toElement, .to, .matchedIn, partner: fromElement.id)
        try emitChildren(of: to, slot: 1, parent: into)
    }

    /// Durations once every element's is known: `durationMatchLongest` takes the longest (each
    /// element's own duration, or its auto duration, as Hero's animator computes `maxDuration`); a
    /// spring without a duration runs for its own settle time. Then the timing groups.
    mutating func resolveTimings() {
        let rule = definition.durationRule(direction)
        let all = timings + screenTimings.compactMap { $0 }
        let longest =
            all.map { spec -> Double in
                if case .seconds(let s) = spec.duration { return s }
                return rule.seconds(movePoints: spec.movePoints)
            }.max() ?? 0
        var groupIndex: [TimingGroup: Int] = [:]
        func group(_ spec: TimingSpec) -> Int {
            let curve = spec.curve ?? .bezier(definition.timingFunction)
            var seconds: Double
            switch spec.duration {
            case .seconds(let s): seconds = s
            case .matchLongest: seconds = longest
            case nil:
                seconds = rule.seconds(movePoints: spec.movePoints)
                if case .spring(let s) = curve { seconds = s.settleDuration }
            }
            let timing = TimingGroup(delay: spec.delay, duration: max(seconds, 1e-6), curve: curve)
            if let id = groupIndex[timing] { return id }
            groups.append(timing)
            groupIndex[timing] = groups.count - 1
            return groups.count - 1
        }
        // Hero measures the rest of the way again at a release only for views without a duration.
        func auto(_ spec: TimingSpec) -> Bool {
            guard spec.duration == nil, rule == .auto else { return false }
            if case .spring = spec.curve ?? .bezier(definition.timingFunction) { return false }
            return true
        }
        for i in tracks.indices {
            tracks[i].group = group(timings[i])
            autoDurations.append(auto(timings[i]))
        }
        for slot in 0...1 {
            if let spec = screenTimings[slot] {
                screens[slot]!.group = group(spec)
                screenAutoDurations[slot] = auto(spec)
            }
        }
        totalDuration = max(groups.map { $0.delay + $0.duration }.max() ?? 0, 1e-6)
        if let o = definition.overlay {
            let seconds: Double = if case .fixed(let s) = rule { s } else { totalDuration }
            let id = group(
                TimingSpec(
                    delay: 0, duration: .seconds(seconds), curve: .bezier(definition.timingFunction), movePoints: 0))
            overlay = presenting ? (0, o.alpha, id) : (o.alpha, 0, id)
            totalDuration = max(totalDuration, seconds)
        }
    }
}
