/// How a transition moves on its own: after a release (settle), and for a non-interactive run.
///
/// Either a spring — the release velocity becomes its initial velocity, so nothing jumps — or a
/// curve played over the remaining fraction of a duration, like `UIPercentDrivenInteractiveTransition`
/// (remaining time = remaining distance × duration / completion speed; the release speed is not carried,
/// which is UIKit's behaviour and the reason the spring is the default).
public struct SettleTiming: Sendable, Equatable, CustomStringConvertible {
    public enum Mode: Sendable, Equatable {
        case spring(Spring)
        case curve(CubicBezier, duration: Double, completionSpeed: Double)
        /// Hero's playback of one compiled transition (`SettleStyle.hero`, `TransitionPlan.settleTiming(_:)`).
        case hero(HeroTimeline)
    }

    public let mode: Mode

    public init(mode: Mode) { self.mode = mode }

    /// UIKit form: damping ratio over a duration (see `Spring.init(dampingRatio:duration:)`).
    public static func spring(dampingRatio: Double, duration: Double) -> SettleTiming {
        SettleTiming(mode: .spring(Spring(dampingRatio: dampingRatio, duration: duration)))
    }

    public static func spring(stiffness: Double, damping: Double, mass: Double = 1) -> SettleTiming {
        SettleTiming(mode: .spring(Spring(stiffness: stiffness, damping: damping, mass: mass)))
    }

    /// Percent-driven mode: `curve` over `duration` for the full distance, sped up by `completionSpeed`.
    public static func curve(_ curve: CubicBezier, duration: Double, completionSpeed: Double = 1) -> SettleTiming {
        precondition(duration > 0 && completionSpeed > 0, "curve settle needs duration > 0 and completion speed > 0")
        return SettleTiming(mode: .curve(curve, duration: duration, completionSpeed: completionSpeed))
    }

    /// The seed app's presentation spring: damping 0.85 over 0.7 s.
    public static let seedPresent = SettleTiming.spring(dampingRatio: 0.85, duration: 0.7)
    /// The seed app's dismissal spring: damping 0.95 over 0.4 s.
    public static let seedDismiss = SettleTiming.spring(dampingRatio: 0.95, duration: 0.4)

    public var description: String {
        switch mode {
        case .spring(let s): s.description
        case .curve(let c, let d, let speed): "\(c) over \(d)s at completion speed \(speed)"
        case .hero(let timeline): "Hero's playback over \(timeline.totalDuration)s"
        }
    }
}
