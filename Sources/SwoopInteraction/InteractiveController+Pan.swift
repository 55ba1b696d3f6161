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
    /// the `ReleasePolicy` decides, and the release velocity goes into the settle. Effects are appended
    /// to `out`, the caller's buffer (the pan-driven mode's one entry point).
    /// `device` is what the recognizer knows of the pan's device (its size sets the default distance).
    public mutating func handle(_ pan: PanEvent, device: DeviceInfo? = nil, into out: inout [InteractionEffect]) {
        let time = pan.time
        switch pan.phase {
        case .began:
            attach(pan, device: device, at: time, into: &out)
        case .changed, .resumed:
            guard let binding, binding.device == pan.device else { return }
            transition(.update(progress: binding.rawProgress(translation: pan.translation)), at: time, into: &out)
        case .ended:
            guard let binding, binding.device == pan.device else { return }
            let decision = release(pan, binding: binding, rule: nil)
            out.append(.decision(decision))
            self.binding = nil
            switch decision.outcome {
            case .finish: transition(.finish(velocity: decision.velocity), at: time, into: &out)
            case .cancel: transition(.cancel(velocity: decision.velocity), at: time, into: &out)
            }
        case .cancelled(let reason):
            guard let binding, binding.device == pan.device else { return }
            let rule: DecisionRule =
                switch reason {
                case .gestureCancelled, .touchCancelled: .gestureCancelled
                case .deviceRemoved: .deviceRemoved
                case .inputEnded: .inputEnded
                }
            let decision = release(pan, binding: binding, rule: rule)
            out.append(.decision(decision))
            self.binding = nil
            // A cancelled gesture settles back with the finger's speed; a device or input that went
            // away leaves no finger to take a speed from, so the engine's abort settles from rest.
            switch reason {
            case .gestureCancelled, .touchCancelled:
                transition(.cancel(velocity: decision.velocity), at: time, into: &out)
            case .deviceRemoved, .inputEnded: transition(.abort, at: time, into: &out)
            }
        }
    }

    private mutating func attach(
        _ pan: PanEvent, device: DeviceInfo?, at time: Timestamp,
        into out: inout [InteractionEffect]
    ) {
        var grabbed = false
        switch machine.state {
        case .idle, .completed:
            transition(.begin, at: time, into: &out)
        case .settling:
            transition(.grab, at: time, into: &out)
            grabbed = true
        case .interactive:
            break  // begun through the API: the pan takes over from the progress on screen
        case .animating:
            // Refused by the engine (a run is not interactive): logged, not bound.
            transition(.grab, at: time, into: &out)
        }
        guard case .interactive = machine.state else { return }
        let distance = self.distance.millimetres(kind: pan.deviceKind, axis: pan.axis, device: device)
        let bound = PanBinding(
            device: pan.device, source: pan.source, distanceMM: distance,
            baseProgress: machine.presentedProgress, originTranslation: pan.translation,
            grabbed: grabbed)
        binding = bound
        out.append(.attached(bound))
    }

    /// Sends `event` to the machine through the controller's scratch buffer and appends its effects to
    /// `out` as `.transition` effects.
    private mutating func transition(_ event: TransitionEvent, at time: Timestamp, into out: inout [InteractionEffect])
    {
        var effects: [TransitionEffect] = []
        swap(&effects, &transitionScratch)  // taken out while in use: the buffer is not copied on write
        let first = effects.endIndex
        send(event, at: time, into: &effects)
        for index in first..<effects.endIndex { out.append(.transition(effects[index])) }
        // Emptied once grown, not per call: emptying goes through `replaceSubrange` even when empty.
        if effects.count >= 64 { effects.removeAll(keepingCapacity: true) }
        swap(&effects, &transitionScratch)
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
