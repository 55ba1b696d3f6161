import Foundation
import SwoopTestSupport
import Testing

@testable import SwoopCore

/// Parses one line of JSON with the tree parser (throws the syntax error); fixture lines' depth cap.
func parseJSON(_ text: String) throws -> JSONNode.Value {
    try JSONTreeParser.parse(text, maximumDepth: 32).value
}

@Suite struct JSONParsingTests {
    @Test(arguments: [
        ("0", 0.0), ("-0", 0.0), ("12", 12), ("-12", -12), ("12.5", 12.5), ("-0.25", -0.25),
        ("0.001", 0.001), ("1e3", 1000), ("1E+3", 1000), ("2.5e-3", 0.0025),
        ("123456789012345678", 123_456_789_012_345_678),
        ("0.1", 0.1), ("0.30000000000000004", 0.30000000000000004), ("1.7976931348623157e308", 1.7976931348623157e308),
        ("5e-324", 5e-324), ("1234567890.123456789012", 1234567890.123456789012), ("39.37", 39.37),
        ("9007199254740993", 9_007_199_254_740_993), ("1e22", 1e22), ("1e23", 1e23), ("-1e-22", -1e-22)
    ])
    func numbersConvertExactlyLikeTheStandardLibrary(text: String, expected: Double) throws {
        let value = try parseJSON(text)
        guard case .number(let n, _) = value else {
            Issue.record("not a number: \(value)")
            return
        }
        #expect(n == expected)
        #expect(n == Double(text)!)
    }

    @Test func randomDoublesRoundTripThroughTheirShortestForm() throws {
        let seed: UInt64 = 0x5EED_F1C7
        print("randomDoublesRoundTripThroughTheirShortestForm seed \(seed)")
        var generator = SplitMix64(seed: seed)
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -8...8, using: &generator)
            let value = Double.random(in: -1...1, using: &generator) * pow(10, magnitude)
            let text = JSONWriter.number(value, style: .lossless)
            let parsed = try parseJSON(text)
            guard case .number(let n, _) = parsed, n == value else {
                Issue.record("seed \(seed): \(value) written as \(text) read back as \(parsed)")
                return
            }
        }
    }

    @Test func integersKeepTheirExactValueAndSyntax() throws {
        #expect(try parseJSON("9223372036854775807") == .number(9_223_372_036_854_775_807, integer: .max))
        #expect(try parseJSON("-9223372036854775808") == .number(-9_223_372_036_854_775_808, integer: .min))
        guard case .number(_, let tooBig) = try parseJSON("9223372036854775808") else {
            Issue.record()
            return
        }
        #expect(tooBig == nil)
        guard case .number(_, let fraction) = try parseJSON("10.0") else {
            Issue.record()
            return
        }
        #expect(fraction == nil)
    }

    @Test(arguments: [
        ("\"plain\"", "plain"), ("\"a\\\"b\"", "a\"b"), ("\"tab\\tnew\\nline\"", "tab\tnew\nline"),
        ("\"\\u00e9t\\u00E9\"", "été"), ("\"\\ud83d\\ude00\"", "😀"), ("\"caf\u{e9}\"", "café"), ("\"\\/\\\\\"", "/\\")
    ])
    func stringsDecodeEscapes(text: String, expected: String) throws {
        #expect(try parseJSON(text) == .string(expected))
    }

    @Test(arguments: [
        ("{\"a\":1,}", "expected '\"'"),
        ("{\"a\":01}", "leading zeros"),
        ("{\"a\":NaN}", "NaN and Infinity are not JSON numbers"),
        ("{\"a\":-Infinity}", "NaN and Infinity are not JSON numbers"),
        ("{\"a\":1.}", "digits expected after '.'"),
        ("{\"a\":1e}", "digits expected in a number's exponent"),
        ("{\"a\":\"x", "the line ends inside a string"),
        ("{\"a\":1", "expected ',' or '}', found the line ends"),
        ("{\"a\":\"\\q\"}", "invalid escape"),
        ("{\"a\":\"\\ud800\"}", "unpaired UTF-16 surrogate"),
        ("{\"a\":1} x", "after the value"),
        ("{\"a\":1,\"a\":2}", "duplicate key"),
        ("{\"a\":tru}", "expected a value"),
        ("{'a':1}", "expected '\"'"),
        ("{\"a\":\"\u{01}\"}", "control character")
    ])
    func malformedJSONIsRefusedWithAReason(text: String, reason: String) {
        #expect {
            _ = try parseJSON(text)
        } throws: { error in
            (error as? JSONSyntaxError)?.reason.contains(reason) == true
        }
    }
}
