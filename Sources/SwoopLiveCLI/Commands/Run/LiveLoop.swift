import SwoopCore
import SwoopInputModel
import SwoopInteraction
import SwoopLibinput
import SwoopLog

/// A live run: the one session driver, paced by the devices (`LivePacer`); the records are logged, the
/// status line redrawn and the display (if any) shown every step.
package struct LiveLoop {
    let source: LibinputSource
    let backend: LibinputBackend
    let logging: SessionLogging
    let status: TerminalLine
    let display: (any LiveRunDisplay)?
    private var session: PanSession
    private var lastVelocity = 0.0
    private var lastDrawn: Int64 = .min
    /// Touch-frame events taken so far: a presented frame reflects this many of the device's frames.
    private var touchFrames = 0

    /// The run's clock starts at 1 s, as `record`'s fixtures do, so a log and a recording line up.
    package static let originMicros = RecordCommand.originMicros

    package init(
        source: LibinputSource, configuration: SessionConfiguration, follow: FollowSetup?, backend: LibinputBackend,
        logging: SessionLogging, status: TerminalLine, display: (any LiveRunDisplay)? = nil
    ) {
        self.source = source
        self.display = display
        self.backend = backend
        self.logging = logging
        self.status = status
        session = PanSession(configuration: configuration, follow: follow)
    }

    /// Runs until stopped (or, with device nodes, until every device is gone); returns a one-line summary.
    package mutating func run(sink: FormattedLogSink) throws -> String {
        sink.write(Self.runLine(source: source, backend: backend))
        var pacer = LivePacer(source: source, backend: backend, originMicros: Self.originMicros, display: display)
        var session = self.session
        try SessionDriver.run(&session, pacer: &pacer) { records, session in
            take(records, sink)
            // The lines go out once the events libinput already handed over are taken (a touch frame is
            // several): one write per frame instead of one per event, and none later than the frame's.
            if !source.hasBufferedEvents { try sink.flush() }
            // Asked first: passing the session copies it, and a live step should not pay that 100 times a second.
            if statusIsDue() { redrawStatus(session) }
        }
        self.session = session
        try sink.flush()
        display?.end(touchFrames: touchFrames)
        status.clear()
        let outcomes = session.interactions.compactMap { $0.decision?.outcome.rawValue }
        return "\(session.interactions.count) interaction" + (session.interactions.count == 1 ? "" : "s")
            + (outcomes.isEmpty ? "" : ": " + outcomes.joined(separator: ", "))
    }

    /// The run's first line: its input, devices and their sizes (`extra` fields after them).
    static func runLine(source: LibinputSource, backend: LibinputBackend, _ extra: [(String, LogValue)] = [])
        -> LogRecord
    {
        LogRecord(
            t: originMicros, type: "run",
            [
                ("input", .string(backend.description)),
                ("devices", .string(source.touchDevices.map(\.info.name).joined(separator: ", "))),
                // Every mm of the run (slop, mm/s, the reverse-flick minimum) is measured by these sizes.
                (
                    "sizes",
                    .string(
                        source.touchDevices.map { device in
                            "\(device.info.name): " + (device.size.map(\.resolved.description) ?? "unknown")
                        }.joined(separator: "; "))
                )
            ] + extra)
    }

    private mutating func take(_ records: SessionRecords, _ sink: FormattedLogSink) {
        for record in records {
            switch record.entry {
            case .pan(let pan): lastVelocity = pan.velocity
            case .input(let input) where input.event.kind == .touchFrame: touchFrames += 1
            default: break
            }
        }
        logging.write(records, to: sink)
        display?.step(records, touchFrames: touchFrames, inputWaiting: source.hasPendingInput)
    }

    /// The status line is redrawn at most 20 times a second, and only on a terminal.
    private mutating func statusIsDue() -> Bool {
        guard status.isActive else { return false }
        let now = MonotonicClock.now().micros
        guard now - lastDrawn >= 50_000 else { return false }
        lastDrawn = now
        return true
    }

    /// `state  [#######.......] 0.512  v 123 mm/s  last finish (projection)`.
    private func redrawStatus(_ session: PanSession) {
        let progress = session.controller.presentedProgress
        let filled = max(0, min(20, Int((progress * 20).rounded())))
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 20 - filled) + "]"
        let last = session.interactions.last(where: { $0.decision != nil })?.decision
        status.show(
            TextColumns.pad(session.controller.state.name.rawValue, 10) + " " + bar + " "
                + TextColumns.fixed(progress, 3) + "  v "
                + TextColumns.fixed(session.recognizer.isPanning ? lastVelocity : 0, 0)
                + " mm/s" + (last.map { "  last \($0.outcome.rawValue) (\($0.rule.rawValue))" } ?? ""))
    }
}

/// Paces a live session by its devices: waits for libinput, or for the next frame's deadline while the
/// transition moves on its own. Times are shifted to start at `originMicros`; a signal stops the run,
/// and so does the last device going away when devices were named by node.
struct LivePacer: SessionPacer {
    let source: LibinputSource
    let backend: LibinputBackend
    let originMicros: Int64
    /// Read every frame even at rest, so that closing a window or Esc is seen at once; either stops.
    let display: (any LiveRunDisplay)?
    private let start = MonotonicClock.now()
    private var devicesGone = false

    init(source: LibinputSource, backend: LibinputBackend, originMicros: Int64, display: (any LiveRunDisplay)? = nil) {
        self.source = source
        self.display = display
        self.backend = backend
        self.originMicros = originMicros
    }

    private func runTime(_ monotonic: Timestamp) -> Timestamp {
        Timestamp(micros: max(0, monotonic.micros - start.micros) + originMicros)
    }

    mutating func next(after session: inout PanSession) throws -> PacedStep {
        if devicesGone { return .stop }
        display?.pump()
        if display?.stopRequested == true { return .stop }
        let frameMicros = Int64(saturating: 1_000_000 / session.configuration.frameRate)
        let deadline = session.isAtRest && display == nil ? nil : MonotonicClock.now().advanced(byMicros: frameMicros)
        switch try source.next(waitingUntil: deadline) {
        case .event(var event):
            // libinput stamps an event when the kernel saw it, which can be a little before the frame
            // just drawn on the wall clock: it then counts (and is logged) at that frame's time, so
            // the log never goes backwards.
            event.time = max(runTime(event.time), session.now ?? Timestamp(micros: 0))
            if case .paths = backend, case .deviceRemoved = event.event, source.touchDevices.isEmpty {
                devicesGone = true
            }
            return .event(event)
        case .timedOut:
            return .advance(to: runTime(MonotonicClock.now()))
        case .stopped:
            return .stop
        }
    }
}
