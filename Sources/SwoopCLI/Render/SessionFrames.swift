import SwoopCore
import SwoopEngine
import SwoopFixtures
import SwoopInteraction
import SwoopRender

/// One frame to draw: the transition's progress at a time on the session's clock, the overrides its
/// record carried (an element following the finger), and what the heads-up strip shows then (nil: no
/// strip, as in `swoop render`).
struct TimedFrame: Equatable {
    var time: Timestamp
    var progress: Double
    var overrides = ElementOverrides()
    var hud: HUDState?
    /// Which of an export's scenes draws it (`FrameExport.scenes`): an app plays several transitions.
    var scene = 0

    /// Evaluates the frame as the log's frame line does. The session checked the overrides' elements
    /// when it was set up, so the plain frame (what the plan leaves after an unknown element) never shows.
    func evaluate(_ plan: TransitionPlan, into buffer: inout FrameBuffer) {
        do throws(EngineError) {
            try plan.evaluate(progress: progress, at: time, overrides: overrides, into: &buffer)
        } catch {
            plan.evaluate(progress: progress, into: &buffer)
        }
    }
}

/// Turns a session's records into the frames a viewer sees: one per `frame` record (the times the log
/// gives, so a GIF's delays are the log's frame times), each with the strip's state at that moment.
/// The decision shown is the latest release's until the next pan takes hold.
struct SessionFrames {
    /// The release rule's threshold before any decision names one (the configuration's, or the route's
    /// in an app: `use(threshold:)`).
    private(set) var threshold: Double
    private(set) var hud: HUDState

    init(threshold: Double) {
        self.threshold = threshold
        hud = HUDState(progress: 0, threshold: threshold)
    }

    /// Another transition's rule from here on (an app's route): the strip shows it at once unless it
    /// shows a decision, which stays until the next pan takes hold.
    mutating func use(threshold: Double) {
        self.threshold = threshold
        if hud.decision == nil { hud.threshold = threshold }
    }

    /// The frames among `records`, in order.
    mutating func frames(in records: SessionRecords) -> [TimedFrame] {
        var out: [TimedFrame] = []
        for record in records {
            guard case .interaction(let effect) = record.entry else { continue }
            switch effect {
            case .attached:
                hud = HUDState(progress: hud.progress, threshold: threshold)
            case .decision(let decision):
                hud.threshold = decision.threshold
                hud.projected = decision.projected
                hud.decision = Self.hudDecision(decision)
            case .transition(.frame(let progress)):
                hud.progress = progress
                out.append(TimedFrame(time: record.time, progress: progress, overrides: record.overrides, hud: hud))
            case .transition, .override:
                break
            }
        }
        return out
    }

    /// The strip tells outcomes by colour and rule families by shape; the three ways a pan ends
    /// without a release are one family to a viewer (nobody decided).
    static func hudDecision(_ decision: ReleaseDecision) -> HUDDecision {
        let outcome: HUDDecision.Outcome = decision.outcome == .finish ? .finish : .cancel
        let family: HUDDecision.RuleFamily =
            switch decision.rule {
            case .threshold, .travel: .threshold
            case .projection, .flick: .projection
            case .reverseFlick: .reverseFlick
            case .gestureCancelled, .deviceRemoved, .inputEnded: .interrupted
            }
        return HUDDecision(outcome, by: family)
    }
}

/// A replay's frames: kept for an export (`replay --render`, `check --render-failures`), shown in a
/// window (`replay --window`), or both, from the records the replay hands its observer.
struct ReplayFrames {
    private var frames: SessionFrames
    private let keeps: Bool
    let window: WindowPlayback?
    private(set) var recorded: [TimedFrame] = []

    init(threshold: Double, keep: Bool, window: WindowPlayback?) {
        frames = SessionFrames(threshold: threshold)
        keeps = keep
        self.window = window
    }

    mutating func observe(_ records: SessionRecords) {
        let new = frames.frames(in: records)
        if keeps { recorded += new }
        if let window { for frame in new { window.play(frame) } }
    }

    /// The kept frames from `start` until just before `end` (all after `start` when nil).
    func frames(from start: Timestamp, until end: Timestamp?) -> [TimedFrame] {
        recorded.filter { frame in frame.time >= start && (end.map { frame.time < $0 } ?? true) }
    }
}
