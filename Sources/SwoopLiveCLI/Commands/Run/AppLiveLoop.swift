import SwoopCore
import SwoopInteraction
import SwoopLibinput
import SwoopLog
import SwoopNavigation

/// `run --app`: the app, live. The same `AppSession` that `replay --app` runs on a virtual clock, paced
/// by the devices: a recording of the run replayed through the app writes the same navigation lines.
struct AppLiveLoop {
    let source: LibinputSource
    let backend: LibinputBackend
    let logging: SessionLogging
    let status: TerminalLine
    let display: (any LiveRunDisplay)?
    var session: AppSession
    private var lastDrawn: Int64 = .min

    init(
        source: LibinputSource, app: App, configuration: SessionConfiguration, backend: LibinputBackend,
        logging: SessionLogging, status: TerminalLine, display: (any LiveRunDisplay)?
    ) throws {
        self.display = display
        self.source = source
        self.backend = backend
        self.logging = logging
        self.status = status
        session = try AppSession(app: app, configuration: configuration)
    }

    /// Runs until stopped; returns a one-line summary.
    mutating func run(sink: FormattedLogSink) throws -> String {
        sink.write(LiveLoop.runLine(source: source, backend: backend, [("app", .string(session.app.name))]))
        var pacer = LivePacer(
            source: source, backend: backend, originMicros: LiveLoop.originMicros, display: display)
        var session = self.session
        var ended: [String] = []
        var lastDrawn = self.lastDrawn
        let (logging, status, source, display) = (self.logging, self.status, self.source, self.display)
        try AppDriver.run(&session, pacer: &pacer) { records, app in
            logging.write(records, to: sink)
            display?.step(records, of: app, inputWaiting: source.hasPendingInput)
            for case .navigation(let n) in records where n.phase == .ended { ended.append(n.screen ?? "") }
            if !source.hasBufferedEvents { try sink.flush() }
            let now = MonotonicClock.now().micros
            if status.isActive, now - lastDrawn >= 50_000 {
                lastDrawn = now
                status.show(
                    "\(app.screen)  " + (app.isAtRest ? "at rest" : "moving")
                        + "  progress \(TextColumns.fixed(app.session.controller.presentedProgress, 3))")
            }
        }
        self.session = session
        try sink.flush()
        display?.end(touchFrames: 0)
        status.clear()
        return "\(ended.count) navigation\(ended.count == 1 ? "" : "s"), screens: "
            + ([session.app.root] + ended).joined(separator: " → ")
    }
}
