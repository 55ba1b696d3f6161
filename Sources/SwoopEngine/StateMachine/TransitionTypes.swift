/// Which end of the transition: `end` = progress 1 (the to-screen shown), `start` = progress 0.
public enum Endpoint: String, Sendable, CaseIterable {
    case end, start

    public var progress: Double { self == .end ? 1 : 0 }
    public var opposite: Endpoint { self == .end ? .start : .end }
}

/// Where a transition is. `completed` is transient: the machine passes through it when a motion
/// settles (reporting `.completed` once) and rests in `idle`; `begin`/`start` from it behave as from idle.
public enum TransitionState: Equatable, Sendable {
    case idle
    /// A gesture drives the progress.
    case interactive(progress: Double)
    /// Released: a spring (or curve) carries the progress to `toward`.
    case settling(toward: Endpoint)
    /// A non-interactive run from `start(animated: true)`, playing to the end.
    case animating
    case completed(finished: Bool)

    public var name: StateName {
        switch self {
        case .idle: .idle
        case .interactive: .interactive
        case .settling: .settling
        case .animating: .animating
        case .completed: .completed
        }
    }
}

public enum StateName: String, Sendable, CaseIterable {
    case idle, interactive, settling, animating, completed
}

/// What can happen to a transition. Velocities are in progress units per second (signed: positive
/// toward the end). The time of every event is passed beside it to `handle(_:at:)`.
public enum TransitionEvent: Equatable, Sendable {
    case begin
    case update(progress: Double)
    case finish(velocity: Double)
    case cancel(velocity: Double)
    case start(animated: Bool)
    /// A frame of the driver's clock: advances a settle or a non-interactive run.
    case tick
    /// A new gesture while settling: back to interactive at the presented progress.
    case grab
    /// The input device went away: settle to the start.
    case abort
    /// Hero's `finish(animate: false)` (`.end`) and `cancel(animate: false)` (`.start`): the progress
    /// goes to that end at once and the transition completes, without a settle.
    case jump(to: Endpoint)

    public var name: EventName {
        switch self {
        case .begin: .begin
        case .update: .update
        case .finish: .finish
        case .cancel: .cancel
        case .start: .start
        case .tick: .tick
        case .grab: .grab
        case .abort: .abort
        case .jump: .jump
        }
    }
}

public enum EventName: String, Sendable, CaseIterable {
    case begin, update, finish, cancel, start, tick, grab, abort, jump
}

/// Why an event was refused. Raw values are the log's `reason` field (a contract).
public enum IgnoredReason: String, Sendable, CaseIterable {
    /// Nothing is running (idle): update/finish/cancel/grab/abort have nothing to act on.
    case notStarted = "not-started"
    /// begin/start/grab while a gesture already drives the transition.
    case alreadyInteractive = "already-interactive"
    /// begin/start while settling: a new gesture must `grab` the settle instead.
    case alreadySettling = "already-settling"
    /// begin/start while a non-interactive run plays.
    case alreadyAnimating = "already-animating"
    /// update after release, or cancel/grab/abort (or a jump to the start) of a non-interactive run.
    case notInteractive = "not-interactive"
    /// finish while already settling toward the end (or during a run, which always ends there).
    case alreadyFinishing = "already-finishing"
    /// cancel/abort while already settling toward the start.
    case alreadyCancelling = "already-cancelling"
    /// tick while nothing moves on its own (idle, or a gesture drives the progress).
    case nothingToAnimate = "nothing-to-animate"
    /// A progress or velocity that is NaN or infinite.
    case invalidValue = "invalid-value"
    /// An event stamped earlier than the last accepted one.
    case timeWentBackwards = "time-went-backwards"
}

public enum Screen: String, Sendable, CaseIterable {
    /// The screen shown at progress 0.
    case from
    /// The screen shown at progress 1.
    case to
}

public enum AppearancePhase: String, Sendable, CaseIterable {
    case willAppear, didAppear, willDisappear, didDisappear
}

/// What the caller should do or record. Returned, never performed.
public enum TransitionEffect: Equatable, Sendable {
    case stateChanged(from: StateName, to: StateName)
    case ignored(event: EventName, reason: IgnoredReason)
    /// Draw the transition at this progress.
    case frame(progress: Double)
    /// A settle (or run) started or reversed: from `from` toward `toward` with initial `velocity` (progress/s).
    case settle(toward: Endpoint, from: Double, velocity: Double)
    /// Reported exactly once per transition.
    case completed(finished: Bool)
    case appearance(screen: Screen, phase: AppearancePhase)
}
