import Foundation
import SwoopEngine
import SwoopRender
import SwoopRenderTestSupport
import SwoopTestSupport
import Testing

@testable import SwoopCLI

// The README's pictures: a filmstrip of each seed preset (progress 0, 0.3, 0.7, 1) made by
// `swoop render` and committed under docs/images/. Each is rendered again here, by the command
// itself, and compared with the committed file (GoldenImage's tolerance): a change to the renderer or
// a preset that changes what they look like fails until the pictures are made again with
// `scripts/readme-images` (SWOOP_UPDATE_README_IMAGES=1 through this test) and looked at.

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Half a point per pixel: four phone screens side by side stay within a README's width.
private let readmeScale = "0.5"

private func renderArguments(_ preset: String, to path: String) -> [String] {
    ["render", "-t", preset, "--scale", readmeScale, "-o", path]
}

@Test(arguments: SeedPresets.all.map(\.name))
func readmeFilmstripsAreWhatTheRendererMakes(preset: String) throws {
    let relative = "docs/images/\(preset)-filmstrip.png"
    let committed = root.appendingPathComponent(relative).path
    if ProcessInfo.processInfo.environment["SWOOP_UPDATE_README_IMAGES"] == "1" {
        let (status, io) = CapturedRun.run(renderArguments(preset, to: committed))
        try #require(status == .success, "\(io.err)")
        print("UPDATED \(committed): look at it before committing")
        return
    }
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("](\(relative))"), "README.md shows \(relative)")
    try #require(
        FileManager.default.fileExists(atPath: committed), "no \(relative): make it with scripts/readme-images")

    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (status, io) = CapturedRun.run(renderArguments(preset, to: dir + "/now.png"))
    try #require(status == .success, "\(io.err)")
    let comparison = try GoldenImage.compare(
        try RenderSurface(png: dir + "/now.png"), with: committed, name: "readme-\(preset)")
    #expect(
        comparison.matches,
        "\(relative) is no longer what `swoop render` makes (\(comparison.description)); run scripts/readme-images and look at the result"
    )
}

/// The README's animated GIF of a whole flow: `swoop render --app seeds` through every route of the
/// seeds app. Rendering is deterministic, so the committed file is exactly what the command makes.
@Test func readmeFlowGIFIsWhatRenderAppMakes() throws {
    let relative = "docs/images/seeds-flow.gif"
    let committed = root.appendingPathComponent(relative).path
    let arguments = { (path: String) in ["render", "--app", "seeds", "--scale", readmeScale, "-o", path] }
    if ProcessInfo.processInfo.environment["SWOOP_UPDATE_README_IMAGES"] == "1" {
        let (status, io) = CapturedRun.run(arguments(committed))
        try #require(status == .success, "\(io.err)")
        print("UPDATED \(committed): look at it before committing")
        return
    }
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("](\(relative))"), "README.md shows \(relative)")
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (status, io) = CapturedRun.run(arguments(dir + "/now.gif"))
    try #require(status == .success, "\(io.err)")
    #expect(
        io.out.contains("screens: home → detail → home → menu → home → search → home → card → home → pushed → home"))
    #expect(
        FileManager.default.contents(atPath: dir + "/now.gif") == FileManager.default.contents(atPath: committed),
        "\(relative) is no longer what `swoop render --app seeds` makes; run scripts/readme-images and look at it")
}
