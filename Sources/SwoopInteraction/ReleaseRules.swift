import SwoopInputModel

/// The release rules of the systems Swoop is compared with, by name (`--release-rule`, the decision
/// line's `release_rule`). Each is a pure function of `ReleaseMotion` (`ReleasePolicy.decide(_:)`);
/// docs/interaction.md cites the source of each rule and constant.
public enum ReleaseRuleName: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Swoop's own: threshold, deceleration projection, reverse flick (`ReleasePolicy`'s fields).
    case swoop
    /// The Hero tutorial's `progress > threshold` (0.3): position alone, strictly above.
    case seed
    /// UIKit's interactive pop: `p + v̄·T + ½·ā·T² > min(187.5 pt / width, 0.5)`.
    case uikit
    /// libadwaita's and GNOME Shell's swipe tracker: slow releases snap to the nearer end, throws commit
    /// in their direction.
    case gnome
    /// KWin's effects: `progress ≥ 0.5`, no velocity.
    case kwin
    /// Android's back panel: 16 dp of travel not moving back, or a fling over 3000 px/s.
    case android
    /// Apple's photo-transition sample: `progress > 0.33`, or a flick over 1200 pt/s.
    case photos

    public var description: String { rawValue }

    /// Whether the rule compares against `ReleasePolicy.threshold` (the others carry their anchor's
    /// constants, so a threshold grid does not move them).
    public var usesPolicyThreshold: Bool {
        switch self {
        case .swoop, .seed: true
        case .uikit, .gnome, .kwin, .android, .photos: false
        }
    }
}

/// Everything a release rule may look at when the fingers lift. Distances and speeds are along the pan,
/// positive toward the end.
public struct ReleaseMotion: Sendable, Hashable {
    /// Progress on screen.
    public var progress: Double
    /// Progress per second (the 150 ms window's velocity over the pan distance).
    public var velocity: Double
    public var velocityMMPerSecond: Double
    public var kind: DeviceKind
    /// The pan's length for progress 0 → 1 (UIKit's "width").
    public var distanceMM: Double
    /// How far the finger travelled from where it touched down (Android's commit distance).
    public var travelMM: Double
    /// The last velocity samples, release included (UIKit's 3-sample averages).
    public var recent: VelocitySamples
    /// How long the transition's settle runs (UIKit's `T`).
    public var transitionSeconds: Double

    public init(
        progress: Double, velocity: Double, velocityMMPerSecond: Double, kind: DeviceKind, distanceMM: Double,
        travelMM: Double, recent: VelocitySamples = VelocitySamples(), transitionSeconds: Double
    ) {
        self.progress = progress
        self.velocity = velocity
        self.velocityMMPerSecond = velocityMMPerSecond
        self.kind = kind
        self.distanceMM = distanceMM
        self.travelMM = travelMM
        self.recent = recent
        self.transitionSeconds = transitionSeconds
    }
}

/// The last three velocity samples of a pan (time in seconds, mm/s), oldest first, in fixed storage:
/// recording one allocates nothing.
public struct VelocitySamples: Sendable, Hashable {
    public static let capacity = 3
    private var times: SIMD4<Double> = .zero
    private var speeds: SIMD4<Double> = .zero
    public private(set) var count = 0

    public init() {}

    /// Adds a sample, dropping the oldest beyond three. A sample at the same time as the last replaces it.
    public mutating func record(seconds: Double, mmPerSecond: Double) {
        if count > 0, times[count - 1] == seconds {
            speeds[count - 1] = mmPerSecond
            return
        }
        if count == Self.capacity {
            for i in 0..<(Self.capacity - 1) {
                times[i] = times[i + 1]
                speeds[i] = speeds[i + 1]
            }
            count -= 1
        }
        times[count] = seconds
        speeds[count] = mmPerSecond
        count += 1
    }

    /// The samples' mean speed (mm/s); 0 with none.
    public var meanVelocity: Double {
        guard count > 0 else { return 0 }
        var sum = 0.0
        for i in 0..<count { sum += speeds[i] }
        return sum / Double(count)
    }

    /// The mean of the accelerations between consecutive samples (mm/s²); 0 with fewer than two.
    public var meanAcceleration: Double {
        var sum = 0.0
        var steps = 0
        for i in 0..<max(0, count - 1) where times[i + 1] > times[i] {
            sum += (speeds[i + 1] - speeds[i]) / (times[i + 1] - times[i])
            steps += 1
        }
        return steps == 0 ? 0 : sum / Double(steps)
    }
}

/// The anchors' constants, converted once to Swoop's units (mm, progress, seconds).
public enum AnchorConstants {
    /// iOS points per inch (163: the 1× iPhone grid every point size is drawn on).
    public static let pointsPerInch = 163.0
    /// Android's density-independent pixels per inch (160, mdpi: 1 dp = 1 px there).
    public static let dpPerInch = 160.0
    /// GNOME's pixels per inch (96) for touch speeds; touchpad speeds are libinput's 1000-dpi units.
    public static let gnomePixelsPerInch = 96.0

    public static func millimetres(points: Double) -> Double { points / pointsPerInch * 25.4 }
    public static func millimetres(dp: Double) -> Double { dp / dpPerInch * 25.4 }

    /// The tutorial's threshold.
    public static let seedThreshold = 0.3
    /// UIKit: 187.5 pt of a pan's width, at most half.
    public static let uikitDistanceMM = millimetres(points: 187.5)
    public static let uikitMaximumThreshold = 0.5
    /// libadwaita: 0.3 px/ms on touch, 0.6 units/ms on touchpads, in mm/s.
    public static let gnomeTouchThrowMMPerSecond = 0.3 * 1000 / gnomePixelsPerInch * 25.4
    public static let gnomeTouchpadThrowMMPerSecond = 0.6 * 1000 * InputUnits.millimetres(fromNormalized: 1)
    /// The nearer of the two snap points, 0 and 1.
    public static let nearerEnd = 0.5
    /// KWin: effects commit past half.
    public static let kwinThreshold = 0.5
    /// Android: ACTIVE after 16 dp of travel; a fling over 3000 px/s (px = dp at 160 dpi).
    public static let androidCommitTravelMM = millimetres(dp: 16)
    public static let androidFlingMMPerSecond = millimetres(dp: 3000)
    /// Apple's photo-transition sample: a third of the way, or a flick over 1200 pt/s.
    public static let photosThreshold = 0.33
    public static let photosFlickMMPerSecond = millimetres(points: 1200)
}

extension ReleasePolicy {
    /// The progress a release is held against before any pan names one (a heads-up strip at rest): the
    /// policy's `threshold`, or the anchor's constant. UIKit's and Android's are lengths over the pan's
    /// distance, known only once a pan has a device: theirs is the policy's until then.
    package var restingThreshold: Double {
        switch releaseRule {
        case .swoop, .seed, .uikit, .android: threshold
        case .gnome: AnchorConstants.nearerEnd
        case .kwin: AnchorConstants.kwinThreshold
        case .photos: AnchorConstants.photosThreshold
        }
    }

    /// The decision for fingers that lifted, by `releaseRule`.
    public func decide(_ m: ReleaseMotion) -> ReleaseDecision {
        var decision: ReleaseDecision
        switch releaseRule {
        case .swoop:
            decision = decide(
                progress: m.progress, velocity: m.velocity, velocityMMPerSecond: m.velocityMMPerSecond, kind: m.kind)
        case .seed:
            decision = positional(m, threshold: threshold, strictly: true)
        case .kwin:
            decision = positional(m, threshold: AnchorConstants.kwinThreshold, strictly: false)
        case .uikit:
            decision = uikit(m)
        case .gnome:
            let throwSpeed =
                m.kind == .touchpad
                ? AnchorConstants.gnomeTouchpadThrowMMPerSecond : AnchorConstants.gnomeTouchThrowMMPerSecond
            decision =
                abs(m.velocityMMPerSecond) < throwSpeed
                ? positional(m, threshold: AnchorConstants.nearerEnd, strictly: false)
                : flick(m, threshold: AnchorConstants.nearerEnd)
        case .android:
            decision = android(m)
        case .photos:
            decision =
                abs(m.velocityMMPerSecond) > AnchorConstants.photosFlickMMPerSecond
                ? flick(m, threshold: AnchorConstants.photosThreshold)
                : positional(m, threshold: AnchorConstants.photosThreshold, strictly: true)
        }
        decision.releaseRule = releaseRule
        return decision
    }

    /// Position alone decides: `progress > threshold` (`strictly`) or `≥`.
    private func positional(_ m: ReleaseMotion, threshold: Double, strictly: Bool) -> ReleaseDecision {
        let finish = strictly ? m.progress > threshold : m.progress >= threshold
        return made(m, finish ? .finish : .cancel, projected: m.progress, threshold: threshold, rule: .threshold)
    }

    /// A throw decides by its direction.
    private func flick(_ m: ReleaseMotion, threshold: Double) -> ReleaseDecision {
        made(
            m, m.velocityMMPerSecond > 0 ? .finish : .cancel, projected: m.progress, threshold: threshold, rule: .flick)
    }

    private func uikit(_ m: ReleaseMotion) -> ReleaseDecision {
        let t = m.transitionSeconds
        let v = m.recent.count > 0 ? m.recent.meanVelocity : m.velocityMMPerSecond
        let carried = (v * t + 0.5 * m.recent.meanAcceleration * t * t) / m.distanceMM
        let projected = m.progress + (carried.isFinite ? carried : 0)
        let threshold = min(AnchorConstants.uikitDistanceMM / m.distanceMM, AnchorConstants.uikitMaximumThreshold)
        let byProjection = projected > threshold
        let rule: DecisionRule = (m.progress > threshold) == byProjection ? .threshold : .projection
        return made(m, byProjection ? .finish : .cancel, projected: projected, threshold: threshold, rule: rule)
    }

    private func android(_ m: ReleaseMotion) -> ReleaseDecision {
        // `threshold` is the commit travel as progress, so the line still reads against progress.
        let threshold = AnchorConstants.androidCommitTravelMM / m.distanceMM
        if abs(m.velocityMMPerSecond) > AnchorConstants.androidFlingMMPerSecond {
            return flick(m, threshold: threshold)
        }
        if m.velocityMMPerSecond < 0 {
            return made(m, .cancel, projected: m.progress, threshold: threshold, rule: .reverseFlick)
        }
        let travelled = m.travelMM >= AnchorConstants.androidCommitTravelMM
        return made(m, travelled ? .finish : .cancel, projected: m.progress, threshold: threshold, rule: .travel)
    }

    private func made(
        _ m: ReleaseMotion, _ outcome: ReleaseOutcome, projected: Double, threshold: Double, rule: DecisionRule
    ) -> ReleaseDecision {
        ReleaseDecision(
            outcome: outcome, progress: m.progress, velocity: m.velocity, velocityMMPerSecond: m.velocityMMPerSecond,
            projected: projected, threshold: threshold, rule: rule, releaseRule: releaseRule)
    }
}
