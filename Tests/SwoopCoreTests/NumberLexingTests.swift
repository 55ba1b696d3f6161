import SwoopTestSupport
import Testing

@testable import SwoopCore

/// The number lexer's plain-decimal path and its general path must give the standard library's
/// correctly rounded value, bit for bit, whatever the shape of the number and what follows it.
@Suite struct NumberLexingTests {
    static func randomNumberText(_ g: inout SplitMix64) -> String {
        func digits(_ count: Int, _ g: inout SplitMix64) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &g))) })
        }
        var text = Bool.random(using: &g) ? "-" : ""
        let wholeCount = Int.random(in: 1...20, using: &g)
        text += wholeCount == 1 ? digits(1, &g) : String(Int.random(in: 1...9, using: &g)) + digits(wholeCount - 1, &g)
        if Int.random(in: 0...2, using: &g) > 0 {
            text += "." + digits(Int.random(in: 1...20, using: &g), &g)
        }
        if Int.random(in: 0...5, using: &g) == 0 {
            text += ["e", "E", "e-", "e+"].randomElement(using: &g)! + String(Int.random(in: 0...30, using: &g))
        }
        return text
    }

    @Test func lexedNumbersMatchTheStandardLibrary() {
        let seed: UInt64 = 0x1E_C5EE_D
        print("lexedNumbersMatchTheStandardLibrary seed \(seed)")
        var g = SplitMix64(seed: seed)
        for round in 0..<50_000 {
            let text = Self.randomNumberText(&g)
            // What follows decides where the number ends, and near the end of the text no word is read.
            var line = text + ["", ",", "}", "]", ",\"dy\":0}", " "].randomElement(using: &g)!
            let shown = line
            let expected = Double(text)!
            let isInteger = !text.contains(where: { ".eE".contains($0) })
            line.withUTF8 { bytes in
                var i = 0
                switch JSONCursor.lexNumber(bytes.baseAddress!, bytes.count, &i) {
                case .number(let token):
                    #expect(i == text.utf8.count, "seed \(seed) round \(round): \(shown)")
                    #expect(
                        token.value.bitPattern == expected.bitPattern,
                        "seed \(seed) round \(round): \(text) → \(token.value), expected \(expected)")
                    #expect(token.isIntegerSyntax == isInteger, "seed \(seed) round \(round): \(text)")
                    #expect(token.integer == (isInteger ? Int64(text) : nil), "seed \(seed) round \(round): \(text)")
                case .needsSlowConversion(let isIntegerSyntax):
                    #expect(i == text.utf8.count, "seed \(seed) round \(round): \(shown)")
                    #expect(isIntegerSyntax == isInteger, "seed \(seed) round \(round): \(text)")
                case .invalid(let reason, _):
                    Issue.record("seed \(seed) round \(round): \(text) refused: \(reason)")
                }
            }
        }
    }

    @Test(arguments: ["01", "-", "1.", "-.5", ".5", "1e", "1.5e+", "00.5", "-01"])
    func malformedNumbersAreRefusedByBothPaths(text: String) {
        var line = text + ","
        line.withUTF8 { bytes in
            var i = 0
            guard case .invalid = JSONCursor.lexNumber(bytes.baseAddress!, bytes.count, &i) else {
                Issue.record("\(text) was accepted")
                return
            }
        }
    }
}
