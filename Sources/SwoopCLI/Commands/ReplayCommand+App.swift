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
        do {
            for path in options.fixtures {
                // The app's routes say which pans do what: a fixture's expectations (trial mode's) do not apply.
                let configuration = SessionConfiguration().applying(options.interaction)
                let replay = AppReplay(
                    app: app, configuration: configuration, logging: logging, sizeOption: options.size)
                let report = try replay.run(path: path, sink: sink, pacing: options.realtime ? .realtime : .virtual)
                for warning in report.sizeWarnings { context.standardError("swoop replay: \(path): \(warning)\n") }
                summary +=
                    "\(path): \(report.events) events, \(report.taps.count) taps, screens: "
                    + ([app.root] + report.screens).joined(separator: " → ") + "\n"
            }
            try sink.flush()
            try file?.commit()
        } catch {
            file?.abandon()
            throw error
        }
        if let logPath = options.logPath { context.standardOutput(summary + "log: \(logPath)\n") }
        return .success
    }
}
