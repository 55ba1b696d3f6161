import SwoopCore
import SwoopInputModel

/// One source-independent step of a contact (a swipe, a scroll sequence, a touchscreen drag, a pinch), before
/// slop, axis and direction are applied. The recognizer's state machine speaks only this language, so
/// the three sources share one set of rules.
enum ContactEvent: Sendable, Hashable {
    case began(PanSource)
    /// Another finger joined a touchscreen drag (now `fingers` are followed).
    case joined(fingers: Int)
    /// Displacement (mm, device axes) since the previous step.
    case moved(PlanarVector)
    /// A pinch's scale from its begin is now this (libinput's on a touchpad, the touches' distance
    /// ratio on a touchscreen); the state machine turns it into motion along the pinch's axis.
    case pinched(scale: Double)
    /// The fingers lifted.
    case ended
    /// libinput cancelled the swipe; a new swipe may continue it (see `PanRecognizer`).
    case interrupted
    case cancelled(PanCancelReason)
    /// More fingers landed than the source follows.
    case extraFinger
}

struct TimedContact: Sendable, Hashable {
    var time: Timestamp
    var event: ContactEvent
}
