import Testing

@testable import SwoopCore

@Suite struct JSONWriterTests {
    @Test func stringsEscapeQuotesBackslashesAndControlsOnly() {
        #expect(JSONWriter.quoted("a\"b\\c\nd\re\tf\u{1}\u{1f}é😀/") == #""a\"b\\c\nd\re\tf\u0001\u001fé😀/""#)
    }

    @Test func writtenStringsReadBackUnchanged() throws {
        let text = "tab\t, quote\", controls \u{0}\u{7f}, emoji 😀, e\u{301}"
        #expect(try JSONTreeParser.parse(JSONWriter.quoted(text), maximumDepth: 1) == .string(text))
    }

    @Test(arguments: [
        (1.0, "1", "1"), (-0.0, "0", "0"), (0.1 + 0.2, "0.30000000000000004", "0.3"),
        (123.4567891, "123.4567891", "123.456789"),
        (1e15, "1000000000000000.0", "1000000000000000.0"), (1e16, "1e+16", "1e+16"), (2.5e-7, "2.5e-07", "0"),
        (Double.nan, "null", "null"), (-Double.infinity, "null", "null")
    ])
    func numberStylesAndNonFiniteValues(value: Double, lossless: String, sixDecimals: String) {
        #expect(JSONWriter.number(value, style: .lossless) == lossless)
        #expect(JSONWriter.number(value, style: .sixDecimals) == sixDecimals)
    }

    @Test func treesRenderCompactlyInMemberOrder() {
        let tree = JSONNode.object([
            ("b", .integer(2)), ("a", .array([.number(0.5), .null, .bool(false), .string("x")]))
        ])
        #expect(JSONWriter.render(tree, style: .lossless) == #"{"b":2,"a":[0.5,null,false,"x"]}"#)
    }

    @Test func byteBufferKeepsTheTailAfterRemovingTheFront() {
        var buffer = ByteBuffer(capacity: 4)
        buffer.append("hello, world")
        buffer.removeFirst(7)
        #expect(buffer.text == "world")
        buffer.removeFirst(99)
        #expect(buffer.count == 0)
    }

    /// Short pieces are copied as overlapping words: every length, at every offset, lands exactly.
    @Test func piecesOfEveryLengthAppendExactly() {
        let source = (0..<40).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        for offset in 0..<9 {
            for length in 0...source.count {
                var buffer = ByteBuffer(capacity: 16)
                var expected = [UInt8](repeating: UInt8(ascii: "-"), count: offset)
                for _ in 0..<offset { buffer.append(UInt8(ascii: "-")) }
                source.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[..<length])) }
                buffer.append(UInt8(ascii: "|"))
                expected += source[..<length] + [UInt8(ascii: "|")]
                #expect(Array(buffer.bytes) == expected, "offset \(offset), length \(length)")
            }
        }
    }
}
