import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel

/// Hero's interactive-transition API over the engine's state machine: `begin`, `update`, `finish`,
/// `cancel`, `apply(modifiers:to:)` and `changeTarget(modifiers:isDestination:to:)` — every call with the
/// time it happens at, every consequence appended to the caller's effects buffer.
///
/// Unlike Hero, misuse is neither silent nor fatal: `update` after `finish`, a second `finish`, a
/// `cancel` with nothing running each come back as one `.ignored` effect with a reason and change
/// nothing. How a release settles is the machine's timing: a spring carrying the release velocity, or
/// Hero's own playback (`SettleStyle`).
/// `handle(_:device:into:)` drives the same controller from a `PanRecognizer` (see `InteractiveController+Pan`).
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
    /// The bound pan's last velocities, for release rules that average them (`ReleaseMotion.recent`).
    var recentVelocities = VelocitySamples()
    /// The machine's effects on their way into the caller's `InteractionEffect` buffer (`handle(_:device:into:)`):
    /// one buffer kept for the controller's life, so a pan event allocates nothing.
    var transitionScratch: [TransitionEffect] = []

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

    // Every verb appends its effects to the caller's buffer (`TransitionMachine.handle(_:at:into:)`):
    // a host or session that reuses one buffer makes no allocation per call or frame.

    /// Starts an interactive transition at progress 0.
    public mutating func begin(at time: Timestamp, into effects: inout [TransitionEffect]) {
        send(.begin, at: time, into: &effects)
    }

    /// Moves an interactive transition to `progress` (clamped to 0…1 unless the engine is unclamped).
    public mutating func update(_ progress: Double, at time: Timestamp, into effects: inout [TransitionEffect]) {
        send(.update(progress: progress), at: time, into: &effects)
    }

    /// Settles to the end carrying `velocity` (progress/s); during a settle toward the start, reverses it.
    public mutating func finish(velocity: Double = 0, at time: Timestamp, into effects: inout [TransitionEffect]) {
        binding = nil
        send(.finish(velocity: velocity), at: time, into: &effects)
    }

    /// Settles back to the start carrying `velocity` (progress/s); during a settle toward the end, reverses it.
    public mutating func cancel(velocity: Double = 0, at time: Timestamp, into effects: inout [TransitionEffect]) {
        binding = nil
        send(.cancel(velocity: velocity), at: time, into: &effects)
    }

    /// Hero's `finish(animate:)`: with `animate: false` the transition goes to its end at once and
    /// completes (reported once), without a settle; with `true` it is `finish(velocity:at:into:)`.
    public mutating func finish(
        animate: Bool, velocity: Double = 0, at time: Timestamp,
        into effects: inout [TransitionEffect]
    ) {
        guard !animate else { return finish(velocity: velocity, at: time, into: &effects) }
        jump(to: .end, at: time, into: &effects)
    }

    /// Hero's `cancel(animate:)`: with `animate: false` the transition goes back to its start at once and
    /// completes unfinished, without a settle; with `true` it is `cancel(velocity:at:into:)`.
    public mutating func cancel(
        animate: Bool, velocity: Double = 0, at time: Timestamp,
        into effects: inout [TransitionEffect]
    ) {
        guard !animate else { return cancel(velocity: velocity, at: time, into: &effects) }
        jump(to: .start, at: time, into: &effects)
    }

    /// Hero's `animate: false`: lets go of the pan and puts the transition at `end` at once.
    private mutating func jump(to end: Endpoint, at time: Timestamp, into effects: inout [TransitionEffect]) {
        binding = nil
        send(.jump(to: end), at: time, into: &effects)
    }

    /// Takes hold of a settling transition at the progress on screen (a new gesture caught it).
    public mutating func grab(at time: Timestamp, into effects: inout [TransitionEffect]) {
        send(.grab, at: time, into: &effects)
    }

    /// The input went away: settle to the start from rest.
    public mutating func abort(at time: Timestamp, into effects: inout [TransitionEffect]) {
        binding = nil
        send(.abort, at: time, into: &effects)
    }

    /// A frame of the driver's clock (only needed while `machine.needsFrames`).
    public mutating func tick(at time: Timestamp, into effects: inout [TransitionEffect]) {
        send(.tick, at: time, into: &effects)
    }

    mutating func send(_ event: TransitionEvent, at time: Timestamp, into effects: inout [TransitionEffect]) {
        let wasInteractive = if case .interactive = machine.state { true } else { false }
        let first = effects.endIndex
        machine.handle(event, at: time, into: &effects)
        // The gesture let go (finish, cancel, abort): held overrides start going back from what is on screen.
        if wasInteractive, case .settling = machine.state { overrides.release(at: machine.presentedProgress) }
        let run = machine.state == .animating
        for index in first..<effects.endIndex {
            overrides.recordAlongside(
                effects[index], at: time, presented: machine.presentedProgress, timing: machine.timing, run: run)
            switch effects[index] {
            case .completed:
                overrides = ElementOverrides()
                binding = nil
            case .settle(let toward, let from, _):
                // Hero's release restarts every element from what is drawn (a run plays the tracks as they are).
                if case .hero = machine.timing.mode, case .settling = machine.state {
                    overrides.resume(HeroResume(from: from, toward: toward))
                }
            default: continue
            }
        }
    }
}

// The verbs with their effects returned, for a host that does not keep a buffer.
extension InteractiveController {
    private mutating func effects(_ call: (inout Self, inout [TransitionEffect]) -> Void) -> [TransitionEffect] {
        var effects: [TransitionEffect] = []
        call(&self, &effects)
        return effects
    }

    public mutating func begin(at time: Timestamp) -> [TransitionEffect] { effects { $0.begin(at: time, into: &$1) } }

    public mutating func update(_ progress: Double, at time: Timestamp) -> [TransitionEffect] {
        effects { $0.update(progress, at: time, into: &$1) }
    }

    public mutating func finish(velocity: Double = 0, at time: Timestamp) -> [TransitionEffect] {
        effects { $0.finish(velocity: velocity, at: time, into: &$1) }
    }

    public mutating func cancel(velocity: Double = 0, at time: Timestamp) -> [TransitionEffect] {
        effects { $0.cancel(velocity: velocity, at: time, into: &$1) }
    }

    public mutating func finish(animate: Bool, velocity: Double = 0, at time: Timestamp) -> [TransitionEffect] {
        effects { $0.finish(animate: animate, velocity: velocity, at: time, into: &$1) }
    }

    public mutating func cancel(animate: Bool, velocity: Double = 0, at time: Timestamp) -> [TransitionEffect] {
        effects { $0.cancel(animate: animate, velocity: velocity, at: time, into: &$1) }
    }

    public mutating func grab(at time: Timestamp) -> [TransitionEffect] { effects { $0.grab(at: time, into: &$1) } }

    public mutating func abort(at time: Timestamp) -> [TransitionEffect] { effects { $0.abort(at: time, into: &$1) } }

    public mutating func tick(at time: Timestamp) -> [TransitionEffect] { effects { $0.tick(at: time, into: &$1) } }
}
