import SwoopCommandLine
import SwoopEngine
import SwoopLiveCLI
import SwoopLog
import SwoopNavigation

/// `swoop simulate`: drives one transition through a script without any input device.
struct SimulateCommand: Command {
    static let name = "simulate"
    static let summary = "drive a transition through a scripted interaction on a virtual clock and print the log"
    static let usage = """
        (--transition NAME | --scene FILE) [--script STEPS] [--direction present|dismiss]
               [--settle hero|spring] [--format text|json] [--frames] [--rate HZ] [--step SECONDS] [--unclamped]
               [--log FILE] [--window [--fullscreen]]

        STEPS, separated by ';' or new lines: begin | update P | finish [V] | cancel [V] | start [animated|instant]
        | grab | abort | tick | wait S   (P progress, V progress/s, S seconds). Steps are --step apart (1/60 s);
        `wait S` advances the clock by S instead. Frames tick at --rate on a grid from t = 0 while the transition
        settles, and after the last step until it rests. Default script: "\(TransitionScript.defaultText)".
        --window shows the frames in a window at their times; closing it, Esc or Ctrl-C stops the showing.
        \(AppScriptRun.usage)
        """
    static let format = Option(
        "format", "text|json", "log rendering", default: LogFormat.text, FlagSyntax<LogFormat>.oneOf)
    static let frames = Flag("frames", "add every element's evaluated state to each frame line")
    static let options: [any OptionDeclaration] =
        SimulationFlags.sourceOptions + [AppFlag.option, format, frames] + SimulationFlags.clockOptions
        + [LogFlags.log] + WindowFlags.options

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        try arguments.requireNoPositionals()
        if let app = try AppFlag.parse(arguments) { return try AppScriptRun.simulate(app, arguments, context) }
        let format = try arguments.value(Self.format)
        let flags = try SimulationFlags(arguments)
        let window = try WindowFlags(arguments)
        let simulation = try flags.simulation(includeElements: arguments.value(Self.frames))

        // The log is the virtual clock's whatever the window does: closing it early only stops the
        // showing, and the whole log (the settle included) is still written.
        let playback = try window.open(
            definition: flags.definition, plan: try flags.plan(), catchSignals: true, command: name, context)
        var text = ""
        _ = try simulation.run(
            { format.append($0, to: &text) },
            frame: { playback?.play($0) })
        playback?.finish()
        if let path = try arguments.value(LogFlags.log) {
            try EngineSimulation.writeAtomically(text, to: path)
        } else {
            context.standardOutput(text)
        }
        if let playback {
            context.standardError("swoop simulate: \(playback.summary)\n")
            try playback.rethrow()
        }
        return .success
    }
}
