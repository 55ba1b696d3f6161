import SwoopCore
import SwoopInputModel

/// What kind of contact drives a pan.
public enum PanSource: Sendable, Hashable {
    /// A libinput swipe with this many fingers (the count of the latest swipe, after a continuation).
    case touchpadSwipe(fingers: Int)
    /// Two-finger scrolling on a touchpad.
    case touchpadScroll
    /// Touches on a touchscreen; `fingers` is how many were followed when the pan began.
    case touchscreenDrag(fingers: Int)
    /// A libinput pinch with this many fingers (see `PinchPan`).
    case touchpadPinch(fingers: Int)
    /// Two touches on a touchscreen pinching (see `PinchPan`): its scale is their distance over the
    /// distance when the second landed. libinput reports no gestures on touchscreens, so Swoop makes it.
    case touchscreenPinch(fingers: Int)

    public var deviceKind: DeviceKind {
        switch self {
        case .touchpadSwipe, .touchpadScroll, .touchpadPinch: .touchpad
        case .touchscreenDrag, .touchscreenPinch: .touchscreen
        }
    }

    /// The kind (its raw value is the name logs use: `swipe`, `scroll`, `touch`, `pinch` for either
    /// device's pinches: the device's own line says which it is).
    public var kind: PanSourceKind {
        switch self {
        case .touchpadSwipe: .swipe
        case .touchpadScroll: .scroll
        case .touchscreenDrag: .touch
        case .touchpadPinch, .touchscreenPinch: .pinch
        }
    }

    public var fingers: Int {
        switch self {
        case .touchpadSwipe(let fingers), .touchscreenDrag(let fingers), .touchpadPinch(let fingers),
            .touchscreenPinch(let fingers):
            fingers
        case .touchpadScroll: 2
        }
    }
}

/// Why a pan stopped without the fingers lifting normally.
public enum PanCancelReason: String, Sendable, Hashable, CaseIterable {
    /// libinput cancelled the swipe (a finger was added or removed) and no continuation followed in time;
    /// or the device started a different gesture in the middle of this one.
    case gestureCancelled = "gesture-cancelled"
    /// The touchscreen cancelled a followed touch (palm rejection, a grab by the compositor).
    case touchCancelled = "touch-cancelled"
    /// The device went away mid-pan.
    case deviceRemoved = "device-removed"
    /// The input ended (a recording or fixture ran out) with fingers still down.
    case inputEnded = "input-ended"
}

/// A pan's life: exactly one `began`, any number of `changed` and `resumed`, then exactly one `ended` or `cancelled`.
public enum PanPhase: Sendable, Hashable {
    case began
    case changed
    /// A swipe that libinput cancelled on a finger-count change was continued by the next swipe.
    case resumed
    /// The fingers lifted; `velocity` is the release velocity.
    case ended
    case cancelled(reason: PanCancelReason)

    public var name: String {
        switch self {
        case .began: "began"
        case .changed: "changed"
        case .resumed: "resumed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

/// One step of a pan, in millimetres along the locked axis, positive in the pan's direction.
public struct PanEvent: Sendable, Hashable {
    public var phase: PanPhase
    public var time: Timestamp
    public var device: DeviceID
    public var source: PanSource
    public var axis: LockedAxis
    /// The device-axis sign the pan was locked to; `translation` and `velocity` are multiplied by it,
    /// so that positive always means "further along the pan".
    public var direction: AxisSign
    /// Distance (mm) from where the contact first touched down, along the axis. Includes the slop.
    public var translation: Double
    /// mm/s along the axis over the recent velocity window.
    public var velocity: Double
    /// The edge the pan started from, when the configuration asks for one (`PanConfiguration.edge`).
    public var edge: ScreenEdge?
    /// A pinch's scale from its begin (libinput's; 1 at the begin); nil for every other source.
    public var scale: Double?

    public init(
        phase: PanPhase, time: Timestamp, device: DeviceID, source: PanSource, axis: LockedAxis,
        direction: AxisSign, translation: Double, velocity: Double, edge: ScreenEdge? = nil,
        scale: Double? = nil
    ) {
        self.phase = phase
        self.time = time
        self.device = device
        self.source = source
        self.axis = axis
        self.direction = direction
        self.translation = translation
        self.velocity = velocity
        self.edge = edge
        self.scale = scale
    }

    public var deviceKind: DeviceKind { source.deviceKind }
}

/// A contact that ended without becoming a pan: a tap, a drag that stayed within the slop, one that
/// went the wrong way or diagonally, a touchpad tap (a libinput hold that ended uncancelled). Replay
/// counts these as interactions with outcome `none`, so the recognizer reports them as it decides them.
public struct UnpannedContact: Sendable, Hashable {
    public var device: DeviceID
    /// The contact's source; `nil` for a touchpad tap (a hold), which never became a swipe or scroll.
    public var source: PanSource?
    public var start: Timestamp
    /// When the fingers lifted, libinput cancelled the swipe, the device went away or the input ended.
    public var end: Timestamp
    /// The fingers lifted within the slop (a touchpad hold that ended uncancelled counts): a tap. A
    /// contact that was rejected, cancelled, removed or cut off by the end of input is not one.
    public var isTap: Bool = false
    /// Where a touchscreen tap's first finger touched down, in mm from the screen's top-left corner;
    /// `nil` for anything else (a touchpad has no position on the screen).
    public var position: PlanarVector?

    /// `swipe`, `scroll`, `touch` (the source kinds' names) or `hold`.
    package var kindName: String { source?.kind.rawValue ?? "hold" }
}
