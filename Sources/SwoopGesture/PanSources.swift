/// The kinds of contact that can drive a pan: the one list of them, for the recognizer, fixture
/// expectations, synthesized gestures and the command line.
public enum PanSourceKind: String, Sendable, Hashable, CaseIterable {
    /// Touchpad swipes (libinput's gestures of three fingers or more).
    case swipe
    /// Touchpad two-finger scrolling (`POINTER_SCROLL_FINGER`).
    case scroll
    /// Touchscreen drags.
    case touch
    /// Pinches, progress on a log scale toward a target scale (`PinchPan`): libinput's on touchpads, two
    /// touches on touchscreens. Only when asked for: every kind (`all`) means swipes, scrolls and drags,
    /// as before pinches panned.
    case pinch
}

/// Which contacts may drive a pan: one kind, or every kind (`kind == nil`), with finger counts — named
/// the way a person chooses them (`--source touch --fingers 2`, a fixture expectation's `source` and
/// `fingers`) and resolved here, once, into what the recognizer accepts (`swipeFingers`,
/// `twoFingerScroll`, `touchscreenFingers`). Keeping the choice rather than its resolution lets later
/// choices combine with earlier ones: `fingers` set for swipes still counts when a later choice
/// listens to touches only.
public struct PanSources: Sendable, Hashable {
    /// 3 and 4: the counts libinput reports as swipes and desktops use for navigation.
    public static let defaultSwipeFingers: Set<Int> = [3, 4]
    /// 1: a one-finger drag; a second finger landing before the slop rejects the gesture.
    public static let defaultTouchscreenFingers = 1
    /// On: two-finger scrolling is how most touchpads pan content, when listening to every kind.
    public static let defaultScroll = true

    /// The finger counts a person can mean: one hand on a touchpad or a touchscreen.
    package static let fingerCounts = 1...10
    /// What logs and the `--source` flag call every kind.
    package static let everyKindName = "all"

    /// The one kind listened to; `nil`: every kind.
    public var kind: PanSourceKind?
    /// Finger counts for `kind`: the swipe counts, or with `.touch` how many touches are averaged (the
    /// largest count). With every kind, the swipe counts. `nil`: the defaults.
    public var fingers: [Int]?
    /// Touches averaged on a touchscreen, with every kind or with `.touch` (where it wins over
    /// `fingers`). 0 turns touchscreens off. `nil`: `defaultTouchscreenFingers`.
    public var touchFingers: Int?
    /// Two-finger scrolling, with every kind.
    public var scroll: Bool
    /// Pinches beside every other kind (`kind == nil`): what an app whose routes take a pinch listens
    /// to, as UIKit puts a pinch recognizer beside a pan recognizer. On a touchscreen that follows one
    /// finger, a second finger landing before the first left the slop makes the touch a pinch.
    public var pinchesBeside: Bool

    public init(
        kind: PanSourceKind? = nil, fingers: [Int]? = nil, touchFingers: Int? = nil,
        scroll: Bool = defaultScroll, pinchesBeside: Bool = false
    ) {
        self.kind = kind
        self.fingers = fingers
        self.touchFingers = touchFingers
        self.scroll = scroll
        self.pinchesBeside = pinchesBeside
    }

    /// Touchpad swipes with these finger counts are accepted. Empty: swipes are ignored.
    public var swipeFingers: Set<Int> {
        switch kind {
        case nil, .swipe: fingers.map(Set.init) ?? Self.defaultSwipeFingers
        case .scroll, .touch, .pinch: []
        }
    }

    /// Touchpad two-finger scrolling is accepted.
    public var twoFingerScroll: Bool {
        switch kind {
        case nil: scroll
        case .scroll: true
        case .swipe, .touch, .pinch: false
        }
    }

    /// Touchscreen drags follow the mean motion of up to this many fingers; 0: touchscreens are ignored.
    public var touchscreenFingers: Int {
        switch kind {
        case nil: touchFingers ?? Self.defaultTouchscreenFingers
        case .touch: touchFingers ?? fingers?.max() ?? Self.defaultTouchscreenFingers
        case .swipe, .scroll, .pinch: 0
        }
    }

    /// Pinches with these finger counts are accepted (`--source pinch`, or `pinchesBeside` with every
    /// kind): touchpad pinches, and touchscreen pinches where `PinchPan.touchscreenFingers` is among
    /// them. Empty: ignored.
    public var pinchFingers: Set<Int> {
        switch kind {
        case .pinch: fingers.map(Set.init) ?? PinchPan.defaultFingers
        case nil: pinchesBeside ? PinchPan.defaultFingers : []
        case .swipe, .scroll, .touch: []
        }
    }

    /// Touchscreens make pinches of their touches rather than drags.
    package var touchscreenPinches: Bool { kind == .pinch && pinchFingers.contains(PinchPan.touchscreenFingers) }

    /// Touchscreens make drags of one finger, and pinches of two that land before it left the slop.
    package var touchscreenPinchesBesideDrags: Bool { kind == nil && pinchesBeside && touchscreenFingers == 1 }

    /// The kind's name, or `everyKindName`.
    package var kindName: String { kind?.rawValue ?? Self.everyKindName }
}
