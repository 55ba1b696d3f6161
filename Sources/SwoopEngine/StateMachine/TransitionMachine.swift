import SwoopCore

/// The transition's lifecycle as one value with one entry point.
///
/// `handle(_:at:into:)` switches over every (state, event) pair — no `default:` — so a new state or event
/// does not compile until each pair has an answer. An event that makes no sense gives exactly one
/// `.ignored` effect and changes nothing (not even the clock). Effects are appended to the caller's
/// buffer, not performed and not returned in a fresh array: a driver that reuses one buffer makes no
/// allocation per event. Progress 0 shows the from-screen,
/// 1 the to-screen; presenting and dismissing are two transitions, each with its own machine/timing.
public struct TransitionMachine: Sendable {
    public private(set) var state: TransitionState = .idle
    public let timing: SettleTiming
    public let frameRate: Double
    public let limit: ProgressLimit

    /// What is on screen now: the last update while interactive, the motion at the last tick while
    /// settling; after completion the endpoint reached.
    public var presentedProgress: Double { presented }
    /// Progress units per second: from the last two updates while interactive, the motion's ẋ at the
    /// last tick while settling (0 while a clamped spring overshoots, as the screen is then still).
    public var presentedVelocity: Double { presentedRate }
    /// True while settling or animating: the driver should send `.tick` every `frameInterval`.
    /// Stored (kept with `motion`), so that a driver asking before every event reads one field rather
    /// than calling into this module with a copy of the machine.
    public private(set) var needsFrames = false
    /// Time of the last accepted event.
    public var lastEventTime: Timestamp? { lastTime }
    public var frameClock: FrameClock { FrameClock(rate: frameRate) }

    private var presented = 0.0
    private var presentedRate = 0.0
    private var motion: SettleMotion? {
        didSet { needsFrames = motion != nil }
    }
    private var lastTime: Timestamp?
    private var lastUpdateTime: Timestamp?

    /// The seed app's presentation spring (`SettleTiming.seedPresent`): a transition without a preset
    /// settles the way the app this engine reproduces presents its screens.
    public static let defaultTiming = SettleTiming.seedPresent

    /// - Parameters:
    ///   - timing: used for every settle and non-interactive run.
    ///   - frameRate: Hz of the driver's ticks (`frameClock`); the machine samples at whatever times ticks carry.
    ///   - limit: what `update` values and a settle's overshoot past 0 and 1 become (`ProgressLimit`).
    public init(
        timing: SettleTiming = defaultTiming, frameRate: Double = FrameClock.defaultRate,
        limit: ProgressLimit = .default
    ) {
        precondition(frameRate.isFinite && frameRate > 0, "frame rate must be positive")
        self.timing = timing
        self.frameRate = frameRate
        self.limit = limit
    }

    /// `handle(_:at:into:)` with the effects returned: for a host that does not keep a buffer.
    public mutating func handle(_ event: TransitionEvent, at time: Timestamp) -> [TransitionEffect] {
        var effects: [TransitionEffect] = []
        handle(event, at: time, into: &effects)
        return effects
    }

    /// The one entry point: handles `event` at `time`, appending its effects to `effects` (the caller's
    /// buffer, reused from event to event, so that handling an event allocates nothing).
    public mutating func handle(_ event: TransitionEvent, at time: Timestamp, into effects: inout [TransitionEffect]) {
        if let lastTime, time < lastTime {
            return effects.append(.ignored(event: event.name, reason: .timeWentBackwards))
        }
        if !event.valuesAreFinite { return effects.append(.ignored(event: event.name, reason: .invalidValue)) }
        switch (state, event) {
        // Nothing running (completed is never rested in; it answers as idle).
        case (.idle, .begin), (.completed, .begin):
            enter(.interactive(progress: 0), &effects)
            effects.append(.appearance(screen: .from, phase: .willDisappear))
            effects.append(.appearance(screen: .to, phase: .willAppear))
            presented = 0
            presentedRate = 0
            lastUpdateTime = time
            effects.append(.frame(progress: 0))
        case (.idle, .start(let animated)), (.completed, .start(let animated)):
            effects.append(.appearance(screen: .from, phase: .willDisappear))
            effects.append(.appearance(screen: .to, phase: .willAppear))
            presented = 0
            presentedRate = 0
            if animated {
                enter(.animating, &effects)
                startMotion(toward: .end, at: time, run: true, &effects)
                effects.append(.frame(progress: 0))
            } else {
                presented = 1
                effects.append(.frame(progress: 1))
                complete(finished: true, &effects)
            }
        case (.idle, .update), (.idle, .finish), (.idle, .cancel), (.idle, .grab), (.idle, .abort), (.idle, .jump),
            (.completed, .update), (.completed, .finish), (.completed, .cancel), (.completed, .grab),
            (.completed, .abort), (.completed, .jump):
            return effects.append(.ignored(event: event.name, reason: .notStarted))
        case (.idle, .tick), (.completed, .tick), (.interactive, .tick):
            return effects.append(.ignored(event: event.name, reason: .nothingToAnimate))

        // A gesture drives the progress.
        case (.interactive, .begin), (.interactive, .start), (.interactive, .grab):
            return effects.append(.ignored(event: event.name, reason: .alreadyInteractive))
        case (.interactive, .update(let raw)):
            let progress = limit.apply(raw)
            if let lastUpdateTime, time > lastUpdateTime {
                presentedRate = (progress - presented) / time.seconds(since: lastUpdateTime)
            }
            lastUpdateTime = time
            presented = progress
            state = .interactive(progress: progress)
            effects.append(.frame(progress: progress))
        case (.interactive, .finish(let velocity)):
            enter(.settling(toward: .end), &effects)
            presentedRate = velocity
            startMotion(toward: .end, at: time, &effects)
        case (.interactive, .cancel(let velocity)):
            enter(.settling(toward: .start), &effects)
            presentedRate = velocity
            startMotion(toward: .start, at: time, &effects)
        case (.interactive, .abort):
            enter(.settling(toward: .start), &effects)
            presentedRate = 0
            startMotion(toward: .start, at: time, &effects)
        case (.interactive, .jump(let target)), (.settling, .jump(let target)):
            jump(to: target, &effects)

        // Released: a motion carries the progress to an endpoint.
        case (.settling, .begin), (.settling, .start):
            return effects.append(.ignored(event: event.name, reason: .alreadySettling))
        case (.settling, .update), (.animating, .update), (.animating, .cancel), (.animating, .grab),
            (.animating, .abort):
            return effects.append(.ignored(event: event.name, reason: .notInteractive))
        case (.settling(toward: .end), .finish), (.animating, .finish):
            return effects.append(.ignored(event: event.name, reason: .alreadyFinishing))
        case (.settling(toward: .start), .cancel), (.settling(toward: .start), .abort):
            return effects.append(.ignored(event: event.name, reason: .alreadyCancelling))
        case (.settling(toward: .start), .finish):
            // Reversal keeps the motion's current velocity (like UIViewPropertyAnimator.isReversed).
            state = .settling(toward: .end)
            startMotion(toward: .end, at: time, &effects)
        case (.settling(toward: .end), .cancel), (.settling(toward: .end), .abort):
            state = .settling(toward: .start)
            startMotion(toward: .start, at: time, &effects)
        case (.settling, .grab):
            motion = nil
            lastUpdateTime = time
            enter(.interactive(progress: presented), &effects)
        case (.settling, .tick), (.animating, .tick):
            advance(to: time, &effects)

        // A non-interactive run.
        case (.animating, .begin), (.animating, .start):
            return effects.append(.ignored(event: event.name, reason: .alreadyAnimating))
        case (.animating, .jump(to: .end)):
            jump(to: .end, &effects)
        case (.animating, .jump(to: .start)):
            return effects.append(.ignored(event: event.name, reason: .notInteractive))
        }
        lastTime = time
    }

    // MARK: Phases

    private mutating func enter(_ next: TransitionState, _ effects: inout [TransitionEffect]) {
        effects.append(.stateChanged(from: state.name, to: next.name))
        state = next
    }

    /// Starts (or restarts, on reversal) a motion from what is on screen with the current rate (Hero's
    /// playback: at its runner's own rate, the release velocity dropped).
    private mutating func startMotion(
        toward target: Endpoint, at time: Timestamp, run: Bool = false, _ effects: inout [TransitionEffect]
    ) {
        let motion = SettleMotion(
            startTime: time, origin: presented, initialVelocity: presentedRate,
            target: target, timing: timing, run: run)
        if let rate = motion.heroRate { presentedRate = rate }
        self.motion = motion
        effects.append(.settle(toward: target, from: presented, velocity: presentedRate))
    }

    private mutating func advance(to time: Timestamp, _ effects: inout [TransitionEffect]) {
        guard let motion else {
            preconditionFailure("settling or animating without a motion")  // unreachable: both states set one
        }
        let sample = motion.sample(at: time)
        if sample.settled {
            presented = motion.target.progress
            presentedRate = 0
            effects.append(.frame(progress: presented))
            complete(finished: motion.target == .end, &effects)
            return
        }
        let shown = limit.applyToMotion(sample.progress)
        presentedRate = shown == sample.progress ? sample.velocity : 0
        presented = shown
        effects.append(.frame(progress: shown))
    }

    /// Hero's `finish(animate: false)` / `cancel(animate: false)`: no settle; the endpoint's frame, then
    /// the completion (reported once, like any other).
    private mutating func jump(to target: Endpoint, _ effects: inout [TransitionEffect]) {
        motion = nil
        presented = target.progress
        presentedRate = 0
        effects.append(.frame(progress: presented))
        complete(finished: target == .end, &effects)
    }

    private mutating func complete(finished: Bool, _ effects: inout [TransitionEffect]) {
        motion = nil
        lastUpdateTime = nil
        enter(.completed(finished: finished), &effects)
        if finished {
            effects.append(.appearance(screen: .from, phase: .didDisappear))
            effects.append(.appearance(screen: .to, phase: .didAppear))
        } else {
            effects.append(.appearance(screen: .to, phase: .willDisappear))
            effects.append(.appearance(screen: .to, phase: .didDisappear))
            effects.append(.appearance(screen: .from, phase: .willAppear))
            effects.append(.appearance(screen: .from, phase: .didAppear))
        }
        effects.append(.completed(finished: finished))
        enter(.idle, &effects)
    }
}

extension TransitionEvent {
    var valuesAreFinite: Bool {
        switch self {
        case .update(let value), .finish(let value), .cancel(let value): value.isFinite
        case .begin, .start, .tick, .grab, .abort, .jump: true
        }
    }
}
