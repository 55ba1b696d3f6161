import SwoopCore

/// A performance goal: at least or at most a value.
package struct BenchGoal: Sendable, Equatable {
    package enum Bound: Sendable { case atLeast, atMost }
    package var bound: Bound
    package var value: Double

    package static func atLeast(_ value: Double) -> BenchGoal { BenchGoal(bound: .atLeast, value: value) }
    package static func atMost(_ value: Double) -> BenchGoal { BenchGoal(bound: .atMost, value: value) }

    package func isMet(by value: Double) -> Bool {
        switch bound {
        case .atLeast: value >= self.value
        case .atMost: value <= self.value
        }
    }

    package var text: String { (bound == .atLeast ? "≥ " : "≤ ") + BenchNumber.text(value) }
}

/// One measured figure: its runs, how it was measured and the command that measures it again.
/// A figure that could not be measured has no spread and says why.
package struct BenchFigure: Sendable {
    /// The JSON key of its median (`replay_events_per_s`, …).
    package var key: String
    package var title: String
    package var unit: String
    package var spread: Spread?
    package var unavailableReason: String?
    package var goal: BenchGoal?
    /// The command that measures this figure (what a reader runs to reproduce it).
    package var command: String
    /// How it is measured, in a sentence or two.
    package var method: String

    package init(
        key: String, title: String, unit: String, spread: Spread?, unavailableReason: String? = nil,
        goal: BenchGoal? = nil, command: String, method: String
    ) {
        self.key = key
        self.title = title
        self.unit = unit
        self.spread = spread
        self.unavailableReason = unavailableReason
        self.goal = goal
        self.command = command
        self.method = method
    }

    package var goalMet: Bool? { spread.flatMap { spread in goal.map { $0.isMet(by: spread.median) } } }
}

/// Numbers as the report shows them: about four significant digits for small values, whole numbers for
/// large (a benchmark's spread makes more digits noise). The JSON writes the rounded values losslessly.
package enum BenchNumber {
    package static func text(_ value: Double) -> String {
        JSONWriter.number(rounded(value), style: .lossless)
    }

    /// `value` rounded as the report shows it; non-finite values are left for the writer (`null`).
    package static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let magnitude = abs(value)
        if magnitude >= 1000 { return value.rounded() }
        let decimals = magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : magnitude >= 1 ? 3 : magnitude >= 0.01 ? 4 : 6
        let scaled = (value * pow10(decimals)).rounded() / pow10(decimals)
        return scaled == 0 ? 0 : scaled  // no "-0"
    }

    private static func pow10(_ n: Int) -> Double {
        var x = 1.0
        for _ in 0..<n { x *= 10 }
        return x
    }
}
