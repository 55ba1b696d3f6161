import SwoopCore

/// UIKit's `animate(alongsideTransition:)`: an animation the presentation controller runs beside the
/// transition on the coordinator's own clock (its `transitionDuration` and curve), not on the
/// transition's progress. The zoom seed's blur is one: 0.7 s, ease-in-out, in both directions.
public struct AlongsideTiming: Sendable, Equatable {
    public var duration: Double
    public var curve: CubicBezier

    public init(duration: Double, curve: CubicBezier = .easeInOut) {
        precondition(duration > 0 && duration.isFinite, "an alongside animation needs a duration > 0")
        self.duration = duration
        self.curve = curve
    }
}

/// Where an alongside animation is, as a fraction u of its duration (the overlay shows `curve(u)` of
/// its way), recorded from the transition's effects (`ElementOverrides.recordAlongside`) without the
/// plan, and read with the frame's time (`TransitionPlan.evaluate(progress:at:overrides:into:)`):
/// - while a gesture drives the transition, u follows the progress (UIKit's percent-driven interaction
///   scrubs the alongside animation with the transition's fraction): u = p from a `begin`, and from a
///   `grab` u moves with the progress from where it was;
/// - a run or a release (each `settle`, a reversal included) plays u on at 1/duration per second toward
///   the settle's end, from where it was;
/// - the frame where the transition completes shows the end reached (a dismissal's blur removed).
public struct AlongsideClock: Sendable, Equatable {
    struct Segment: Sendable, Equatable {
        var time: Timestamp
        var progress: Double
        /// nil: scrubbed by the progress (a grab); otherwise played toward the motion's target.
        var motion: SettleMotion?
    }

    /// Oldest first; before the first, u = p.
    var segments: [Segment] = []

    public init() {}

    public var isEmpty: Bool { segments.isEmpty }

    /// Notes `effect` at `time`; `presented` is the machine's presented progress after it, `timing` its
    /// settle timing, `run` whether the machine is playing a non-interactive run.
    mutating func record(
        _ effect: TransitionEffect, at time: Timestamp, presented: Double, timing: SettleTiming, run: Bool
    ) {
        switch effect {
        case .settle(let toward, let from, let velocity):
            let motion = SettleMotion(
                startTime: time, origin: from, initialVelocity: velocity, target: toward, timing: timing, run: run)
            segments.append(Segment(time: time, progress: from, motion: motion))
        case .stateChanged(from: .settling, to: .interactive):
            segments.append(Segment(time: time, progress: presented, motion: nil))
        default:
            break
        }
    }

    /// u at `time` and `progress`, for an animation of `duration` seconds.
    func fraction(at time: Timestamp, progress: Double, duration: Double) -> Double {
        var u = 0.0
        var anchor = Segment(time: time, progress: 0, motion: nil)
        for segment in segments {
            u = Self.advance(u, from: anchor, to: segment.time, progress: segment.progress, duration: duration)
            anchor = segment
        }
        if let motion = anchor.motion, motion.sample(at: time).settled { return motion.target.progress }
        return Self.advance(u, from: anchor, to: time, progress: progress, duration: duration)
    }

    private static func advance(
        _ u: Double, from anchor: Segment, to time: Timestamp, progress: Double, duration: Double
    ) -> Double {
        let moved: Double
        if let motion = anchor.motion {
            let step = max(0, time.seconds(since: anchor.time)) / duration
            moved = motion.target == .end ? u + step : u - step
        } else {
            moved = u + (progress.isFinite ? progress : anchor.progress) - anchor.progress
        }
        return min(max(moved, 0), 1)
    }
}
