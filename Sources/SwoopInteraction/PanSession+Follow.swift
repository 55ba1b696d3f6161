import SwoopCore
import SwoopEngine
import SwoopGesture

/// The finger-following element of a pan-driven session, as the Hero seed's pan handler does it:
/// every move of the finger moves the element with it (`InteractiveController.follow`); after the
/// release the element keeps the finger's speed while its offset fades out (`FingerFollow.Entry`).
struct FollowTracking: Sendable {
    /// The pan the element follows and its scale.
    var binding: PanBinding
    var scale: FollowScale
    /// Where the element was drawn from its track when the pan took hold (a caught settle), in scene points.
    var base: Point
}

extension PanSession {
    /// Override effects for `pan` once the controller has handled it.
    mutating func followFinger(_ pan: PanEvent) -> [OverrideEffect] {
        guard let follow else { return [] }
        switch pan.phase {
        case .began:
            following = nil
            guard let binding = controller.binding, case .interactive = controller.state else { return [] }
            // A pan that catches a settling follower takes it from where it is drawn: nothing jumps.
            let drawn = controller.overrides.following(follow.element)?.offset(at: controller.presentedProgress)
            following = FollowTracking(
                binding: binding,
                scale: follow.scale(
                    for: pan, binding: binding,
                    device: recognizer.devices[pan.device]),
                base: drawn ?? Point(x: 0, y: 0))
            return []
        case .changed, .resumed:
            guard let tracking = following, controller.binding == tracking.binding,
                case .interactive = controller.state
            else { return [] }
            let moved = tracking.scale.translation(of: pan, from: tracking.binding)
            return controller.follow(
                follow.element, by: Point(x: tracking.base.x + moved.x, y: tracking.base.y + moved.y),
                pointsPerProgress: tracking.scale.pointsPerProgress(of: pan, from: tracking.binding),
                at: pan.time)
        case .ended, .cancelled:
            following = nil
            return []
        }
    }
}
