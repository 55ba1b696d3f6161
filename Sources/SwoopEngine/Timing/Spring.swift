#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator m·ẍ + c·ẋ + k·x = 0, solved in closed form.
///
/// `x` is the displacement from the rest point (the settle target), so a spring knows nothing about
/// where it goes — `SpringMotion` anchors it. Damping ratio ζ = c / (2·√(m·k)) picks the regime:
/// under- (ζ < 1), critically (ζ = 1) or over-damped (ζ > 1).
public struct Spring: Sendable, Hashable, CustomStringConvertible {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// ω₀ and ζ, derived once: a settle samples the spring on every frame.
    public let naturalFrequency: Double
    public let dampingRatio: Double

    /// Physical form, as `spring(stiffness, damping)` in Hero and CASpringAnimation.
    public init(stiffness: Double, damping: Double, mass: Double = 1) {
        precondition(stiffness > 0 && mass > 0 && damping >= 0, "spring needs stiffness > 0, mass > 0, damping ≥ 0")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        naturalFrequency = (stiffness / mass).squareRoot()
        dampingRatio = damping / (2 * (mass * stiffness).squareRoot())
    }

    /// From a damping ratio and a natural (undamped angular) frequency ω₀ in rad/s.
    public init(dampingRatio: Double, naturalFrequency: Double, mass: Double = 1) {
        let stiffness = naturalFrequency * naturalFrequency * mass
        self.init(stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot(), mass: mass)
    }

    /// UIKit's form (`UISpringTimingParameters(dampingRatio:)` inside an animator of `duration`):
    /// the stiffness is chosen so that a release from rest comes within 0.1 % of its distance, for
    /// good, exactly `duration` seconds later. Springs scale in time with 1/ω₀, so the settle time
    /// of the unit spring (ω₀ = 1) divided by `duration` is the ω₀ we need.
    public init(dampingRatio: Double, duration: Double, mass: Double = 1) {
        precondition(dampingRatio > 0 && duration > 0, "spring needs damping ratio > 0 and duration > 0")
        let unitSettle = Spring.unitSettleTime(dampingRatio: dampingRatio, tolerance: Spring.durationTolerance)
        self.init(dampingRatio: dampingRatio, naturalFrequency: unitSettle / duration, mass: mass)
    }

    /// Checked construction for parsers.
    public static func make(stiffness: Double, damping: Double, mass: Double = 1) throws(EngineError) -> Spring {
        guard stiffness.isFinite, stiffness > 0, mass.isFinite, mass > 0 else {
            throw .invalidTiming(
                "spring stiffness and mass must be positive (got stiffness \(stiffness), mass \(mass))")
        }
        guard damping.isFinite, damping > 0 else {
            throw .invalidTiming("spring damping must be positive, or the spring never settles (got \(damping))")
        }
        return Spring(stiffness: stiffness, damping: damping, mass: mass)
    }

    public static func make(dampingRatio: Double, duration: Double) throws(EngineError) -> Spring {
        guard dampingRatio.isFinite, dampingRatio >= 0.01, dampingRatio <= 100 else {
            throw .invalidTiming("damping ratio must lie in 0.01…100 (got \(dampingRatio))")
        }
        guard duration.isFinite, duration > 0, duration <= 60 else {
            throw .invalidTiming("spring duration must lie in (0, 60] seconds (got \(duration))")
        }
        return Spring(dampingRatio: dampingRatio, duration: duration)
    }

    /// The fraction of the distance a duration-form spring is within at `duration`.
    public static let durationTolerance = 0.001

    public var description: String {
        "spring(stiffness: \(stiffness), damping: \(damping), mass: \(mass)) ζ=\(dampingRatio)"
    }

    /// Displacement and velocity `t` seconds after starting at displacement `x0` with velocity `v0`.
    public func state(at t: Double, displacement x0: Double, velocity v0: Double) -> (
        position: Double, velocity: Double
    ) {
        SpringRelease(self, displacement: x0, velocity: v0).state(at: t)
    }

    /// UIKit's normalised view of the same motion: the fraction of the way covered `t` seconds after
    /// starting at fraction 0 with `initialVelocity` in distances per second (the finger's velocity
    /// divided by the remaining distance, as `UISpringTimingParameters.initialVelocity`).
    public func fraction(at t: Double, initialVelocity: Double) -> Double {
        1 + state(at: t, displacement: -1, velocity: initialVelocity).position
    }

    /// The time after which a unit spring (ω₀ = 1) released from rest at displacement 1 stays within
    /// `tolerance` of rest. Exact to ~1e-9 (monotonic regimes: bisection; oscillating: scan, then
    /// bisection on the last crossing).
    static func unitSettleTime(dampingRatio zeta: Double, tolerance: Double) -> Double {
        let unit = Spring(dampingRatio: zeta, naturalFrequency: 1)
        func magnitude(_ s: Double) -> Double { abs(unit.state(at: s, displacement: 1, velocity: 0).position) }
        var low = 0.0
        var high: Double
        if zeta < 1 - 1e-6 {
            // Beyond the envelope e^(−ζs)/√(1−ζ²) nothing can exceed the tolerance.
            high = log(1 / (tolerance * (1 - zeta * zeta).squareRoot())) / zeta
            let step = min(0.01, 2 * Double.pi / (1 - zeta * zeta).squareRoot() / 200)
            var s = high
            while s > 0, magnitude(s) < tolerance { s -= step }
            low = max(0, s)
            high = min(high, low + step)
        } else {
            high = 1
            while magnitude(high) >= tolerance { high *= 2 }
        }
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if magnitude(mid) >= tolerance { low = mid } else { high = mid }
        }
        return high
    }
}
