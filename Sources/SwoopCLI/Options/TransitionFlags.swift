import SwoopEngine
import SwoopInteraction

/// The preset whose settle timing a session uses (`--transition`, `--transition-direction`): the base
/// configuration under a fixture's expectations and the interaction flags, for `replay`, `check`,
/// `sweep`, `run` and `demo`.
struct TransitionFlags {
    static let specs: [OptionSpec] = [
        .value("transition", short: "t", "NAME",
               "preset whose settle timing the controller uses (see `swoop transitions`)"),
        .value("transition-direction", "present|dismiss", "which way the preset plays (its own default)"),
    ]

    /// `nil` without `--transition` (unless the command has a default preset).
    var plan: TransitionPlan?

    init(_ arguments: ParsedArguments, defaultName: String? = nil) throws {
        guard let name = arguments.value("transition") ?? defaultName else {
            if arguments.value("transition-direction") != nil {
                throw UsageError("--transition-direction needs --transition NAME")
            }
            return
        }
        let definition = try TransitionsCommand.preset(named: name)
        let direction = try arguments.choice("transition-direction", TransitionDirection.self)
            ?? definition.defaultDirection
        plan = try TransitionPlan(definition, direction: direction)
    }

    /// The default configuration with the plan's settle timing.
    var base: SessionConfiguration {
        var configuration = SessionConfiguration()
        if let plan { configuration.timing = plan.settleTiming }
        return configuration
    }
}
