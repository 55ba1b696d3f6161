/// What a log or renderer needs to know about one animated element of a compiled transition.
public struct TrackInfo: Equatable, Sendable {
    public enum Role: String, Sendable {
        /// A heroID pair drawn as one element (both sides opaque).
        case matched
        /// The from-side copy of a translucent pair, fading out while it morphs.
        case matchedOut = "matched-out"
        /// The to-side copy of a translucent pair, fading in while it morphs.
        case matchedIn = "matched-in"
        /// Unmatched, on the to-screen.
        case appearing
        /// Unmatched, on the from-screen.
        case disappearing
    }
    public let id: String
    public let heroID: String?
    public let screen: Screen
    public let role: Role
}

/// When and how one group of elements moves: fraction = curve((time − delay) / duration).
struct TimingGroup: Hashable, Sendable {
    var delay: Double
    var duration: Double
    var curve: ElementCurve

    func fraction(at time: Double) -> Double {
        let local = (time - delay) / duration
        if local <= 0 { return 0 }
        if local >= 1 { return 1 }
        switch curve {
        case .bezier(let c): return c.value(at: local)
        case .spring(let s): return 1 + s.state(at: local * duration, displacement: -1, velocity: 0).position
        }
    }
}

/// A timing group as the frame loop reads it: 24 bytes, the curve kept aside in a short list of
/// distinct curves, so ten thousand groups stay in cache.
struct CompactGroup: Sendable {
    var delay: Double
    var inverseDuration: Double
    var duration: Double
    var curve: Int

    @inline(__always)
    func fraction(at time: Double, curves: UnsafeBufferPointer<PlanCurve>, tables: UnsafeBufferPointer<Double>)
        -> Double
    {
        let local = (time - delay) * inverseDuration
        if local <= 0 { return 0 }
        if local >= 1 { return 1 }
        switch curves[curve] {
        case .bezier(let c, let offset):
            let scaled = local * Double(PlanCurve.tableSize)
            let i = min(Int(scaled), PlanCurve.tableSize - 1)
            let a = tables[offset + i]
            let b = tables[offset + i + 1]
            return c.value(at: local, guess: a + (b - a) * (scaled - Double(i)))
        case .spring(let s): return 1 + s.state(at: local * duration, displacement: -1, velocity: 0).position
        }
    }
}

/// A distinct curve of a plan; a Bézier carries the offset of its inverse table in `tables`.
enum PlanCurve: Sendable {
    case bezier(CubicBezier, tableOffset: Int)
    case spring(Spring)

    static let tableSize = 64
}

/// One element's motion, in its parent's coordinates.
struct Track: Sendable {
    var start: VisualState
    var end: VisualState
    var group: Int
    /// What this track's state is composed into (`TrackParent`).
    var parent: Int
    var arcControl: Point?
    /// Index into the plan's `transformTracks` when the transform changes (or an arc moves it); −1 when
    /// the transform stays `start.transform` all the way; `TransformTrack.takeApartNow` after an override.
    var transformTrack: Int = -1
}

/// What a track is drawn inside: another track, a moving screen, or nothing (scene points already).
enum TrackParent {
    static let none = -1
    /// The moving from-screen (slot 0) or to-screen (slot 1).
    static func screen(_ slot: Int) -> Int { -2 - slot }
    static func screenSlot(_ parent: Int) -> Int { -2 - parent }
}

/// The tracks drawing one element id. At most four: an id may name one element per screen, and an
/// element is drawn by one track, or two when it is half of a cross-fading pair.
struct ElementTracks: Sendable {
    private var tracks: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    private(set) var count = 0

    mutating func insert(_ track: Int) {
        for i in 0..<count where self[i] == track { return }
        precondition(count < 4, "an element id draws at most four tracks")
        let t = Int32(track)
        switch count {
        case 0: tracks.0 = t
        case 1: tracks.1 = t
        case 2: tracks.2 = t
        default: tracks.3 = t
        }
        count += 1
    }

    subscript(_ i: Int) -> Int {
        switch i {
        case 0: Int(tracks.0)
        case 1: Int(tracks.1)
        case 2: Int(tracks.2)
        default: Int(tracks.3)
        }
    }

    func contains(_ track: Int) -> Bool {
        for i in 0..<count where self[i] == track { return true }
        return false
    }
}

/// A transition compiled for one direction: every element's two states and timing, ready for
/// `evaluate(progress:into:)` — a pure function of progress, allocation-free.
public struct TransitionPlan: Sendable {
    public let name: String
    public let direction: TransitionDirection
    public let screenSize: Size
    /// Bottom to top: the order to draw `FrameBuffer.states`.
    public let tracks: [TrackInfo]
    /// Progress p shows time p × totalDuration of every element's own delay/duration.
    public let totalDuration: Double
    /// How this transition settles and runs, as its definition says (`settle`): `settleTiming(_:)`.
    public var settleTiming: SettleTiming { settleTiming(settleStyle) }
    public let settleStyle: SettleStyle
    /// The definition's own settle timing (`presentTiming`/`dismissTiming`), which `.spring` uses.
    let ownSettleTiming: SettleTiming
    /// Every element's timing, for Hero's finish and cancel (`SettleStyle.hero`).
    public let heroTimeline: HeroTimeline
    public let overlayStyle: OverlayStyle?
    /// The backdrop's own clock when it runs alongside (`Overlay.alongside`): its alpha then follows
    /// `AlongsideClock`, read with the frame's time.
    public let overlayAlongside: AlongsideTiming?
    /// Per track, the track it is drawn inside (its state composes into that one's), or nil.
    public let parents: [Int?]
    /// Per track, whether it clips the tracks drawn inside it to its rounded rectangle.
    public let clips: [Bool]
    /// Per track, what it shows besides its colour (text, image), or nil.
    public let contents: [TrackContent?]
    /// Where the transition's backdrop (`overlayStyle`) goes in the drawing order: before this track.
    /// Right above the presenting (source) screen's own elements, as a presentation controller's
    /// dimming or blur view lies over the presenting view and under the presented one.
    public let backdropIndex: Int
    /// The element that follows the finger (`TransitionDefinition.follow`), checked to exist.
    public let follow: String?
    let motions: [Track]
    /// The keys of `motions` that move, for frames written in place.
    let changingKeys: ChangingKeys
    let transformTracks: [TransformTrack]
    let groups: [CompactGroup]
    let curves: [PlanCurve]
    let tables: [Double]
    /// The from-screen's and the to-screen's own motion (a screen's modifiers), when it moves.
    let screens: [Track?]
    let overlay: (start: Double, end: Double, group: Int)?
    /// Element id → the tracks that draw it (and its partner): how overrides find their tracks.
    let elementTracks: [String: ElementTracks]
    /// Per track: the arc's intensity, to bend the arc again when an override moves an endpoint.
    let arcIntensities: [Double?]

    public init(_ definition: TransitionDefinition, direction: TransitionDirection) throws(EngineError) {
        var builder = PlanBuilder(definition: definition, direction: direction)
        try builder.build()
        name = definition.name
        self.direction = direction
        screenSize = definition.screenSize
        tracks = builder.infos
        motions = builder.tracks
        changingKeys = ChangingKeys(builder.tracks)
        transformTracks = builder.transformTracks
        parents = builder.tracks.map { $0.parent >= 0 ? $0.parent : nil }
        clips = builder.clips
        contents = builder.contents
        backdropIndex = builder.backdropIndex
        follow = definition.follow
        var curveIndex: [ElementCurve: Int] = [:]
        var curves: [PlanCurve] = []
        var tables: [Double] = []
        groups = builder.groups.map { group in
            let index =
                curveIndex[group.curve]
                ?? {
                    switch group.curve {
                    case .bezier(let c):
                        curves.append(.bezier(c, tableOffset: tables.count))
                        tables += c.inverseTable(count: PlanCurve.tableSize)
                    case .spring(let s):
                        curves.append(.spring(s))
                    }
                    curveIndex[group.curve] = curves.count - 1
                    return curves.count - 1
                }()
            return CompactGroup(
                delay: group.delay, inverseDuration: 1 / group.duration, duration: group.duration, curve: index)
        }
        self.curves = curves
        self.tables = tables
        screens = builder.screens
        overlay = builder.overlay
        var elementTracks: [String: ElementTracks] = [:]
        elementTracks.reserveCapacity(builder.overrideInfo.count)
        for (track, info) in builder.overrideInfo.enumerated() {
            elementTracks[info.ids.0, default: ElementTracks()].insert(track)
            if let partner = info.ids.1 { elementTracks[partner, default: ElementTracks()].insert(track) }
        }
        self.elementTracks = elementTracks
        arcIntensities = builder.overrideInfo.map(\.arc)
        overlayStyle = definition.overlay?.style
        overlayAlongside = definition.overlay?.alongside
        totalDuration = builder.totalDuration
        ownSettleTiming = definition.settleTiming(direction)
        settleStyle = definition.settle
        heroTimeline = Self.heroTimeline(builder, groups: builder.groups, totalDuration: builder.totalDuration)
    }

    /// The timing a settle or run of this plan uses in `style`.
    public func settleTiming(_ style: SettleStyle) -> SettleTiming {
        switch style {
        case .spring: ownSettleTiming
        case .hero: SettleTiming(mode: .hero(heroTimeline))
        }
    }

    private static func heroTimeline(_ builder: PlanBuilder, groups: [TimingGroup], totalDuration: Double)
        -> HeroTimeline
    {
        func view(_ track: Track, auto: Bool, toStart: Bool, toEnd: Bool) -> HeroView {
            let g = groups[track.group]
            return HeroView(
                delay: g.delay, duration: g.duration, auto: auto, curve: g.curve, start: track.start, end: track.end,
                measuresToStart: toStart, measuresToEnd: toEnd)
        }
        let views = builder.tracks.indices.map { i in
            let role = builder.infos[i].role
            return view(
                builder.tracks[i], auto: builder.autoDurations[i],
                toStart: role == .appearing || role == .matched || role == .matchedIn,
                toEnd: role == .disappearing || role == .matched || role == .matchedOut)
        }
        let screens = (0...1).map { slot in
            builder.screens[slot].map {
                view($0, auto: builder.screenAutoDurations[slot], toStart: slot == 1, toEnd: slot == 0)
            }
        }
        return HeroTimeline(views: views, screens: screens, totalDuration: totalDuration)
    }
}
