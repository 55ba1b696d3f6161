import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopInteraction
import SwoopLiveCLI
import SwoopLog
import SwoopNavigation

/// `swoop check`: replays fixtures and compares each interaction with its expectation.
struct CheckCommand: Command {
    static let name = "check"
    static let summary =
        "replay fixtures and compare every interaction with its expected outcome (exit 1 on a mismatch)"
    static let usage = """
        PATH... [interaction options] [--transition NAME | --app NAME|FILE] [--format text|json] [--render-failures DIR]

        PATH is a fixture or a folder (searched recursively for *.fixture.jsonl; a folder's manifest.json
        supplies expectations). Each expectation is replayed with its own options (source, fingers, axis,
        direction, distance_mm, threshold); options given here override the fixture's. One row per
        interaction; interactions no expectation covers are listed as unchecked. Exit 1 on any mismatch.
        --render-failures DIR (with --transition, the scene to draw) writes a GIF of every mismatched
        interaction, with the heads-up strip, as DIR/FIXTURE-interaction-N.gif.
        --app replays each fixture through the app instead and prints one row per navigation, compared with
        the fixture's `screens` (the screen at the start, then after each navigation); exit 1 on a mismatch.
        """
    static let format = Option(
        "format", "text|json", "table (text) or one JSON object per row plus a summary (json)",
        FlagSyntax<LogFormat>.oneOf)
    static let renderFailures = Option(
        "render-failures", "DIR", "write a GIF of each mismatched interaction into DIR (needs --transition)",
        FlagSyntax.text)
    static let scale = RenderCommand.scaleOption("with --render-failures: pixels per point")
    static let options: [any OptionDeclaration] =
        [AppFlag.option] + InteractionFlags.options + TransitionFlags.options + [format, renderFailures, scale]

    /// The command line, typed.
    struct Options {
        var paths: [String]
        var format: LogFormat
        var transition: TransitionFlags
        var interaction: InteractionFlags
        var renderFailures: String?
        var scale: Double
        /// `--app`: check each fixture's `screens` instead of its interactions.
        var app: App?

        init(_ arguments: ParsedArguments) throws {
            paths = arguments.positionals
            guard !paths.isEmpty else { throw UsageError("give at least one PATH") }
            format = try arguments.value(CheckCommand.format) ?? .text
            transition = try TransitionFlags(arguments)
            interaction = try InteractionFlags(arguments)
            renderFailures = try arguments.value(CheckCommand.renderFailures)
            scale = try arguments.value(CheckCommand.scale)
            app = try AppFlag.parse(arguments)
            if app != nil, renderFailures != nil {
                throw UsageError("--render-failures draws one transition, not an app")
            }
            if renderFailures != nil, transition.plan == nil {
                throw UsageError("--render-failures needs --transition NAME (the scene to draw)")
            }
            // Refused before any fixture is checked (the rule is `OutputDirectory`'s, as for `render -o DIR/`).
            if let directory = renderFailures, let problem = OutputDirectory.problem(directory) {
                throw CommandFailure(.cannotCreate, "\(directory): \(problem)")
            }
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let options = try Options(arguments)
        if let app = options.app { return try runFlows(app, options, context) }
        let format = options.format
        let check = FixtureCheck(base: options.transition.base, overrides: options.interaction)
        let jobs = try FixtureJobs.under(options.paths)
        var withoutExpectations: [String] = []
        let rows = try FixtureJobs.rows(of: jobs, "check", progressFrom: 8, context) { job in
            let found = try check.check(job)
            if !found.contains(where: { $0.expected != nil }) { withoutExpectations.append(job.path) }
            return found
        }
        if let directory = options.renderFailures, let plan = options.transition.plan,
            let definition = options.transition.definition
        {
            let renders = FailureRenders(
                directory: directory, check: check, definition: definition, plan: plan,
                follow: options.transition.follow, scale: options.scale)
            for path in try renders.write(rows, jobs: jobs) { context.standardError("swoop check: wrote \(path)\n") }
        }
        let mismatches = rows.filter(\.isMismatch).count
        let checked = rows.filter { $0.expected != nil }.count
        switch format {
        case .text:
            context.standardOutput(table(rows))
            var summary =
                "\(jobs.count) fixture\(jobs.count == 1 ? "" : "s"), \(checked) expectation\(checked == 1 ? "" : "s"): "
                + "\(checked - mismatches) as expected, \(mismatches) mismatch\(mismatches == 1 ? "" : "es")"
            if !withoutExpectations.isEmpty {
                summary += "; without expectations: " + withoutExpectations.joined(separator: ", ")
            }
            context.standardOutput(summary + "\n")
        case .json:
            var out = ByteBuffer()
            for row in rows { appendLine(json(row), to: &out) }
            appendLine(
                .object([
                    ("type", .string("summary")), ("fixtures", .integer(Int64(jobs.count))),
                    ("expectations", .integer(Int64(checked))), ("mismatches", .integer(Int64(mismatches))),
                    ("without_expectations", .array(withoutExpectations.map(JSONNode.string)))
                ]), to: &out)
            context.standardOutput(out.text)
        }
        return mismatches == 0 ? .success : .mismatch
    }

    /// One row of `--format json`: a JSON object per line, numbers to six decimals like the log's.
    static func appendLine(_ row: JSONNode, to out: inout ByteBuffer) {
        JSONWriter.append(row, style: .sixDecimals, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    static func json(_ row: CheckRow) -> JSONNode {
        var fields: [(String, JSONNode)] = [
            ("type", .string("check")), ("fixture", .string(row.fixture)),
            ("interaction", .integer(Int64(row.interaction))),
            ("expected", row.expected.map { .string($0.rawValue) } ?? .null),
            ("got", row.got.map { .string($0.rawValue) } ?? .null),
            ("ok", .bool(!row.isMismatch)), ("threshold", .number(row.threshold))
        ]
        if let d = row.decision {
            fields += [
                ("progress", .number(d.progress)), ("velocity", .number(d.velocity)),
                ("velocity_mm_s", .number(d.velocityMMPerSecond)), ("projected", .number(d.projected)),
                ("rule", .string(d.rule.rawValue))
            ]
        }
        return .object(fields)
    }

    /// `     FIXTURE  #  EXPECTED  GOT  PROGRESS  VELOCITY  PROJECTED  THRESHOLD  RULE`, mismatches marked FAIL.
    static func table(_ rows: [CheckRow]) -> String {
        let fixtureWidth = Self.fixtureWidth(rows)
        var out =
            "      " + TextColumns.pad("FIXTURE", fixtureWidth) + " #   EXPECTED  GOT       PROGRESS  VELOCITY  "
            + "PROJECTED  THRESHOLD  RULE\n"
        for row in rows {
            out += row.leadingColumns(number: row.interaction, fixtureWidth: fixtureWidth)
            out +=
                TextColumns.pad(row.expected?.rawValue ?? "-", 9) + " "
                + TextColumns.pad(row.got?.rawValue ?? "missing", 9) + " "
            if let d = row.decision {
                out +=
                    TextColumns.pad(TextColumns.fixed(d.progress, 3), 9) + " "
                    + TextColumns.pad(TextColumns.fixed(d.velocity, 3) + "/s", 9) + " "
                    + TextColumns.pad(TextColumns.fixed(d.projected, 3), 10) + " "
                    + TextColumns.pad(TextColumns.fixed(row.threshold, 3), 10) + " " + d.rule.rawValue
            } else {
                out +=
                    TextColumns.pad("-", 9) + " " + TextColumns.pad("-", 9) + " " + TextColumns.pad("-", 10) + " "
                    + TextColumns.pad(TextColumns.fixed(row.threshold, 3), 10) + " " + (row.got == nil ? "-" : "no pan")
            }
            out += "\n"
        }
        return out
    }
}

extension CheckCommand {
    /// The width of a check table's FIXTURE column: the longest name, at least the heading's.
    static func fixtureWidth(_ rows: [some CheckedRow]) -> Int { max(7, rows.map(\.fixture.count).max() ?? 0) }
}

extension CheckedRow {
    /// The columns every check table starts with: `ok`, `FAIL` or `-` (not judged), the fixture, the row's number.
    func leadingColumns(number: Int, fixtureWidth: Int) -> String {
        let mark = expected == nil ? "  -   " : isMismatch ? "FAIL  " : "ok    "
        return mark + TextColumns.pad(fixture, fixtureWidth) + " " + TextColumns.pad(String(number), 3) + " "
    }
}
