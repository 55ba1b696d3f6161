import SwoopCore
import SwoopInteraction
import SwoopNavigation

/// An app session's frames to draw: each `frame` record on the plan showing then (`AppRecord.scene`),
/// so an export or a window switches transitions as the user goes from screen to screen, and the strip
/// the rule of the route that plan plays (`AppSession.releases`).
struct AppFrames {
    private var frames: SessionFrames
    private var shown: Int
    /// nil: no heads-up strip (`swoop render`).
    private let strip: Bool

    init(threshold: Double, scene: Int?, strip: Bool) {
        frames = SessionFrames(threshold: threshold)
        shown = scene ?? 0
        self.strip = strip
    }

    mutating func frames(in records: [AppRecord], of app: AppSession) -> [TimedFrame] {
        var out: [TimedFrame] = []
        for record in records {
            switch record {
            case .scene(let index):
                shown = index
                frames.use(threshold: app.releases[index].restingThreshold)
            case .session(let r):
                for var frame in frames.frames(in: SessionRecords([r])) {
                    frame.scene = shown
                    if !strip { frame.hud = nil }
                    out.append(frame)
                }
            case .tap, .navigation: continue
            }
        }
        return out
    }

    /// Plays the records' frames in `window` at their times, switching it to each scene the app plays.
    mutating func play(_ records: [AppRecord], of app: AppSession, in window: WindowPlayback) {
        for case .scene(let index) in records {
            window.use(definition: app.definitions[index], plan: app.plans[index])
        }
        for frame in frames(in: records, of: app) { window.play(frame) }
    }
}
