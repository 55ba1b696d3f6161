/// How a transition settles after a release, by name (`--settle`, a scene's `settle`).
public enum SettleStyle: String, Sendable, CaseIterable {
    /// Hero's own playback: a run goes linearly in time over the transition's duration; a release
    /// restarts every element's curve from where it is over its remaining time (`HeroTimeline`), and
    /// the release velocity is not carried.
    case hero
    /// The definition's settle timing (`presentTiming`/`dismissTiming`): a spring that starts with the
    /// release velocity (UIKit's `UISpringTimingParameters(initialVelocity:)`), or a curve over the
    /// remaining fraction.
    case spring
}

/// One element's timing as Hero's animator sees it (`HeroDefaultAnimator`, `HeroCoreAnimationViewContext`).
struct HeroView: Sendable, Equatable {
    var delay: Double
    var duration: Double
    /// No `duration` of its own (Hero's `targetState.duration == nil`): a release measures the rest of
    /// its way again (`optimizedDurationTo`) and may lengthen it.
    var auto: Bool
    var curve: ElementCurve
    var start: VisualState
    var end: VisualState
    /// Which end Hero's target state (the modifiers' off-screen state) is: the start for an appearing
    /// view, the end for a disappearing one, both for a pair (Hero animates both snapshots).
    var measuresToStart: Bool
    var measuresToEnd: Bool

    /// The state the plain track shows at `time` (arc aside: only distances are measured from it).
    func state(at time: Double) -> VisualState {
        VisualState.interpolate(
            start, end, TimingGroup(delay: delay, duration: duration, curve: curve).fraction(at: time))
    }
}

/// A release, Hero's way: from `from` (progress) toward `toward`.
public struct HeroResume: Sendable, Equatable {
    public let from: Double
    public let toward: Endpoint

    public init(from: Double, toward: Endpoint) {
        self.from = from
        self.toward = toward
    }
}

/// When one element moves after a Hero release: `delay` then `duration` seconds along its curve,
/// from the state it was in; `moves` false when Hero leaves it where it is.
struct ResumedTiming: Sendable, Equatable {
    var delay: Double
    var duration: Double
    var moves: Bool

    var stopsAfter: Double { moves ? delay + duration : 0 }

    func fraction(at elapsed: Double, curve: ElementCurve) -> Double {
        guard moves else { return 0 }
        return TimingGroup(delay: delay, duration: max(duration, 1e-9), curve: curve).fraction(at: elapsed)
    }
}

/// Every element's timing of one compiled transition, for Hero's finish and cancel
/// (`HeroTransition+Interactive.swift`): what `SettleStyle.hero` needs to know of the plan.
///
/// At a release at progress r toward the end, Hero's `resume(timePassed: τ = r × T)` gives each view
/// without a duration of its own the duration `max(D, optimizedDurationTo(present → target) + τ)`,
/// then restarts every key from its present value: before its delay it waits `delay − τ` and runs
/// whole; while running it takes the remaining `duration − (τ − delay)`; after its end it stays.
/// Toward the start the same τ is used, with Hero's quirk: a view that was running takes the
/// remaining *forward* time `duration − (τ − delay)` to go back, and a view already done waits
/// `τ − (delay + duration)` and then takes its whole duration. The transition's progress then runs
/// linearly from r to the target over the longest of these (Hero's progress runner), and completes
/// there.
public struct HeroTimeline: Sendable, Equatable {
    /// The plan's tracks, then its two screens' own motion (absent when a screen does not move).
    var views: [HeroView]
    var screens: [HeroView?]
    /// T: progress p shows time p × T.
    public let totalDuration: Double

    /// Each view's timing after a release `resume`; `views` then `screens` order.
    func timing(of view: HeroView, after resume: HeroResume) -> ResumedTiming {
        let passed = abs(resume.from) * totalDuration
        var duration = view.duration
        if view.auto {
            let present = view.state(at: passed)
            var rest = 0.0
            if view.measuresToStart { rest = max(rest, DurationRule.movePoints(present, view.start)) }
            if view.measuresToEnd { rest = max(rest, DurationRule.movePoints(present, view.end)) }
            duration = max(duration, DurationRule.autoSeconds(movePoints: rest) + passed)
        }
        let delay = view.delay
        switch resume.toward {
        case .end:
            if passed <= delay { return ResumedTiming(delay: delay - passed, duration: duration, moves: true) }
            if passed <= delay + duration {
                return ResumedTiming(delay: 0, duration: duration - (passed - delay), moves: true)
            }
        case .start:
            if passed > delay + duration {
                return ResumedTiming(delay: passed - (delay + duration), duration: duration, moves: true)
            }
            if passed > delay { return ResumedTiming(delay: 0, duration: duration - (passed - delay), moves: true) }
        }
        return ResumedTiming(delay: 0, duration: 0, moves: false)
    }

    /// How long the progress takes from the release to its target: the longest element's time.
    public func remaining(after resume: HeroResume) -> Double {
        var longest = 0.0
        for view in views { longest = max(longest, timing(of: view, after: resume).stopsAfter) }
        for case let view? in screens { longest = max(longest, timing(of: view, after: resume).stopsAfter) }
        return longest
    }

    /// Seconds since the release that progress `p` shows, along the linear run from `resume.from`
    /// to its target over `remaining`; nil when `p` is not between them.
    static func elapsed(at p: Double, after resume: HeroResume, remaining: Double) -> Double? {
        let target = resume.toward.progress
        let span = target - resume.from
        let moved = p - resume.from
        if span == 0 { return p == target ? remaining : nil }
        let fraction = moved / span
        guard fraction >= 0, fraction <= 1 else { return nil }
        return fraction * remaining
    }
}
