import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopLiveCLI

extension ThresholdGrid {
    /// Parses `--thresholds START:STOP:STEP`, e.g. `0.05:0.95:0.05`, refusing what is not a grid within 0…1.
    static func parse(_ text: String) -> Result<ThresholdGrid, ThresholdGridError> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let a = decimal(String(parts[0])), let b = decimal(String(parts[1])),
            let s = decimal(String(parts[2])),
            a.isFinite, b.isFinite, s.isFinite
        else { return .failure(ThresholdGridError(text: text, reason: "expected START:STOP:STEP, e.g. \(standard)")) }
        guard a >= 0, b <= 1, a <= b else {
            return .failure(ThresholdGridError(text: text, reason: "START and STOP must satisfy 0 ≤ START ≤ STOP ≤ 1"))
        }
        guard s > 0, (b - a) / s <= 10_000 else {
            return .failure(
                ThresholdGridError(text: text, reason: "STEP must be above 0 and give at most 10000 thresholds"))
        }
        return .success(ThresholdGrid(start: a, stop: b, step: s))
    }
}

/// A `--thresholds` grid that cannot be swept: a usage error (exit 64).
struct ThresholdGridError: CategorizedError, Equatable, Sendable {
    var text: String
    var reason: String
    var category: FailureCategory { .usage }
    var description: String { "--thresholds '\(MessageExcerpt.of(text))': \(reason)" }
}
