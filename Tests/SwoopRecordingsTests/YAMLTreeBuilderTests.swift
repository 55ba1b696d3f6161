import Testing

@testable import SwoopRecordings

@Suite struct YAMLTreeBuilderTests {
    @Test func buildsNodesWithOneBasedPositions() throws {
        let documents = try YAMLTreeBuilder.documents(in: "a: 1\nb:\n  - x\n  - 'y'\nc: {d: [2, 3]}\ne:\n")
        let root = try #require(documents.first)
        #expect(documents.count == 1)
        #expect(root.position == YAMLPosition(line: 1, column: 1))
        #expect(root["a"] == YAMLNode(.scalar("1", plain: true), at: YAMLPosition(line: 1, column: 4)))
        let list = try #require(root["b"]?.sequenceItems)
        #expect(list.map(\.scalarText) == ["x", "y"])
        #expect(list[1].content == .scalar("y", plain: false))
        #expect(list[1].position == YAMLPosition(line: 4, column: 5))
        #expect(root["c"]?["d"]?.sequenceItems?.count == 2)
        #expect(root["c"]?["d"]?.position == YAMLPosition(line: 5, column: 8))
        #expect(root["e"]?.isNull == true)
        #expect(root["missing"] == nil)
    }

    @Test func quotedNullIsText() throws {
        let root = try #require(try YAMLTreeBuilder.documents(in: "a: 'null'\nb: ~\n").first)
        #expect(root["a"]?.isNull == false)
        #expect(root["b"]?.isNull == true)
    }

    @Test func aliasesCopyTheirAnchorsNodeAtTheirOwnPosition() throws {
        let root = try #require(try YAMLTreeBuilder.documents(in: "a: &v [1, 2]\nb: *v\n").first)
        #expect(root["b"]?.sequenceItems?.compactMap(\.scalarText) == ["1", "2"])
        #expect(root["b"]?.position == YAMLPosition(line: 2, column: 4))
    }

    @Test func anUndefinedAliasIsAnError() {
        #expect(
            throws: YAMLSyntaxError(
                position: YAMLPosition(line: 1, column: 4),
                problem: "alias *nope names no anchor defined before it", context: nil)
        ) {
            try YAMLTreeBuilder.documents(in: "a: *nope\n")
        }
    }

    @Test func countsDocumentsAndAcceptsEmptyText() throws {
        #expect(try YAMLTreeBuilder.documents(in: "").isEmpty)
        #expect(try YAMLTreeBuilder.documents(in: "--- 1\n--- 2\n").count == 2)
    }

    @Test func syntaxErrorsCarryLibyamlsPosition() throws {
        let error = try #require(throws: YAMLSyntaxError.self) {
            try YAMLTreeBuilder.documents(in: "a: 1\nb: [1, 2\n")
        }
        #expect(error.position.line == 3)
        #expect(error.problem == "did not find expected ',' or ']'")
        #expect(error.context == "while parsing a flow sequence that began at line 2, column 4")
    }

    @Test func aLongListStaysLinear() throws {
        // 50 000 frames would take minutes if each append copied the list; this is a correctness
        // check of the in-place growth (no timing is asserted).
        let text = "e:\n" + String(repeating: "- [0, 0, 0, 0, 0]\n", count: 50_000)
        let root = try #require(try YAMLTreeBuilder.documents(in: text).first)
        #expect(root["e"]?.sequenceItems?.count == 50_000)
    }
}
