/// Defaults and choices as `--help` and error messages show them, written from the constants and
/// enums that define them.
package enum HelpText {
    /// `120.0` as `120`, `0.3` as `0.3`: a whole number without its fraction.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// `1…10`, `0.1…10000`.
    package static func range(_ r: ClosedRange<Int>) -> String { "\(r.lowerBound)…\(r.upperBound)" }
    package static func range(_ r: ClosedRange<Double>) -> String { number(r.lowerBound) + "…" + number(r.upperBound) }

    /// `a, b or c`.
    package static func alternatives(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
