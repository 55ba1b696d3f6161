import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopLiveCLI
import SwoopNavigation
import SwoopRender

/// `swoop render`: pictures of a transition — one PNG, a filmstrip, numbered frames or an animated GIF.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "draw a transition: a PNG, a filmstrip, numbered PNG frames or an animated GIF"
    static let usage = """
        (--transition NAME | --scene FILE) [--script STEPS | --at P,P,...] -o OUT [--scale S] [--direction present|dismiss]

        OUT chooses the export. NAME.png: one frame for one --at point, else a filmstrip, left to right
        (default points \(defaultPoints.map { HelpText.number($0) }.joined(separator: ","))). NAME.gif: an animated GIF of the script's frames with
        the log's frame times as delays (--at points: each held \(HelpText.number(FrameExport.hold)) s). DIR/ or an existing directory:
        frame-00000.png, ... (DIR must be new or empty). The same inputs give byte-identical files, written
        atomically. At most \(maximumPoints) --at points and \(maximumScriptFrames) script frames; a long export shows its
        progress on a terminal.
        \(AppScriptRun.usage) Its frames go to NAME.gif or DIR/, each drawn on the transition playing then.
        """
    static let at = Option(
        "at", "P,P,...", "progress points to draw instead of running a script",
        FlagSyntax<[Double]>(expected: "progress values separated by commas, e.g. 0,0.3,0.7,1") { text in
            let values = text.split(separator: ",", omittingEmptySubsequences: false).map { decimal(String($0)) }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
            return values.map { $0! }
        })
    static let output = Option(
        "output", short: "o", "OUT", "where to write: NAME.png, NAME.gif or DIR/ (required)", FlagSyntax.text)
    static let scale = scaleOption(
        "pixels per point", shown: "\(HelpText.number(defaultScale)); 2 for a phone's ×2 screen")
    static let options: [any OptionDeclaration] =
        SimulationFlags.sourceOptions + [AppFlag.option, at, output, scale] + SimulationFlags.clockOptions

    /// Where a transition is worth looking at: the start, two points of motion and the end.
    static let defaultPoints = [0, 0.3, 0.7, 1.0]
    /// One pixel per point: a 390 × 844 pt phone screen stays small enough for a README and a GIF.
    static let defaultScale = 1.0

    /// The most `--at` points one export draws, and the most frames a `--script` export draws: a
    /// filmstrip of 1 000 frames is already 390 000 px wide, and 3 600 frames are a minute at 60 Hz
    /// (minutes to draw and encode as a GIF). Both are refused past the cap before anything is drawn.
    static let maximumPoints = 1000
    static let maximumScriptFrames = 3600
    /// Exports of at least this many frames show a progress line on a terminal.
    static let progressFrames = 100

    /// `--at`, refused past `maximumPoints` with the cap and the count, not the syntax.
    static func points(_ arguments: ParsedArguments) throws(FlagValueError) -> [Double]? {
        guard let points = try arguments.value(at) else { return nil }
        guard points.count <= maximumPoints else {
            throw FlagValueError(
                flag: "--at", value: arguments.text(at)!,
                expected: "at most \(maximumPoints) progress points (this value has \(points.count))")
        }
        return points
    }
    /// `--scale S`, pixels per point, for every command that draws (`help` says where it applies).
    static func scaleOption(_ help: String, shown: String? = nil) -> Option<Double> {
        Option(
            "scale", "S", help, default: defaultScale, shown: shown,
            FlagSyntax.number("a number from 0.25 to 8") { (0.25...8).contains($0) })
    }

    /// The command line, typed.
    struct Options {
        var simulation: SimulationFlags
        var points: [Double]?
        var destination: RenderDestination
        var scale: Double

        init(_ arguments: ParsedArguments) throws {
            try arguments.requireNoPositionals()
            guard let output = try arguments.value(RenderCommand.output) else {
                throw UsageError("-o OUT is required (NAME.png, NAME.gif or DIR/)")
            }
            destination = try RenderDestination(output, flag: "-o")
            simulation = try SimulationFlags(arguments)
            points = try RenderCommand.points(arguments)
            scale = try arguments.value(RenderCommand.scale)
            if points != nil, simulation.scriptText != nil {
                throw UsageError("--script and --at are alternatives: give one")
            }
            if case .png = destination, simulation.scriptText != nil {
                throw UsageError("a PNG shows progress points (--at); a script's frames go to NAME.gif or DIR/")
            }
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        if let app = try AppFlag.parse(arguments) {
            guard let output = try arguments.value(Self.output) else {
                throw UsageError("-o OUT is required (NAME.gif or DIR/)")
            }
            guard !arguments.isGiven(Self.at), !arguments.isGiven(SimulationFlags.scene) else {
                throw UsageError("--app draws its own screens: drop --at and --scene")
            }
            return try AppScriptRun.render(
                app, arguments, destination: try RenderDestination(output, flag: "-o"),
                scale: try arguments.value(Self.scale), context)
        }
        let options = try Options(arguments)
        let plan = try options.simulation.plan()
        let export = FrameExport(definition: options.simulation.definition, plan: plan, scale: options.scale)
        let frames: [TimedFrame]
        var evenlySpaced = true
        if let points = options.points {
            frames = points.map { TimedFrame(time: .zero, progress: $0, hud: nil) }
        } else if case .png = options.destination {
            frames = defaultPoints.map { TimedFrame(time: .zero, progress: $0, hud: nil) }
        } else {
            var collected: [TimedFrame] = []
            _ = try options.simulation.simulation(includeElements: false).run(
                { _ in },
                frame: { collected.append($0) })
            guard !collected.isEmpty else {
                throw UsageError("the script draws no frames (it never begins or starts the transition)")
            }
            guard collected.count <= maximumScriptFrames else {
                throw UsageError(
                    "the script makes \(collected.count) frames at \(HelpText.number(options.simulation.rate)) Hz; "
                        + "an export draws at most \(maximumScriptFrames) (shorten the script or lower --rate)")
            }
            frames = collected
            evenlySpaced = false
        }
        // A long export says how far it is, on a terminal only (standard error, rewritten in place).
        let progress = TerminalLine(context, enabled: frames.count >= progressFrames)
        try export.write(frames, to: options.destination, evenlySpaced: evenlySpaced) { done, total in
            progress.progress("render", done: done, of: total)
        }
        progress.clear()
        context.standardOutput(
            "\(options.destination.path): \(frames.count) frame\(frames.count == 1 ? "" : "s") of "
                + "\(plan.name) at ×\(HelpText.number(options.scale))\n")
        return .success
    }
}
