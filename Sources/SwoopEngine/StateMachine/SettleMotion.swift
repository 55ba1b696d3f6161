import SwoopCore

/// One motion toward an endpoint that started at a known instant, progress and velocity.
/// A pure function of time: sampling it twice at the same instant gives the same answer.
struct SettleMotion: Sendable, Equatable {
    let startTime: Timestamp
    let origin: Double
    let target: Endpoint
    /// `timing` as sampled: a spring's release from `origin` at `initialVelocity` is derived once, for
    /// every frame's sample.
    private let path: Path

    private enum Path: Sendable, Equatable {
        case spring(SpringRelease)
        case curve(CubicBezier, duration: Double, completionSpeed: Double)
        /// Hero's progress runner: linear from `origin` to the target over `duration` seconds.
        case linear(duration: Double)
    }

    /// `run`: a non-interactive run from the start (`start(animated: true)`), which Hero plays over the
    /// transition's whole duration; otherwise a release from `origin`.
    init(
        startTime: Timestamp, origin: Double, initialVelocity: Double, target: Endpoint, timing: SettleTiming,
        run: Bool = false
    ) {
        self.startTime = startTime
        self.origin = origin
        self.target = target
        // The spring acts on the displacement from the target; the release velocity is its ẋ(0).
        // (UIKit's relative initialVelocity is this velocity divided by the remaining distance.)
        path =
            switch timing.mode {
            case .spring(let spring):
                .spring(SpringRelease(spring, displacement: origin - target.progress, velocity: initialVelocity))
            case .curve(let curve, let duration, let speed): .curve(curve, duration: duration, completionSpeed: speed)
            case .hero(let timeline):
                .linear(
                    duration: run
                        ? timeline.totalDuration
                        : timeline.remaining(after: HeroResume(from: origin, toward: target)))
            }
    }

    /// Hero's runner's progress rate (progress/s), which owes nothing to the release velocity; nil for
    /// the other timings, whose settle starts from the release velocity as given.
    var heroRate: Double? {
        guard case .linear(let duration) = path else { return nil }
        return duration > 0 ? (target.progress - origin) / duration : 0
    }

    /// Settled means |p − target| and |ṗ| both below this (progress units, progress units per second).
    static let settleEpsilon = 0.001
    /// A safety net so every motion ends: after this long the motion snaps to its target.
    /// No valid timing comes near it (the slowest parsable spring settles within 60 s).
    static let longestMotion = 120.0

    struct Sample: Equatable {
        var progress: Double
        var velocity: Double
        var settled: Bool
    }

    func sample(at time: Timestamp) -> Sample {
        let elapsed = max(0, time.seconds(since: startTime))
        let goal = target.progress
        if elapsed >= Self.longestMotion { return Sample(progress: goal, velocity: 0, settled: true) }
        switch path {
        case .spring(let spring):
            let state = spring.state(at: elapsed)
            let settled = abs(state.position) < Self.settleEpsilon && abs(state.velocity) < Self.settleEpsilon
            return Sample(progress: goal + state.position, velocity: state.velocity, settled: settled)
        case .curve(let curve, let duration, let speed):
            let distance = goal - origin
            let total = abs(distance) * duration / speed
            if elapsed >= total { return Sample(progress: goal, velocity: 0, settled: true) }
            let fraction = elapsed / total
            return Sample(
                progress: origin + distance * curve.value(at: fraction),
                velocity: distance * curve.slope(at: fraction) / total, settled: false)
        case .linear(let duration):
            let distance = goal - origin
            if elapsed >= duration { return Sample(progress: goal, velocity: 0, settled: true) }
            return Sample(
                progress: origin + distance * elapsed / duration, velocity: distance / duration, settled: false)
        }
    }
}
