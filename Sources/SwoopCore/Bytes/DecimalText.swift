/// The one way a number is read from a command line or a setting's text (an app file's
/// `linear:SECONDS`): decimal digits with an optional sign, point and exponent (`12`, `-0.5`, `.25`,
/// `1e-3`), finite. Swift's `Double(_:)` alone would also take hexadecimal (`0x10` is 16), `nan`, `inf`
/// and `infinity`, which no option means.
package func decimal(_ text: String) -> Double? {
    var scalars = Substring(text).unicodeScalars[...]
    func digits() -> Int {
        let count = scalars.prefix { ("0"..."9").contains($0) }.count
        scalars = scalars.dropFirst(count)
        return count
    }
    if scalars.first == "+" || scalars.first == "-" { scalars = scalars.dropFirst() }
    var mantissa = digits()
    if scalars.first == "." {
        scalars = scalars.dropFirst()
        mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if scalars.first == "e" || scalars.first == "E" {
        scalars = scalars.dropFirst()
        if scalars.first == "+" || scalars.first == "-" { scalars = scalars.dropFirst() }
        guard digits() > 0 else { return nil }
    }
    guard scalars.isEmpty, let value = Double(text), value.isFinite else { return nil }
    return value
}
