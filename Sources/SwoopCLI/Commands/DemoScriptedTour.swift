import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopLiveCLI
import SwoopLog

/// `swoop demo --scripted`: each seed preset through a scripted interaction on a virtual clock (no
/// input at all), its log, then a summary. Each run starts with a `run` line {transition, direction,
/// script}; its clock starts at 0. With --log the JSON log goes to FILE (atomically) and only the
/// summary is printed.
enum DemoScriptedTour {
    /// One scripted interaction per seed, chosen to show a finish, a non-interactive run, a finish
    /// without animation (Hero's `finish(animate: false)`), a cancel, and a grab of a settling
    /// transition followed by a flick back.
    static let runs: [(transition: String, direction: TransitionDirection, script: String)] = [
        ("zoom", .present, "begin; update 0.1; update 0.25; update 0.45; finish 1.5"),
        ("circle", .present, "start"),
        ("circle-pop", .dismiss, "begin; update 0.2; update 0.4; finish instant"),
        ("mask", .present, "begin; update 0.08; update 0.15; update 0.2; cancel -0.5"),
        (
            "match", .dismiss,
            "begin; update 0.1; update 0.2; update 0.35; finish 0.8; wait 0.05; grab; update 0.25; update 0.15; cancel -1.2"
        )
    ]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        try arguments.requireNoPositionals()
        let logPath = try arguments.value(DemoCommand.log)
        let format: LogFormat = logPath == nil ? try arguments.value(DemoCommand.format) ?? .text : .json
        if logPath != nil, arguments.isGiven(DemoCommand.format) {
            throw UsageError("--log writes JSON; drop --format")
        }
        var log = ""
        var table = "\nTRANSITION  DIRECTION  OUTCOME    SETTLED AT  FRAMES  IGNORED  SCRIPT\n"
        for run in runs {
            let definition = try TransitionFlags.preset(named: run.transition)
            let simulation = EngineSimulation(
                definition: definition, direction: run.direction,
                script: try TransitionScript.parse(run.script))
            format.append(
                LogRecord(
                    t: 0, type: "run",
                    [
                        ("transition", .string(run.transition)),
                        ("direction", .string(run.direction.rawValue)),
                        ("script", .string(run.script))
                    ]), to: &log)
            let summary = try simulation.run { format.append($0, to: &log) }
            let outcome = summary.completions.map { $0 ? "finished" : "cancelled" }.joined(separator: ",")
            table +=
                run.transition.padding(toLength: 12, withPad: " ", startingAt: 0)
                + run.direction.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
                + (outcome.isEmpty ? "running" : outcome).padding(toLength: 11, withPad: " ", startingAt: 0)
                + "\(seconds(summary.end)) s".padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(summary.frames).padding(toLength: 8, withPad: " ", startingAt: 0)
                + String(summary.ignored).padding(toLength: 9, withPad: " ", startingAt: 0)
                + run.script + "\n"
        }
        if let logPath {
            try EngineSimulation.writeAtomically(log, to: logPath)
            context.standardOutput(String(table.dropFirst()) + "log: \(logPath)\n")
        } else if format == .json {
            context.standardOutput(log)
            context.standardError(String(table.dropFirst()))
        } else {
            context.standardOutput(log + table)
        }
        return .success
    }

    static func seconds(_ t: Timestamp) -> String {
        let ms = (t.micros + 500) / 1000
        let frac = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }
}
