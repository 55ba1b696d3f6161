import SwoopCommandLine
import SwoopLiveCLI
import SwoopNavigation

/// `swoop run`: the live run of `SwoopLiveCLI.RunCommand` with `--window` (SDL2 and cairo, which the lean
/// `swoop-live run` does not load).
struct WindowedRunCommand: Command {
    static let name = RunCommand.name
    static let summary = RunCommand.summary
    static let usage = RunCommand.usageText(window: true)
    static let options = RunCommand.optionList(window: WindowFlags.options)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let options = try RunCommand.Options(arguments)
        let window = try WindowFlags(arguments)
        if window.window, options.transition.plan == nil, options.app == nil {
            throw UsageError("--window needs --transition NAME or --app NAME (the scene to draw)")
        }
        // An app's window opens on its root screen at rest; its steps switch the transition drawn.
        let scene =
            try options.app.map { try $0.restingScene() }
            ?? options.transition.definition.flatMap { d in
                options.transition.plan.map { (d, $0) }
            }
        return try RunCommand.run(options, context) {
            // Ctrl-C stays with LiveStop, which already ends the run in order; the window adds its own requests.
            guard let (definition, plan) = scene,
                let playback = try window.open(
                    definition: definition, plan: plan, catchSignals: false, command: name, context)
            else { return nil }
            return LiveWindow(playback: playback, threshold: options.configuration.release.threshold)
        }
    }
}
