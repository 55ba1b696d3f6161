import SwoopCommandLine
import SwoopFixtures
import SwoopInteraction
import SwoopLiveCLI

/// What Swoop decides on a freshly imported fixture, replayed as `swoop check` would (the fixture's
/// expectations with their options; default options where there are none), so that the person importing
/// sees at once how many interactions the recording holds and why each ended as it did.
enum ImportReplaySummary {
    static func describe(fixture path: String) -> String {
        let rows: [CheckRow]
        do {
            rows = try FixtureCheck(base: SessionConfiguration()).check(FixtureJob(path: path))
        } catch {
            return "swoop import:   replay failed: \(ErrorReporting.describe(error).1)\n"
        }
        guard !rows.isEmpty else {
            return
                "swoop import:   replayed: no interaction (nothing a pan could come from: no swipe, scroll, touch or tap)\n"
        }
        var text = ""
        for row in rows {
            var line = "swoop import:   replayed #\(row.interaction): " + (row.got?.rawValue ?? "missing")
            if let decision = row.decision {
                line +=
                    " (\(decision.rule.rawValue): progress \(TextColumns.fixed(decision.progress, 3)), projected "
                    + "\(TextColumns.fixed(decision.projected, 3)), threshold \(TextColumns.fixed(row.threshold, 3)))"
            } else if row.got == ExpectedOutcome.none {
                line += " (no pan: the contact stayed within the slop or is not a source the recognizer follows)"
            }
            if let expected = row.expected {
                line += row.isMismatch ? "; EXPECTED \(expected.rawValue)" : "; as expected"
            }
            text += line + "\n"
        }
        return text
    }
}
