import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel

/// Hold to interrupt: fingers resting on a touchpad freeze a settling transition (see
/// `InteractiveController.holdGrab`). The recognizer keeps treating the hold as it always has (a tap
/// if it lifts, the start of the swipe or scroll its motion becomes); the session grabs before it,
/// and when the held fingers' contact ends without a pan, decides the release at rest.
extension PanSession {
    /// The source whose finger counts a hold of `fingers` matches: the swipe it could become, or two-finger
    /// scrolling; `nil` for counts the session does not listen to.
    func holdSource(fingers: Int) -> PanSource? {
        let sources = configuration.gesture.sources
        if sources.swipeFingers.contains(fingers) { return .touchpadSwipe(fingers: fingers) }
        if sources.twoFingerScroll, fingers == 2 { return .touchpadScroll }
        return nil
    }

    /// Before the recognizer sees `event`: a hold begin of a listened finger count on a touchpad, while
    /// the transition settles and nothing pans, grabs it.
    mutating func holdBegan(_ event: TimedInputEvent, into out: inout SessionRecords) {
        guard case .holdBegin(let fingers) = event.event, !recognizer.isPanning, controller.binding == nil,
            case .settling = controller.machine.state, let source = holdSource(fingers: fingers),
            recognizer.device(event.device)?.kind != .touchscreen
        else { return }
        var effects: [TransitionEffect] = []
        let shown = out.keep(controller.overrides)
        let bound = controller.holdGrab(
            device: event.device, source: source, info: recognizer.device(event.device), at: event.time,
            into: &effects)
        for effect in effects { record(.transition(effect), at: event.time, shown: shown, into: &out) }
        if let bound { record(.attached(bound), at: event.time, shown: shown, into: &out) }
    }

    /// After the recognizer: the held device's contact ended without becoming a pan (the fingers lifted,
    /// or moved too little, or the device or input went away). That contact is the hold's interaction,
    /// not one of its own; the release is decided at the frozen progress, at rest.
    mutating func holdEnded(_ event: TimedInputEvent?, since first: Int, into out: inout SessionRecords) {
        guard let held = controller.binding, held.hold else { return }
        let ended = unpanned[first...].contains { $0.device == held.device }
        let removed = if case .deviceRemoved = event?.event, event?.device == held.device { true } else { false }
        guard ended || removed || event == nil else { return }
        var index = first
        while index < unpanned.endIndex {
            if unpanned[index].device == held.device { unpanned.remove(at: index) } else { index += 1 }
        }
        let time = event?.time ?? now ?? .zero
        let cancelled: DecisionRule? = event == nil ? .inputEnded : removed ? .deviceRemoved : nil
        var effects: [TransitionEffect] = []
        let shown = out.keep(controller.overrides)
        guard let decision = controller.releaseHold(cancelled: cancelled, at: time, into: &effects) else { return }
        record(.decision(decision), at: time, shown: shown, into: &out)
        for effect in effects { record(.transition(effect), at: time, shown: shown, into: &out) }
    }
}
