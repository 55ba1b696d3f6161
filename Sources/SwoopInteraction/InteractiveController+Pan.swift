import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel

/// A pan that has taken hold of the transition.
public struct PanBinding: Sendable, Equatable {
    public var device: DeviceID
    public var source: PanSource
    public var distanceMM: Double
    /// Progress when the pan took hold: 0 for a new transition, the presented progress for a grab.
    public var baseProgress: Double
    /// The pan's translation (mm) when it took hold: progress counts from there, so nothing jumps by the slop.
    public var originTranslation: Double
    /// The pan caught a settling transition rather than starting one.
    public var grabbed: Bool

    /// `base + (translation − origin) / distance`, before the progress limit.
    public func rawProgress(translation: Double) -> Double {
        baseProgress + (translation - originTranslation) / distanceMM
    }
}

/// What the pan-driven controller did.
public enum InteractionEffect: Sendable, Equatable {
    /// A pan took hold of the transition.
    case attached(PanBinding)
    case decision(ReleaseDecision)
    case transition(TransitionEffect)
    /// An `apply`/`changeTarget` call (`PanSession.apply`, `PanSession.changeTarget`).
    case override(OverrideEffect)
}

extension InteractiveController {
    /// Drives the transition from a pan: progress = base + (translation − origin) / distance; on release,
    /// the `ReleasePolicy` decides, and the release velocity goes into the settle.
    /// `device` is what the recognizer knows of the pan's device (its size sets the default distance).
    public mutating func handle(_ pan: PanEvent, device: DeviceInfo? = nil) -> [InteractionEffect] {
        let time = pan.time
        switch pan.phase {
        case .began:
            return attach(pan, device: device, at: time)
        case .changed, .resumed:
            guard let binding, binding.device == pan.device else { return [] }
            return update(binding.rawProgress(translation: pan.translation), at: time).map(InteractionEffect.transition)
        case .ended:
            guard let binding, binding.device == pan.device else { return [] }
            let decision = release(pan, binding: binding, rule: nil)
            let velocity = decision.velocity
            let effects =
                switch decision.outcome {
                case .finish: finish(velocity: velocity, at: time)
                case .cancel: cancel(velocity: velocity, at: time)
                }
            return [.decision(decision)] + effects.map(InteractionEffect.transition)
        case .cancelled(let reason):
            guard let binding, binding.device == pan.device else { return [] }
            let rule: DecisionRule =
                switch reason {
                case .gestureCancelled, .touchCancelled: .gestureCancelled
                case .deviceRemoved: .deviceRemoved
                case .inputEnded: .inputEnded
                }
            let decision = release(pan, binding: binding, rule: rule)
            // A cancelled gesture settles back with the finger's speed; a device or input that went
            // away leaves no finger to take a speed from, so the engine's abort settles from rest.
            let effects =
                switch reason {
                case .gestureCancelled, .touchCancelled: cancel(velocity: decision.velocity, at: time)
                case .deviceRemoved, .inputEnded: abort(at: time)
                }
            return [.decision(decision)] + effects.map(InteractionEffect.transition)
        }
    }

    private mutating func attach(_ pan: PanEvent, device: DeviceInfo?, at time: Timestamp) -> [InteractionEffect] {
        var effects: [TransitionEffect]
        var grabbed = false
        switch machine.state {
        case .idle, .completed:
            effects = begin(at: time)
        case .settling:
            effects = grab(at: time)
            grabbed = true
        case .interactive:
            effects = []  // begun through the API: the pan takes over from the progress on screen
        case .animating:
            effects = grab(at: time)  // refused by the engine (a run is not interactive): logged, not bound
        }
        guard case .interactive = machine.state else { return effects.map(InteractionEffect.transition) }
        let distance = self.distance.millimetres(kind: pan.deviceKind, axis: pan.axis, device: device)
        let bound = PanBinding(
            device: pan.device, source: pan.source, distanceMM: distance,
            baseProgress: machine.presentedProgress, originTranslation: pan.translation,
            grabbed: grabbed)
        binding = bound
        return effects.map(InteractionEffect.transition) + [.attached(bound)]
    }

    /// The decision for a release (`rule == nil`) or a cancel, from what is on screen.
    private func release(_ pan: PanEvent, binding: PanBinding, rule: DecisionRule?) -> ReleaseDecision {
        let progress = machine.limit.apply(binding.rawProgress(translation: pan.translation))
        let velocity = pan.velocity / binding.distanceMM
        let policy = release
        if let rule {
            return policy.decideCancelled(
                rule, progress: progress, velocity: velocity,
                velocityMMPerSecond: pan.velocity, kind: pan.deviceKind)
        }
        return policy.decide(
            progress: progress, velocity: velocity, velocityMMPerSecond: pan.velocity,
            kind: pan.deviceKind)
    }
}
