import SwoopCore
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopGesture

/// Feeds an analytic 1-D motion x(t) (mm, t in s) at the given report times (s).
private func estimator(reportingAt times: [Double], _ x: (Double) -> Double) -> VelocityEstimator {
    var estimator = VelocityEstimator(window: .milliseconds(150))
    for t in times { estimator.add(position: PlanarVector(x: x(t), y: 0), at: Timestamp(seconds: t)) }
    return estimator
}

/// Uneven report times from 0 to `end`: gaps of 3…21 ms from a seeded generator.
private func unevenTimes(until end: Double, seed: UInt64) -> [Double] {
    var rng = SplitMix64(seed: seed)
    var times: [Double] = [0]
    while let last = times.last, last < end {
        times.append(min(end, last + Double(3 + rng.next() % 19) / 1000))
    }
    return times
}

@Test(arguments: [0.008, 0.0125, 0.016])
func constantSpeedIsExactAtAnyRegularRate(interval: Double) {
    let times = stride(from: 0.0, through: 0.4, by: interval).map { $0 }
    let e = estimator(reportingAt: times) { 120 * $0 }
    let v = e.velocity(at: Timestamp(seconds: times.last!))
    #expect(abs(v.x - 120) < 1e-6)
}

@Test func constantSpeedIsExactAtUnevenRates() {
    for seed: UInt64 in 1...20 {
        let times = unevenTimes(until: 0.5, seed: seed)
        let e = estimator(reportingAt: times) { -75 * $0 }
        let v = e.velocity(at: Timestamp(seconds: times.last!))
        #expect(abs(v.x + 75) < 1e-6, "seed \(seed): \(v.x)")
    }
}

@Test func repeatedTimestampsCountOnceAndNeverDivideByZero() {
    var e = VelocityEstimator()
    for i in 0...30 {
        let t = Timestamp(micros: Int64(i) * 10_000)
        // The same report three times over, as some devices and fixtures do.
        for _ in 0..<3 { e.add(position: PlanarVector(x: 0.5 * Double(i), y: 0), at: t) }
    }
    let v = e.velocity(at: Timestamp(micros: 300_000))
    #expect(abs(v.x - 50) < 1e-9)
    var single = VelocityEstimator()
    single.add(position: .zero, at: Timestamp(micros: 5))
    single.add(position: PlanarVector(x: 3, y: 0), at: Timestamp(micros: 5))
    #expect(single.velocity(at: Timestamp(micros: 5)) == .zero)
}

@Test func outOfOrderTimestampIsTakenAsARepeat() {
    var e = VelocityEstimator()
    e.add(position: .zero, at: Timestamp(micros: 0))
    e.add(position: PlanarVector(x: 10, y: 0), at: Timestamp(micros: 100_000))
    e.add(position: PlanarVector(x: 12, y: 0), at: Timestamp(micros: 90_000))
    #expect(abs(e.velocity(at: Timestamp(micros: 100_000)).x - 120) < 1e-9)
}

/// Ease-out flick: x = A(1 − (1 − t/T)²), speed 2A/T falling linearly to 0 at T.
@Test func easeOutFlickMatchesTheAnalyticWindowMean() {
    let a = 40.0
    let duration = 0.3
    let window = 0.15
    let x = { (t: Double) in a * (1 - (1 - t / duration) * (1 - t / duration)) }
    let speed = { (t: Double) in 2 * a / duration * (1 - t / duration) }
    for seed: UInt64 in 1...10 {
        for release in [0.18, 0.24, 0.3] {
            let times = unevenTimes(until: release, seed: seed)
            let v = estimator(reportingAt: times, x).velocity(at: Timestamp(seconds: release)).x
            let mean = (x(release) - x(release - window)) / window
            // Linear interpolation of a parabola errs by at most h²·|x''|/8 at the window's start (h ≤ 21 ms).
            let tolerance = 0.021 * 0.021 * (2 * a / (duration * duration)) / 8 / window + 1e-9
            #expect(abs(v - mean) <= tolerance, "seed \(seed) release \(release): \(v) vs \(mean)")
            // Decelerating: the mean lies between the speeds at the window's ends.
            #expect(v <= speed(release - window) + tolerance && v >= speed(release) - tolerance)
        }
    }
}

@Test func fingerThatStopsAWholeWindowBeforeLiftingHasNoVelocity() {
    let times = stride(from: 0.0, through: 0.3, by: 0.01).map { $0 }
    let e = estimator(reportingAt: times) { 200 * $0 }
    #expect(e.velocity(at: Timestamp(seconds: 0.3)).x > 199.999)
    #expect(e.velocity(at: Timestamp(seconds: 0.45)).x == 0)
    #expect(e.velocity(at: Timestamp(seconds: 2)).x == 0)
}

@Test(arguments: [(0.0, 200.0), (0.03, 160.0), (0.075, 100.0), (0.12, 40.0), (0.15, 0.0)])
func aPauseBeforeLiftFadesTheVelocityInProportion(pause: Double, expected: Double) {
    let times = stride(from: 0.0, through: 0.3, by: 0.01).map { $0 }
    let e = estimator(reportingAt: times) { 200 * $0 }
    #expect(abs(e.velocity(at: Timestamp(seconds: 0.3 + pause)).x - expected) < 1e-6)
}

@Test func aPauseWithStationaryReportsAlsoFades() {
    // Some touchscreens keep reporting a still finger: same answer as silence.
    var times = stride(from: 0.0, through: 0.3, by: 0.01).map { $0 }
    times += stride(from: 0.31, through: 0.5, by: 0.01).map { $0 }
    let e = estimator(reportingAt: times) { min($0, 0.3) * 200 }
    #expect(abs(e.velocity(at: Timestamp(seconds: 0.5)).x) < 1e-9)
}

@Test func aYoungContactIsMeasuredOverItsOwnLife() {
    // Begin carries a 5 mm jump at t = 0 (libinput's begin frame), then 100 mm/s for 50 ms.
    var e = VelocityEstimator()
    e.add(position: .zero, at: Timestamp(micros: 0))
    e.add(position: PlanarVector(x: 5, y: 0), at: Timestamp(micros: 0))
    for i in 1...5 { e.add(position: PlanarVector(x: 5 + Double(i), y: 0), at: Timestamp(micros: Int64(i) * 10_000)) }
    #expect(abs(e.velocity(at: Timestamp(micros: 50_000)).x - 100) < 1e-9)
}
