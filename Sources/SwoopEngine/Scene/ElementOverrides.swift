/// Hero's `apply(modifiers:to:)` and `changeTarget(modifiers:isDestination:to:)` as data: what a host
/// asked of named elements during one transition, for `TransitionPlan.evaluate(progress:overrides:into:)`.
///
/// Recorded without the plan (the controller that records it does not know the scene), so element ids
/// are checked when a frame is evaluated: an id that no screen has is an error there, not a silent no-op
/// as in Hero. An id names the element on either screen and, through its heroID pair, its partner.
/// A later call for the same element replaces what it says of the same property and keeps the rest
/// (Hero sets the layer keys it names; `scale`, `translate` and `rotate` share one key, the transform).
/// When entries for two ids reach the same track (both sides of a pair were named), the later one
/// wins the track. Semantics in docs/engine.md, "Overrides".
public struct ElementOverrides: Sendable, Equatable {
    /// An `apply(modifiers:to:)`: the properties the modifiers name take exactly their values (Hero sets
    /// those layer keys), every other property follows the progress; from `releaseProgress` on the
    /// element goes back to its track (docs/engine.md, "Overrides").
    public struct Applied: Sendable, Equatable {
        public let element: String
        public let modifiers: [Modifier]
        /// The presented progress when applied.
        public let progress: Double
        /// Where the interaction ended (the release), or `progress` when applied to a transition already
        /// moving on its own; `nil` while the interaction goes on.
        public fileprivate(set) var releaseProgress: Double?
    }

    /// A `changeTarget(modifiers:isDestination:to:)`: `modifiers` applied on top of the element's state
    /// at one end of the transition.
    public struct TargetChange: Sendable, Equatable {
        public let element: String
        public let modifiers: [Modifier]
    }

    /// What the calls recorded; `nil` until the first. Most transitions have no overrides, and every
    /// session record carries a value of this type: while it is `nil`, copying or dropping one counts no
    /// reference (four empty arrays would count four).
    @usableFromInline var contents: Contents?

    @usableFromInline struct Contents: Sendable, Equatable {
        var applied: [Applied] = []
        var endTargets: [TargetChange] = []
        var startTargets: [TargetChange] = []
        var follows: [FingerFollow.Entry] = []
        var resumes: [HeroResume] = []
    }

    /// In call order (a replaced entry moves to the end).
    public private(set) var applied: [Applied] {
        get { contents?.applied ?? [] }
        _modify { yield &filled.applied }
    }
    /// `isDestination: true`: the state at progress 1 (where `finish` goes).
    public private(set) var endTargets: [TargetChange] {
        get { contents?.endTargets ?? [] }
        _modify { yield &filled.endTargets }
    }
    /// `isDestination: false`: the state at progress 0 (where `cancel` goes).
    public private(set) var startTargets: [TargetChange] {
        get { contents?.startTargets ?? [] }
        _modify { yield &filled.startTargets }
    }
    /// Elements following the finger (`follow(_:offset:interactive:at:)`), one per element.
    public private(set) var follows: [FingerFollow.Entry] {
        get { contents?.follows ?? [] }
        _modify { yield &filled.follows }
    }
    /// Hero's releases of this transition (`SettleStyle.hero`), oldest first: from each, every element
    /// restarts from the state drawn then (`TransitionPlan.evaluate(progress:overrides:into:)`).
    public private(set) var resumes: [HeroResume] {
        get { contents?.resumes ?? [] }
        _modify { yield &filled.resumes }
    }

    /// `contents`, made on first use and changed in place.
    private var filled: Contents {
        get { contents ?? Contents() }
        _modify {
            if contents == nil { contents = Contents() }
            yield &contents!
        }
    }

    public init() {}

    public static func == (a: ElementOverrides, b: ElementOverrides) -> Bool {
        (a.contents ?? Contents()) == (b.contents ?? Contents())
    }

    /// Inlinable: a session asks on every step, and most transitions never record a call.
    @inlinable public var isEmpty: Bool { contents == nil || recordsNothing }

    @usableFromInline var recordsNothing: Bool {
        guard let contents else { return true }
        return contents.applied.isEmpty && contents.endTargets.isEmpty && contents.startTargets.isEmpty
            && contents.follows.isEmpty && contents.resumes.isEmpty
    }

    /// Records that `element` follows the finger: its transform is exactly the translation `offset`
    /// (scene points, in its parent's space), as the Hero tutorial's `apply(modifiers: [.translate(x:
    /// translation.x)], to:)` makes it (`FingerFollow`). Replaces the element's earlier entry.
    public mutating func follow(
        _ element: String, offset: Point, interactive: Bool,
        at progress: Double
    ) throws(EngineError) {
        guard offset.x.isFinite, offset.y.isFinite, progress.isFinite else {
            throw .invalidOverride(element: element, reason: "a finger offset or progress that is not finite")
        }
        follows.removeAll { $0.element == element }
        follows.append(
            FingerFollow.Entry(element: element, offset: offset, releaseProgress: interactive ? nil : progress))
    }

    /// The follow entry in force for `element`, if any.
    public func following(_ element: String) -> FingerFollow.Entry? { follows.last { $0.element == element } }

    /// Records Hero's `apply(modifiers:to:)` at the presented `progress`. `interactive`: a gesture drives
    /// the transition (the values hold until `release(at:)`); otherwise the transition moves on its
    /// own and the element starts going back to its track at once.
    public mutating func apply(
        _ modifiers: [Modifier], to element: String, at progress: Double,
        interactive: Bool
    ) throws(EngineError) {
        try Self.validate(modifiers, element)
        guard progress.isFinite else {
            throw .invalidOverride(element: element, reason: "progress \(progress) is not finite")
        }
        let merged = Self.merge(applied.last { $0.element == element }?.modifiers ?? [], modifiers)
        applied.removeAll { $0.element == element }
        applied.append(
            Applied(
                element: element, modifiers: merged, progress: progress,
                releaseProgress: interactive ? nil : progress))
    }

    /// Records Hero's `changeTarget(modifiers:isDestination:to:)`: the element's state at the end
    /// (`isDestination`) or the start of the transition becomes that state with `modifiers` applied.
    public mutating func changeTarget(_ modifiers: [Modifier], isDestination: Bool, of element: String)
        throws(EngineError)
    {
        try Self.validate(modifiers, element)
        func record(_ changes: inout [TargetChange]) {
            let merged = Self.merge(changes.last { $0.element == element }?.modifiers ?? [], modifiers)
            changes.removeAll { $0.element == element }
            changes.append(TargetChange(element: element, modifiers: merged))
        }
        if isDestination { record(&endTargets) } else { record(&startTargets) }
    }

    /// A Hero release (`SettleStyle.hero`): from now on the frame at a progress between `resume.from`
    /// and its target shows every element restarted from the state drawn at `resume.from`.
    public mutating func resume(_ resume: HeroResume) { resumes.append(resume) }

    /// The interaction ended at `progress` (a release, a cancel, an abort): every held element starts
    /// going from its override, shown at `progress`, back to its track.
    public mutating func release(at progress: Double) {
        for i in applied.indices where applied[i].releaseProgress == nil { applied[i].releaseProgress = progress }
        for i in follows.indices where follows[i].releaseProgress == nil { follows[i].releaseProgress = progress }
    }

    /// The `apply` in force for `element`, if any.
    public func applied(to element: String) -> Applied? { applied.last { $0.element == element } }

    /// The target change in force for `element` at the end (`isDestination`) or the start.
    public func target(of element: String, isDestination: Bool) -> [Modifier]? {
        (isDestination ? endTargets : startTargets).last { $0.element == element }?.modifiers
    }

    /// The property a visual modifier sets, as Hero's layer keys: a later call replaces what an earlier
    /// one said of the same property only.
    private enum Property {
        case opacity, position, size, transform, cornerRadius, zPosition, backgroundColor, shade
        case borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, none
    }

    private static func property(_ modifier: Modifier) -> Property {
        switch modifier {
        case .fade, .opacity: .opacity
        case .position: .position
        case .size: .size
        case .scale, .translate, .rotate, .perspective: .transform
        case .cornerRadius: .cornerRadius
        case .zPosition: .zPosition
        case .backgroundColor: .backgroundColor
        case .overlay: .shade
        case .borderWidth: .borderWidth
        case .borderColor: .borderColor
        case .shadowColor: .shadowColor
        case .shadowOpacity: .shadowOpacity
        case .shadowOffset: .shadowOffset
        case .shadowRadius: .shadowRadius
        case .duration, .durationMatchLongest, .delay, .timingFunction, .spring, .arc, .cascade, .source, .forceNonFade,
            .whenPresenting, .whenDismissing, .whenMatched, .whenAppearing, .whenDisappearing, .beginWith:
            .none  // refused by `validate` before they get here
        }
    }

    static func merge(_ earlier: [Modifier], _ later: [Modifier]) -> [Modifier] {
        let replaced = later.map(property)
        return earlier.filter { !replaced.contains(property($0)) } + later
    }

    private static func validate(_ modifiers: [Modifier], _ element: String) throws(EngineError) {
        if let bad = modifiers.first(where: { !$0.isVisual }) {
            throw .invalidOverride(
                element: element,
                reason: "'\(bad.name)' does not describe a state; "
                    + "overrides take visual modifiers (\(Modifier.visualNames))")
        }
    }
}
