import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel

/// Hero's interactive-transition API over the engine's state machine: `begin`, `update`, `finish`,
/// `cancel`, `apply(modifiers:to:)` and `changeTarget(modifiers:isDestination:to:)` — every call with the
/// time it happens at, every consequence returned as effects.
///
/// Unlike Hero, misuse is neither silent nor fatal: `update` after `finish`, a second `finish`, a
/// `cancel` with nothing running each come back as one `.ignored` effect with a reason and change
/// nothing, and the release velocity is carried into the settle instead of restarting a curve.
/// `handle(_:)` drives the same controller from a `PanRecognizer` (see `InteractiveController+Pan`).
public struct InteractiveController: Sendable {
    public private(set) var machine: TransitionMachine
    /// How a pan's release is decided (the pan-driven mode).
    public var release: ReleasePolicy
    /// How far a pan goes for the whole transition (the pan-driven mode; the progress limit is the machine's).
    public var distance: PanDistance
    /// Per-element overrides from `apply`/`changeTarget` (see `InteractiveController+Overrides`), for
    /// `TransitionPlan.evaluate(progress:overrides:into:)`; released when the interaction ends, cleared
    /// when the transition completes (Hero forgets them with the transition).
    public internal(set) var overrides = ElementOverrides()
    /// The pan driving the progress, if any.
    public internal(set) var binding: PanBinding?

    public init(
        machine: TransitionMachine = TransitionMachine(), release: ReleasePolicy = ReleasePolicy(),
        distance: PanDistance = .default
    ) {
        self.machine = machine
        self.release = release
        self.distance = distance
    }

    public var state: TransitionState { machine.state }
    public var presentedProgress: Double { machine.presentedProgress }

    /// Starts an interactive transition at progress 0.
    public mutating func begin(at time: Timestamp) -> [TransitionEffect] {
        send(.begin, at: time)
    }

    /// Moves an interactive transition to `progress` (clamped to 0…1 unless the engine is unclamped).
    public mutating func update(_ progress: Double, at time: Timestamp) -> [TransitionEffect] {
        send(.update(progress: progress), at: time)
    }

    /// Settles to the end carrying `velocity` (progress/s); during a settle toward the start, reverses it.
    public mutating func finish(velocity: Double = 0, at time: Timestamp) -> [TransitionEffect] {
        binding = nil
        return send(.finish(velocity: velocity), at: time)
    }

    /// Settles back to the start carrying `velocity` (progress/s); during a settle toward the end, reverses it.
    public mutating func cancel(velocity: Double = 0, at time: Timestamp) -> [TransitionEffect] {
        binding = nil
        return send(.cancel(velocity: velocity), at: time)
    }

    /// Hero's `finish(animate:)`: with `animate: false` the transition goes to its end at once and
    /// completes (reported once), without a settle; with `true` it is `finish(velocity:at:)`.
    public mutating func finish(animate: Bool, velocity: Double = 0, at time: Timestamp) -> [TransitionEffect] {
        guard !animate else { return finish(velocity: velocity, at: time) }
        binding = nil
        return send(.jump(to: .end), at: time)
    }

    /// Hero's `cancel(animate:)`: with `animate: false` the transition goes back to its start at once and
    /// completes unfinished, without a settle; with `true` it is `cancel(velocity:at:)`.
    public mutating func cancel(animate: Bool, velocity: Double = 0, at time: Timestamp) -> [TransitionEffect] {
        guard !animate else { return cancel(velocity: velocity, at: time) }
        binding = nil
        return send(.jump(to: .start), at: time)
    }

    /// Takes hold of a settling transition at the progress on screen (a new gesture caught it).
    public mutating func grab(at time: Timestamp) -> [TransitionEffect] {
        send(.grab, at: time)
    }

    /// The input went away: settle to the start from rest.
    public mutating func abort(at time: Timestamp) -> [TransitionEffect] {
        binding = nil
        return send(.abort, at: time)
    }

    /// A frame of the driver's clock (only needed while `machine.needsFrames`).
    public mutating func tick(at time: Timestamp) -> [TransitionEffect] {
        send(.tick, at: time)
    }

    mutating func send(_ event: TransitionEvent, at time: Timestamp) -> [TransitionEffect] {
        let wasInteractive = if case .interactive = machine.state { true } else { false }
        let effects = machine.handle(event, at: time)
        // The gesture let go (finish, cancel, abort): frozen overrides start blending from what is on screen.
        if wasInteractive, case .settling = machine.state { overrides.release(at: machine.presentedProgress) }
        for effect in effects {
            if case .completed = effect {
                overrides = ElementOverrides()
                binding = nil
            }
        }
        return effects
    }
}
