import Foundation
import SwoopEngine
import SwoopRender
import SwoopTestSupport
import Testing

@testable import SwoopCLI

// `swoop render`, `replay --render`, `check --render-failures` and the window flags' usage errors.
// Sizes are kept small (--scale 0.25) so the debug build stays quick; GIFs are read with Pillow.

private func scratch() throws -> String { try temporaryDirectory() }

/// A fixture of the repository's `Fixtures/`.
private func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/\(name).fixture.jsonl").path
}

/// The PNG of `preset` at `progress` as the renderer draws it directly (what the command must write).
private func expectedPNG(_ preset: TransitionDefinition, at progress: Double, scale: Double) throws -> [UInt8] {
    let plan = try TransitionPlan(preset, direction: preset.defaultDirection)
    let viewport = Viewport.scaled(plan.screenSize, by: scale)
    let surface = try RenderSurface(for: viewport)
    try Renderer().render(
        EngineFrameAdapter(definition: preset, plan: plan).scene(for: plan.frame(at: progress)), into: surface,
        viewport: viewport)
    return try PNGEncoder.data(surface)
}

@Test func renderWritesOnePNGAtAProgressExactlyAsTheRendererDraws() throws {
    let dir = try scratch()
    let (status, io) = CapturedRun.run(["render", "-t", "circle", "--at", "0.4", "--scale", "0.5", "-o", dir + "/c.png"]
    )
    #expect(status == .success, "\(io.err)")
    let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/c.png")))
    #expect(written == (try expectedPNG(SeedPresets.circle, at: 0.4, scale: 0.5)))
    #expect(io.out == dir + "/c.png: 1 frame of circle at ×0.5\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["c.png"], "no temporary file is left")
}

@Test func renderMakesAFilmstripOfSeveralPointsByteIdenticallyEachTime() throws {
    let dir = try scratch()
    for name in ["a.png", "b.png"] {
        let (status, io) = CapturedRun.run(["render", "-t", "mask", "--scale", "0.25", "-o", dir + "/" + name])
        #expect(status == .success, "\(io.err)")
    }
    let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
    let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png"))
    #expect(a == b)
    let strip = try RenderSurface(png: dir + "/a.png")
    let frame = Viewport.scaled(SeedPresets.screen, by: 0.25)
    #expect(
        strip.width == 4 * frame.pixelWidth + 3 * 2 && strip.height == frame.pixelHeight,
        "the default points 0, 0.3, 0.7, 1")
}

@Test func renderWritesNumberedFramesIntoADirectory() throws {
    let dir = try scratch()
    let (status, io) = CapturedRun.run([
        "render", "-t", "zoom", "--at", "0,0.5,1", "--scale", "0.25", "-o", dir + "/frames/"
    ])
    #expect(status == .success, "\(io.err)")
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
            == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
    let last = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/frames/frame-00002.png")))
    #expect(last == (try expectedPNG(SeedPresets.zoom, at: 1, scale: 0.25)))
}

@Test func renderedGIFsDecodeToTheScriptsFramesAndDelays() throws {
    let python = try PillowGIF.python()
    let dir = try scratch()
    // Frames 1/60 s apart while dragging, then the settle on the 60 Hz grid: the GIF keeps every frame
    // at least 2 cs after the last kept one, with the log's times as delays, and holds the end 1 s.
    let script = "begin; update 0.2; update 0.4; finish 1.5"
    let (status, io) = CapturedRun.run([
        "render", "-t", "match", "--script", script, "--scale", "0.25", "-o", dir + "/m.gif"
    ])
    #expect(status == .success, "\(io.err)")
    var times: [Double] = []
    _ = try EngineSimulation(
        definition: SeedPresets.match, direction: SeedPresets.match.defaultDirection,
        script: try TransitionScript.parse(script)
    ).run({ _ in }, frame: { times.append($0.time.seconds) })
    let schedule = GIFSchedule.entries(times: times, hold: 1)
    let gif = try PillowGIF.decode(dir + "/m.gif", python: python)
    #expect(gif.frames == schedule.count)
    #expect(gif.durations == schedule.map { $0.delayCentiseconds * 10 })
    #expect(gif.durations.last == 1000)
    let size = Viewport.scaled(SeedPresets.screen, by: 0.25)
    #expect(gif.size == [size.pixelWidth, size.pixelHeight])
    for (rgb, progress) in [(gif.firstRGB, 0.0), (gif.lastRGB, 1.0)] {
        let png = try RenderSurface(png: try writePNG(SeedPresets.match, at: progress, in: dir))
        // 256 colours a frame, median-cut without dithering: the photos' gradients come back ≤ ~35 levels off.
        #expect(maximumDifference(rgb, png) <= 40, "the GIF's frame at \(progress) is the renderer's")
    }
}

private func writePNG(_ preset: TransitionDefinition, at progress: Double, in dir: String) throws -> String {
    let path = dir + "/\(preset.name)-\(progress).png"
    try Data(try expectedPNG(preset, at: progress, scale: 0.25)).write(to: URL(fileURLWithPath: path))
    return path
}

/// The largest channel difference between RGB bytes and a surface of the same size (Int.max when the sizes differ).
private func maximumDifference(_ rgb: [UInt8], _ surface: RenderSurface) -> Int {
    guard rgb.count == surface.width * surface.height * 3 else { return .max }
    var worst = 0
    for y in 0..<surface.height {
        for x in 0..<surface.width {
            let p = surface.pixel(x: x, y: y)
            let o = (y * surface.width + x) * 3
            worst = max(
                worst, abs(Int(p.r) - Int(rgb[o])), abs(Int(p.g) - Int(rgb[o + 1])), abs(Int(p.b) - Int(rgb[o + 2])))
        }
    }
    return worst
}

@Test(arguments: [
    (["render", "-t", "zoom", "-o", "x.jpg"], "x.jpg' for -o: expected a .png or .gif file"),
    (["render", "-t", "zoom"], "-o OUT is required"),
    (["render", "-t", "zoom", "--at", "0,x", "-o", "x.png"], "invalid value '0,x' for --at"),
    (
        ["render", "-t", "zoom", "--scale", "0", "-o", "x.png"],
        "invalid value '0' for --scale: expected a number from 0.25 to 8"
    ),
    (["render", "-t", "zoom", "--at", "0.5", "--script", "begin", "-o", "x.gif"], "--script and --at are alternatives"),
    (["render", "-t", "zoom", "--script", "begin; finish", "-o", "x.png"], "a PNG shows progress points (--at)"),
    (["render", "-o", "x.png"], "--transition NAME or --scene FILE is required"),
    (["replay", fixture("touchscreen-tap"), "--render", "x.gif"], "--render and --window need --transition NAME"),
    (
        ["replay", fixture("touchscreen-tap"), "-t", "zoom", "--render", "x.png"],
        "x.png' for --render: expected OUT.gif or DIR/"
    ),
    (["replay", "a.fixture.jsonl", "b.fixture.jsonl", "-t", "zoom", "--render", "x.gif"], "--render draws one FIXTURE"),
    (["replay", fixture("touchscreen-tap"), "--window"], "--render and --window need --transition NAME"),
    (
        ["replay", "a.fixture.jsonl", "-t", "zoom", "--window", "--realtime"],
        "--window plays at the recorded speed already"
    ),
    (["check", "Fixtures", "--render-failures", "out"], "--render-failures needs --transition NAME"),
    (["simulate", "-t", "zoom", "--fullscreen"], "--fullscreen needs --window"),
    (["run", "--window"], "--window needs --transition NAME")
])
func renderingFlagsRefuseWhatTheyCannotDo(argv: [String], message: String) throws {
    let dir = try scratch()
    // Outputs go to a fresh directory, which must stay empty.
    let (status, io) = CapturedRun.run(
        argv.map { ["x.png", "x.gif", "x.jpg", "out"].contains($0) ? dir + "/" + $0 : $0 })
    #expect(status == .failure(.usage), "\(io.err)")
    #expect(io.err.contains(message), "\(io.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
}

@Test func aMissingSceneFileIsMissingInput() {
    let (status, io) = CapturedRun.run(["render", "--scene", "/nonexistent/scene.json", "-o", "/nonexistent/x.png"])
    #expect(status == .failure(.missingInput), "\(io.err)")
}

@Test func replayRendersTheGestureWithTheHeadsUpStrip() throws {
    let python = try PillowGIF.python()
    let dir = try scratch()
    let (status, io) = CapturedRun.run([
        "replay", fixture("touchscreen-drag-then-flick-back"), "-t", "circle", "--scale", "0.25",
        "--render", dir + "/r.gif", "--log", dir + "/r.jsonl"
    ])
    #expect(status == .success, "\(io.err)")
    #expect(io.err.contains("render: \(dir)/r.gif ("), "\(io.err)")
    let gif = try PillowGIF.decode(dir + "/r.gif", python: python)
    #expect(gif.frames > 10)
    #expect(gif.durations.last == 1000, "the settled end is held")
    // The flick back cancels: the last frame's strip shows a red badge at its right end.
    let scene = SeedPresets.screen
    let size = Viewport.scaled(scene, by: 0.25)
    let badge = try #require(HUDStrip.layout(in: scene)).badgeCenter
    let x = Int(badge.x * 0.25)
    let y = Int(badge.y * 0.25)
    let o = (y * size.pixelWidth + x) * 3
    let red = HUDStrip.Palette.cancel
    #expect(
        abs(Int(gif.lastRGB[o]) - Int(red.red * 255)) < 40 && gif.lastRGB[o + 1] < 100,
        "badge pixel \(gif.lastRGB[o..<o + 3])")
    // The log is the same as without --render.
    let (_, plain) = CapturedRun.run([
        "replay", fixture("touchscreen-drag-then-flick-back"), "-t", "circle", "--log", dir + "/p.jsonl"
    ])
    #expect(plain.err.isEmpty)
    #expect(
        try Data(contentsOf: URL(fileURLWithPath: dir + "/r.jsonl"))
            == (try Data(contentsOf: URL(fileURLWithPath: dir + "/p.jsonl"))))
}

@Test func checkRendersOnlyTheInteractionsThatFailed() throws {
    let dir = try scratch()
    // With a threshold of 0.95 the slow drag past 0.3 no longer finishes; the tap expects none and stays right.
    let argv = [
        "check", fixture("touchscreen-slow-drag-past"), fixture("touchscreen-tap"), "--threshold", "0.95",
        "-t", "mask", "--scale", "0.25", "--render-failures", dir + "/failures"
    ]
    let (status, io) = CapturedRun.run(argv)
    #expect(status == .mismatch, "\(io.out)\(io.err)")
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: dir + "/failures") == [
            "touchscreen-slow-drag-past-interaction-1.gif"
        ])
    let first = try Data(
        contentsOf: URL(fileURLWithPath: dir + "/failures/touchscreen-slow-drag-past-interaction-1.gif"))
    try FileManager.default.removeItem(atPath: dir + "/failures")
    _ = CapturedRun.run(argv)
    #expect(
        try Data(contentsOf: URL(fileURLWithPath: dir + "/failures/touchscreen-slow-drag-past-interaction-1.gif"))
            == first,
        "the same check gives the same bytes")

    let (passing, quiet) = CapturedRun.run([
        "check", fixture("touchscreen-tap"), "-t", "mask", "--render-failures", dir + "/none"
    ])
    #expect(passing == .success, "\(quiet.out)\(quiet.err)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/none"), "nothing is made when nothing failed")
}
