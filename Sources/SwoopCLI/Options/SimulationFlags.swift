import SwoopCommandLine
import SwoopEngine
import SwoopLiveCLI

/// A transition driven by a script on the virtual clock (`--transition NAME | --scene FILE`,
/// `--script`, `--direction`, `--rate`, `--step`, `--unclamped`): what `simulate` logs and what
/// `render` draws, parsed once for both.
struct SimulationFlags {
    static let transition = Option(
        "transition", short: "t", "NAME", "preset to drive (see `swoop transitions`)", FlagSyntax.text)
    static let scene = Option("scene", "FILE", "scene file defining the transition (docs/engine.md)", FlagSyntax.text)
    static let script = Option(
        "script", "STEPS", "the interaction (default: a drag to 0.45 released at 1.5/s)", FlagSyntax.text)
    static let direction = Option(
        "direction", "present|dismiss", "which way to play it (default: the transition's own)",
        FlagSyntax<TransitionDirection>.oneOf)
    static let rate = Option(
        "rate", "HZ", "frame rate of the virtual clock", default: FrameClock.defaultRate,
        FlagSyntax.decimal.refusing(unless: { (1...10_000).contains($0) }, "must be 1…10000 Hz"))
    static let step = Option(
        "step", "SECONDS", "time between script steps", default: EngineSimulation.defaultSpacing,
        shown: TextColumns.fixed(EngineSimulation.defaultSpacing, 6),
        FlagSyntax.decimal.refusing(unless: { (0...60).contains($0) }, "must be 0…60 seconds"))
    static let unclamped = Flag("unclamped", "take update progress outside 0…1 as given (rubber-banded by the caller)")

    /// What is driven, and how.
    static let sourceOptions: [any OptionDeclaration] = [
        transition, scene, script, direction, TransitionFlags.settle, PhotosFlag.option
    ]
    /// The virtual clock.
    static let clockOptions: [any OptionDeclaration] = [rate, step, unclamped]

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
        rate = try arguments.value(Self.rate)
        step = try arguments.value(Self.step)
        switch (try arguments.value(Self.transition), try arguments.value(Self.scene)) {
        case (nil, nil): throw UsageError("--transition NAME or --scene FILE is required")
        case (let name?, nil): definition = try TransitionFlags.preset(named: name)
        case (let name, let path?):
            definition = try EngineSimulation.loadScene(path)
            if let name, name != definition.name {
                throw UsageError("--transition \(name) does not match the scene file's transition '\(definition.name)'")
            }
        }
        definition = try PhotosFlag.apply(arguments, to: definition)
        direction = try arguments.value(Self.direction) ?? definition.defaultDirection
        scriptText = try arguments.value(Self.script)
        limit = arguments.value(Self.unclamped) ? .unbounded : .default
        settle = try arguments.value(TransitionFlags.settle)
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
