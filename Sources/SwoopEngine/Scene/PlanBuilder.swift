/// Compiles a definition for one direction: matches heroIDs, resolves modifiers into start/end
/// states and timing groups, and orders the tracks for drawing. All allocation happens here.
struct PlanBuilder {
    let definition: TransitionDefinition
    let direction: TransitionDirection
    var infos: [TrackInfo] = []
    var tracks: [Track] = []
    /// Per track, what overrides need and the frame loop does not: the ids of the elements it draws
    /// (for a pair both sides', as an override may name either) and its arc's intensity.
    var overrideInfo: [(ids: (String, String?), arc: Double?)] = []
    var groups: [TimingGroup] = []
    var screens: [ScreenMotion?] = [nil, nil]
    var overlay: (start: Double, end: Double, group: Int)?
    var totalDuration = 0.0
    private var groupIndex: [TimingGroup: Int] = [:]
    private var screenTiming: [ResolvedModifiers] = []

    init(definition: TransitionDefinition, direction: TransitionDirection) {
        self.definition = definition
        self.direction = direction
    }

    private var presenting: Bool { direction == .present }
    /// Index 0 = from-screen, 1 = to-screen.
    private var layouts: [ScreenLayout] {
        presenting ? [definition.source, definition.destination] : [definition.destination, definition.source]
    }

    private func fail(_ reason: String) -> EngineError { .invalidScene(transition: definition.name, reason: reason) }

    mutating func build() throws(EngineError) {
        let layouts = self.layouts
        try validate(layouts)

        // heroID → element index per screen; the last one wins, as in Hero.
        let heroIndex: [[String: Int]] = layouts.map { layout in
            var index: [String: Int] = [:]
            for (i, e) in layout.elements.enumerated() { if let h = e.heroID { index[h] = i } }
            return index
        }
        var pairs: [(from: Int, to: Int)] = []
        for (i, e) in layouts[1].elements.enumerated() {
            if let h = e.heroID, heroIndex[1][h] == i, let j = heroIndex[0][h] { pairs.append((j, i)) }
        }
        let matched: [Set<Int>] = [Set(pairs.map(\.from)), Set(pairs.map(\.to))]

        for slot in 0...1 { buildScreenMotion(slot, layouts[slot]) }

        var perScreen: [[Int]] = [[], []]
        for slot in 0...1 {
            let unmatched = layouts[slot].elements.indices.filter { !matched[slot].contains($0) }
            let offsets = cascadeOffsets(unmatched, in: layouts[slot], slot: slot)
            let ordered = unmatched.enumerated().sorted {
                (layouts[slot].elements[$0.element].zIndex, $0.offset) < (layouts[slot].elements[$1.element].zIndex, $1.offset)
            }
            for (position, index) in ordered {
                perScreen[slot].append(tracks.count)
                try addUnmatched(layouts[slot].elements[index], slot: slot, otherLayout: layouts[1 - slot],
                                 otherHeroIndex: heroIndex[1 - slot], cascadeOffset: offsets[position])
            }
        }
        let sortedPairs = pairs.enumerated().sorted {
            (layouts[1].elements[$0.element.to].zIndex, $0.offset) < (layouts[1].elements[$1.element.to].zIndex, $1.offset)
        }.map(\.element)
        let firstPairTrack = tracks.count
        for pair in sortedPairs { try addPair(layouts[0].elements[pair.from], layouts[1].elements[pair.to]) }
        // Drawing order: lower screen, upper screen, then the pairs (Hero lifts matched views on top).
        let destinationSlot = presenting ? 1 : 0
        let upper = definition.destinationAbove ? destinationSlot : 1 - destinationSlot
        let order = perScreen[1 - upper] + perScreen[upper] + Array(firstPairTrack..<tracks.count)
        tracks = order.map { tracks[$0] }
        infos = order.map { infos[$0] }
        overrideInfo = order.map { overrideInfo[$0] }

        totalDuration = max(groups.map { $0.delay + $0.duration }.max() ?? 0, 1e-6)
        if let o = definition.overlay {
            let seconds: Double = if case .fixed(let s) = definition.durationRule(direction) { s } else { totalDuration }
            let group = groupID(TimingGroup(delay: 0, duration: seconds, curve: .bezier(definition.timingFunction)))
            overlay = presenting ? (0, o.alpha, group) : (o.alpha, 0, group)
            totalDuration = max(totalDuration, seconds)
        }
    }

    private func validate(_ layouts: [ScreenLayout]) throws(EngineError) {
        func check(_ modifiers: [Modifier], _ scope: ModifierScope, _ owner: String) throws(EngineError) {
            for m in modifiers {
                if let problem = m.misplacement(in: scope) { throw fail("\(owner): \(problem)") }
                switch m {
                case .whenPresenting(let inner), .whenDismissing(let inner), .whenMatched(let inner),
                     .whenAppearing(let inner), .whenDisappearing(let inner):
                    try check(inner, scope, owner)
                case .beginWith(let inner): try check(inner, .beginWith, owner)
                default: continue
                }
            }
        }
        for (slot, layout) in layouts.enumerated() {
            let screenName = (slot == 0) == presenting ? "source" : "destination"
            try check(layout.modifiers, .screen, "\(screenName) screen")
            var seen = Set<String>()
            for e in layout.elements {
                guard seen.insert(e.id).inserted else { throw fail("\(screenName) screen has two elements with id '\(e.id)'") }
                try check(e.modifiers, .element, "element '\(e.id)'")
            }
        }
    }

    private mutating func groupID(_ group: TimingGroup) -> Int {
        if let id = groupIndex[group] { return id }
        groups.append(group)
        groupIndex[group] = groups.count - 1
        return groups.count - 1
    }

    /// Duration when a spring sets the curve and no `duration` does: the spring's settle time.
    private func timing(delay: Double, duration: Double?, curve: ElementCurve?, distance: Double) -> TimingGroup {
        let curve = curve ?? .bezier(definition.timingFunction)
        var seconds = duration ?? definition.durationRule(direction).seconds(distance: distance)
        if duration == nil, case .spring(let s) = curve {
            seconds = Spring.unitSettleTime(dampingRatio: s.dampingRatio, tolerance: Spring.durationTolerance) / s.naturalFrequency
        }
        return TimingGroup(delay: delay, duration: max(seconds, 1e-6), curve: curve)
    }

    private mutating func buildScreenMotion(_ slot: Int, _ layout: ScreenLayout) {
        let resolved = ResolvedModifiers(layout.modifiers, ModifierContext(presenting: presenting, matched: false, appearing: slot == 1))
        screenTiming.append(resolved)
        var off = ScreenTransform.identity
        off.apply(resolved.visual)
        guard !off.isIdentity else { return }
        let distance = (off.translation.x * off.translation.x + off.translation.y * off.translation.y).squareRoot()
        let group = groupID(timing(delay: resolved.delay ?? 0, duration: resolved.duration, curve: resolved.curve, distance: distance))
        screens[slot] = slot == 0 ? ScreenMotion(start: .identity, end: off, group: group)
                                  : ScreenMotion(start: off, end: .identity, group: group)
    }

    private func cascadeOffsets(_ indices: [Int], in layout: ScreenLayout, slot: Int) -> [Double] {
        guard let cascade = screenTiming[slot].cascade else { return indices.map { _ in 0 } }
        func key(_ i: Int) -> Double {
            let f = layout.elements[i].frame
            switch cascade.direction {
            case .topToBottom: return f.y
            case .bottomToTop: return -(f.y + f.height)
            case .leftToRight: return f.x
            case .rightToLeft: return -(f.x + f.width)
            }
        }
        let ranked = indices.indices.sorted { (key(indices[$0]), $0) < (key(indices[$1]), $1) }
        var offsets = indices.map { _ in 0.0 }
        for (rank, position) in ranked.enumerated() { offsets[position] = Double(rank) * cascade.delta }
        return offsets
    }

    private static func visualCenter(_ s: VisualState) -> Point {
        Point(x: s.center.x + s.translation.x, y: s.center.y + s.translation.y)
    }

    private static func distance(_ a: VisualState, _ b: VisualState) -> Double {
        let p = visualCenter(a), q = visualCenter(b)
        return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
    }

    /// Hero's arc: a quadratic curve whose control point leans toward the corner of the two centres.
    static func arcControl(_ a: VisualState, _ b: VisualState, intensity: Double) -> Point {
        let from = visualCenter(a), to = visualCenter(b)
        let maxControl = from.y > to.y ? Point(x: to.x, y: from.y) : Point(x: from.x, y: to.y)
        let minControl = Point(x: (maxControl.x - from.x) / 2 + from.x, y: (maxControl.y - from.y) / 2 + from.y)
        return Point(x: minControl.x + (maxControl.x - minControl.x) * intensity,
                     y: minControl.y + (maxControl.y - minControl.y) * intensity)
    }

    private mutating func addUnmatched(_ element: Element, slot: Int, otherLayout: ScreenLayout,
                                       otherHeroIndex: [String: Int], cascadeOffset: Double) throws(EngineError) {
        let context = ModifierContext(presenting: presenting, matched: false, appearing: slot == 1)
        let own = ResolvedModifiers(element.modifiers, context)
        let screen = screenTiming[slot]
        var resting = element.restingState
        resting.apply(own.beginWith)
        var off = resting
        if let heroID = own.source {
            guard let index = otherHeroIndex[heroID] else {
                throw fail("element '\(element.id)' has source(\(heroID)) but the other screen has no element with that heroID")
            }
            let other = otherLayout.elements[index]
            off = other.restingState
            off.apply(ResolvedModifiers(other.modifiers, ModifierContext(presenting: presenting, matched: false, appearing: slot == 0)).beginWith)
        }
        off.apply(own.visual)
        let (start, end) = slot == 0 ? (resting, off) : (off, resting)
        var distance = Self.distance(start, end)
        if let motion = screens[slot] {
            let t = slot == 0 ? motion.end.translation : motion.start.translation
            distance += (t.x * t.x + t.y * t.y).squareRoot()
        }
        let group = groupID(timing(delay: (own.delay ?? screen.delay ?? 0) + cascadeOffset,
                                   duration: own.duration ?? screen.duration, curve: own.curve ?? screen.curve,
                                   distance: distance))
        tracks.append(Track(start: start, end: end, group: group, screenSlot: screens[slot] == nil ? -1 : slot,
                            arcControl: own.arc.map { Self.arcControl(start, end, intensity: $0) }))
        infos.append(TrackInfo(id: element.id, heroID: element.heroID, screen: slot == 0 ? .from : .to,
                               role: slot == 0 ? .disappearing : .appearing))
        overrideInfo.append(((element.id, nil), own.arc))
    }

    private mutating func addPair(_ from: Element, _ to: Element) throws(EngineError) {
        let rf = ResolvedModifiers(from.modifiers, ModifierContext(presenting: presenting, matched: true, appearing: false))
        let rt = ResolvedModifiers(to.modifiers, ModifierContext(presenting: presenting, matched: true, appearing: true))
        for (e, r) in [(from, rf), (to, rt)] where r.source != nil {
            throw fail("element '\(e.id)' is matched by heroID '\(e.heroID ?? "")'; source(\(r.source!)) cannot apply to it too")
        }
        var start = from.restingState
        start.apply(rf.beginWith)
        start.apply(rf.visual)
        var end = to.restingState
        end.apply(rt.beginWith)
        end.apply(rt.visual)
        let group = groupID(timing(delay: rt.delay ?? rf.delay ?? 0, duration: rt.duration ?? rf.duration,
                                   curve: rt.curve ?? rf.curve, distance: Self.distance(start, end)))
        let intensity = rt.arc ?? rf.arc
        let arc = intensity.map { Self.arcControl(start, end, intensity: $0) }
        if start.isOpaque && end.isOpaque {
            tracks.append(Track(start: start, end: end, group: group, screenSlot: -1, arcControl: arc))
            infos.append(TrackInfo(id: to.id, heroID: to.heroID, screen: .to, role: .matched))
            overrideInfo.append(((to.id, from.id), intensity))
            return
        }
        // Cross-fade: both copies follow the same geometry; one fades out, the other in.
        var outEnd = end
        outEnd.opacity = 0
        outEnd.backgroundColor = start.backgroundColor
        var inStart = start
        inStart.opacity = 0
        inStart.backgroundColor = end.backgroundColor
        tracks.append(Track(start: start, end: outEnd, group: group, screenSlot: -1, arcControl: arc))
        infos.append(TrackInfo(id: from.id, heroID: from.heroID, screen: .from, role: .matchedOut))
        overrideInfo.append(((from.id, to.id), intensity))
        tracks.append(Track(start: inStart, end: end, group: group, screenSlot: -1, arcControl: arc))
        infos.append(TrackInfo(id: to.id, heroID: to.heroID, screen: .to, role: .matchedIn))
        overrideInfo.append(((to.id, from.id), intensity))
    }
}
