import SwoopCommandLine
import SwoopInteraction
import SwoopLiveCLI
import SwoopNavigation

/// `swoop run --window`: each step's newest frame into the window once no input is waiting
/// (`NewestFrame`), the viewer's Esc or close as the run's stop.
final class LiveWindow: LiveRunDisplay {
    let playback: WindowPlayback
    private var frames: SessionFrames
    private var newestFrame = NewestFrame<TimedFrame>()
    private var appFrames: AppFrames

    init(playback: WindowPlayback, threshold: Double) {
        self.playback = playback
        frames = SessionFrames(threshold: threshold)
        appFrames = AppFrames(threshold: threshold, scene: nil, strip: true)
    }

    func pump() { playback.pump() }

    var stopRequested: Bool { playback.stopRequested }

    func step(_ records: SessionRecords, touchFrames: Int, inputWaiting: Bool) {
        let made = frames.frames(in: records).last
        if let frame = newestFrame.step(made: made, inputWaiting: inputWaiting) {
            playback.show(frame, touchFrames: touchFrames)
        }
    }

    /// An app's step: the window follows its scene changes, then shows the newest frame.
    func step(_ records: [AppRecord], of app: AppSession, inputWaiting: Bool) {
        for case .scene(let index) in records {
            playback.use(definition: app.definitions[index], plan: app.plans[index])
        }
        let made = appFrames.frames(in: records, of: app).last
        if let frame = newestFrame.step(made: made, inputWaiting: inputWaiting) {
            playback.show(frame, touchFrames: 0)
        }
    }

    func end(touchFrames: Int) {
        if let frame = newestFrame.take() { playback.show(frame, touchFrames: touchFrames) }
    }

    func report(command: String, _ context: CommandContext) throws {
        context.standardError("swoop \(command): \(playback.summary)\n")
        try playback.rethrow()
    }
}
