import Testing

@testable import SwoopCore

/// The typed reader's refusals: each names the full path of the field and says what was expected.
@Suite struct JSONFieldReaderTests {
    struct Refusal: Error, Equatable {
        var path: String
        var line: Int
        var column: Int
        var reason: String
    }

    static func read<T>(_ text: String, _ body: (JSONObjectReader<Refusal>) throws(Refusal) -> T) -> Result<T, Refusal>
    {
        let node = try! JSONTreeParser.parse(text, unit: .document, maximumDepth: 100)
        do {
            let top = try JSONObjectReader(node) {
                Refusal(path: $0.path, line: $0.position.line, column: $0.position.column, reason: $0.reason)
            }
            return .success(try body(top))
        } catch {
            return .failure(error)
        }
    }

    static func refusal<T>(_ text: String, _ body: (JSONObjectReader<Refusal>) throws(Refusal) -> T) -> Refusal? {
        if case .failure(let refusal) = read(text, body) { return refusal }
        return nil
    }

    enum Outcome: String, CaseIterable { case finish, cancel }

    @Test func nestedPathsNameTheFieldAtFault() {
        let text = "{\"expect\": [{\"threshold\": 0.5}, {\"threshold\": 2}]}"
        let refusal = Self.refusal(text) { (top) throws(Refusal) in
            for item in try top.required("expect").items() { _ = try item.object().number("threshold", in: 0...1) }
        }
        #expect(refusal == Refusal(path: "expect[1].threshold", line: 1, column: 47, reason: "2.0 is outside 0.0…1.0"))
    }

    @Test func aMissingFieldIsNamedAndPointsAtItsObject() {
        let refusal = Self.refusal("{\"destination\": {\n  \"elements\": [{\"id\": \"a\"}]}}") {
            (top) throws(Refusal) in
            let elements = try top.required("destination").object().required("elements").items()
            return try elements[0].object().required("frame")
        }
        #expect(
            refusal == Refusal(path: "destination.elements[0].frame", line: 2, column: 16, reason: "missing (required)")
        )
    }

    @Test func unknownFieldsAreRefusedWithTheKnownOnesUnlessAllowed() {
        let refusal = Self.refusal("{\"name\": \"x\", \"nmae\": 1}") { (top) throws(Refusal) in
            try top.requireOnly(["name"])
        }
        #expect(refusal?.path == "nmae")
        #expect(refusal?.reason == "unknown field 'nmae' (known here: name)")
        let node = try! JSONTreeParser.parse("{\"a\": {\"b\": 1, \"c\": 2}}", maximumDepth: 32)
        let lenient = try? JSONObjectReader(node, allowsUnknownFields: true) { _ in
            Refusal(path: "", line: 0, column: 0, reason: "")
        }
        #expect((try? lenient?.object("a", known: ["b"])) != nil)
    }

    @Test(arguments: [
        ("{\"v\": \"1\"}", "expected a number, got a string"),
        ("{\"v\": 1e999}", "number out of range"),
        ("{\"v\": 1.5}", "expected a whole number (no fraction or exponent)"),
        ("{\"v\": true}", "expected a whole number, got a boolean"),
        ("{\"v\": \"maybe\"}", "'maybe' is not one of finish, cancel"),
        ("{\"v\": 1}", "expected true or false, got a number"),
        ("{\"v\": [1, 2]}", "expected 3 numbers, found 2"),
        ("{\"v\": {}}", "expected an array, got an object")
    ])
    func typeAndRangeRefusalsSayWhatWasExpected(text: String, reason: String) {
        let refusal = Self.refusal(text) { (top) throws(Refusal) in
            let v = try top.required("v")
            switch reason {
            case let r where r.contains("not one of"): _ = try v.choice(Outcome.self)
            case let r where r.contains("true or false"): _ = try v.bool()
            case let r where r.contains("whole number"): _ = try v.integer(in: 0...10)
            case let r where r.contains("numbers, found"): _ = try v.numbers(count: 3...3, in: -1e9...1e9)
            case let r where r.contains("an array"): _ = try v.items()
            default: _ = try v.number(in: -1e9...1e9)
            }
        }
        #expect(refusal?.reason == reason)
        #expect(refusal?.path == "v")
    }

    @Test func nullCountsAsAbsentOnlyWhereAllowed() throws {
        #expect(
            try Self.read("{\"w\": null}") { (top) throws(Refusal) in try top.number("w", in: 1...10, nullable: true) }
                .get() == nil)
        #expect(
            Self.refusal("{\"w\": null}") { (top) throws(Refusal) in try top.number("w", in: 1...10) }?.reason
                == "expected a number, got null")
    }
}
