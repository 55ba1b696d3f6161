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

/// What a pan event did besides moving the transition (`InteractiveController.handle(_:device:transitions:)`).
/// A decision comes before the transition effects of the same event (the release decided them), an
/// attachment after them (the transition began or was caught first).
public struct PanHandling: Sendable, Equatable {
    public var decision: ReleaseDecision?
    public var attached: PanBinding?
}

extension InteractiveController {
    /// `handle(_:device:into:)` with the effects returned: for a host that does not keep a buffer.
    public mutating func handle(_ pan: PanEvent, device: DeviceInfo? = nil) -> [InteractionEffect] {
        var out: [InteractionEffect] = []
        handle(pan, device: device, into: &out)
        return out
    }

    /// Drives the transition from a pan: progress = base + (translation − origin) / distance; on release,
    /// the `ReleasePolicy` decides, and the release velocity goes into the settle. Effects are appended
    /// to `out`, the caller's buffer (the pan-driven mode's one entry point).
    /// `device` is what the recognizer knows of the pan's device (its size sets the default distance).
    public mutating func handle(_ pan: PanEvent, device: DeviceInfo? = nil, into out: inout [InteractionEffect]) {
        var effects: [TransitionEffect] = []
        swap(&effects, &transitionScratch)  // taken out while in use: the buffer is not copied on write
        let first = effects.endIndex
        let handling = handle(pan, device: device, transitions: &effects)
        if let decision = handling.decision { out.append(.decision(decision)) }
        for index in first..<effects.endIndex { out.append(.transition(effects[index])) }
        if let attached = handling.attached { out.append(.attached(attached)) }
        // Emptied once grown, not per call: emptying goes through `replaceSubrange` even when empty.
        if effects.count >= 64 { effects.removeAll(keepingCapacity: true) }
        swap(&effects, &transitionScratch)
    }

    /// `handle(_:device:into:)` with the machine's effects appended straight to `transitions` and the
    /// decision and attachment returned beside them: a session records each effect once, with no
    /// intermediate buffer.
    public mutating func handle(
        _ pan: PanEvent, device: DeviceInfo? = nil, transitions effects: inout [TransitionEffect]
    ) -> PanHandling {
        let time = pan.time
        switch pan.phase {
        case .began:
            return PanHandling(decision: nil, attached: attach(pan, device: device, at: time, into: &effects))
        case .changed, .resumed:
            guard let binding, binding.device == pan.device else { break }
            send(.update(progress: binding.rawProgress(translation: pan.translation)), at: time, into: &effects)
        case .ended:
            guard let binding, binding.device == pan.device else { break }
            let decision = release(pan, binding: binding, rule: nil)
            self.binding = nil
            switch decision.outcome {
            case .finish: send(.finish(velocity: decision.velocity), at: time, into: &effects)
            case .cancel: send(.cancel(velocity: decision.velocity), at: time, into: &effects)
            }
            return PanHandling(decision: decision, attached: nil)
        case .cancelled(let reason):
            guard let binding, binding.device == pan.device else { break }
            let rule: DecisionRule =
                switch reason {
                case .gestureCancelled, .touchCancelled: .gestureCancelled
                case .deviceRemoved: .deviceRemoved
                case .inputEnded: .inputEnded
                }
            let decision = release(pan, binding: binding, rule: rule)
            self.binding = nil
            // A cancelled gesture settles back with the finger's speed; a device or input that went
            // away leaves no finger to take a speed from, so the engine's abort settles from rest.
            switch reason {
            case .gestureCancelled, .touchCancelled:
                send(.cancel(velocity: decision.velocity), at: time, into: &effects)
            case .deviceRemoved, .inputEnded: send(.abort, at: time, into: &effects)
            }
            return PanHandling(decision: decision, attached: nil)
        }
        return PanHandling(decision: nil, attached: nil)
    }

    /// Begins or catches the transition for a new pan; the binding, if it took hold.
    private mutating func attach(
        _ pan: PanEvent, device: DeviceInfo?, at time: Timestamp,
        into effects: inout [TransitionEffect]
    ) -> PanBinding? {
        var grabbed = false
        switch machine.state {
        case .idle, .completed:
            send(.begin, at: time, into: &effects)
        case .settling:
            send(.grab, at: time, into: &effects)
            grabbed = true
        case .interactive:
            break  // begun through the API: the pan takes over from the progress on screen
        case .animating:
            // Refused by the engine (a run is not interactive): logged, not bound.
            send(.grab, at: time, into: &effects)
        }
        guard case .interactive = machine.state else { return nil }
        let distance = self.distance.millimetres(kind: pan.deviceKind, axis: pan.axis, device: device)
        let bound = PanBinding(
            device: pan.device, source: pan.source, distanceMM: distance,
            baseProgress: machine.presentedProgress, originTranslation: pan.translation,
            grabbed: grabbed)
        binding = bound
        return bound
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
