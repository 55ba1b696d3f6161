import SwoopEngine
import SwoopLiveCLI

/// A transition driven by a script on the virtual clock (`--transition NAME | --scene FILE`,
/// `--script`, `--direction`, `--rate`, `--step`, `--unclamped`): what `simulate` logs and what
/// `render` draws, parsed once for both.
struct SimulationFlags {
    /// What is driven, and how.
    static let sourceSpecs: [OptionSpec] = [
        .value("transition", short: "t", "NAME", "preset to drive (see `swoop transitions`)"),
        .value("scene", "FILE", "scene file defining the transition (docs/engine.md)"),
        .value("script", "STEPS", "the interaction (default: a drag to 0.45 released at 1.5/s)"),
        .value("direction", "present|dismiss", "which way to play it (default: the transition's own)"),
        TransitionFlags.settleSpec,
        PhotosFlag.spec
    ]
    /// The virtual clock.
    static let clockSpecs: [OptionSpec] = [
        .value("rate", "HZ", "frame rate of the virtual clock (\(HelpText.number(FrameClock.defaultRate)))"),
        .value(
            "step", "SECONDS",
            "time between script steps (\(TextColumns.fixed(EngineSimulation.defaultSpacing, 6)))"),
        .flag("unclamped", "take update progress outside 0…1 as given (rubber-banded by the caller)")
    ]

    var definition: TransitionDefinition
    var direction: TransitionDirection
    /// `--script` as given; nil for the default script.
    var scriptText: String?
    var rate: Double
    var step: Double
    var limit: ProgressLimit
    /// `--settle`; nil: the transition's own.
    var settle: SettleStyle?

    init(_ arguments: ParsedArguments) throws {
        rate = try arguments.double("rate") ?? FrameClock.defaultRate
        guard rate >= 1, rate <= 10_000 else { throw UsageError("--rate must be 1…10000 Hz") }
        step = try arguments.double("step") ?? EngineSimulation.defaultSpacing
        guard step >= 0, step <= 60 else { throw UsageError("--step must be 0…60 seconds") }
        switch (arguments.value("transition"), arguments.value("scene")) {
        case (nil, nil): throw UsageError("--transition NAME or --scene FILE is required")
        case (let name?, nil): definition = try TransitionFlags.preset(named: name)
        case (let name, let path?):
            definition = try EngineSimulation.loadScene(path)
            if let name, name != definition.name {
                throw UsageError("--transition \(name) does not match the scene file's transition '\(definition.name)'")
            }
        }
        definition = try PhotosFlag.apply(arguments, to: definition)
        direction = try arguments.choice("direction", TransitionDirection.self) ?? definition.defaultDirection
        scriptText = arguments.value("script")
        limit = arguments.flag("unclamped") ? .unbounded : .default
        settle = try arguments.choice("settle", SettleStyle.self)
    }

    /// The plan the script drives.
    func plan() throws -> TransitionPlan { try TransitionPlan(definition, direction: direction) }

    /// The simulation of the script (the default one without `--script`).
    func simulation(includeElements: Bool) throws -> EngineSimulation {
        EngineSimulation(
            definition: definition, direction: direction,
            script: try TransitionScript.parse(scriptText ?? TransitionScript.defaultText),
            rate: rate, spacing: step, limit: limit, includeElements: includeElements, settle: settle)
    }
}
