/// Numbers and cells for the aligned text tables of `check`, `sweep`, `demo`, `run` and `import`.
package enum TextColumns {
    /// `%`-free fixed-decimal rendering for tables (no locale, `-0` as `0`).
    /// Values too large for fixed decimals to mean anything (or not finite) are written as Swift
    /// writes a `Double` (`1e+20`, `inf`): a table cell, never a trap in the conversion to an integer.
    package static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let magnitude = abs(rounded)
        let whole = Int64(magnitude)
        let fraction = String(Int64(((magnitude - Double(whole)) * scale).rounded()))
        return (rounded < 0 ? "-" : "") + String(whole)
            + (decimals > 0 ? "." + String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction : "")
    }

    /// `text` left-aligned in `width` columns (longer text is kept whole; callers put a space after).
    package static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
