/// Defaults as `--help` shows them, written from the constants that define them.
enum HelpText {
    /// `120.0` as `120`, `0.3` as `0.3`: a whole number without its fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
