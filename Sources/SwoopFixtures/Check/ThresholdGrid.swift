import SwoopCore

/// The thresholds `sweep` replays at: `START:STOP:STEP`, both ends included when the step lands on them.
public struct ThresholdGrid: Sendable, Equatable, CustomStringConvertible {
    public var start: Double
    public var stop: Double
    public var step: Double

    public static let standard = ThresholdGrid(start: 0.05, stop: 0.95, step: 0.05)

    public init(start: Double, stop: Double, step: Double) {
        self.start = start
        self.stop = stop
        self.step = step
    }

    /// Parses `0.05:0.95:0.05`; `nil` (with the reason) when it is not a grid within 0…1.
    public static func parse(_ text: String) -> Result<ThresholdGrid, ThresholdGridError> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let a = Double(parts[0]), let b = Double(parts[1]), let s = Double(parts[2]),
            a.isFinite, b.isFinite, s.isFinite
        else { return .failure(ThresholdGridError(text: text, reason: "expected START:STOP:STEP, e.g. 0.05:0.95:0.05")) }
        guard a >= 0, b <= 1, a <= b else {
            return .failure(ThresholdGridError(text: text, reason: "START and STOP must satisfy 0 ≤ START ≤ STOP ≤ 1"))
        }
        guard s > 0, (b - a) / s <= 10_000 else {
            return .failure(ThresholdGridError(text: text, reason: "STEP must be above 0 and give at most 10000 thresholds"))
        }
        return .success(ThresholdGrid(start: a, stop: b, step: s))
    }

    /// The thresholds, computed as `start + k·step` and rounded to 12 decimals so that 0.05 steps print
    /// and compare as 0.15, not 0.15000000000000002.
    public var values: [Double] {
        let count = Int(((stop - start) / step + 1e-9).rounded(.down)) + 1
        return (0..<count).map { k in ((start + Double(k) * step) * 1e12).rounded() / 1e12 }
    }

    public var description: String { "\(start):\(stop):\(step)" }
}

/// A `--thresholds` grid that cannot be swept: a usage error (exit 64).
public struct ThresholdGridError: CategorizedError, Equatable, Sendable {
    public var text: String
    public var reason: String
    public var category: FailureCategory { .usage }
    public var description: String { "--thresholds '\(MessageExcerpt.of(text))': \(reason)" }
}
