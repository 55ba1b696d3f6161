import SwoopInputModel

/// How far a release velocity carries the progress before the decision is made.
public enum ProjectionRule: Sendable, Hashable, CustomStringConvertible {
    /// `(v/1000)·d/(1−d)` — where a throw decelerating by the factor `d` per millisecond comes to rest
    /// (Apple's "Designing Fluid Interfaces" and GNOME's swipe tracker).
    case deceleration
    /// `v × seconds`. `linear(seconds: 1)` is Hero's example rule `progress + velocity/size > 0.3`.
    case linear(seconds: Double)
    /// Progress alone decides.
    case none

    /// The seconds `linear` may project: Hero's example is one second and UIKit's flicks settle within
    /// one; beyond a minute the rule says nothing a threshold could use, and the product overflows.
    public static let linearSecondsRange = 0.0...60.0

    /// The name logs and the `--projection` flag use: `deceleration`, `linear:SECONDS`, `none`.
    public var description: String {
        switch self {
        case .deceleration: "deceleration"
        case .linear(let seconds): "linear:\(seconds)"
        case .none: "none"
        }
    }
}

public enum ReleaseOutcome: String, Sendable, Hashable, CaseIterable {
    case finish
    case cancel
}

/// Which rule decided a release. Raw values are the `decision` line's `rule` field (a contract).
public enum DecisionRule: String, Sendable, Hashable, CaseIterable {
    /// Progress and projected progress are on the same side of the threshold: position decided.
    case threshold
    /// The velocity's projection carried the progress across the threshold (either way).
    case projection
    /// A flick against the pan's direction cancelled, whatever the progress.
    case reverseFlick = "reverse-flick"
    /// libinput cancelled the gesture, or the touchscreen cancelled the touch.
    case gestureCancelled = "gesture-cancelled"
    case deviceRemoved = "device-removed"
    /// The input (a recording, a fixture) ended with the fingers still down.
    case inputEnded = "input-ended"
    /// A throw faster than the rule's speed decided by its direction (GNOME, Android, Apple's photos).
    case flick
    /// The finger's travel from its touch-down decided (Android's 16 dp).
    case travel
}

/// What was decided at a release, and every number that went into it (the `decision` log line).
public struct ReleaseDecision: Sendable, Hashable {
    public var outcome: ReleaseOutcome
    /// Progress on screen at the release.
    public var progress: Double
    /// Release velocity in progress per second (positive: toward the end).
    public var velocity: Double
    /// The same velocity in mm/s along the pan.
    public var velocityMMPerSecond: Double
    /// `progress + project(velocity)`.
    public var projected: Double
    public var threshold: Double
    /// Which clause of the rule decided.
    public var rule: DecisionRule
    /// Which rule decided (`--release-rule`).
    public var releaseRule: ReleaseRuleName = .swoop
}

/// The release rule: finish iff `progress + project(velocity) ≥ threshold`, except that a flick back
/// cancels even past the threshold.
public struct ReleasePolicy: Sendable, Hashable {
    // The defaults, each with the reason for it.

    /// 0.3: Hero's examples, and about where people expect a half-hearted drag to fall back.
    public static let defaultThreshold = 0.3
    /// Deceleration: where a throw would come to rest is what a person aims at (Apple's "Designing
    /// Fluid Interfaces", GNOME's swipe tracker).
    public static let defaultProjection = ProjectionRule.deceleration
    /// 0.998 on touchscreens: UIKit's `.normal` and GNOME's touch rate.
    public static let touchscreenDecelerationRate = 0.998
    /// 0.997 on touchpads, GNOME's: touchpad throws are shorter strokes and should not carry as far.
    public static let touchpadDecelerationRate = 0.997
    /// 80 mm/s: GNOME's swipe tracker treats 0.3 px/ms (≈ 79 mm/s at 96 dpi) as the speed below which a
    /// release is "not a throw"; below it a backwards drift is a finger settling before it lifts (and
    /// the velocity window has already averaged lift jitter to a few mm/s).
    public static let defaultReverseFlickMMPerSecond = 80.0
    /// Thresholds are progress, from the start (0) to the end (1).
    public static let thresholdRange = 0.0...1.0

    public var threshold: Double
    public var projection: ProjectionRule
    /// Per-millisecond deceleration for `.deceleration`; `nil` picks per device kind (see
    /// `decelerationRate(for:)`).
    public var decelerationRate: Double?
    /// A release moving against the pan at least this fast (mm/s) is a flick back and cancels.
    public var reverseFlickMinimumMMPerSecond: Double
    /// Which system's rule decides (`decide(_:)`); the fields above shape `swoop`, and `threshold` `seed`.
    public var releaseRule: ReleaseRuleName

    /// The reverse-flick speeds a policy may require: no finger moves a hundred metres a second, so a
    /// higher bar is a typo, not a choice (0 cancels on any movement back).
    public static let reverseFlickRange = 0.0...100_000.0

    public init(
        threshold: Double = defaultThreshold, projection: ProjectionRule = defaultProjection,
        decelerationRate: Double? = nil,
        reverseFlickMinimumMMPerSecond: Double = defaultReverseFlickMMPerSecond,
        releaseRule: ReleaseRuleName = .swoop
    ) {
        self.threshold = threshold
        self.projection = projection
        self.decelerationRate = decelerationRate
        self.reverseFlickMinimumMMPerSecond = reverseFlickMinimumMMPerSecond
        self.releaseRule = releaseRule
    }

    /// The rate set, or the device kind's default.
    public func decelerationRate(for kind: DeviceKind) -> Double {
        if let decelerationRate { return decelerationRate }
        switch kind {
        case .touchscreen: return Self.touchscreenDecelerationRate
        case .touchpad: return Self.touchpadDecelerationRate
        }
    }

    /// The farthest a projection carries, in progress either way. Thresholds lie within 0…1, so the
    /// bound never changes a decision; it keeps `projected` (and a sweep's flip point) a finite number
    /// in logs when extreme options multiply into an overflow (`linear:1e300`).
    public static let projectionLimit = 1e6

    /// How much further (progress) a release at `velocity` (progress/s) carries, within ±`projectionLimit`.
    public func project(velocity: Double, kind: DeviceKind) -> Double {
        let projected: Double
        switch projection {
        case .deceleration:
            let d = decelerationRate(for: kind)
            projected = velocity / 1000 * d / (1 - d)
        case .linear(let seconds):
            projected = velocity * seconds
        case .none:
            projected = 0
        }
        guard !projected.isNaN else { return 0 }
        return min(max(projected, -Self.projectionLimit), Self.projectionLimit)
    }

    /// Swoop's own rule for fingers that lifted, whatever `releaseRule` says (`decide(_:)` picks by it).
    public func decide(
        progress: Double, velocity: Double, velocityMMPerSecond: Double,
        kind: DeviceKind
    ) -> ReleaseDecision {
        let projected = progress + project(velocity: velocity, kind: kind)
        let outcome: ReleaseOutcome
        let rule: DecisionRule
        if velocityMMPerSecond < 0, -velocityMMPerSecond >= reverseFlickMinimumMMPerSecond {
            (outcome, rule) = (.cancel, .reverseFlick)
        } else {
            let byProjection = projected >= threshold
            outcome = byProjection ? .finish : .cancel
            rule = (progress >= threshold) == byProjection ? .threshold : .projection
        }
        return ReleaseDecision(
            outcome: outcome, progress: progress, velocity: velocity,
            velocityMMPerSecond: velocityMMPerSecond, projected: projected,
            threshold: threshold, rule: rule)
    }

    /// The decision for a pan that was cancelled: always cancel, with the numbers as they were.
    public func decideCancelled(
        _ rule: DecisionRule, progress: Double, velocity: Double,
        velocityMMPerSecond: Double, kind: DeviceKind
    ) -> ReleaseDecision {
        ReleaseDecision(
            outcome: .cancel, progress: progress, velocity: velocity,
            velocityMMPerSecond: velocityMMPerSecond,
            projected: progress + project(velocity: velocity, kind: kind), threshold: threshold,
            rule: rule, releaseRule: releaseRule)
    }
}
