import Foundation
import Testing

/// The README shows the embedding example's core; the example is what CI builds and runs. The two must
/// not drift: the README's block is the example's, indentation aside.
@Test func readmeShowsTheEmbeddingExampleVerbatim() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let example = try String(contentsOf: root.appendingPathComponent("Examples/Embedding/main.swift"), encoding: .utf8)
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let core = try #require(
        example.components(separatedBy: "// README-EXAMPLE-BEGIN\n").last?
            .components(separatedBy: "// README-EXAMPLE-END").first)
    let unindented = core.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
        .joined(separator: "\n")
        .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(!unindented.isEmpty)
    #expect(
        readme.contains("```swift\n" + unindented + "\n```"),
        "README.md's Embedding block differs from Examples/Embedding/main.swift")
}
