import SwoopCore
import SwoopEngine
import SwoopInputModel

/// One interactive transition, the way Hero offers it to an app: one object, five verbs (`update`,
/// `finish`, `cancel`, `apply`, `changeTarget`) and `feed` for pans read from libinput or a fixture.
/// Every call takes the time it happens at and returns the frames to draw, each already evaluated
/// (overrides included), so a host needs nothing else to put a transition on screen.
///
/// What the gesture decided comes to `onRelease` as each pan is let go (libadwaita's `end-swipe`):
/// finish or cancel, and by which rule; `onCompletion` hears when the transition has come to rest
/// (Hero's completion). Both are called from within the call that made them, before it returns.
///
/// It is a thin shell over `PanSession` (the pipeline, deterministic on event times) and a
/// `TransitionPlan` (what the screens look like at a progress); `session` stays readable for hosts that
/// also want every record, e.g. to log them.
///
/// ```swift
/// var transition = try InteractiveTransition(preset: "zoom")
/// transition.onRelease = { decision in prepare(decision.outcome) }   // the finger lifted: finish or cancel
/// for event in events { draw(transition.feed(event)) }          // a finger drives it
/// draw(transition.advance(to: now))                              // on every display refresh while it settles
/// ```
public struct InteractiveTransition {
    public let plan: TransitionPlan
    public private(set) var session: PanSession
    /// Called with the decision of each release of a pan: whether the transition now settles to its end
    /// (`finish`) or back to its start (`cancel`), from what progress and velocity, by which rule.
    public var onRelease: ((ReleaseDecision) -> Void)?
    /// Called each time the transition completes: at its end (`finished`) or back at its start.
    public var onCompletion: ((TransitionCompletion) -> Void)?
    private var buffer: FrameBuffer

    /// `configuration.timing` is replaced by the plan's own settle timing, as a preset carries it; the
    /// plan's own follower (`TransitionDefinition.follow`, e.g. `match`'s detail) follows fed pans.
    public init(plan: TransitionPlan, configuration: SessionConfiguration = SessionConfiguration()) {
        var configuration = configuration
        configuration.timing = plan.settleTiming
        self.plan = plan
        session = PanSession(configuration: configuration, follow: FollowSetup(plan: plan))
        buffer = plan.makeFrameBuffer()
    }

    /// A bundled preset (`TransitionCatalog`: `zoom`, `circle`, `mask`, `match`, Hero's default types).
    public init(
        preset name: String, direction: TransitionDirection = .present,
        configuration: SessionConfiguration = SessionConfiguration()
    ) throws(TransitionCallError) {
        guard let definition = TransitionCatalog.named(name) else { throw .unknownPreset(name) }
        do {
            self.init(plan: try TransitionPlan(definition, direction: direction), configuration: configuration)
        } catch {
            throw .engine(error)
        }
    }

    public var state: TransitionState { session.controller.state }
    public var progress: Double { session.controller.presentedProgress }
    /// Nothing moves on its own and no pan holds the transition: no need to call `advance` until the next input.
    public var isAtRest: Bool { session.isAtRest }

    /// Starts an interactive transition at progress 0.
    public mutating func begin(at time: Timestamp) throws(TransitionCallError) -> [TransitionFrame] {
        try frames(session.perform(.begin, at: time))
    }

    /// Hero's `update(_:)`: shows the transition at `progress` (0…1 unless the drive is unbounded).
    public mutating func update(_ progress: Double, at time: Timestamp) throws(TransitionCallError) -> [TransitionFrame]
    {
        try frames(session.perform(.update(progress), at: time))
    }

    /// Hero's `finishTransition`: settles to the end, carrying `velocity` (progress/s).
    public mutating func finish(velocity: Double = 0, at time: Timestamp) throws(TransitionCallError)
        -> [TransitionFrame]
    {
        try frames(session.perform(.finish(velocity: velocity), at: time))
    }

    /// Hero's `cancel`: settles back to the start, carrying `velocity` (progress/s).
    public mutating func cancel(velocity: Double = 0, at time: Timestamp) throws(TransitionCallError)
        -> [TransitionFrame]
    {
        try frames(session.perform(.cancel(velocity: velocity), at: time))
    }

    /// Hero's `apply(modifiers:to:)`: overrides an element's look for the rest of this transition
    /// (e.g. a card that follows the finger). The frame it changes is returned.
    public mutating func apply(modifiers: [Modifier], to element: String, at time: Timestamp)
        throws(TransitionCallError) -> [TransitionFrame]
    {
        try checkElement(element)
        var records = session.advance(to: time)
        records += session.apply(modifiers: modifiers, to: element)
        return try frames(records)
    }

    /// Hero's `changeTarget(modifiers:isDestination:to:)`: changes where `finish` (or `cancel`, when
    /// `isDestination` is false) takes an element.
    public mutating func changeTarget(
        modifiers: [Modifier], isDestination: Bool = true, to element: String,
        at time: Timestamp
    ) throws(TransitionCallError) -> [TransitionFrame] {
        try checkElement(element)
        var records = session.advance(to: time)
        records += session.changeTarget(modifiers: modifiers, isDestination: isDestination, to: element)
        return try frames(records)
    }

    /// One input event (touch, swipe, scroll): the recognizer decides whether it pans, the release
    /// policy decides finish or cancel. Refusals never throw here: input is not a call.
    public mutating func feed(_ event: TimedInputEvent) -> [TransitionFrame] {
        evaluated(session.feed(event))
    }

    /// The frames due by `time` while the transition settles on its own (the engine's frame grid).
    public mutating func advance(to time: Timestamp) -> [TransitionFrame] {
        evaluated(session.advance(to: time))
    }

    /// The input has ended: a pan still down is cancelled and whatever moves is settled to its end.
    public mutating func endOfInput() -> [TransitionFrame] {
        evaluated(session.endOfInput())
    }

    private func checkElement(_ element: String) throws(TransitionCallError) {
        guard plan.tracks.contains(where: { $0.id == element || $0.heroID == element }) else {
            throw .engine(.unknownElement(transition: plan.name, element: element))
        }
    }

    /// The frames of `records`; a call the engine or controller refused throws instead.
    private mutating func frames(_ records: SessionRecords) throws(TransitionCallError) -> [TransitionFrame] {
        for record in records {
            switch record.entry {
            case .interaction(.transition(.ignored(let event, let reason))):
                throw .refused(event: event, reason: reason)
            case .interaction(.override(.refused(let element, let reason))):
                throw .overrideRefused(element: element, reason: reason)
            default:
                continue
            }
        }
        return evaluated(records)
    }

    /// The frames of `records`, evaluated; releases and completions go to their handlers on the way.
    private mutating func evaluated(_ records: SessionRecords) -> [TransitionFrame] {
        var out: [TransitionFrame] = []
        for record in records {
            switch record.entry {
            case .interaction(.decision(let decision)):
                onRelease?(decision)
                continue
            case .interaction(.transition(.completed(let finished))):
                onCompletion?(TransitionCompletion(time: record.time, finished: finished))
                continue
            default:
                break
            }
            guard case .interaction(.transition(.frame(let progress))) = record.entry else { continue }
            // Overrides name elements checked on the way in, so evaluation cannot refuse them.
            try? plan.evaluate(progress: progress, at: record.time, overrides: record.overrides, into: &buffer)
            out.append(
                TransitionFrame(
                    time: record.time, progress: progress, tracks: plan.tracks,
                    states: buffer.states, overlayAlpha: buffer.overlayAlpha))
        }
        return out
    }
}

/// One picture of the transition: every element's state, bottom to top.
public struct TransitionFrame: Sendable, Equatable {
    public var time: Timestamp
    public var progress: Double
    /// Which element each state draws (`TransitionPlan.tracks`), in drawing order.
    public var tracks: [TrackInfo]
    public var states: [VisualState]
    /// The shade between the screens (0 when the transition has none).
    public var overlayAlpha: Double

    /// A frame evaluated elsewhere (an app's `Navigator` evaluates each on the plan then playing).
    package init(time: Timestamp, progress: Double, tracks: [TrackInfo], states: [VisualState], overlayAlpha: Double) {
        self.time = time
        self.progress = progress
        self.tracks = tracks
        self.states = states
        self.overlayAlpha = overlayAlpha
    }
}

/// A call `InteractiveTransition` would not make: Hero ignores these silently; here they say why.
public enum TransitionCallError: Error, Equatable, Sendable {
    case unknownPreset(String)
    /// The transition machine refused the call in its state (e.g. `update` after `finish`).
    case refused(event: EventName, reason: IgnoredReason)
    case overrideRefused(element: String, reason: OverrideRefusal)
    case engine(EngineError)
}
