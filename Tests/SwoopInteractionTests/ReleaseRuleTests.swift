import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopInteraction

/// One release under one named rule, with the outcome, clause, projection and threshold worked out by hand.
struct NamedRuleCase: Sendable, CustomStringConvertible {
    var rule: ReleaseRuleName
    var kind: DeviceKind = .touchscreen
    var progress: Double
    var mmPerSecond: Double
    var distanceMM = 100.0
    var travelMM: Double? = nil
    /// (seconds, mm/s) samples, oldest first; the release's own speed alone when empty.
    var samples: [(Double, Double)] = []
    var transitionSeconds = 0.35
    var outcome: ReleaseOutcome
    var clause: DecisionRule
    var projected: Double? = nil
    var threshold: Double
    var description: String { "\(rule) \(kind) p=\(progress) v=\(mmPerSecond) mm/s" }

    var motion: ReleaseMotion {
        var recent = VelocitySamples()
        for (t, v) in samples { recent.record(seconds: t, mmPerSecond: v) }
        if samples.isEmpty { recent.record(seconds: 0, mmPerSecond: mmPerSecond) }
        return ReleaseMotion(
            progress: progress, velocity: mmPerSecond / distanceMM, velocityMMPerSecond: mmPerSecond, kind: kind,
            distanceMM: distanceMM, travelMM: travelMM ?? progress * distanceMM, recent: recent,
            transitionSeconds: transitionSeconds)
    }
}

// Hand conversions: 187.5 pt = 187.5/163 in = 29.21779 mm; 1200 pt/s = 186.99387 mm/s;
// 16 dp = 16/160 in = 2.54 mm; 3000 dp/s = 476.25 mm/s; 0.3 px/ms at 96 dpi = 79.375 mm/s;
// 0.6 units/ms of libinput's 1000-dpi units = 15.24 mm/s.
let namedRuleTable: [NamedRuleCase] = [
    // seed: progress > 0.3, strictly, whatever the speed.
    NamedRuleCase(rule: .seed, progress: 0.3, mmPerSecond: 900, outcome: .cancel, clause: .threshold, threshold: 0.3),
    NamedRuleCase(
        rule: .seed, progress: 0.300001, mmPerSecond: -900, outcome: .finish, clause: .threshold, threshold: 0.3),
    // The two disagreements with swoop: 0.24 still moving (swoop finishes), 0.32 moving back.
    NamedRuleCase(rule: .seed, progress: 0.24, mmPerSecond: 40, outcome: .cancel, clause: .threshold, threshold: 0.3),
    NamedRuleCase(rule: .seed, progress: 0.32, mmPerSecond: -90, outcome: .finish, clause: .threshold, threshold: 0.3),
    NamedRuleCase(rule: .swoop, progress: 0.24, mmPerSecond: 40, outcome: .finish, clause: .projection, threshold: 0.3),
    NamedRuleCase(
        rule: .swoop, progress: 0.32, mmPerSecond: -90, outcome: .cancel, clause: .reverseFlick, threshold: 0.3),
    // kwin: ≥ 0.5, no velocity.
    NamedRuleCase(rule: .kwin, progress: 0.5, mmPerSecond: -500, outcome: .finish, clause: .threshold, threshold: 0.5),
    NamedRuleCase(rule: .kwin, progress: 0.49, mmPerSecond: 900, outcome: .cancel, clause: .threshold, threshold: 0.5),
    // uikit, 100 mm wide: threshold 29.21779/100. Samples 100, 110, 120 mm/s 10 ms apart: v̄ 110 mm/s,
    // ā 1000 mm/s²; T 0.35 s carries (110 × 0.35 + ½ × 1000 × 0.1225)/100 = 0.9975 → 0.1 + 0.9975.
    NamedRuleCase(
        rule: .uikit, progress: 0.1, mmPerSecond: 120, samples: [(0, 100), (0.01, 110), (0.02, 120)],
        outcome: .finish, clause: .projection, projected: 1.0975, threshold: 0.2921779),
    // Decelerating: 120, 60, 0 → v̄ 60, ā −6000: 0.5 + (21 − 367.5)/100 = −2.965 → cancel past the threshold.
    NamedRuleCase(
        rule: .uikit, progress: 0.5, mmPerSecond: 0, samples: [(0, 120), (0.01, 60), (0.02, 0)], outcome: .cancel,
        clause: .projection, projected: -2.965, threshold: 0.2921779),
    // 40 mm wide: 187.5 pt is more than half of it, so 0.5 decides; at rest, position.
    NamedRuleCase(
        rule: .uikit, progress: 0.45, mmPerSecond: 0, distanceMM: 40, outcome: .cancel, clause: .threshold,
        projected: 0.45, threshold: 0.5),
    // gnome: below 79.375 mm/s on touch, the nearer end; above, the direction.
    NamedRuleCase(rule: .gnome, progress: 0.6, mmPerSecond: -79, outcome: .finish, clause: .threshold, threshold: 0.5),
    NamedRuleCase(rule: .gnome, progress: 0.4, mmPerSecond: 79, outcome: .cancel, clause: .threshold, threshold: 0.5),
    NamedRuleCase(rule: .gnome, progress: 0.05, mmPerSecond: 80, outcome: .finish, clause: .flick, threshold: 0.5),
    NamedRuleCase(rule: .gnome, progress: 0.95, mmPerSecond: -80, outcome: .cancel, clause: .flick, threshold: 0.5),
    // Touchpads throw at 15.24 mm/s.
    NamedRuleCase(
        rule: .gnome, kind: .touchpad, progress: 0.1, mmPerSecond: 16, outcome: .finish, clause: .flick,
        threshold: 0.5),
    NamedRuleCase(
        rule: .gnome, kind: .touchpad, progress: 0.1, mmPerSecond: 15, outcome: .cancel, clause: .threshold,
        threshold: 0.5),
    // android: 2.54 mm of travel not moving back; 476.25 mm/s flings in their direction.
    NamedRuleCase(
        rule: .android, progress: 0.01, mmPerSecond: 0, travelMM: 2.54, outcome: .finish, clause: .travel,
        threshold: 0.0254),
    NamedRuleCase(
        rule: .android, progress: 0.01, mmPerSecond: 5, travelMM: 2.53, outcome: .cancel, clause: .travel,
        threshold: 0.0254),
    NamedRuleCase(
        rule: .android, progress: 0.8, mmPerSecond: -1, travelMM: 80, outcome: .cancel, clause: .reverseFlick,
        threshold: 0.0254),
    NamedRuleCase(
        rule: .android, progress: 0.01, mmPerSecond: 477, travelMM: 1, outcome: .finish, clause: .flick,
        threshold: 0.0254),
    NamedRuleCase(
        rule: .android, progress: 0.9, mmPerSecond: -477, travelMM: 90, outcome: .cancel, clause: .flick,
        threshold: 0.0254),
    // photos: > 0.33, or a flick over 186.99 mm/s decided by its direction (a flick back cancels, as in the sample).
    NamedRuleCase(rule: .photos, progress: 0.33, mmPerSecond: 0, outcome: .cancel, clause: .threshold, threshold: 0.33),
    NamedRuleCase(
        rule: .photos, progress: 0.331, mmPerSecond: -186, outcome: .finish, clause: .threshold, threshold: 0.33),
    NamedRuleCase(rule: .photos, progress: 0.05, mmPerSecond: 188, outcome: .finish, clause: .flick, threshold: 0.33),
    NamedRuleCase(rule: .photos, progress: 0.9, mmPerSecond: -188, outcome: .cancel, clause: .flick, threshold: 0.33)
]

@Test(arguments: namedRuleTable)
func namedReleaseRulesMatchHandComputations(_ c: NamedRuleCase) {
    let d = ReleasePolicy(releaseRule: c.rule).decide(c.motion)
    #expect(d.outcome == c.outcome)
    #expect(d.rule == c.clause)
    #expect(d.releaseRule == c.rule)
    #expect(abs(d.threshold - c.threshold) < 1e-6)
    #expect(abs(d.projected - (c.projected ?? d.projected)) < 1e-9)
    #expect(d.progress == c.progress && d.velocityMMPerSecond == c.mmPerSecond)
}

@Test func anchorConstantsConvertToMillimetres() {
    #expect(abs(AnchorConstants.uikitDistanceMM - 29.217791) < 1e-6)
    #expect(abs(AnchorConstants.photosFlickMMPerSecond - 186.993865) < 1e-6)
    #expect(AnchorConstants.androidCommitTravelMM == 2.54 && AnchorConstants.androidFlingMMPerSecond == 476.25)
    #expect(abs(AnchorConstants.gnomeTouchThrowMMPerSecond - 79.375) < 1e-9)
    #expect(abs(AnchorConstants.gnomeTouchpadThrowMMPerSecond - 15.24) < 1e-9)
}

/// The tutorial's rule, exactly: over seeded random releases, `seed` finishes iff progress > 0.3.
@Test func seedIsTheTutorialsRuleExactly() {
    var random = SplitMix64(seed: 25)
    let policy = ReleasePolicy(releaseRule: .seed)
    for i in 0..<20_000 {
        // Around the threshold as often as away from it, and exactly on it sometimes.
        let near = Double.random(in: 0.29...0.31, using: &random)
        let anywhere = Double.random(in: -0.5...1.5, using: &random)
        let progress = i % 100 == 0 ? 0.3 : (i.isMultiple(of: 2) ? near : anywhere)
        let speed = Double.random(in: -3000...3000, using: &random)
        let d = policy.decide(
            ReleaseMotion(
                progress: progress, velocity: speed / 100, velocityMMPerSecond: speed, kind: .touchscreen,
                distanceMM: 100, travelMM: progress * 100, transitionSeconds: 0.7))
        #expect((d.outcome == .finish) == (progress > 0.3), "seed 25 case \(i): p \(progress) v \(speed)")
    }
}

@Test func swoopRuleIsTodaysDefault() {
    for c in decisionTable {
        let named = c.policy.decide(
            ReleaseMotion(
                progress: c.progress, velocity: c.velocity, velocityMMPerSecond: c.velocityMM, kind: c.kind,
                distanceMM: 100, travelMM: 10, transitionSeconds: 0.7))
        let plain = c.policy.decide(
            progress: c.progress, velocity: c.velocity, velocityMMPerSecond: c.velocityMM, kind: c.kind)
        #expect(named == plain, "\(c)")
    }
}

@Test func velocitySamplesKeepTheLastThree() {
    var samples = VelocitySamples()
    #expect(samples.meanVelocity == 0 && samples.meanAcceleration == 0)
    samples.record(seconds: 0, mmPerSecond: 10)
    #expect(samples.meanVelocity == 10 && samples.meanAcceleration == 0)
    for (t, v) in [(0.01, 20.0), (0.02, 40.0), (0.03, 80.0)] { samples.record(seconds: t, mmPerSecond: v) }
    // 20, 40, 80: mean 46.67; accelerations 2000 and 4000 mm/s² → 3000.
    #expect(samples.count == 3 && abs(samples.meanVelocity - 140.0 / 3) < 1e-9)
    #expect(abs(samples.meanAcceleration - 3000) < 1e-6)
    // A second sample at the same instant replaces the first (a release on its last motion's frame).
    samples.record(seconds: 0.03, mmPerSecond: 60)
    #expect(samples.count == 3 && abs(samples.meanVelocity - 40) < 1e-9)
}
