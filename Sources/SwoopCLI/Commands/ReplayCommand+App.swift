import SwoopCore
import SwoopFixtures
import SwoopInteraction
import SwoopLiveCLI
import SwoopLog
import SwoopNavigation

extension ReplayCommand {
    /// `replay --app`: each fixture drives the app from its root screen.
    static func runApp(_ app: App, _ options: Options, _ context: CommandContext) throws -> ExitStatus {
        let logging = SessionLogging(includeInput: options.includeInput, includeFrames: true)
        let file = try options.logPath.map { try OutputFile(path: $0) }
        let sink = FormattedLogSink(format: options.format, output: file ?? ContextOutput(context))
        var summary = ""
        // --window: the app at the recorded speed, the window following the transition playing.
        let scene = try app.restingScene()
        let window = try options.window.open(
            definition: scene.0, plan: scene.1, catchSignals: true, command: name, context)
        do {
            for path in options.fixtures where window?.stopRequested != true {
                // The app's routes say which pans do what: a fixture's expectations (trial mode's) do not apply.
                let configuration = SessionConfiguration().applying(options.interaction)
                let replay = AppReplay(
                    app: app, configuration: configuration, logging: logging, sizeOption: options.size)
                var frames = AppFrames(threshold: configuration.release.threshold, scene: nil, strip: true)
                window?.restartClock()
                let report = try replay.run(
                    path: path, sink: sink, pacing: options.realtime || window != nil ? .realtime : .virtual,
                    observe: window.map { playback in { records, app in frames.play(records, of: app, in: playback) } },
                    stopRequested: { window?.stopRequested ?? false })
                for warning in report.sizeWarnings { context.standardError("swoop replay: \(path): \(warning)\n") }
                summary +=
                    "\(path): \(report.events) events, \(report.taps.count) taps, screens: "
                    + ([app.root] + report.screens).joined(separator: " → ") + "\n"
            }
            window?.finish()
            try sink.flush()
            try file?.commit()
        } catch {
            file?.abandon()
            throw error
        }
        if let window {
            context.standardError("swoop replay: \(window.summary)\n")
            try window.rethrow()
        }
        if let logPath = options.logPath { context.standardOutput(summary + "log: \(logPath)\n") }
        return .success
    }
}
