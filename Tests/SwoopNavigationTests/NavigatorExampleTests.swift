import Foundation
import SwoopCore
import SwoopEngine
import Testing

@testable import SwoopNavigation

@Suite struct NavigatorExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README shows the navigator example's core verbatim (indentation aside).
    @Test func readmeShowsTheNavigatorExampleVerbatim() throws {
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/Navigator/main.swift"), encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let core = try #require(
            example.components(separatedBy: "// README-EXAMPLE-BEGIN\n").last?
                .components(separatedBy: "// README-EXAMPLE-END").first)
        let unindented = core.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!unindented.isEmpty)
        #expect(
            readme.contains("```swift\n" + unindented + "\n```"), "README.md's Navigator block differs from the example"
        )
    }

    /// The example, built with the tests, runs and does what it says.
    @Test func theNavigatorExampleRunsTheFlowItShows() throws {
        let binary = Self.root.appendingPathComponent(".build/debug/swoop-navigator-example")
        try #require(
            FileManager.default.isExecutableFile(atPath: binary.path),
            "build it first: swift build --product swoop-navigator-example")
        let process = Process()
        process.executableURL = binary
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.contains("showing detail"))
        #expect(output.contains("showing pushed"))
        #expect(output.contains("dismiss refused: 'pushed' was pushed: pop it\n"), "\(output)")
        #expect(output.hasSuffix("stack: home\n"))
    }

    @Test func everyCallReturnsTheFramesToDrawAndTheScreenShowing() throws {
        var navigator = try Navigator(app: "seeds")
        var now = Timestamp(micros: 0)
        let first = try navigator.present(route: "card", at: now)
        #expect(first.navigations.map(\.phase) == [.began] && first.screen == "home")
        var frames = first.frames
        while !navigator.isAtRest {
            now = now + .milliseconds(8)
            let step = navigator.advance(to: now)
            frames += step.frames
            if !step.navigations.isEmpty { #expect(step.screen == "card") }
        }
        #expect(navigator.screen == "card" && frames.count > 10)
        // The frames are the match transition's, evaluated: the card flies to the detail image.
        let image = try #require(frames.last?.tracks.firstIndex { $0.id == "image" })
        #expect(frames.last?.states[image].presentedFrame == Rect(x: 0, y: 0, width: 390, height: 390))
        #expect(throws: NavigationCallError.refused(.pop, reason: "'card' was presented: dismiss it")) {
            try navigator.pop(at: now)
        }
    }
}
