import SwoopCore
import SwoopDisplay
import SwoopEngine
import SwoopFixtures
import SwoopInteraction
import SwoopLiveCLI
import SwoopLog
import SwoopNavigation

/// `swoop replay`: fixtures through recognizer → controller → engine on a virtual clock, as a log.
struct ReplayCommand: Command {
    static let name = "replay"
    static let summary = "replay fixtures through the pan recognizer, controller and engine; print the log"
    static let usage = """
        FIXTURE... [interaction options] [--transition NAME [--follow ELEMENT|none]] [--log FILE] [--format text|json]
               [--realtime] [--render OUT.gif] [--window [--fullscreen]] [--size-mm WxH]

        The virtual clock is the fixture's event times (frames tick at --frame-rate between them): the wall
        clock is never read, and the same fixture and options give byte-identical logs. Options default to
        the fixture's first expectation, then to the built-in defaults; flags given here win.
        --realtime waits out the recorded times and shows a live status line (on a terminal).
        --render (one FIXTURE) draws the transition as the gesture drives it, with the heads-up strip, into a
        GIF or a frame directory (a fixture in which no pan takes hold draws nothing: one line says so, exit 0);
        --window shows it at the recorded speed. Both need --transition (the scene).
        Closing the window, Esc or Ctrl-C ends the input there: the transition settles, the log is complete.
        """
    static let options: [OptionSpec] =
        [SizeFlag.spec, AppFlag.spec] + InteractionFlags.specs + TransitionFlags.specs
        + TransitionFlags.followSpecs + [
            .value("log", "FILE", "write the log to FILE (atomically) instead of standard output"),
            .value("format", "text|json", "log rendering (text on standard output, json in --log files)"),
            .flag("frames", "put the transition's evaluated elements into every frame line (needs --transition)"),
            .flag("no-input", "leave the input lines out of the log"),
            .flag("realtime", "play at the recorded speed with a live status line"),
            .value("render", "OUT", "draw the replay with the heads-up strip: OUT.gif or DIR/ (needs --transition)"),
            .value("scale", "S", "with --render: pixels per point (\(HelpText.number(RenderCommand.defaultScale)))")
        ] + WindowFlags.specs

    /// The command line, typed.
    struct Options {
        var fixtures: [String]
        var interaction: InteractionFlags
        var transition: TransitionFlags
        var logPath: String?
        var format: LogFormat
        /// `--frames`: frame lines carry the evaluated scene (needs a transition).
        var frames: Bool
        var includeInput: Bool
        var realtime: Bool
        var size: PhysicalSize?
        var render: RenderDestination?
        var scale: Double
        var window: WindowFlags
        /// `--app`: the fixtures drive an app's screens and routes.
        var app: App?

        init(_ arguments: ParsedArguments) throws {
            fixtures = arguments.positionals
            guard !fixtures.isEmpty else { throw UsageError("give at least one FIXTURE") }
            interaction = try InteractionFlags(arguments)
            transition = try TransitionFlags(arguments)
            frames = arguments.flag("frames")
            if frames, transition.plan == nil {
                throw UsageError("--frames needs --transition NAME (the scene to evaluate)")
            }
            logPath = arguments.value("log")
            format = try arguments.choice("format", LogFormat.self) ?? (logPath == nil ? .text : .json)
            includeInput = !arguments.flag("no-input")
            realtime = arguments.flag("realtime")
            size = try SizeFlag.parse(arguments)
            render = try arguments.value("render").map { path throws(FlagValueError) in
                try RenderDestination(path, flag: "--render")
            }
            scale = try RenderCommand.scaleSyntax.value("scale", in: arguments) ?? RenderCommand.defaultScale
            window = try WindowFlags(arguments)
            app = try AppFlag.parse(arguments)
            if app != nil, render != nil || frames {
                throw UsageError("--render and --frames draw one transition; with --app use `swoop render --app`")
            }
            if app == nil, render != nil || window.window, transition.plan == nil {
                throw UsageError("--render and --window need --transition NAME (the scene to draw)")
            }
            if case .png = render {
                throw FlagValueError(
                    flag: "--render", value: arguments.value("render")!,
                    expected: "OUT.gif or DIR/ (a replay is many frames)")
            }
            if render != nil, fixtures.count != 1 { throw UsageError("--render draws one FIXTURE; give one") }
            if window.window, realtime {
                throw UsageError("--window plays at the recorded speed already; leave out --realtime")
            }
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let options = try Options(arguments)
        if let app = options.app { return try runApp(app, options, context) }
        let logging = SessionLogging(includeInput: options.includeInput, includeFrames: true)
        let file = try options.logPath.map { try OutputFile(path: $0) }
        let output: ByteOutput = file ?? ContextOutput(context)
        let sink = FormattedLogSink(format: options.format, output: output)
        let line = TerminalLine(context, enabled: options.realtime)
        let (plan, definition) = (options.transition.plan, options.transition.definition)
        let window = try plan.flatMap {
            try options.window.open(definition: definition!, plan: $0, catchSignals: true, command: name, context)
        }
        var summary = ""
        var recorded: [TimedFrame] = []
        do {
            for path in options.fixtures where window?.stopRequested != true {
                let first = Expectation.resolve(try FixtureCheck.expectations(of: FixtureJob(path: path))).first
                let configuration = options.transition.base.applying(first?.expectation.options, options.interaction)
                let replay = FixtureReplay(
                    configuration: configuration, logging: logging,
                    scene: options.frames ? options.transition.plan : nil,
                    follow: options.transition.follow, sizeOption: options.size)
                var status = ReplayStatus(line: line, label: path)
                var frames =
                    options.render != nil || window != nil
                    ? ReplayFrames(
                        threshold: configuration.release.threshold, keep: options.render != nil, window: window) : nil
                window?.restartClock()
                let report = try replay.run(
                    path: path, sink: sink, pacing: options.realtime || window != nil ? .realtime : .virtual,
                    observe: { records, session in
                        if options.realtime { status.show(session) }
                        frames?.observe(records)
                    },
                    stopRequested: { window?.stopRequested ?? false })
                line.clear()
                for warning in report.sizeWarnings + report.positionWarnings {
                    context.standardError("swoop replay: \(path): \(warning)\n")
                }
                summary += Self.summary(report)
                recorded += frames?.recorded ?? []
                frames = nil
            }
            window?.finish()
            try sink.flush()
            try file?.commit()
        } catch {
            line.clear()
            file?.abandon()
            throw error
        }
        if let window {
            context.standardError("swoop replay: \(window.summary)\n")
            try window.rethrow()
        }
        if let destination = options.render, let plan, let definition {
            if recorded.isEmpty {
                // A valid fixture whose gestures never moved the transition: nothing to draw, nothing wrong.
                context.standardError(
                    "swoop replay: render: nothing to draw (no pan took hold in \(options.fixtures[0])); "
                        + "\(destination.path) not written\n")
            } else {
                let progress = TerminalLine(context, enabled: recorded.count >= RenderCommand.progressFrames)
                try FrameExport(definition: definition, plan: plan, scale: options.scale).write(
                    recorded, to: destination
                ) { done, total in progress.progress("render", done: done, of: total) }
                progress.clear()
                context.standardError(
                    "swoop replay: render: \(destination.path) (\(recorded.count) frames of the log; a GIF keeps those ≥ 2 cs apart)\n"
                )
            }
        }
        if let logPath = options.logPath { context.standardOutput(summary + "log: \(logPath)\n") }
        return .success
    }

    /// `FIXTURE: N events, K interactions: finish, cancel, none` (counts instead past a dozen).
    static func summary(_ report: ReplayReport) -> String {
        let all = report.interactions.map(\.outcome)
        let outcomes =
            all.count <= 12
            ? all.map(\.rawValue).joined(separator: ", ")
            : ExpectedOutcome.allCases.map { outcome in "\(all.filter { $0 == outcome }.count) \(outcome.rawValue)" }
                .joined(separator: ", ")
        return "\(report.path): \(report.events) events, \(all.count) interaction"
            + (all.count == 1 ? "" : "s") + (outcomes.isEmpty ? "" : ": " + outcomes) + "\n"
    }
}
