import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopLiveCLI
import SwoopRender
import SwoopWindow

/// `--window`: frames shown as they happen, in a window on whatever display SDL2 reaches (X11,
/// Wayland, KMS/DRM), with the heads-up strip. `play` paces frames at their times on the wall clock
/// (a replay or a simulation at the recorded speed); `show` draws at once (a live run, already paced
/// by its input). The window's close button, Esc and Ctrl-C (in the window, or SIGINT/SIGTERM in the
/// terminal when `catchSignals`) all end a run the same way: `stopRequested` turns true and the
/// command finishes as it does on Ctrl-C.
final class WindowPlayback {
    /// A frame this much past its time is skipped rather than shown late (the next one catches up):
    /// a little over one 60 Hz refresh, so a present that waits for vsync is not counted as late.
    static let lateMicros: Int64 = 20_000
    /// While waiting for a frame's time, events are read at least this often, so Esc works in a pause.
    static let pollMicros: Int64 = 16_000

    private let presenter: any FramePresenter
    private let clock: any PacingClock
    private var plan: TransitionPlan
    private var adapter: EngineFrameAdapter
    private var buffer: FrameBuffer
    private let signals: ShutdownSignals?
    private var origin: (virtual: Int64, wall: Int64)?
    private var unshown: TimedFrame?
    /// Why the run ends early: the viewer's request, or a window that failed.
    private(set) var endRequest: EndRequest?
    private(set) var failure: WindowError?
    private(set) var shown = 0, skipped = 0
    /// `SWOOP_PRESENTATION_REPORT`: each present, for the bench (a live run's latency, a played run's rate).
    var report: PresentationReport?

    init(
        presenter: any FramePresenter, definition: TransitionDefinition, plan: TransitionPlan, catchSignals: Bool,
        clock: any PacingClock = MonotonicPacing()
    ) {
        self.presenter = presenter
        self.clock = clock
        self.plan = plan
        adapter = EngineFrameAdapter(definition: definition, plan: plan)
        buffer = plan.makeFrameBuffer()
        signals = catchSignals ? ShutdownSignals() : nil
        signals?.start()
    }

    /// Opens a window for `plan`'s scene: no display is exit 69, naming the video drivers tried.
    static func open(
        definition: TransitionDefinition, plan: TransitionPlan, fullscreen: Bool,
        catchSignals: Bool
    ) throws(WindowError) -> WindowPlayback {
        let presenter = try SDLWindowPresenter(
            WindowOptions(
                title: "Swoop — \(definition.name)", contentSize: plan.screenSize,
                fullscreen: fullscreen))
        return WindowPlayback(presenter: presenter, definition: definition, plan: plan, catchSignals: catchSignals)
    }

    deinit { signals?.stop() }

    /// Frames from now on are drawn on another transition of the same screen size (an app's next route).
    func use(definition: TransitionDefinition, plan: TransitionPlan) {
        self.plan = plan
        adapter = EngineFrameAdapter(definition: definition, plan: plan)
        buffer = plan.makeFrameBuffer()
    }

    var stopRequested: Bool { endRequest != nil || failure != nil || signals?.requested != nil }

    /// Shows `frame` when its time comes, counted from the moment the first frame played was shown;
    /// a frame already late is skipped (and shown while waiting for the next, or by `finish`).
    ///
    /// The first frame is shown at once and only then starts the clock: it carries the cold start (the
    /// renderer's fonts and photos, the display's first commit: about 0.4 s on weston), and counted
    /// against the clock it made every frame due meanwhile late, half of a one-second transition.
    func play(_ frame: TimedFrame) {
        guard !stopRequested else { return }
        guard let origin else {
            present(frame)
            self.origin = (frame.time.micros, clock.now().micros)
            pump()
            return
        }
        let due = origin.wall + (frame.time.micros - origin.virtual)
        while true {
            pump()
            if stopRequested { return }
            let now = clock.now().micros
            if now >= due { break }
            if let late = unshown { present(late) }
            clock.sleep(until: Timestamp(micros: min(due, clock.now().micros + Self.pollMicros)))
        }
        if clock.now().micros - due > Self.lateMicros {
            unshown = frame
            skipped += 1
        } else {
            present(frame)
        }
    }

    /// The next frame played starts the clock again: each fixture of a replay has its own times.
    func restartClock() { origin = nil }

    /// Shows `frame` now (a live run), made once the session had taken `touchFrames` touch-frame events.
    func show(_ frame: TimedFrame, touchFrames: Int) {
        guard !stopRequested else { return }
        present(frame, touchFrames: touchFrames)
        pump()
    }

    /// Shows a frame that was skipped for lateness, so the window ends on the last state.
    func finish() {
        if let late = unshown, failure == nil { present(late) }
    }

    /// Reads what the viewer did; any end request ends the run.
    func pump() {
        for event in presenter.pollEvents() {
            if case .endRequested(let request) = event, endRequest == nil { endRequest = request }
        }
    }

    /// `driver=x11 renderer=opengl vsync=1 window=X,Y,W,H drawable=W,H` (window in desktop points).
    var placement: String {
        let info = presenter.info
        let w = info.window.map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? "none"
        return "driver=\(info.videoDriver) renderer=\(info.renderer) vsync=\(info.vsync ? 1 : 0) window=\(w) "
            + "drawable=\(info.drawable.width),\(info.drawable.height)"
    }

    /// The one-line account a command prints at the end: the display used and how the run ended.
    var summary: String {
        let info = presenter.info
        var text = "window: \(info.videoDriver) (\(info.renderer)\(info.vsync ? ", vsync" : "")), \(shown) frames shown"
        if skipped > 0 { text += ", \(skipped) skipped as late" }
        if let endRequest {
            text += "; ended by \(endRequest.rawValue)"
        } else if signals?.requested != nil {
            text += "; ended by a signal"
        }
        return text
    }

    /// Throws the window's failure, or the presentation report's, if there was one (after the command
    /// has finished its output).
    func rethrow() throws {
        if let failure { throw failure }
        if let failure = report?.failure { throw failure }
    }

    /// Draws and shows `frame`; `touchFrames` is what the report says of it (0 where no input drives it).
    private func present(_ frame: TimedFrame, touchFrames: Int = 0) {
        frame.evaluate(plan, into: &buffer)
        do throws(WindowError) {
            let presented = try presenter.present(adapter.scene(for: buffer).withHUD(frame.hud), at: frame.time)
            shown += 1
            unshown = nil
            if let report, let at = presented.presentReturnedAt {
                report.record(touchFrames: touchFrames, presentedAt: at)
            }
        } catch {
            failure = error
        }
    }
}
