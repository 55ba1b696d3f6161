/// Compiles a definition for one direction: matches heroIDs at any depth, resolves modifiers into
/// start/end states and timings, links every track to the one it is drawn inside, and lays the tracks
/// out in drawing order. All allocation happens here.
struct PlanBuilder {
    let definition: TransitionDefinition
    let direction: TransitionDirection
    var infos: [TrackInfo] = []
    var tracks: [Track] = []
    var clips: [Bool] = []
    /// Per track, the element's text and image (nil for neither).
    var contents: [TrackContent?] = []
    var transformTracks: [TransformTrack] = []
    /// Per track, what overrides need and the frame loop does not: the ids of the elements it draws
    /// (for a pair both sides', as an override may name either) and its arc's intensity.
    var overrideInfo: [(ids: (String, String?), arc: Double?)] = []
    var groups: [TimingGroup] = []
    var screens: [Track?] = [nil, nil]
    var overlay: (start: Double, end: Double, group: Int)?
    var totalDuration = 0.0
    var backdropIndex = 0
    /// Per track (then the two screens), its timing before the longest duration is known.
    var timings: [TimingSpec] = []
    var screenTimings: [TimingSpec?] = [nil, nil]
    /// Per track (then per screen), whether it has no duration of its own (Hero's auto duration).
    var autoDurations: [Bool] = []
    var screenAutoDurations: [Bool] = [false, false]
    var screenModifiers: [ResolvedModifiers] = []
    /// The two screens (index 0 = from-screen, 1 = to-screen), every element with its parent.
    var nodes: [[Node]] = [[], []]
    var heroIndex: [[String: Int]] = [[:], [:]]
    var matched: [[Int: Int]] = [[:], [:]]

    /// One element of a screen's tree, flattened.
    struct Node {
        let element: Element
        let parent: Int?
        let children: [Int]
    }

    init(definition: TransitionDefinition, direction: TransitionDirection) {
        self.definition = definition
        self.direction = direction
    }

    var presenting: Bool { direction == .present }
    /// Index 0 = from-screen, 1 = to-screen.
    var layouts: [ScreenLayout] {
        presenting ? [definition.source, definition.destination] : [definition.destination, definition.source]
    }

    func fail(_ reason: String) -> EngineError { .invalidScene(transition: definition.name, reason: reason) }

    mutating func build() throws(EngineError) {
        let layouts = self.layouts
        try validate(layouts)
        for slot in 0...1 {
            var list: [Node] = []
            Self.flatten(layouts[slot].elements, parent: nil, into: &list)
            nodes[slot] = list
            // heroID → node, at any depth; the last one wins, as in Hero.
            for (i, node) in list.enumerated() { if let h = node.element.heroID { heroIndex[slot][h] = i } }
        }
        var pairs: [(from: Int, to: Int)] = []
        for (i, node) in nodes[1].enumerated() {
            if let h = node.element.heroID, heroIndex[1][h] == i, let j = heroIndex[0][h] {
                pairs.append((j, i))
                matched[0][j] = i
                matched[1][i] = j
            }
        }
        for slot in 0...1 { buildScreenMotion(slot, layouts[slot]) }

        // Drawing order: the lower screen's unmatched elements (each above its parent, siblings by
        // zIndex), the upper screen's, then the pairs (Hero lifts matched views into the container)
        // with the unmatched subviews of both sides riding on them.
        let destinationSlot = presenting ? 1 : 0
        let upper = definition.destinationAbove ? destinationSlot : 1 - destinationSlot
        var lowerEnd = 0
        for slot in [1 - upper, upper] {
            let top = nodes[slot].indices.filter { nodes[slot][$0].parent == nil }
            let offsets = cascadeOffsets(top.filter { matched[slot][$0] == nil }, slot: slot)
            for index in zOrdered(top, slot) where matched[slot][index] == nil {
                let parent = screens[slot] == nil ? TrackParent.none : TrackParent.screen(slot)
                try emitSubtree(index, slot: slot, parent: parent, cascadeOffset: offsets[index] ?? 0)
            }
            if slot == 1 - upper { lowerEnd = tracks.count }
        }
        let sourceSlot = presenting ? 0 : 1
        backdropIndex = sourceSlot == 1 - upper ? lowerEnd : tracks.count
        let sortedPairs = pairs.enumerated().sorted {
            (nodes[1][$0.element.to].element.zIndex, $0.offset) < (nodes[1][$1.element.to].element.zIndex, $1.offset)
        }.map(\.element)
        for pair in sortedPairs { try addPair(from: pair.from, to: pair.to) }

        if let follow = definition.follow,
            !nodes[0].contains(where: { $0.element.id == follow })
                && !nodes[1].contains(where: { $0.element.id == follow })
        {
            throw fail("'follow' names '\(follow)', which neither screen has")
        }
        resolveTimings()
    }

    private static func flatten(_ elements: [Element], parent: Int?, into list: inout [Node]) {
        for element in elements {
            let index = list.count
            list.append(Node(element: element, parent: parent, children: []))
            var children: [Int] = []
            for child in element.children {
                children.append(list.count)
                flatten([child], parent: index, into: &list)
            }
            list[index] = Node(element: element, parent: parent, children: children)
        }
    }

    /// Siblings bottom to top: by zIndex, ties in the order written.
    func zOrdered(_ indices: [Int], _ slot: Int) -> [Int] {
        indices.enumerated().sorted {
            (nodes[slot][$0.element].element.zIndex, $0.offset) < (nodes[slot][$1.element].element.zIndex, $1.offset)
        }.map(\.element)
    }

    /// An unmatched element and then, above it, its unmatched descendants (matched ones fly as pairs).
    mutating func emitSubtree(_ index: Int, slot: Int, parent: Int, cascadeOffset: Double) throws(EngineError) {
        let track = try addUnmatched(index, slot: slot, parent: parent, cascadeOffset: cascadeOffset)
        try emitChildren(of: index, slot: slot, parent: track)
    }

    mutating func emitChildren(of index: Int, slot: Int, parent: Int) throws(EngineError) {
        for child in zOrdered(nodes[slot][index].children, slot) where matched[slot][child] == nil {
            try emitSubtree(child, slot: slot, parent: parent, cascadeOffset: 0)
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
            for e in layout.elements.flatMap(\.subtree) {
                guard seen.insert(e.id).inserted else {
                    throw fail("\(screenName) screen has two elements with id '\(e.id)'")
                }
                try check(e.modifiers, .element, "element '\(e.id)'")
            }
        }
    }

    /// A screen's own motion (its modifiers move it about its centre), as a track its top-level
    /// unmatched elements are drawn inside.
    private mutating func buildScreenMotion(_ slot: Int, _ layout: ScreenLayout) {
        let resolved = ResolvedModifiers(
            layout.modifiers, ModifierContext(presenting: presenting, matched: false, appearing: slot == 1))
        screenModifiers.append(resolved)
        let size = definition.screenSize
        let rest = VisualState(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        var off = rest
        off.apply(resolved.visual)
        guard off != rest else { return }
        let (start, end) = slot == 0 ? (rest, off) : (off, rest)
        screenTimings[slot] = TimingSpec(
            delay: resolved.delay ?? 0, duration: resolved.duration, curve: resolved.curve,
            movePoints: DurationRule.movePoints(start, end))
        screens[slot] = Track(
            start: start, end: end, group: -1, parent: TrackParent.none,
            transformTrack: transformTrack(start, end, arc: nil))
    }

    /// Hero's cascade: top-level unmatched elements delayed by their rank along the direction.
    private func cascadeOffsets(_ indices: [Int], slot: Int) -> [Int: Double] {
        guard let cascade = screenModifiers[slot].cascade else { return [:] }
        func key(_ i: Int) -> Double {
            let f = nodes[slot][i].element.frame
            switch cascade.direction {
            case .topToBottom: return f.y
            case .bottomToTop: return -(f.y + f.height)
            case .leftToRight: return f.x
            case .rightToLeft: return -(f.x + f.width)
            }
        }
        let ranked = indices.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }
        var offsets: [Int: Double] = [:]
        for (rank, entry) in ranked.enumerated() { offsets[entry.element] = Double(rank) * cascade.delta }
        return offsets
    }

    /// The parts of a changing transform, taken apart once (−1 when it does not change).
    mutating func transformTrack(_ start: VisualState, _ end: VisualState, arc: Point?) -> Int {
        guard start.transform != end.transform || arc != nil else { return -1 }
        transformTracks.append(
            TransformTrack(Track(start: start, end: end, group: -1, parent: TrackParent.none, arcControl: arc)))
        return transformTracks.count - 1
    }
}
