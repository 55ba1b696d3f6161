import SwoopCore
import SwoopEngine
import SwoopLiveCLI
import SwoopLog

/// A transition driven by a script on a virtual clock (shared by `simulate` and `demo`): never reads
/// the wall clock, so the same inputs give the same records.
struct EngineSimulation {
    var definition: TransitionDefinition
    var direction: TransitionDirection
    var script: TransitionScript
    var rate = FrameClock.defaultRate
    /// 1/60 s between script steps: one update per frame of a 60 Hz display, as a drag delivers them.
    static let defaultSpacing = 1.0 / 60
    var spacing = defaultSpacing
    var limit = ProgressLimit.default
    /// Evaluate the scene at every frame and put its elements into the `frame` records.
    var includeElements = false
    /// `--settle`; nil: the definition's own (`TransitionDefinition.settle`).
    var settle: SettleStyle?

    struct Summary {
        var completions: [Bool] = []
        var frames = 0
        var ignored = 0
        var end = Timestamp.zero
        var lastProgress = 0.0
    }

    /// Runs the script, handing each log record to `write` as it happens, and each frame to `frame`
    /// (what `render` draws and `--window` shows).
    func run(_ write: (LogRecord) -> Void, frame: (TimedFrame) -> Void = { _ in }) throws -> Summary {
        let plan = try TransitionPlan(definition, direction: direction)
        var buffer = plan.makeFrameBuffer()
        let timing = plan.settleTiming(settle ?? plan.settleStyle)
        var machine = TransitionMachine(timing: timing, frameRate: rate, limit: limit)
        var summary = Summary()
        // A script makes no `apply` or `changeTarget`; Hero's releases are recorded as the controller does.
        var overrides = ElementOverrides()
        var running = false
        let player = ScriptPlayer(spacing: spacing)
        summary.end = player.play(script, on: &machine) { time, effect in
            // At a grab the presented progress is the last frame's.
            overrides.recordAlongside(
                effect, at: time, presented: summary.lastProgress, timing: timing, run: running)
            switch effect {
            case .frame(let progress):
                frame(TimedFrame(time: time, progress: progress, overrides: overrides, hud: nil))
                summary.frames += 1
                summary.lastProgress = progress
                if includeElements {
                    // Evaluating can only fail on an override's element, and these name none.
                    if let record = try? LogRecord(
                        t: time.micros, progress: progress, overrides: overrides, of: plan, buffer: &buffer)
                    {
                        write(record)
                        return
                    }
                }
            case .ignored: summary.ignored += 1
            case .completed(let finished):
                summary.completions.append(finished)
                overrides = ElementOverrides()
            case .stateChanged(_, let to): running = to == .animating
            case .settle(let toward, let from, _):
                if case .hero = timing.mode, !running { overrides.resume(HeroResume(from: from, toward: toward)) }
            case .appearance: break
            }
            write(LogRecord(t: time.micros, engine: effect))
        }
        return summary
    }

    /// Writes a whole log to `path` through a temporary file: either all of it appears, or nothing.
    static func writeAtomically(_ text: String, to path: String) throws {
        let file = try OutputFile(path: path)  // never renames over /dev/null or a pipe
        do {
            try file.write(text)
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
    }

    /// A scene file, read whole: missing 66, forbidden 77, unreadable 74, bad 65 (from `SceneFile`).
    static func loadScene(_ path: String) throws -> TransitionDefinition {
        let text = try InputTextFile.read(path, kind: "scene file")
        return try SceneFile.decode(text, file: path)
    }
}
