import SwoopInputModel
import Testing

@testable import SwoopInteraction

struct DecisionCase: Sendable, CustomStringConvertible {
    var kind: DeviceKind
    var policy: ReleasePolicy
    var progress: Double
    var velocity: Double  // progress/s
    var velocityMM: Double  // mm/s
    var projected: Double  // computed by hand
    var outcome: ReleaseOutcome
    var rule: DecisionRule
    var description: String { "\(kind) \(policy.projection) p=\(progress) v=\(velocity)" }
}

// Hand computations: deceleration projection = (v/1000)·d/(1−d);
//   touchscreen d = 0.998 → × 0.499 per progress/s; touchpad d = 0.997 → × 0.332333… per progress/s.
let decisionTable: [DecisionCase] = [
    // The required examples: 0.25 + 0.1 × 0.499 = 0.2999 → cancel; 0.25 + 0.2 × 0.499 = 0.3498 → finish.
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(), progress: 0.25, velocity: 0.1, velocityMM: 10,
        projected: 0.2999, outcome: .cancel, rule: .threshold),
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(), progress: 0.25, velocity: 0.2, velocityMM: 20,
        projected: 0.3498, outcome: .finish, rule: .projection),
    // Touchpads decelerate faster: 0.25 + 0.2 × 0.3323333 = 0.3164667 (finish), + 0.1 × … = 0.2832333 (cancel).
    DecisionCase(
        kind: .touchpad, policy: ReleasePolicy(), progress: 0.25, velocity: 0.2, velocityMM: 8,
        projected: 0.25 + 0.2 * 0.997 / 3, outcome: .finish, rule: .projection),
    DecisionCase(
        kind: .touchpad, policy: ReleasePolicy(), progress: 0.25, velocity: 0.1, velocityMM: 4,
        projected: 0.25 + 0.1 * 0.997 / 3, outcome: .cancel, rule: .threshold),
    // Past the threshold at rest: position decides.
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(), progress: 0.35, velocity: 0, velocityMM: 0,
        projected: 0.35, outcome: .finish, rule: .threshold),
    // A slow drift back (20 mm/s, under the 80 mm/s flick minimum) projects under: 0.35 − 0.0998 = 0.2502.
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(), progress: 0.35, velocity: -0.2, velocityMM: -20,
        projected: 0.2502, outcome: .cancel, rule: .projection),
    // A flick back at 90 mm/s cancels although the projection (0.9 − 0.4491 = 0.4509) is past 0.3.
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(), progress: 0.9, velocity: -0.9, velocityMM: -90,
        projected: 0.4509, outcome: .cancel, rule: .reverseFlick),
    // Backwards at 50 mm/s is no flick: 0.9 − 0.2495 = 0.6505 → finish.
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(), progress: 0.9, velocity: -0.5, velocityMM: -50,
        projected: 0.6505, outcome: .finish, rule: .threshold),
    // linear:1 is Hero's progress + velocity/size: 0.1 + 0.15 = 0.25 → cancel; 0.2 + 0.15 = 0.35 → finish.
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(projection: .linear(seconds: 1)), progress: 0.1,
        velocity: 0.15, velocityMM: 15, projected: 0.25, outcome: .cancel, rule: .threshold),
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(projection: .linear(seconds: 1)), progress: 0.2,
        velocity: 0.15, velocityMM: 15, projected: 0.35, outcome: .finish, rule: .projection),
    DecisionCase(
        kind: .touchpad, policy: ReleasePolicy(projection: .linear(seconds: 0.5)), progress: 0.2,
        velocity: 0.1, velocityMM: 4, projected: 0.25, outcome: .cancel, rule: .threshold),
    // No projection: a fast throw from 0.29 still cancels.
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(projection: .none), progress: 0.29, velocity: 5,
        velocityMM: 500, projected: 0.29, outcome: .cancel, rule: .threshold),
    // With projection none the flick back is the only way velocity counts.
    DecisionCase(
        kind: .touchpad, policy: ReleasePolicy(projection: .none), progress: 0.6, velocity: -2.5,
        velocityMM: -100, projected: 0.6, outcome: .cancel, rule: .reverseFlick),
    // Custom rate 0.99: 0.25 + 1 × 0.99/0.01/1000 = 0.349 → finish.
    DecisionCase(
        kind: .touchpad, policy: ReleasePolicy(decelerationRate: 0.99), progress: 0.25, velocity: 1,
        velocityMM: 40, projected: 0.349, outcome: .finish, rule: .projection),
    // Custom threshold 0.5: 0.45 + 0.1 × 0.499 = 0.4999 → cancel.
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(threshold: 0.5), progress: 0.45, velocity: 0.1,
        velocityMM: 10, projected: 0.4999, outcome: .cancel, rule: .threshold),
    // A fast forward throw from 0.6 still finishes (no reverse rule forward).
    DecisionCase(
        kind: .touchscreen, policy: ReleasePolicy(), progress: 0.6, velocity: 3, velocityMM: 300,
        projected: 2.097, outcome: .finish, rule: .threshold)
]

@Test(arguments: decisionTable)
func releaseDecisionsMatchHandComputations(_ c: DecisionCase) {
    let d = c.policy.decide(progress: c.progress, velocity: c.velocity, velocityMMPerSecond: c.velocityMM, kind: c.kind)
    #expect(abs(d.projected - c.projected) < 1e-9)
    #expect(d.outcome == c.outcome)
    #expect(d.rule == c.rule)
    #expect(d.progress == c.progress && d.velocity == c.velocity && d.velocityMMPerSecond == c.velocityMM)
    #expect(d.threshold == c.policy.threshold)
}

@Test func linearOneSecondIsHerosRule() {
    // Hero: finish iff progress + velocity/size > 0.3, velocity in points/s, size in points.
    let policy = ReleasePolicy(projection: .linear(seconds: 1))
    for (progress, pointsPerSecond, size) in [
        (0.1, 100.0, 375.0), (0.2, 60.0, 375.0), (0.05, 500.0, 812.0),
        (0.4, -60.0, 375.0), (0.29, 1.0, 375.0)
    ] {
        let velocity = pointsPerSecond / size
        let hero = progress + velocity > 0.3
        let ours = policy.decide(progress: progress, velocity: velocity, velocityMMPerSecond: 0, kind: .touchscreen)
        #expect((ours.outcome == .finish) == hero, "p \(progress) v \(velocity)")
    }
}

@Test func defaultDecelerationRatesPerDeviceKind() {
    #expect(ReleasePolicy().decelerationRate(for: .touchscreen) == 0.998)
    #expect(ReleasePolicy().decelerationRate(for: .touchpad) == 0.997)
    #expect(ReleasePolicy(decelerationRate: 0.99).decelerationRate(for: .touchpad) == 0.99)
}

@Test func cancelledDecisionsAlwaysCancelAndKeepTheirNumbers() {
    let d = ReleasePolicy().decideCancelled(
        .deviceRemoved, progress: 0.8, velocity: 1, velocityMMPerSecond: 100,
        kind: .touchscreen)
    #expect(d.outcome == .cancel && d.rule == .deviceRemoved && abs(d.projected - 1.299) < 1e-9)
}
