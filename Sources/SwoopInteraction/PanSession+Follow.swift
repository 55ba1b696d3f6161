import SwoopCore
import SwoopEngine
import SwoopGesture

/// The finger-following element of a pan-driven session, as the Hero seed's pan handler does it:
/// every move of the finger sets the element's transform to the finger's translation
/// (`InteractiveController.follow`); after the release the element goes from there to its track's end.
struct FollowTracking: Sendable {
    /// The pan the element follows and its scale.
    var binding: PanBinding
    var scale: FollowScale
    /// Where the element was drawn from its track when the pan took hold (a caught settle), in scene points.
    var base: Point
}

extension PanSession {
    /// The override effect for `pan` once the controller has handled it, if the element moved.
    mutating func followFinger(_ pan: PanEvent) -> OverrideEffect? {
        guard let follow else { return nil }
        switch pan.phase {
        case .began:
            following = nil
            guard let binding = controller.binding, case .interactive = controller.state else { return nil }
            // A pan that catches a settling follower takes it from the share of the offset still drawn.
            let drawn = controller.overrides.following(follow.element)?.offset(at: controller.presentedProgress)
            following = FollowTracking(
                binding: binding,
                scale: follow.scale(
                    for: pan, binding: binding,
                    device: recognizer.device(pan.device)),
                base: drawn ?? Point(x: 0, y: 0))
            return nil
        case .changed, .resumed:
            guard let tracking = following, controller.binding == tracking.binding,
                case .interactive = controller.state
            else { return nil }
            let moved = tracking.scale.translation(of: pan, from: tracking.binding)
            return controller.follow(
                follow.element, by: Point(x: tracking.base.x + moved.x, y: tracking.base.y + moved.y),
                at: pan.time)
        case .ended, .cancelled:
            following = nil
            return nil
        }
    }
}
