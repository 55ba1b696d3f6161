import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel

extension InteractiveController {
    /// Fingers came to rest on a touchpad (libinput's hold) while the transition settles: it freezes at
    /// the progress on screen, a grab with no pan yet (`PanBinding.hold`, logged with rule `hold`). The
    /// pan their motion becomes takes over from there; a lift without motion is `releaseHold`.
    /// Nothing happens unless the transition is settling and no pan holds it.
    public mutating func holdGrab(
        device: DeviceID, source: PanSource, info: DeviceInfo?, at time: Timestamp,
        into effects: inout [TransitionEffect]
    ) -> PanBinding? {
        guard binding == nil, case .settling = machine.state else { return nil }
        send(.grab, at: time, into: &effects)
        guard case .interactive = machine.state else { return nil }
        var bound = PanBinding(
            device: device, source: source,
            distanceMM: distance.millimetres(kind: .touchpad, axis: .x, device: info),
            baseProgress: machine.presentedProgress, originTranslation: 0, grabbed: true)
        bound.hold = true
        binding = bound
        return bound
    }

    /// The resting fingers lifted without moving: the release rule decides again at the frozen progress,
    /// at rest. `cancelled` (the device or the input went away): cancel, and settle back from rest.
    public mutating func releaseHold(
        cancelled: DecisionRule? = nil, at time: Timestamp, into effects: inout [TransitionEffect]
    ) -> ReleaseDecision? {
        guard let held = binding, held.hold else { return nil }
        binding = nil
        let progress = machine.presentedProgress
        if let cancelled {
            let decision = release.decideCancelled(
                cancelled, progress: progress, velocity: 0, velocityMMPerSecond: 0, kind: .touchpad)
            send(.abort, at: time, into: &effects)
            return decision
        }
        let decision = release.decide(
            ReleaseMotion(
                progress: progress, velocity: 0, velocityMMPerSecond: 0, kind: .touchpad,
                distanceMM: held.distanceMM, travelMM: 0, transitionSeconds: machine.timing.nominalDuration))
        switch decision.outcome {
        case .finish: send(.finish(velocity: 0), at: time, into: &effects)
        case .cancel: send(.cancel(velocity: 0), at: time, into: &effects)
        }
        return decision
    }
}
