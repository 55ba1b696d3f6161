/// `--size-mm WxH`: the size of a touch surface given by hand, in millimetres (`310x175`, `310.5x174.6`).
package enum SizeOption {
    package static let flag = "--size-mm"

    /// Reads the option's value. Both sides must be plain decimal numbers (no sign, no exponent, no
    /// unit), greater than zero, and within `SizeBounds.anySurface`: a value outside it is a typo
    /// (centimetres for millimetres, a missing `x`) that would otherwise slip through as a size.
    package static func parse(_ text: String) throws(SizeOptionError) -> PhysicalSize {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "xX×".contains($0) })
        guard parts.count == 2 else { throw .malformed(value: text) }
        let width = try number(parts[0], side: .width, in: text)
        let height = try number(parts[1], side: .height, in: text)
        let bounds = SizeBounds.anySurface
        // Each side as it was typed: a rounded size ("20x20 mm") could look like one inside the bounds.
        for (side, value, part) in [(SizeOptionError.Side.width, width, parts[0]), (.height, height, parts[1])]
        where !bounds.admits(PhysicalSize(widthMM: value, heightMM: bounds.minimumMM)) {
            throw .implausible(value: text, side: side, part: String(part), bounds: bounds)
        }
        return PhysicalSize(widthMM: width, heightMM: height)
    }

    static func number(_ part: Substring, side: SizeOptionError.Side, in text: String) throws(SizeOptionError) -> Double
    {
        var digits = 0
        var dots = 0
        for character in part {
            if character.isASCII, character.isNumber {
                digits += 1
            } else if character == "." {
                dots += 1
            } else {
                throw .notANumber(value: text, side: side, part: String(part))
            }
        }
        guard digits > 0, dots <= 1, let value = Double(part) else {
            throw .notANumber(value: text, side: side, part: String(part))
        }
        guard value > 0 else { throw .notPositive(value: text, side: side) }
        return value
    }
}

/// A `--size-mm` value that cannot be used; each message names the flag, the value and the fix.
package enum SizeOptionError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Side: String, Hashable, Sendable { case width, height }

    /// Not two parts around one `x`.
    case malformed(value: String)
    /// A side that is not a plain decimal number of millimetres.
    case notANumber(value: String, side: Side, part: String)
    case notPositive(value: String, side: Side)
    /// A side outside the bounds; `part` is that side as written.
    case implausible(value: String, side: Side, part: String, bounds: SizeBounds)

    package var description: String {
        let flag = SizeOption.flag
        switch self {
        case .malformed(let value):
            return "\(flag) '\(value)': expected WIDTHxHEIGHT in millimetres, e.g. \(flag) 310x175"
        case .notANumber(let value, let side, let part):
            return
                "\(flag) '\(value)': \(side.rawValue) '\(part)' is not a number of millimetres (digits and at most one '.', no unit)"
        case .notPositive(let value, let side):
            return "\(flag) '\(value)': \(side.rawValue) must be greater than 0 mm"
        case .implausible(let value, let side, let part, let bounds):
            return
                "\(flag) '\(value)': \(side.rawValue) \(part) mm is outside a touch surface's size (\(bounds)); was it meant in millimetres?"
        }
    }
}
