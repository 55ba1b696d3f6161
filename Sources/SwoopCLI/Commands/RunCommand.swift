import SwoopCore
import SwoopDisplay
import SwoopFixtures
import SwoopInputModel
import SwoopInteraction
import SwoopLibinput
import SwoopLiveCLI
import SwoopLog

/// `swoop run`: live pans from libinput drive the recognizer, the Hero-style controller and the
/// engine — the same `PanSession` that `replay` runs on a virtual clock, here paced by the devices.
struct RunCommand: Command {
    static let name = "run"
    static let summary = "live: touchpad/touchscreen pans drive the transition (status line, log)"
    static let usage = """
        \(InputSelection.usage) [interaction options] [--transition NAME [--follow ELEMENT|none]] [--log FILE]
               [--format text|json] [--window [--fullscreen]] [--size-mm WxH]

        Pans drive the controller and the engine as they happen. On a terminal, standard error shows one
        live status line (state, progress, velocity, last decision). The log goes to standard output
        (text) or to --log FILE (JSON Lines, written atomically when the run ends). Times are shifted so
        the run starts at 1 s. Ctrl-C (or --duration) ends the run: the transition settles, the log is
        completed. A device removed mid-pan cancels that pan; the run goes on with the others.
        --window (with --transition, the scene to draw) shows the transition as the pans drive it, with the
        heads-up strip, paced by the display's refresh; closing the window or Esc ends the run as Ctrl-C does.
        """
    static let options: [OptionSpec] =
        InputSelection.options + [SizeFlag.spec] + InteractionFlags.specs
        + TransitionFlags.specs + TransitionFlags.followSpecs + [
            .value("log", "FILE", "write the log to FILE (atomically) instead of standard output"),
            .value("format", "text|json", "log rendering (text on standard output, json in --log files)"),
            .flag("no-input", "leave the input lines out of the log"),
            LiveStop.option
        ] + WindowFlags.specs

    /// The command line, typed.
    struct Options {
        var backend: LibinputBackend
        var sizing: DeviceSizing
        /// The preset's settle timing under the interaction flags.
        var configuration: SessionConfiguration
        /// The element moved with the finger (`--follow`, else the preset's own).
        var follow: FollowSetup?
        var stop: LiveStop
        var logPath: String?
        var format: LogFormat
        var includeInput: Bool
        var transition: TransitionFlags
        var window: WindowFlags

        init(_ arguments: ParsedArguments) throws {
            guard arguments.positionals.isEmpty else {
                throw UsageError("unexpected argument '\(arguments.positionals[0])'")
            }
            backend = try InputSelection.backend(arguments)
            sizing = try SizeFlag.sizing(arguments)
            transition = try TransitionFlags(arguments)
            configuration = transition.base.applying(try InteractionFlags(arguments))
            window = try WindowFlags(arguments)
            if window.window, transition.plan == nil {
                throw UsageError("--window needs --transition NAME (the scene to draw)")
            }
            follow = transition.follow
            stop = try LiveStop(arguments)
            logPath = arguments.value("log")
            format = try arguments.choice("format", LogFormat.self) ?? (logPath == nil ? .text : .json)
            includeInput = !arguments.flag("no-input")
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let options = try Options(arguments)
        let (backend, stop, logPath) = (options.backend, options.stop, options.logPath)

        stop.start()
        defer { stop.end() }

        let source = try LibinputSource(
            backend: backend, stop: stop.signal, sizing: options.sizing,
            warn: SizeFlag.warner(context, command: name), log: InputSelection.logger(context))
        // Ctrl-C stays with LiveStop, which already ends the run in order; the window adds its own requests.
        let window = try options.transition.plan.flatMap {
            try options.window.open(
                definition: options.transition.definition!, plan: $0, catchSignals: false, command: name, context)
        }
        window?.report = try PresentationReport.open(context.environment)
        let file = try logPath.map { try OutputFile(path: $0) }
        let sink = FormattedLogSink(format: options.format, output: file ?? ContextOutput(context))
        var loop = LiveLoop(
            source: source, configuration: options.configuration, follow: options.follow, backend: backend,
            logging: SessionLogging(includeInput: options.includeInput, includeFrames: true),
            status: TerminalLine(context), window: window)
        let summary: String
        do {
            summary = try loop.run(sink: sink)
            try file?.commit()
        } catch {
            file?.abandon()
            throw error
        }
        context.standardError("swoop run: \(summary)" + (logPath.map { "; log: \($0)" } ?? "") + "\n")
        if let window {
            context.standardError("swoop run: \(window.summary)\n")
            try window.rethrow()
            if let failure = window.report?.failure { throw failure }
        }
        return .success
    }
}

/// A live run: the one session driver, paced by the devices (`LivePacer`); the records are logged and
/// the status line redrawn after every step.
struct LiveLoop {
    let source: LibinputSource
    let backend: LibinputBackend
    let logging: SessionLogging
    let status: TerminalLine
    /// `--window`: the newest frame is shown once no input is waiting (`NewestFrame`).
    let window: WindowPlayback?
    private var frames: SessionFrames
    private var session: PanSession
    private var lastVelocity = 0.0
    private var lastDrawn: Int64 = .min
    private var newestFrame = NewestFrame<TimedFrame>()
    /// Touch-frame events taken so far: a presented frame reflects this many of the device's frames.
    private var touchFrames = 0

    /// The run's clock starts at 1 s, as `record`'s fixtures do, so a log and a recording line up.
    static let originMicros = RecordCommand.originMicros

    init(
        source: LibinputSource, configuration: SessionConfiguration, follow: FollowSetup?, backend: LibinputBackend,
        logging: SessionLogging, status: TerminalLine, window: WindowPlayback? = nil
    ) {
        self.source = source
        self.window = window
        frames = SessionFrames(threshold: configuration.release.threshold)
        self.backend = backend
        self.logging = logging
        self.status = status
        session = PanSession(configuration: configuration, follow: follow)
    }

    /// Runs until stopped (or, with device nodes, until every device is gone); returns a one-line summary.
    mutating func run(sink: FormattedLogSink) throws -> String {
        sink.write(
            LogRecord(
                t: Self.originMicros, type: "run",
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
                ]))
        var pacer = LivePacer(source: source, backend: backend, originMicros: Self.originMicros, window: window)
        var session = self.session
        try SessionDriver.run(&session, pacer: &pacer) { records, session in
            take(records, sink)
            try sink.flush()
            // Asked first: passing the session copies it, and a live step should not pay that 100 times a second.
            if statusIsDue() { redrawStatus(session) }
        }
        self.session = session
        if let window, let frame = newestFrame.take() { window.show(frame, touchFrames: touchFrames) }
        status.clear()
        let outcomes = session.interactions.compactMap { $0.decision?.outcome.rawValue }
        return "\(session.interactions.count) interaction" + (session.interactions.count == 1 ? "" : "s")
            + (outcomes.isEmpty ? "" : ": " + outcomes.joined(separator: ", "))
    }

    private mutating func take(_ records: [SessionRecord], _ sink: FormattedLogSink) {
        for record in records {
            switch record.entry {
            case .pan(let pan): lastVelocity = pan.velocity
            case .input(let input) where input.event.kind == .touchFrame: touchFrames += 1
            default: break
            }
        }
        logging.write(records, to: sink)
        guard let window else { return }
        let made = frames.frames(in: records).last
        if let frame = newestFrame.step(made: made, inputWaiting: source.hasPendingInput) {
            window.show(frame, touchFrames: touchFrames)
        }
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
    /// `--window`: read every frame even at rest, so that closing it or Esc is seen at once; either stops.
    let window: WindowPlayback?
    private let start = MonotonicClock.now()
    private var devicesGone = false

    init(source: LibinputSource, backend: LibinputBackend, originMicros: Int64, window: WindowPlayback? = nil) {
        self.source = source
        self.window = window
        self.backend = backend
        self.originMicros = originMicros
    }

    private func runTime(_ monotonic: Timestamp) -> Timestamp {
        Timestamp(micros: max(0, monotonic.micros - start.micros) + originMicros)
    }

    mutating func next(after session: inout PanSession) throws -> PacedStep {
        if devicesGone { return .stop }
        window?.pump()
        if window?.stopRequested == true { return .stop }
        let frameMicros = Int64(saturating: 1_000_000 / session.configuration.frameRate)
        let deadline = session.isAtRest && window == nil ? nil : MonotonicClock.now().advanced(byMicros: frameMicros)
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
