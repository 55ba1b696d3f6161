import SwoopInputModel

/// Everything that decides whether a contact becomes a pan, and along what.
public struct PanConfiguration: Sendable, Hashable {
    // The defaults, each with the reason for it.

    /// Auto: the pan follows whichever axis the finger first moves along.
    public static let defaultAxis = PanAxis.auto
    /// Both: the first movement past the slop sets the pan's direction.
    public static let defaultDirection = PanDirection.both
    /// 2 mm: a tapping fingertip wobbles well under 1 mm on common digitizers, Android's touch slop is
    /// 8 dp ≈ 1.3 mm and GNOME's drag threshold is 16 px ≈ 4 mm at 96 dpi; 2 mm keeps taps out while
    /// still feeling immediate under a finger.
    public static let defaultTouchscreenSlopMM = 2.0
    /// 1 mm: libinput has already applied its own gesture and scroll thresholds before it reports a
    /// swipe or a scroll, so this slop only needs enough movement to tell the axis apart (1 mm ≈ 39
    /// normalised units, above GNOME's 16).
    public static let defaultTouchpadSlopMM = 1.0
    /// 1.2, GNOME's: a diagonal is nobody's pan.
    public static let defaultAxisDominance = 1.2
    /// 150 ms: covers libinput's 100 ms gesture-switch timeout plus a couple of reports, and equals the
    /// velocity window, so a cancel that stands carries no stale velocity.
    public static let defaultSwipeContinuation = Duration.milliseconds(150)
    /// 150 ms, as GNOME's swipe tracker: long enough to average a lift's jitter, short enough that a
    /// finger that stopped before lifting releases at rest.
    public static let defaultVelocityWindow = Duration.milliseconds(150)

    public var axis: PanAxis
    public var direction: PanDirection
    public var sources: PanSources
    /// Movement (mm, Euclidean, from where the contact started) below which a touchscreen contact is a
    /// tap, not a pan.
    public var touchscreenSlopMM: Double
    /// The same on a touchpad.
    public var touchpadSlopMM: Double
    /// A cross movement this many times the movement along the axis rejects the pan.
    public var axisDominance: Double
    /// How long (event time) a swipe that libinput cancelled may be continued by a new swipe on the
    /// same device. See `PanRecognizer` for the rule.
    public var swipeContinuation: Duration
    /// The velocity window (`VelocityEstimator`).
    public var velocityWindow: Duration
    /// A touchscreen pan starts only from a touch-down within `edgeBandMM` of this edge (nil: anywhere).
    /// Touchpad gestures carry no position and are not limited (see `ScreenEdge`).
    public var edge: ScreenEdge?
    public var edgeBandMM = ScreenEdge.defaultBandMM
    /// The pinch scale at which a pinch pan reaches progress 1 (`PinchPan`).
    public var pinchTargetScale = PinchPan.defaultTargetScale

    public init(
        axis: PanAxis = defaultAxis, direction: PanDirection = defaultDirection,
        sources: PanSources = PanSources(), touchscreenSlopMM: Double = defaultTouchscreenSlopMM,
        touchpadSlopMM: Double = defaultTouchpadSlopMM, axisDominance: Double = defaultAxisDominance,
        swipeContinuation: Duration = defaultSwipeContinuation,
        velocityWindow: Duration = defaultVelocityWindow
    ) {
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
        case .touchpadPinch(let fingers), .touchscreenPinch(let fingers): sources.pinchFingers.contains(fingers)
        }
    }
}

/// The outcome of looking at the first movement past the slop.
package enum AxisDecision: Sendable, Hashable {
    case locked(LockedAxis, AxisSign)
    /// Too diagonal for the axis (|along| < dominance × |across|).
    case ambiguous
    /// Along the axis, but the wrong way for `direction`.
    case wrongDirection
}

extension PanConfiguration {
    /// Decides axis and sign from a displacement that has passed the slop.
    package func decideAxis(dx: Double, dy: Double) -> AxisDecision {
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
