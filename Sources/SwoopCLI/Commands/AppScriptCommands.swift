import SwoopCommandLine
import SwoopCore
import SwoopInteraction
import SwoopLiveCLI
import SwoopLog
import SwoopNavigation

/// `simulate --app` and `render --app`: an app driven by a script of navigation steps (`AppScript`).
enum AppScriptRun {
    static let usage = """
        --app NAME|FILE [--script STEPS]: STEPS, separated by ';' or new lines: tap X,Y (scene points) |
        present ROUTE | push ROUTE | dismiss | pop | unwind SCREEN | wait S. The seeds app's default script
        goes through every route.
        """

    /// The app and its script (`--script`, else the seeds tour for `seeds`).
    static func parse(_ app: App, _ arguments: ParsedArguments) throws -> AppScript {
        if let text = try arguments.value(SimulationFlags.script) { return try AppScript(text) }
        guard app.name == SeedsApp.app.name else {
            throw UsageError("--app \(app.name): give --script STEPS (only seeds has a default tour)")
        }
        return try AppScript(AppScript.seedsTour)
    }

    /// The session after the script, and its records.
    static func run(_ app: App, _ script: AppScript) throws -> (AppSession, [AppRecord]) {
        var session = try AppSession(app: app)
        let records = script.run(on: &session)
        if let failure = session.failure { throw failure }  // nothing is written of a script it cut short
        return (session, records)
    }

    /// `simulate --app`: the log of the script.
    static func simulate(_ app: App, _ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let script = try parse(app, arguments)
        let format = try arguments.value(SimulateCommand.format)
        let (_, records) = try run(app, script)
        let file = try arguments.value(LogFlags.log).map { try OutputFile(path: $0) }
        let sink = FormattedLogSink(format: format, output: file ?? ContextOutput(context))
        do {
            SessionLogging().write(records, to: sink)
            try sink.flush()
            try file?.commit()
        } catch {
            file?.abandon()
            throw error
        }
        return .success
    }

    /// `render --app`: the script's frames, each on the transition playing then.
    static func render(
        _ app: App, _ arguments: ParsedArguments, destination: RenderDestination, scale: Double,
        _ context: CommandContext
    ) throws -> ExitStatus {
        if case .png = destination { throw UsageError("--app draws a flow: write NAME.gif or DIR/") }
        let script = try parse(app, arguments)
        let (session, records) = try run(app, script)
        var collector = AppFrames(threshold: ReleasePolicy.defaultThreshold, scene: nil, strip: false)
        // The root screen at rest first (the first armed or played plan at 0), until the first step moves.
        let frames = [TimedFrame(time: .zero, progress: 0, hud: nil)] + collector.frames(in: records, of: session)
        guard frames.count > 1, !session.plans.isEmpty else {
            throw UsageError("the script draws no frames (it starts no navigation)")
        }
        guard frames.count <= RenderCommand.maximumScriptFrames else {
            throw UsageError(
                "the script makes \(frames.count) frames; an export draws at most "
                    + "\(RenderCommand.maximumScriptFrames) (shorten the script)")
        }
        let export = FrameExport(scenes: Array(zip(session.definitions, session.plans)), scale: scale)
        let progress = TerminalLine(context, enabled: frames.count >= RenderCommand.progressFrames)
        try export.write(frames, to: destination) { done, total in
            progress.progress("render", done: done, of: total)
        }
        progress.clear()
        let navigations = records.compactMap { if case .navigation(let n) = $0, n.phase == .ended { n } else { nil } }
        context.standardOutput(
            "\(destination.path): \(frames.count) frames of \(app.name) at ×\(HelpText.number(scale)), screens: "
                + ([app.root] + navigations.compactMap(\.screen)).joined(separator: " → ") + "\n")
        return .success
    }
}
