import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopInteraction
import SwoopLiveCLI
import SwoopLog

/// `swoop sweep --rules`: each named release rule's decision of every interaction, side by side, the
/// disagreements first (text, JSON Lines or an SVG).
enum RulesSweep {
    static let ruleNames = ReleaseRuleName.allCases.map(\.rawValue).joined(separator: ", ")

    /// `--rules all` or a comma-separated list of names (each once); `nil` without the option. The
    /// threshold grid and a fixed `--release-rule` say something else, so neither goes with it.
    static func rules(_ arguments: ParsedArguments) throws -> [ReleaseRuleName]? {
        guard let text = try arguments.value(SweepCommand.rules) else { return nil }
        for other in [SweepCommand.thresholds.spec, InteractionFlags.releaseRule.spec] where arguments.isGiven(other) {
            throw UsageError("--rules compares every rule at its own constants: it does not take --\(other.name)")
        }
        if text == "all" { return ReleaseRuleName.allCases }
        var rules: [ReleaseRuleName] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let rule = ReleaseRuleName(rawValue: String(name)) else {
                throw UsageError("--rules: unknown rule '\(name)' (expected all, or some of \(ruleNames))")
            }
            guard !rules.contains(rule) else { throw UsageError("--rules: \(rule) is named twice") }
            rules.append(rule)
        }
        return rules
    }

    static func run(_ options: SweepCommand.Options, rules: [ReleaseRuleName], _ context: CommandContext) throws
        -> ExitStatus
    {
        let comparison = RuleComparison(base: options.transition.base, overrides: options.interaction, rules: rules)
        let jobs = try FixtureJobs.under(options.paths)
        let rows = RuleComparison.disagreementsFirst(
            try FixtureJobs.rows(of: jobs, "sweep", progressFrom: 4, context, comparison.compare))
        if let svgPath = options.svgPath {
            try EngineSimulation.writeAtomically(RuleChart.svg(rows: rows, rules: rules), to: svgPath)
        }
        context.standardOutput(options.format == .json ? json(rows) : table(rows, rules: rules))
        return .success
    }

    /// One row per interaction: each rule's outcome and the clause that decided.
    static func table(_ rows: [RuleRow], rules: [ReleaseRuleName]) -> String {
        let labelWidth = max(7, rows.map(\.fixture.count).max() ?? 0)
        // The widest cell ("c gesture-cancelled") and a space.
        let cellWidth = (DecisionRule.allCases.map(\.rawValue.count).max() ?? 0) + 3
        let disagreeing = rows.filter { !$0.agrees }.count
        var out =
            "\(rows.count) interactions, \(disagreeing) on which the rules disagree (first, marked ≠):  "
            + "F finish  c cancel  · no transition, then the clause that decided\n"
        out += TextColumns.pad("FIXTURE", labelWidth) + " #     "
        out += rules.map { TextColumns.pad($0.rawValue, cellWidth) }.joined() + "\n"
        for row in rows {
            out += TextColumns.pad(row.fixture, labelWidth) + " " + TextColumns.pad(String(row.interaction), 3)
            out += row.agrees ? "   " : " ≠ "
            for (outcome, decision) in zip(row.outcomes, row.decisions) {
                let letter =
                    switch outcome {
                    case .finish: "F"
                    case .cancel: "c"
                    case .none: "·"
                    }
                out += TextColumns.pad(letter + (decision.map { " " + $0.rule.rawValue } ?? ""), cellWidth)
            }
            out += "\n"
        }
        return out
    }

    /// JSON Lines: one object per interaction, each rule's decision by name.
    static func json(_ rows: [RuleRow]) -> String {
        var out = ""
        for row in rows {
            let decisions: [(String, JSONNode)] = zip(row.rules, zip(row.outcomes, row.decisions)).map {
                rule, pair in
                let (outcome, decision) = pair
                var fields: [(String, JSONNode)] = [("outcome", .string(outcome.rawValue))]
                if let d = decision {
                    fields += [
                        ("rule", .string(d.rule.rawValue)), ("progress", .number(d.progress)),
                        ("velocity_mm_s", .number(d.velocityMMPerSecond)), ("projected", .number(d.projected)),
                        ("threshold", .number(d.threshold))
                    ]
                }
                return (rule.rawValue, .object(fields))
            }
            let object = JSONNode.object([
                ("type", .string("rules")), ("fixture", .string(row.fixture)),
                ("interaction", .integer(Int64(row.interaction))), ("agree", .bool(row.agrees)),
                ("decisions", .object(decisions))
            ])
            out += JSONWriter.render(object, style: .sixDecimals) + "\n"
        }
        return out
    }
}
