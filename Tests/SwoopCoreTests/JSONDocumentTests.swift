import Testing

@testable import SwoopCore

/// Whole documents (scenes, manifests): positions in lines and characters, the depth cap, and the
/// same strict syntax as fixture lines.
@Suite struct JSONDocumentTests {
    func parse(_ text: String, depth: Int = 100) throws(JSONSyntaxError) -> JSONNode {
        try JSONTreeParser.parse(text, unit: .document, maximumDepth: depth)
    }

    func position(ofError text: String) -> (JSONPosition, String)? {
        var copy = text
        return copy.withUTF8 { bytes -> (JSONPosition, String)? in
            do throws(JSONSyntaxError) {
                _ = try JSONTreeParser.parse(bytes, unit: .document, maximumDepth: 100)
                return nil
            } catch {
                return (JSONPosition(offset: error.offset, in: bytes), error.reason)
            }
        }
    }

    @Test func nodesKnowTheirLineColumnAndOffset() throws {
        let root = try parse("{\n  \"é\": [1,\n    \"x\"]}")
        guard case .object(let members) = root.value, case .array(let items) = members[0].node.value else {
            Issue.record("not an object holding an array: \(root)")
            return
        }
        #expect(root.position == JSONPosition(line: 1, column: 1, offset: 0))
        #expect(members[0].node.position == JSONPosition(line: 2, column: 8, offset: 10))
        #expect(items[1].position.line == 3)
        #expect(items[1].position.column == 5)
    }

    @Test func columnsCountCharactersNotBytes() {
        // "é" is two bytes; the bad token is the 10th character of its line.
        let found = position(ofError: "{\"é\": 1, x}")
        #expect(found?.0.line == 1)
        #expect(found?.0.column == 10)
    }

    @Test func escapedSurrogatePairsAndLeadingZerosFollowRFC8259() throws {
        #expect(try parse("\"\\ud83d\\ude00\"").value == .string("😀"))
        #expect(throws: JSONSyntaxError.self) { _ = try parse("{\"a\": 01}") }
        #expect(position(ofError: "{\"a\": 01}")?.1.contains("leading zeros") == true)
    }

    @Test func stringsRememberWhetherTheyHadEscapes() throws {
        guard case .array(let items) = try parse("[\"plain\", \"tab\\t\"]").value else {
            Issue.record("not an array")
            return
        }
        #expect(!items[0].hasEscapes)
        #expect(items[1].hasEscapes)
    }

    @Test func runningOutOfTextIsDescribedForTheUnit() {
        #expect(position(ofError: "")?.1 == "expected a value, found end of file (truncated JSON?)")
        #expect(position(ofError: "{\"a\": \"x")?.1.contains("end of file inside a string") == true)
        #expect(position(ofError: "{} x")?.1.contains("after the value") == true)
        #expect(position(ofError: "{\"a\": 1, \"a\": 2}")?.1.contains("appear twice") == true)
    }

    @Test func nestingIsCappedByTheCaller() throws {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect(throws: JSONSyntaxError.self) { _ = try JSONTreeParser.parse(deep, maximumDepth: 32) }
        _ = try parse(deep, depth: 100)
        let tooDeep = String(repeating: "[", count: 100_000)
        #expect(position(ofError: tooDeep)?.1 == "nested deeper than 100 levels")
    }

    @Test func equalityComparesValuesNotPositions() throws {
        #expect(try parse("{\"a\": [1, true, null]}") == .object([("a", .array([.integer(1), .bool(true), .null]))]))
        #expect(try parse("  \"x\"") == .string("x"))
    }
}
