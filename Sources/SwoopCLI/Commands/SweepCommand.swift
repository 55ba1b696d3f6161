import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopInteraction
import SwoopLiveCLI
import SwoopLog

/// `swoop sweep`: outcomes across a grid of thresholds, the exact flip of each interaction, an SVG.
struct SweepCommand: Command {
    static let name = "sweep"
    static let summary = "replay fixtures at every threshold of a grid; show where each interaction flips"
    static let usage = """
        PATH... [--thresholds \(ThresholdGrid.standard)] [--format text|json] [--svg FILE] [interaction options]

        The flip is exact: a release decided by the threshold or the projection finishes at every threshold
        up to its projected progress and cancels above it. Flicks back, cancelled gestures, removed devices
        and input that never panned do not depend on the threshold and never flip.
        Text: one row per interaction, F finish, c cancel, · no transition, one character per threshold.
        --rules all|NAME[,NAME...] instead: each release rule's decision of every interaction side by side
        (\(RulesSweep.ruleNames)), the interactions on which the rules disagree first; no threshold grid.
        """
    static let thresholds = Option(
        "thresholds", "START:STOP:STEP", "the grid (\(ThresholdGrid.standard))", FlagSyntax.text)
    static let format = Option(
        "format", "text|json", "table (text) or one JSON object (json)", FlagSyntax<LogFormat>.oneOf)
    static let svg = Option("svg", "FILE", "draw the sweep to FILE (atomically)", FlagSyntax.text)
    static let rules = Option(
        "rules", "all|NAME[,NAME]", "compare release rules instead of thresholds", FlagSyntax.text)
    static let options: [any OptionDeclaration] =
        InteractionFlags.options.filter { $0.spec.name != InteractionFlags.threshold.spec.name }
        + TransitionFlags.options + [thresholds, format, svg, rules]

    /// The command line, typed (the threshold is what the sweep varies: `--threshold` is not taken).
    struct Options {
        var paths: [String]
        var format: LogFormat
        var grid: ThresholdGrid
        var transition: TransitionFlags
        var interaction: InteractionFlags
        var svgPath: String?
        /// `--rules`: the release rules compared (no threshold grid then).
        var rules: [ReleaseRuleName]?

        init(_ arguments: ParsedArguments) throws {
            paths = arguments.positionals
            guard !paths.isEmpty else { throw UsageError("give at least one PATH") }
            format = try arguments.value(SweepCommand.format) ?? .text
            switch try arguments.value(SweepCommand.thresholds).map(ThresholdGrid.parse) ?? .success(.standard) {
            case .success(let parsed): grid = parsed
            case .failure(let error): throw UsageError(error.description)
            }
            transition = try TransitionFlags(arguments)
            interaction = try InteractionFlags(arguments)
            svgPath = try arguments.value(SweepCommand.svg)
            rules = try RulesSweep.rules(arguments)
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let options = try Options(arguments)
        if let rules = options.rules { return try RulesSweep.run(options, rules: rules, context) }
        let (format, grid) = (options.format, options.grid)
        let thresholds = grid.values
        let sweep = FixtureSweep(base: options.transition.base, overrides: options.interaction, thresholds: thresholds)
        let jobs = try FixtureJobs.under(options.paths)
        let rows = try FixtureJobs.rows(of: jobs, "sweep", progressFrom: 4, context, sweep.sweep)
        if let svgPath = options.svgPath {
            try EngineSimulation.writeAtomically(
                SweepChart.svg(thresholds: thresholds, rows: rows, title: "swoop sweep \(grid)"), to: svgPath)
        }
        context.standardOutput(
            format == .json ? json(thresholds: thresholds, rows: rows) : table(grid: grid, rows: rows))
        return .success
    }

    static func table(grid: ThresholdGrid, rows: [SweepRow]) -> String {
        let thresholds = grid.values
        let labelWidth = max(7, rows.map(\.fixture.count).max() ?? 0)
        var out =
            "thresholds \(grid.start) to \(grid.stop) step \(grid.step) (\(thresholds.count)):  F finish  c cancel  · no transition\n"
        out +=
            TextColumns.pad("FIXTURE", labelWidth) + " #   " + TextColumns.pad("OUTCOMES", max(8, thresholds.count))
            + " FLIP      RULE\n"
        for row in rows {
            let cells = row.outcomes.map { outcome -> String in
                switch outcome {
                case .finish: "F"
                case .cancel: "c"
                case .none: "·"
                }
            }.joined()
            out +=
                TextColumns.pad(row.fixture, labelWidth) + " " + TextColumns.pad(String(row.interaction), 3) + " "
                + TextColumns.pad(cells, max(8, thresholds.count)) + " "
                + TextColumns.pad(row.flip.map { TextColumns.fixed($0, 6) } ?? "-", 9) + " " + row.rule
                + (row.note.map { "  (\($0))" } ?? "") + "\n"
        }
        return out
    }

    /// One JSON object (on one line), numbers to six decimals like the log's.
    static func json(thresholds: [Double], rows: [SweepRow]) -> String {
        let items: [JSONNode] = rows.map { row in
            .object([
                ("fixture", .string(row.fixture)), ("interaction", .integer(Int64(row.interaction))),
                ("outcomes", .array(row.outcomes.map { .string($0.rawValue) })),
                ("flip", row.flip.map { .number($0) } ?? .null), ("rule", .string(row.rule)),
                ("note", row.note.map(JSONNode.string) ?? .null)
            ])
        }
        let sweep = JSONNode.object([
            ("type", .string("sweep")), ("thresholds", .array(thresholds.map { .number($0) })),
            ("interactions", .array(items))
        ])
        return JSONWriter.render(sweep, style: .sixDecimals) + "\n"
    }
}
