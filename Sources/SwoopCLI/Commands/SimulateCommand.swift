import SwoopEngine
import SwoopLog

/// `swoop simulate`: drives one transition through a script without any input device.
struct SimulateCommand: Command {
    static let name = "simulate"
    static let summary = "drive a transition through a scripted interaction on a virtual clock and print the log"
    static let usage = """
        (--transition NAME | --scene FILE) [--script STEPS] [--direction present|dismiss] [--format text|json]
               [--frames] [--rate HZ] [--step SECONDS] [--unclamped] [--log FILE]

        STEPS, separated by ';' or new lines: begin | update P | finish [V] | cancel [V] | start [animated|instant]
        | grab | abort | tick | wait S   (P progress, V progress/s, S seconds). Steps are --step apart (1/60 s);
        `wait S` advances the clock by S instead. Frames tick at --rate on a grid from t = 0 while the transition
        settles, and after the last step until it rests. Default script: "\(TransitionScript.defaultText)".
        """
    static let options: [OptionSpec] = [
        .value("transition", short: "t", "NAME", "preset to drive (see `swoop transitions`)"),
        .value("scene", "FILE", "scene file defining the transition (docs/engine.md)"),
        .value("script", "STEPS", "the interaction (default: a drag to 0.45 released at 1.5/s)"),
        .value("direction", "present|dismiss", "which way to play it (default: the transition's own)"),
        .value("format", "text|json", "log rendering (text)"),
        .flag("frames", "add every element's evaluated state to each frame line"),
        .value("rate", "HZ", "frame rate of the virtual clock (\(HelpText.number(FrameClock.defaultRate)))"),
        .value("step", "SECONDS",
               "time between script steps (\(TextColumns.fixed(EngineSimulation.defaultSpacing, 6)))"),
        .flag("unclamped", "take update progress outside 0…1 as given (rubber-banded by the caller)"),
        .value("log", "FILE", "write the log to FILE (atomically) instead of standard output"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected argument '\(arguments.positionals[0])'") }
        let format = try arguments.choice("format", LogFormat.self) ?? .text
        let rate = try arguments.double("rate") ?? FrameClock.defaultRate
        guard rate >= 1, rate <= 10_000 else { throw UsageError("--rate must be 1…10000 Hz") }
        let step = try arguments.double("step") ?? EngineSimulation.defaultSpacing
        guard step >= 0, step <= 60 else { throw UsageError("--step must be 0…60 seconds") }
        let definition: TransitionDefinition
        switch (arguments.value("transition"), arguments.value("scene")) {
        case (nil, nil): throw UsageError("--transition NAME or --scene FILE is required")
        case (let name?, nil): definition = try TransitionsCommand.preset(named: name)
        case (let name, let path?):
            definition = try EngineSimulation.loadScene(path)
            if let name, name != definition.name {
                throw UsageError("--transition \(name) does not match the scene file's transition '\(definition.name)'")
            }
        }
        let script = try TransitionScript.parse(arguments.value("script") ?? TransitionScript.defaultText)
        let simulation = EngineSimulation(
            definition: definition, direction: try arguments.choice("direction", TransitionDirection.self) ?? definition.defaultDirection,
            script: script, rate: rate, spacing: step,
            limit: arguments.flag("unclamped") ? .unbounded : .default, includeElements: arguments.flag("frames"))

        var text = ""
        _ = try simulation.run { format.append($0, to: &text) }
        if let path = arguments.value("log") {
            try EngineSimulation.writeAtomically(text, to: path)
        } else {
            context.standardOutput(text)
        }
        return .success
    }
}
