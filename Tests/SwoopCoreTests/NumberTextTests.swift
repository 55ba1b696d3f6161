import SwoopTestSupport
import Testing

@testable import SwoopCore

/// The six-decimal style, written digit by digit, must print exactly what the log always printed: the value rounded
/// to six decimals, as an integer when whole, else as Swift's shortest round-trip `description`.
struct SixDecimalNumberTests {
    static func reference(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    @Test(arguments: [
        0.0001, -0.0001, 0.000099, 0.0000995, 0.00009949, 999_999_999.999999, 1e9 + 0.5, 1e9 - 0.000001,
        123.4567891, 0.3498, 1.5e-7, -2.5, 0.1 + 0.2, 1e15, 1e15 - 0.5, 4.35, 0.000123, 12345.000001
    ])
    func boundariesMatchTheReference(value: Double) {
        #expect(JSONNumberText.text(value, style: .sixDecimals) == Self.reference(value), "value \(value)")
    }

    /// Integers are written two digits per division: every length, the zeros inside, and both extremes.
    @Test func integersOfEveryLengthMatchTheirDescription() {
        var values: [Int64] = [0, 9, 10, 99, 100, 101, 1000, 100_100, Int64.max, Int64.min, Int64.min + 1]
        var power: Int64 = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, power + power / 2, -power, -(power - 1)]
        }
        for value in values {
            var out = ByteBuffer()
            JSONNumberText.appendInteger(value, to: &out)
            #expect(out.text == String(value))
        }
    }

    /// Half a millionth exactly (most of these are exact ties once scaled) rounds away from zero, as
    /// `rounded()` does: the rounding without libm must break ties the same way, even and odd alike.
    @Test func exactTiesRoundAwayFromZero() {
        for n in 0..<20_000 {
            let value = (Double(n) + 0.5) / 1_000_000
            #expect(JSONNumberText.text(value, style: .sixDecimals) == Self.reference(value), "value \(value)")
            #expect(JSONNumberText.text(-value, style: .sixDecimals) == Self.reference(-value), "value \(-value)")
        }
    }

    @Test func seededValuesAcrossMagnitudesMatchTheReference() {
        let seed: UInt64 = 0x5EED_0007
        print("SixDecimalNumberTests seed: \(seed)")
        var random = SplitMix64(seed: seed)
        for i in 0..<200_000 {
            let value: Double
            switch i % 3 {
            case 0:  // any magnitude from 1e-9 to 1e13
                let exponent = Double(Int.random(in: -9...13, using: &random))
                value = Double.random(in: 1..<10, using: &random) * pow10(exponent)
            case 1:  // exactly k micro-units, as quantised inputs are
                value = Double(Int64.random(in: -10_000_000_000...10_000_000_000, using: &random)) / 1_000_000
            default:  // arithmetic results near six-decimal values
                value = Double(Int.random(in: -100_000...100_000, using: &random)) / 1000 * 0.0254
            }
            let signed = Bool.random(using: &random) ? value : -value
            let got = JSONNumberText.text(signed, style: .sixDecimals)
            let expected = Self.reference(signed)
            if got != expected {
                Issue.record("seed \(seed), sample \(i): \(signed) printed \(got), expected \(expected)")
                return
            }
        }
    }

    private func pow10(_ e: Double) -> Double {
        var x = 1.0
        for _ in 0..<Int(abs(e)) { x *= 10 }
        return e < 0 ? 1 / x : x
    }
}
