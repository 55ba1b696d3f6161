import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopLiveCLI
import SwoopLog
import SwoopNavigation

extension CheckCommand {
    /// `check --app`: a row per navigation of every fixture, compared with its `screens`; exit 1 on a mismatch.
    static func runFlows(_ app: App, _ options: Options, _ context: CommandContext) throws -> ExitStatus {
        let jobs = try FixtureJobs.under(options.paths)
        let check = FlowCheck(app: app, overrides: options.interaction)
        var rows: [FlowRow] = []
        for job in jobs { rows += try check.check(job) }
        let mismatches = rows.filter(\.isMismatch).count
        let checked = rows.filter { $0.expected != nil }.count
        let unchecked = Set(rows.filter { $0.expected == nil }.map(\.fixture)).sorted()
        switch options.format {
        case .text:
            let width = CheckCommand.fixtureWidth(rows)
            var out =
                "      " + TextColumns.pad("FIXTURE", width) + " #   ROUTE    TRIGGER  FROM      TO        "
                + "FINISHED  EXPECTED  GOT\n"
            for row in rows {
                let n = row.navigation
                out +=
                    row.leadingColumns(number: row.number, fixtureWidth: width)
                    + TextColumns.pad(n?.navigation.route ?? (row.number == 0 ? "start" : "-"), 8) + " "
                    + TextColumns.pad(n?.navigation.trigger.rawValue ?? "-", 8) + " "
                    + TextColumns.pad(n?.navigation.from ?? "-", 9) + " " + TextColumns.pad(n?.navigation.to ?? "-", 9)
                    + " " + TextColumns.pad(n?.finished.map { $0 ? "yes" : "no" } ?? "-", 9) + " "
                    + TextColumns.pad(row.expected ?? "-", 9) + " " + (row.got ?? "missing") + "\n"
            }
            out +=
                "\(jobs.count) fixture\(jobs.count == 1 ? "" : "s"), \(checked) screen\(checked == 1 ? "" : "s") checked: "
                + "\(checked - mismatches) as expected, \(mismatches) mismatch\(mismatches == 1 ? "" : "es")"
                + (unchecked.isEmpty ? "" : "; without screens: " + unchecked.joined(separator: ", ")) + "\n"
            context.standardOutput(out)
        case .json:
            var out = ByteBuffer()
            for row in rows {
                var fields: [(String, JSONNode)] = [
                    ("type", .string("navigation")), ("fixture", .string(row.fixture)),
                    ("navigation", .integer(Int64(row.number)))
                ]
                if let n = row.navigation {
                    fields += [
                        ("route", .string(n.navigation.route)), ("trigger", .string(n.navigation.trigger.rawValue)),
                        ("kind", .string(n.navigation.kind.rawValue)), ("from", .string(n.navigation.from)),
                        ("to", .string(n.navigation.to)), ("finished", n.finished.map(JSONNode.bool) ?? .null)
                    ]
                }
                fields += [
                    ("expected", row.expected.map(JSONNode.string) ?? .null),
                    ("got", row.got.map(JSONNode.string) ?? .null),
                    ("ok", .bool(!row.isMismatch))
                ]
                appendLine(.object(fields), to: &out)
            }
            appendLine(
                .object([
                    ("type", .string("summary")), ("app", .string(app.name)), ("fixtures", .integer(Int64(jobs.count))),
                    ("screens", .integer(Int64(checked))), ("mismatches", .integer(Int64(mismatches))),
                    ("without_screens", .array(unchecked.map(JSONNode.string)))
                ]), to: &out)
            context.standardOutput(out.text)
        }
        return mismatches == 0 ? .success : .mismatch
    }
}
