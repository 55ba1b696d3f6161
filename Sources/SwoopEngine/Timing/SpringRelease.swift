#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A spring released at a displacement `x0` with a velocity `v0`: the closed form's coefficients, derived
/// once per release, since a settle samples the same release on every frame.
///
/// Each coefficient is the very subexpression the closed form evaluates (same operations, same order),
/// so `state(at:)` gives bit for bit what solving from `x0` and `v0` at every sample gives.
public struct SpringRelease: Sendable, Equatable {
    private enum Regime: Sendable, Equatable {
        /// x = e^(−ω₀t)·(x₀ + b·t), ẋ = e^(−ω₀t)·(v₀ − ω₀b·t), b = v₀ + ω₀x₀.
        case critical(rate: Double, x0: Double, b: Double, v0: Double, w0b: Double)
        /// x = e^(−ζω₀t)·(x₀·cos ω_d t + p·sin ω_d t), ẋ = e^(−ζω₀t)·(v₀·cos ω_d t − q·sin ω_d t),
        /// p = (v₀ + ζω₀x₀)/ω_d, q = (ζω₀v₀ + ω₀²x₀)/ω_d.
        case under(rate: Double, wd: Double, x0: Double, p: Double, v0: Double, q: Double)
        /// x = A·e^(r₁t) + B·e^(r₂t), ẋ = A·r₁·e^(r₁t) + B·r₂·e^(r₂t).
        case over(r1: Double, r2: Double, a: Double, b: Double, ar1: Double, br2: Double)
    }

    private let regime: Regime

    public init(_ spring: Spring, displacement x0: Double, velocity v0: Double) {
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        if abs(zeta - 1) < 1e-6 {
            let b = v0 + w0 * x0
            regime = .critical(rate: -w0, x0: x0, b: b, v0: v0, w0b: w0 * b)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            regime = .under(
                rate: -zeta * w0, wd: wd, x0: x0, p: (v0 + zeta * w0 * x0) / wd,
                v0: v0, q: (zeta * w0 * v0 + w0 * w0 * x0) / wd)
        } else {
            // r = −ω₀(ζ ∓ √(ζ²−1)).
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let a = (v0 - r2 * x0) / (r1 - r2)
            let b = x0 - a
            regime = .over(r1: r1, r2: r2, a: a, b: b, ar1: a * r1, br2: b * r2)
        }
    }

    /// Displacement and velocity `t` seconds after the release.
    public func state(at t: Double) -> (position: Double, velocity: Double) {
        switch regime {
        case .critical(let rate, let x0, let b, let v0, let w0b):
            let decay = exp(rate * t)
            return (decay * (x0 + b * t), decay * (v0 - w0b * t))
        case .under(let rate, let wd, let x0, let p, let v0, let q):
            let decay = exp(rate * t)
            let c = cos(wd * t)
            let s = sin(wd * t)
            return (decay * (x0 * c + p * s), decay * (v0 * c - q * s))
        case .over(let r1, let r2, let a, let b, let ar1, let br2):
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            return (a * e1 + b * e2, ar1 * e1 + br2 * e2)
        }
    }
}
