import Foundation
import SwoopEngine
import SwoopLog
import SwoopRender
import Testing

@Test func pngExportsAreByteIdenticalAndReadBack() throws {
    let frames = try PresetFrames(SeedPresets.zoom)
    let first = try PNGEncoder.data(frames.surface(at: 0.3))
    let second = try PNGEncoder.data(PresetFrames(SeedPresets.zoom).surface(at: 0.3))
    #expect(first == second)
    #expect(Array(first.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    let dir = try temporaryDirectory("png")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("frame.png").path
    let surface = try frames.surface(at: 0.3)
    try PNGEncoder.write(surface, to: AtomicFileOutput(path: path))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(first))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["frame.png"])  // no temporary left
    let back = try RenderSurface(png: path)
    for (x, y) in [(0, 0), (40, 240), (200, 400), (389, 843)] {
        #expect(back.pixel(x: x, y: y) == surface.pixel(x: x, y: y))
    }
}

@Test func filmstripsPlaceFramesBetweenSeparators() throws {
    let strip = try Filmstrip(
        frameWidth: 10, frameHeight: 5, count: 3, separatorWidth: 2,
        separatorColor: RGBA8(r: 1, g: 2, b: 3))
    #expect(strip.surface.width == 34 && strip.surface.height == 5)
    let frame = try RenderSurface(width: 10, height: 5)
    frame.fill(x: 0, y: 0, width: 10, height: 5, color: red8)
    try strip.place(frame, at: 2)
    #expect(strip.surface.pixel(x: 10, y: 2) == RGBA8(r: 1, g: 2, b: 3))
    #expect(strip.surface.pixel(x: 23, y: 2) == RGBA8(r: 1, g: 2, b: 3))
    #expect(strip.surface.pixel(x: 24, y: 0) == red8)
    #expect(strip.surface.pixel(x: 33, y: 4) == red8)
    #expect(strip.surface.pixel(x: 21, y: 2) == RGBA8(r: 0, g: 0, b: 0, a: 0))  // an empty cell
    #expect(throws: RenderError.self) { try strip.place(RenderSurface(width: 9, height: 5), at: 0) }
}

@Test func frameDirectoriesAppearWholeOrNotAtAll() throws {
    let dir = try temporaryDirectory("frames")
    defer { try? FileManager.default.removeItem(at: dir) }
    let target = dir.appendingPathComponent("frames").path
    let frames = try PresetFrames(SeedPresets.circle, scale: 0.25)

    var writer: FrameDirectory? = try FrameDirectory(path: target) { try AtomicFileOutput(path: $0) }
    try writer!.append(frames.surface(at: 0))
    #expect(!FileManager.default.fileExists(atPath: target))
    writer = nil  // dropped unfinished: nothing stays behind
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)

    let complete = try FrameDirectory(path: target) { try AtomicFileOutput(path: $0) }
    for p in [0, 0.5, 1.0] { try complete.append(frames.surface(at: p)) }
    try complete.finish()
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: target).sorted()
            == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
    #expect(
        try RenderSurface(png: target + "/frame-00002.png").pixel(x: 50, y: 100)
            == frames.surface(at: 1).pixel(x: 50, y: 100))

    // An existing directory with frames in it is not mixed with new ones.
    #expect(throws: RenderError.self) { try FrameDirectory(path: target) { try AtomicFileOutput(path: $0) } }
}
