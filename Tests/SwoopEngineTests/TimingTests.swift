import SwoopCore
import SwoopTestSupport
import Testing

@testable import SwoopEngine

#if canImport(Glibc)
import Glibc
#endif

// MARK: Cubic Bézier

@Test(arguments: CubicBezier.named.map(\.curve))
func bezierValueMatchesParametricDefinition(curve: CubicBezier) {
    // For parameter s the curve passes through (B_x(s), B_y(s)); the solver must invert B_x exactly.
    func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    for i in 0...1000 {
        let s = Double(i) / 1000
        let x = bernstein(s, curve.x1, curve.x2)
        let y = bernstein(s, curve.y1, curve.y2)
        #expect(abs(curve.value(at: x) - y) < 1e-9, "s=\(s) x=\(x)")
    }
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
}

@Test func bezierKnownValues() {
    #expect(abs(CubicBezier.linear.value(at: 0.37) - 0.37) < 1e-12)
    #expect(abs(CubicBezier.easeInOut.value(at: 0.5) - 0.5) < 1e-12)  // symmetric curve
    // Standard curve 0.4,0,0.2,1 at x = 0.5: solve 3·0.4·u²s + 3·0.2·us² + s³ = 0.5 → s ≈ 0.5 region;
    // the value is well above linear because the curve decelerates: reference from bisection below.
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let s = (low + high) / 2
        let u = 1 - s
        let x = 3 * u * u * s * 0.4 + 3 * u * s * s * 0.2 + s * s * s
        if x < 0.5 { low = s } else { high = s }
    }
    let s = low
    let u = 1 - low
    let expected = 3 * u * s * s + s * s * s  // y1 = 0, y2 = 1
    #expect(abs(CubicBezier.standard.value(at: 0.5) - expected) < 1e-10)
    #expect(expected > 0.7 && expected < 0.8)
}

@Test func bezierSlopeMatchesFiniteDifference() {
    for curve in [CubicBezier.standard, .easeInOut, .easeIn, .easeOut, .easeOutBack] {
        for i in 1..<100 {
            let x = Double(i) / 100
            let h = 1e-6
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(abs(curve.slope(at: x) - numeric) < 1e-4 * max(1, abs(numeric)), "\(curve) x=\(x)")
        }
    }
}

@Test func bezierRejectsNonFunctionCurves() {
    #expect(throws: EngineError.self) { try CubicBezier.make(1.2, 0, 0.5, 1) }
    #expect(throws: EngineError.self) { try CubicBezier.make(0.2, .nan, 0.5, 1) }
    #expect((try? CubicBezier.make(0.4, -0.5, 0.2, 1.5)) != nil)  // y may overshoot
}

// MARK: Springs

/// Reference: classical RK4 on m·ẍ = −k·x − c·ẋ with a tiny step.
func integrate(_ spring: Spring, x0: Double, v0: Double, until t: Double, step: Double = 1e-5) -> (Double, Double) {
    var x = x0
    var v = v0
    func accel(_ x: Double, _ v: Double) -> Double { (-spring.stiffness * x - spring.damping * v) / spring.mass }
    let n = Int((t / step).rounded())
    for _ in 0..<n {
        let k1x = v
        let k1v = accel(x, v)
        let k2x = v + step / 2 * k1v
        let k2v = accel(x + step / 2 * k1x, v + step / 2 * k1v)
        let k3x = v + step / 2 * k2v
        let k3v = accel(x + step / 2 * k2x, v + step / 2 * k2v)
        let k4x = v + step * k3v
        let k4v = accel(x + step * k3x, v + step * k3v)
        x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}

@Test(arguments: [0.2, 0.85, 0.95, 1.0, 1.0 + 1e-7, 1.3, 3.0])
func springClosedFormMatchesNumericalIntegration(dampingRatio: Double) {
    let spring = Spring(dampingRatio: dampingRatio, naturalFrequency: 12, mass: 1.5)
    for (x0, v0) in [(-0.55, 1.5), (1.0, 0.0), (0.0, -4.0), (0.3, 8.0)] {
        for t in [0.0, 0.05, 0.2, 0.5] {
            let exact = spring.state(at: t, displacement: x0, velocity: v0)
            let numeric = integrate(spring, x0: x0, v0: v0, until: t)
            #expect(abs(exact.position - numeric.0) < 1e-7, "ζ=\(dampingRatio) x0=\(x0) v0=\(v0) t=\(t)")
            #expect(abs(exact.velocity - numeric.1) < 1e-6, "ζ=\(dampingRatio) x0=\(x0) v0=\(v0) t=\(t)")
        }
    }
}

/// The closed form as written before releases were derived once (every coefficient recomputed per
/// sample), kept here as the reference the log's digits were made with.
private func closedFormPerSample(_ spring: Spring, t: Double, x0: Double, v0: Double) -> (Double, Double) {
    let w0 = spring.naturalFrequency
    let zeta = spring.dampingRatio
    if abs(zeta - 1) < 1e-6 {
        let b = v0 + w0 * x0
        let decay = exp(-w0 * t)
        return (decay * (x0 + b * t), decay * (v0 - w0 * b * t))
    } else if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let decay = exp(-zeta * w0 * t)
        let c = cos(wd * t)
        let s = sin(wd * t)
        return (
            decay * (x0 * c + (v0 + zeta * w0 * x0) / wd * s),
            decay * (v0 * c - (zeta * w0 * v0 + w0 * w0 * x0) / wd * s)
        )
    } else {
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root)
        let r2 = -w0 * (zeta + root)
        let a = (v0 - r2 * x0) / (r1 - r2)
        let b = x0 - a
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
    }
}

@Test(arguments: [0.2, 0.85, 1.0, 1.0 + 1e-7, 1.3, 3.0])
func springReleaseIsBitIdenticalToThePerSampleClosedForm(dampingRatio: Double) {
    let spring = Spring(dampingRatio: dampingRatio, naturalFrequency: 14.7)
    for (x0, v0) in [(-0.55, 1.5), (1.0, 0.0), (-0.123456789, -7.25), (0.3, 8.0)] {
        let release = SpringRelease(spring, displacement: x0, velocity: v0)
        for frame in 0..<400 {
            let t = Double(frame) / 120
            let derived = release.state(at: t)
            let reference = closedFormPerSample(spring, t: t, x0: x0, v0: v0)
            #expect(derived.position.bitPattern == reference.0.bitPattern, "ζ=\(dampingRatio) t=\(t)")
            #expect(derived.velocity.bitPattern == reference.1.bitPattern, "ζ=\(dampingRatio) t=\(t)")
        }
    }
}

@Test func springStartsExactlyWhereReleased() {
    for zeta in [0.3, 1.0, 2.0] {
        let spring = Spring(dampingRatio: zeta, naturalFrequency: 9)
        let start = spring.state(at: 0, displacement: -0.55, velocity: 1.5)
        #expect(abs(start.position + 0.55) < 1e-15)
        #expect(abs(start.velocity - 1.5) < 1e-12)
    }
}

@Test func springParametersRoundTrip() {
    let spring = Spring(stiffness: 300, damping: 20, mass: 2)
    #expect(abs(spring.naturalFrequency - (150.0).squareRoot()) < 1e-12)
    #expect(abs(spring.dampingRatio - 20 / (2 * (600.0).squareRoot())) < 1e-12)
    let back = Spring(dampingRatio: spring.dampingRatio, naturalFrequency: spring.naturalFrequency, mass: 2)
    #expect(abs(back.stiffness - 300) < 1e-9 && abs(back.damping - 20) < 1e-9)
}

@Test(arguments: [(0.85, 0.7), (0.95, 0.4), (0.5, 1.0), (1.0, 0.3), (2.0, 0.5)])
func durationFormSettlesExactlyAtItsDuration(dampingRatio: Double, duration: Double) {
    let spring = Spring(dampingRatio: dampingRatio, duration: duration)
    #expect(abs(spring.dampingRatio - dampingRatio) < 1e-9)
    // Within 0.1 % from `duration` on (sampled densely), and not yet within just before it.
    for i in 0...2000 {
        let t = duration + Double(i) * duration / 500
        #expect(abs(spring.state(at: t, displacement: 1, velocity: 0).position) <= 0.001 + 1e-9)
    }
    var exceeded = false
    for i in 1...200 {
        let t = duration * (1 - Double(i) * 1e-4)
        if abs(spring.state(at: t, displacement: 1, velocity: 0).position) > 0.001 { exceeded = true }
    }
    #expect(exceeded)
}

@Test func seedSpringConstants() {
    // Recorded so a change in the duration mapping is visible: ζ 0.85 over 0.7 s, ζ 0.95 over 0.4 s.
    guard case .spring(let present) = SettleTiming.seedPresent.mode,
        case .spring(let dismiss) = SettleTiming.seedDismiss.mode
    else {
        Issue.record("seed timings must be springs")
        return
    }
    #expect(abs(present.dampingRatio - 0.85) < 1e-9)
    #expect(abs(dismiss.dampingRatio - 0.95) < 1e-9)
    #expect(present.naturalFrequency > 8 && present.naturalFrequency < 14)
    #expect(dismiss.naturalFrequency > 15 && dismiss.naturalFrequency < 25)
}

@Test func uikitNormalisedFormEqualsAbsoluteMotion() {
    // Release at 0.45 toward 1 with 1.5 progress/s: UIKit's initialVelocity is 1.5 / 0.55.
    let spring = Spring(dampingRatio: 0.85, duration: 0.7)
    let origin = 0.45
    let distance = 0.55
    let velocity = 1.5
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
        let absolute = 1 + spring.state(at: t, displacement: origin - 1, velocity: velocity).position
        let normalised = origin + distance * spring.fraction(at: t, initialVelocity: velocity / distance)
        #expect(abs(absolute - normalised) < 1e-12)
    }
}

@Test func springFactoryRejectsNeverSettlingParameters() {
    #expect(throws: EngineError.self) { try Spring.make(stiffness: 100, damping: 0) }
    #expect(throws: EngineError.self) { try Spring.make(stiffness: -1, damping: 10) }
    #expect(throws: EngineError.self) { try Spring.make(dampingRatio: 0, duration: 0.5) }
    #expect(throws: EngineError.self) { try Spring.make(dampingRatio: 0.8, duration: .infinity) }
}

// MARK: Curve (percent-driven) settle

@Test func percentDrivenSettleTakesRemainingFractionOfDuration() {
    // Released at 0.6 with duration 0.5 s and completion speed 2: remaining (1 − 0.6)·0.5/2 = 0.1 s.
    var machine = TransitionMachine(timing: .curve(.easeInOut, duration: 0.5, completionSpeed: 2))
    _ = machine.handle(.begin, at: .zero)
    _ = machine.handle(.update(progress: 0.6), at: Timestamp(seconds: 0.1))
    _ = machine.handle(.finish(velocity: 0), at: Timestamp(seconds: 0.2))
    _ = machine.handle(.tick, at: Timestamp(seconds: 0.25))
    // Halfway through the 0.1 s the symmetric ease-in-out curve is exactly halfway: 0.8.
    #expect(abs(machine.presentedProgress - 0.8) < 1e-9)
    _ = machine.handle(.tick, at: Timestamp(seconds: 0.299))
    #expect(machine.state == .settling(toward: .end))
    let done = machine.handle(.tick, at: Timestamp(seconds: 0.3))
    #expect(done.contains(.completed(finished: true)))
}

@Test(
    arguments: CubicBezier.named.map(\.curve) + [
        CubicBezier(0, 1, 0, 1), CubicBezier(1, 0, 1, 0), CubicBezier(0.9, -0.5, 0.1, 1.5)
    ])
func frameLoopTableGivesTheExactSolve(curve: CubicBezier) {
    // The plan's guess table (64 intervals) must not change any value: same result as the full solve.
    let n = PlanCurve.tableSize
    let table = curve.inverseTable(count: n)
    for i in 0...10_000 {
        let x = Double(i) / 10_000
        let scaled = x * Double(n)
        let k = min(Int(scaled), n - 1)
        let guess = table[k] + (table[k + 1] - table[k]) * (scaled - Double(k))
        #expect(abs(curve.value(at: x, guess: guess) - curve.value(at: x)) < 1e-9, "\(curve) x=\(x)")
    }
}
