import SwoopCommandLine
import SwoopCore
import SwoopDisplay
import SwoopInteraction
import SwoopLibinput
import SwoopLog
import SwoopNavigation

/// `swoop run`: live pans from libinput drive the recognizer, the Hero-style controller and the
/// engine — the same `PanSession` that `replay` runs on a virtual clock, here paced by the devices.
/// This is the whole command but the window: `swoop-live run` links nothing else, and `swoop run`
/// adds `--window` (a `LiveRunDisplay`).
package struct RunCommand: Command {
    package static let name = "run"
    package static let summary = "live: touchpad/touchscreen pans drive the transition (status line, log)"
    package static let usage = usageText(window: false)
    package static let options = optionList(window: [])

    /// The usage with or without the window's flags and prose.
    package static func usageText(window: Bool) -> String {
        """
        \(InputSelection.usage) [interaction options] [--transition NAME [--follow ELEMENT|none]] [--log FILE]
               [--format text|json]\(window ? " [--window [--fullscreen]]" : "") [--size-mm WxH]

        Pans drive the controller and the engine as they happen. On a terminal, standard error shows one
        live status line (state, progress, velocity, last decision). The log goes to standard output
        (text) or to --log FILE (JSON Lines, written atomically when the run ends). Times are shifted so
        the run starts at 1 s. Ctrl-C (or --duration) ends the run: the transition settles, the log is
        completed. A device removed mid-pan cancels that pan; the run goes on with the others.

        """
            + (window
                ? """
                --window (with --transition, the scene to draw) shows the transition as the pans drive it, with the
                heads-up strip, paced by the display's refresh; closing the window or Esc ends the run as Ctrl-C does.
                """
                : "The window (--window) is `swoop run`'s: this executable draws nothing.")
    }

    /// The options, `window`'s last.
    package static func optionList(window: [any OptionDeclaration]) -> [any OptionDeclaration] {
        InputSelection.options + [SizeFlag.option, AppFlag.option] + InteractionFlags.options + TransitionFlags.options
            + [TransitionFlags.follow, LogFlags.log, LogFlags.format, LogFlags.noInput, LiveStop.option] + window
    }

    /// The command line, typed.
    package struct Options {
        package var backend: LibinputBackend
        package var sizing: DeviceSizing
        /// The preset's settle timing under the interaction flags.
        package var configuration: SessionConfiguration
        /// The release flags given, over an app's routes' own rules (`--app`).
        package var releaseOverrides: ReleaseOverrides
        /// The element moved with the finger (`--follow`, else the preset's own).
        package var follow: FollowSetup?
        package var stop: LiveStop
        package var log: LogFlags
        package var transition: TransitionFlags
        /// `--app`: the run is the app, live (taps and pans navigate).
        package var app: App?

        package init(_ arguments: ParsedArguments) throws {
            try arguments.requireNoPositionals()
            backend = try InputSelection.backend(arguments)
            sizing = try SizeFlag.sizing(arguments)
            app = try AppFlag.parse(arguments)
            transition = try TransitionFlags(arguments)
            let interaction = try InteractionFlags(arguments)
            configuration = transition.base.applying(interaction)
            releaseOverrides = interaction.releaseOverrides
            follow = transition.follow
            stop = try LiveStop(arguments)
            log = try LogFlags(arguments)
        }
    }

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        try run(Options(arguments), context) { nil }
    }

    /// Runs with the display `openDisplay` makes once the devices are open (`nil`: none).
    package static func run(
        _ options: Options, _ context: CommandContext, openDisplay: () throws -> (any LiveRunDisplay)?
    ) throws -> ExitStatus {
        let (backend, stop, logPath) = (options.backend, options.stop, options.log.path)

        // Before any device is opened: a bad --log is reported as itself, not as whatever the probe finds.
        if let logPath { try OutputFile.preflight(logPath) }
        stop.start()
        defer { stop.end() }

        let source = try LibinputSource(
            backend: backend, stop: stop.signal, sizing: options.sizing,
            warn: SizeFlag.warner(context, command: name), log: InputSelection.logger(context))
        let display = try openDisplay()
        let file = try logPath.map { try OutputFile(path: $0) }
        let sink = FormattedLogSink(format: options.log.format, output: file ?? ContextOutput(context))
        let logging = SessionLogging(includeInput: options.log.includeInput, includeFrames: true)
        let summary: String
        do {
            if let app = options.app {
                var loop = try AppLiveLoop(
                    source: source, app: app, configuration: options.configuration,
                    releaseOverrides: options.releaseOverrides, backend: backend,
                    logging: logging, status: TerminalLine(context), display: display)
                summary = try loop.run(sink: sink)
            } else {
                var loop = LiveLoop(
                    source: source, configuration: options.configuration, follow: options.follow, backend: backend,
                    logging: logging, status: TerminalLine(context), display: display)
                summary = try loop.run(sink: sink)
            }
            try file?.commit()
        } catch {
            file?.abandon()
            throw error
        }
        context.standardError("\(context.label(name)): \(summary)" + (logPath.map { "; log: \($0)" } ?? "") + "\n")
        try display?.report(command: name, context)
        return .success
    }
}
