/// The thresholds `sweep` replays at: from `start` to `stop` by `step`, both ends included when the
/// step lands on them.
package struct ThresholdGrid: Sendable, Equatable, CustomStringConvertible {
    package var start: Double
    package var stop: Double
    package var step: Double

    /// 0.05 to 0.95 by 0.05: every threshold a person would pick, without 0 and 1, where every release
    /// finishes or every release cancels.
    package static let standard = ThresholdGrid(start: 0.05, stop: 0.95, step: 0.05)

    package init(start: Double, stop: Double, step: Double) {
        self.start = start
        self.stop = stop
        self.step = step
    }

    /// The thresholds, computed as `start + k·step` and rounded to 12 decimals so that 0.05 steps print
    /// and compare as 0.15, not 0.15000000000000002.
    package var values: [Double] {
        let count = Int(((stop - start) / step + 1e-9).rounded(.down)) + 1
        return (0..<count).map { k in ((start + Double(k) * step) * 1e12).rounded() / 1e12 }
    }

    package var description: String { "\(start):\(stop):\(step)" }
}
