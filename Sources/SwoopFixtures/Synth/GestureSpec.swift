import SwoopCore
import SwoopGesture
import SwoopInputModel

/// A parametric pan, described the way a person would ("a 3-finger swipe right, 40 mm in 300 ms,
/// flicked"), from which `GestureSynthesizer` makes libinput-level events. Times are relative to the
/// gesture's start, in milliseconds; distances in millimetres.
package struct GestureSpec: Sendable, Hashable {
    /// How the finger moves along the axis between touching down (t = 0) and lifting (t = duration).
    package enum Profile: String, Sendable, CaseIterable {
        /// Constant speed, lifted while moving: release velocity = distance / duration.
        case constant
        /// Ease-out flick: the speed falls linearly from 1.6× to 0.4× the mean, lifted while still moving.
        case flick
        /// Constant speed over `duration − pause`, then still for `pause` (no events: the hardware reports
        /// no motion), then lifted: release velocity ≈ 0.
        case stopLift = "stop-lift"
        /// Constant speed forward by `distance` over `(1 − backFraction)` of the time, then back by `backMM`
        /// at constant speed, lifted while moving back (a flick back).
        case reversal
        /// No motion: down, then up after the duration — a touchscreen tap at `start` (`--at`), or a
        /// touchpad tap (libinput's hold of the fingers, ended uncancelled) for a swipe source.
        case tap
    }

    // The defaults (`swoop synth` without options): a brisk, deliberate swipe to the right on a laptop
    // touchpad, the gesture the fixtures and the README start from.

    /// The fingers a gesture of `source` is made with unless told: libinput's smallest swipe (3),
    /// scrolling's two, a one-finger drag.
    package static func defaultFingers(for source: PanSourceKind) -> Int {
        switch source {
        case .swipe: 3
        case .scroll: 2
        case .touch: 1
        case .pinch: 2
        }
    }

    /// A touchpad swipe.
    package var source: PanSourceKind = .swipe
    /// Swipe fingers, or touches for a touchscreen drag. Scrolling is always two fingers.
    package var fingers: Int = defaultFingers(for: .swipe)
    /// Across, to the right.
    package var axis: LockedAxis = .x
    package var direction: AxisSign = .positive
    /// 40 mm in 300 ms: the whole transition on a typical touchpad (`PanDistance`), at about the speed
    /// of a desktop's workspace swipe.
    package var distanceMM: Double = 40
    package var durationMS: Double = 300
    package var profile: Profile = .constant
    /// 200 ms still before lifting: longer than the velocity window, so the release is at rest.
    package var pauseMS: Double = 200
    /// 15 mm back over the last quarter of the time: a flick back well past the reverse-flick speed.
    package var backMM: Double = 15
    package var backFraction: Double = 0.25
    /// Hardware report rate: one update (or touch frame) every 1/rate seconds. 100 Hz: a common
    /// touchpad's rate.
    package var rateHz: Double = 100
    /// A libinput hold gesture of this length before a touchpad swipe (libinput ≥ 1.19 begins a hold
    /// when fingers rest, then cancels it when they move).
    package var holdMS: Double = 0
    /// The hold ends with the fingers lifting (libinput's uncancelled `hold_end`) and no swipe follows:
    /// fingers that rested and lifted, as on a settling transition to stop it (`--hold-lift`).
    package var holdLifts = false
    /// libinput cancels the gesture at this time: `swipe_end` with `cancelled`, or `touch_cancel`.
    package var cancelAtMS: Double?
    /// The device disappears at this time.
    package var removeAtMS: Double?
    /// A pinch's scale when it ends (libinput's, from 1 at its begin): 0.5 pinches in to half. The
    /// profile shapes its log: a constant pinch moves the log scale at a constant rate, a reversal
    /// goes back by `backMM / distanceMM` of the way.
    package var scaleTo = 0.5
    /// Where the first finger touches down on a touchscreen (mm from the top-left corner; `--at`): a
    /// tap's position, where a drag starts (an edge swipe within the edge's band). nil: the gesture is
    /// centred on the screen.
    package var startMM: PlanarVector?
    /// The device the gesture is made on; nil: the source's own (`defaultDeviceKind`). Only a pinch may
    /// be made on either: on a touchscreen it is two touches whose distance scales (`PinchPan`).
    package var surface: DeviceKind?
    /// 60 mm: how far apart a touchscreen pinch's two fingertips land (a thumb and forefinger's easy
    /// spread), along the axis; their distance is this times the scale.
    package static let touchscreenPinchSpanMM = 60.0

    package init() {}

    /// A touchscreen for drags, a touchpad for swipes, scrolling and pinches.
    package static func defaultDeviceKind(for source: PanSourceKind) -> DeviceKind {
        source == .touch ? .touchscreen : .touchpad
    }

    /// The device the gesture is made on.
    package var deviceKind: DeviceKind { surface ?? Self.defaultDeviceKind(for: source) }

    /// Refuses parameters that describe no real gesture, naming the option to fix.
    package func validate() throws(SynthError) {
        func check(_ ok: Bool, _ option: String, _ reason: String) throws(SynthError) {
            if !ok { throw SynthError(option: option, reason: reason) }
        }
        try check(distanceMM.isFinite && distanceMM >= 0 && distanceMM <= 2000, "travel-mm", "must be 0…2000 mm")
        try check(
            durationMS.isFinite && durationMS > 0 && durationMS <= 60_000, "duration-ms", "must be > 0 and ≤ 60000 ms")
        try check(rateHz.isFinite && rateHz >= 1 && rateHz <= 2000, "rate", "must be 1…2000 Hz")
        try check(holdMS.isFinite && holdMS >= 0 && holdMS <= 10_000, "hold-ms", "must be 0…10000 ms")
        try check(holdMS == 0 || source == .swipe, "hold-ms", "holds precede touchpad swipes only")
        try check(!holdLifts || holdMS > 0, "hold-lift", "needs the hold's length (--hold-ms)")
        switch source {
        case .swipe: try check((1...10).contains(fingers), "fingers", "a swipe has 1…10 fingers")
        case .touch: try check((1...10).contains(fingers), "fingers", "a drag has 1…10 touches")
        case .scroll: break
        case .pinch where deviceKind == .touchscreen:
            try check(
                fingers == PinchPan.touchscreenFingers, "fingers",
                "a touchscreen pinch has \(PinchPan.touchscreenFingers) touches")
            fallthrough
        case .pinch:
            try check((2...10).contains(fingers), "fingers", "a pinch has 2…10 fingers")
            try check(
                scaleTo.isFinite && scaleTo >= 0.05 && scaleTo <= 20 && scaleTo != 1, "scale-to",
                "must be 0.05…20 and not 1")
            try check(distanceMM > 0, "travel-mm", "a pinch's profile needs a distance above 0")
        }
        try check(
            source == .pinch || deviceKind == Self.defaultDeviceKind(for: source), "device-kind",
            "only a pinch is made on either device; a \(source.rawValue) needs a "
                + Self.defaultDeviceKind(for: source).rawValue)
        if profile == .stopLift {
            try check(
                pauseMS.isFinite && pauseMS > 0 && pauseMS < durationMS, "pause-ms",
                "must be > 0 and shorter than the duration")
        }
        if profile == .reversal {
            try check(backMM.isFinite && backMM >= 0 && backMM <= 2000, "back-mm", "must be 0…2000 mm")
            try check(
                backFraction.isFinite && backFraction > 0 && backFraction < 1, "back-fraction",
                "must be strictly between 0 and 1")
        }
        if profile == .tap {
            try check(
                source == .touch || source == .swipe, "profile",
                "tap: a touchscreen tap (--source touch) or a touchpad tap (--source swipe)")
            try check(cancelAtMS == nil && holdMS == 0, "profile", "tap: no --cancel-at-ms or --hold-ms")
        }
        if let cancelAtMS {
            try check(
                source != .scroll, "cancel-at-ms", "libinput never cancels a scroll sequence (use --remove-at-ms)")
            try check(
                cancelAtMS.isFinite && cancelAtMS >= 0 && cancelAtMS <= durationMS, "cancel-at-ms",
                "must fall within the gesture (0…duration)")
        }
        if let startMM {
            try check(
                deviceKind == .touchscreen, "at",
                "a position on the touchscreen: needs --source touch, or a pinch with --device-kind touchscreen")
            try check(
                startMM.x.isFinite && startMM.y.isFinite && startMM.x >= 0 && startMM.y >= 0 && startMM.x <= 10_000
                    && startMM.y <= 10_000, "at", "must be within the screen (mm from its top-left corner)")
        }
        if let removeAtMS {
            try check(
                removeAtMS.isFinite && removeAtMS >= 0 && removeAtMS <= durationMS, "remove-at-ms",
                "must fall within the gesture (0…duration)")
        }
    }

    /// Signed displacement along the axis at `t` seconds after touch-down, in mm.
    package func displacement(at t: Double) -> Double {
        let total = durationMS / 1000
        let t = min(max(t, 0), total)
        let along: Double
        switch profile {
        case .constant:
            along = distanceMM * t / total
        case .flick:
            let v0 = 1.6 * distanceMM / total
            let v1 = 0.4 * distanceMM / total
            along = v0 * t - (v0 - v1) * t * t / (2 * total)
        case .stopLift:
            let moving = total - pauseMS / 1000
            along = distanceMM * min(t / moving, 1)
        case .tap:
            along = 0
        case .reversal:
            let forward = total * (1 - backFraction)
            along = t <= forward ? distanceMM * t / forward : distanceMM - backMM * (t - forward) / (total - forward)
        }
        return direction == .positive ? along : -along
    }

    /// The time after which the finger no longer moves (the stop of stop-lift), in seconds.
    var lastMotionTime: Double {
        profile == .stopLift ? (durationMS - pauseMS) / 1000 : durationMS / 1000
    }
}

/// A synth parameter that describes no real gesture: a usage error (exit 64).
package struct SynthError: CategorizedError, Equatable, Sendable {
    package var option: String
    package var reason: String
    package var category: FailureCategory { .usage }
    package var description: String { "--\(option): \(reason)" }
}
