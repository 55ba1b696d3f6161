import SwoopInputModel

/// Which axis a pan follows.
public enum PanAxis: String, Sendable, Hashable, CaseIterable {
    case x
    case y
    /// The dominant axis of the first movement past the slop, locked for the rest of the pan.
    case auto
}

/// One of the two device axes, once a pan has locked onto it. Device axes: +x right, +y down.
public enum LockedAxis: String, Sendable, Hashable, CaseIterable {
    case x
    case y
}

/// Which way along the axis a pan may start.
public enum PanDirection: String, Sendable, Hashable, CaseIterable {
    /// Towards +x (right) or +y (down).
    case positive
    /// Towards −x (left) or −y (up).
    case negative
    /// Either; the sign of the first movement past the slop becomes the pan's direction.
    case both
}

/// A sign on a device axis: the way a pan was locked.
public enum AxisSign: Int, Sendable, Hashable {
    case positive = 1
    case negative = -1

    public var factor: Double { Double(rawValue) }
}

/// The kinds of contact that can drive a pan.
public struct PanSources: Sendable, Hashable {
    /// Touchpad swipes (libinput's 3+ finger gestures) with these finger counts. Empty: swipes are ignored.
    /// Default 3 and 4 — the counts libinput reports as swipes and desktops use for navigation.
    public var swipeFingers: Set<Int>
    /// Touchpad two-finger scrolling (`POINTER_SCROLL_FINGER`).
    public var twoFingerScroll: Bool
    /// Touchscreen drags: the pan follows the mean motion of up to this many fingers
    /// (1 = a one-finger drag, the default; a second finger landing before the slop rejects the gesture).
    /// 0 turns touchscreens off.
    public var touchscreenFingers: Int

    public init(swipeFingers: Set<Int> = [3, 4], twoFingerScroll: Bool = true, touchscreenFingers: Int = 1) {
        self.swipeFingers = swipeFingers
        self.twoFingerScroll = twoFingerScroll
        self.touchscreenFingers = touchscreenFingers
    }
}

/// Everything that decides whether a contact becomes a pan, and along what.
public struct PanConfiguration: Sendable, Hashable {
    public var axis: PanAxis
    public var direction: PanDirection
    public var sources: PanSources
    /// Movement (mm, Euclidean, from where the contact started) below which a contact is a tap, not a pan.
    ///
    /// Touchscreen default 2 mm: a tapping fingertip wobbles well under 1 mm on common digitizers, Android's
    /// touch slop is 8 dp ≈ 1.3 mm and GNOME's drag threshold is 16 px ≈ 4 mm at 96 dpi; 2 mm keeps taps
    /// out while still feeling immediate under a finger.
    public var touchscreenSlopMM: Double
    /// Touchpad default 1 mm: libinput has already applied its own gesture and scroll thresholds before it
    /// reports a swipe or a scroll, so this slop only needs enough movement to tell the axis apart
    /// (1 mm ≈ 39 normalised units, above GNOME's 16).
    public var touchpadSlopMM: Double
    /// A cross movement this many times the movement along the axis rejects the pan (GNOME's 1.2):
    /// a diagonal is nobody's pan.
    public var axisDominance: Double
    /// How long (event time) a swipe that libinput cancelled may be continued by a new swipe on the
    /// same device. See `PanRecognizer` for the rule; 150 ms covers libinput's 100 ms gesture-switch
    /// timeout plus a couple of reports, and equals the velocity window, so a cancel that stands carries
    /// no stale velocity.
    public var swipeContinuation: Duration
    /// The velocity window. 150 ms, as GNOME's swipe tracker.
    public var velocityWindow: Duration

    public init(axis: PanAxis = .auto, direction: PanDirection = .both, sources: PanSources = PanSources(),
                touchscreenSlopMM: Double = 2.0, touchpadSlopMM: Double = 1.0, axisDominance: Double = 1.2,
                swipeContinuation: Duration = .milliseconds(150), velocityWindow: Duration = .milliseconds(150)) {
        self.axis = axis
        self.direction = direction
        self.sources = sources
        self.touchscreenSlopMM = touchscreenSlopMM
        self.touchpadSlopMM = touchpadSlopMM
        self.axisDominance = axisDominance
        self.swipeContinuation = swipeContinuation
        self.velocityWindow = velocityWindow
    }

    public func slopMM(for kind: DeviceKind) -> Double {
        switch kind {
        case .touchpad: touchpadSlopMM
        case .touchscreen: touchscreenSlopMM
        }
    }

    /// Whether a contact of this source may become a pan at all.
    public func accepts(_ source: PanSource) -> Bool {
        switch source {
        case .touchpadSwipe(let fingers): sources.swipeFingers.contains(fingers)
        case .touchpadScroll: sources.twoFingerScroll
        case .touchscreenDrag: sources.touchscreenFingers > 0
        }
    }
}

/// The outcome of looking at the first movement past the slop.
public enum AxisDecision: Sendable, Hashable {
    case locked(LockedAxis, AxisSign)
    /// Too diagonal for the axis (|along| < dominance × |across|).
    case ambiguous
    /// Along the axis, but the wrong way for `direction`.
    case wrongDirection
}

extension PanConfiguration {
    /// Decides axis and sign from a displacement that has passed the slop.
    public func decideAxis(dx: Double, dy: Double) -> AxisDecision {
        let axis: LockedAxis
        switch self.axis {
        case .x: axis = .x
        case .y: axis = .y
        case .auto: axis = abs(dx) >= abs(dy) ? .x : .y
        }
        let along = axis == .x ? dx : dy
        let across = axis == .x ? dy : dx
        guard abs(along) >= axisDominance * abs(across), along != 0 else { return .ambiguous }
        let sign: AxisSign = along > 0 ? .positive : .negative
        switch (direction, sign) {
        case (.both, _), (.positive, .positive), (.negative, .negative): return .locked(axis, sign)
        case (.positive, .negative), (.negative, .positive): return .wrongDirection
        }
    }
}
