import Foundation
import SwoopEngine
import SwoopLog
import SwoopTestSupport
import Testing

@testable import SwoopRender

/// Writes `match` (dismiss) sampled at 60 Hz over half a second as a GIF, at a quarter of its size.
private func writeMatchGIF(to output: any RenderOutput) throws -> (
    entries: [GIFSchedule.Entry], first: RenderSurface, last: RenderSurface
) {
    let frames = try PresetFrames(SeedPresets.match, scale: 0.25)
    let times = (0...30).map { Double($0) / 60 }
    let entries = GIFSchedule.entries(times: times, hold: 0.5)
    let writer = try GIFWriter(output: output, width: frames.viewport.pixelWidth, height: frames.viewport.pixelHeight)
    for entry in entries {
        try writer.append(frames.surface(at: times[entry.frame] / 0.5), delayCentiseconds: entry.delayCentiseconds)
    }
    try writer.finish()
    return (entries, try frames.surface(at: 0), try frames.surface(at: 1))
}

@Test func gifsDecodeWithAnIndependentDecoder() throws {
    let python = try PillowGIF.python()
    let dir = try temporaryDirectory("gif")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("match.gif").path
    let (entries, first, last) = try writeMatchGIF(to: AtomicFileOutput(path: path))
    // 31 frames 1/60 s apart on the centisecond grid (0, 2, 3, 5, 7, 8, …): two of every three kept,
    // shown 2 and 3 cs in turn; the last held 50 cs.
    #expect(entries.count == 21)
    #expect(entries.map(\.delayCentiseconds) == Array(repeating: [2, 3], count: 10).flatMap { $0 } + [50])

    let info = try PillowGIF.decode(path, python: python)
    #expect(info.frames == entries.count)
    #expect(info.size == [first.width, first.height])
    #expect(info.loop == 0)
    #expect(info.durations == entries.map { $0.delayCentiseconds * 10 })

    for (index, surface, rgb) in [(0, first, info.firstRGB), (info.frames - 1, last, info.lastRGB)] {
        try #require(rgb.count == surface.width * surface.height * 3)
        var worst = 0
        var total = 0
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let p = surface.pixel(x: x, y: y)
                let o = (y * surface.width + x) * 3
                let d = max(
                    abs(Int(p.r) - Int(rgb[o])), abs(Int(p.g) - Int(rgb[o + 1])), abs(Int(p.b) - Int(rgb[o + 2])))
                worst = max(worst, d)
                total += d
            }
        }
        // A frame of ≤ 256 colours is kept exactly; more are median-cut (6-bit boxes, no dithering): the
        // photos' gradients put a few pixels up to ~35 levels off, the mean stays under 2.
        #expect(worst <= 40, "frame \(index): a pixel off by \(worst)")
        #expect(Double(total) / Double(surface.width * surface.height) < 2, "frame \(index): mean error \(total)")
    }
}

@Test func gifsAreByteIdenticalForTheSameFrames() throws {
    let a = MemoryOutput()
    let b = MemoryOutput()
    _ = try writeMatchGIF(to: a)
    _ = try writeMatchGIF(to: b)
    #expect(a.isCommitted && !a.bytes.isEmpty && a.bytes == b.bytes)
    #expect(Array(a.bytes.prefix(6)) == Array("GIF89a".utf8))
    #expect(a.bytes.last == 0x3B)  // the trailer
}

@Test func anUnfinishedGIFLeavesNoFile() throws {
    let dir = try temporaryDirectory("gif-drop")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("out.gif").path
    var writer: GIFWriter? = try GIFWriter(output: AtomicFileOutput(path: path), width: 8, height: 8)
    try writer!.append(RenderSurface(width: 8, height: 8), delayCentiseconds: 10)
    #expect(throws: RenderError.self) { try writer!.append(RenderSurface(width: 9, height: 8), delayCentiseconds: 10) }
    writer = nil
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
}

@Test func scheduleKeepsTheEndsAndNeverShowsAFrameUnderTwoCentiseconds() {
    let times = (0...60).map { Double($0) / 60 }  // one second at 60 Hz
    let entries = GIFSchedule.entries(times: times, hold: 1)
    #expect(entries.first?.frame == 0 && entries.last?.frame == 60)
    #expect(entries.dropLast().allSatisfy { $0.delayCentiseconds >= 2 })
    #expect(entries.dropLast().reduce(0) { $0 + $1.delayCentiseconds } == 100)  // no drift
    #expect(entries.last?.delayCentiseconds == 100)
    // Frames 30 ms apart are all kept, with delays 3 cs.
    #expect(GIFSchedule.entries(times: [0, 0.03, 0.06, 0.09], hold: 0.03).map(\.delayCentiseconds) == [3, 3, 3, 3])
}

@Test func quantiserKeepsFewColoursExactlyAndCutsManyDeterministically() {
    var few = (0..<64).map { i in UInt32(0xFF00_0000) | UInt32(i % 5) * 0x0033_2211 }
    var quantiser = PaletteQuantizer()
    quantiser.quantize(&few, rowLength: 8, width: 8, height: 8)
    #expect(quantiser.palette.count == 5)
    for (i, p) in few.enumerated() {
        let c = quantiser.palette[Int(quantiser.indices[i])]
        #expect(UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b) == p & 0xFF_FFFF)
    }

    var rng = SplitMix64(seed: 0x6A1F)
    var many = (0..<(64 * 64)).map { _ in UInt32(0xFF00_0000) | UInt32.random(in: 0...0xFF_FFFF, using: &rng) }
    quantiser.quantize(&many, rowLength: 64, width: 64, height: 64)
    #expect(quantiser.palette.count == 256)
    let first = (quantiser.palette, quantiser.indices)
    var again = PaletteQuantizer()
    again.quantize(&many, rowLength: 64, width: 64, height: 64)
    #expect(again.palette == first.0 && again.indices == first.1)
    var error = 0
    for (i, p) in many.enumerated() {
        let c = quantiser.palette[Int(quantiser.indices[i])]
        error +=
            abs(Int(c.r) - Int((p >> 16) & 0xFF)) + abs(Int(c.g) - Int((p >> 8) & 0xFF)) + abs(Int(c.b) - Int(p & 0xFF))
    }
    // Uniform noise over the whole cube, 256 boxes: about 256/∛256 ≈ 40 levels per side, ±10 mean per channel.
    #expect(Double(error) / Double(many.count * 3) < 16, "mean error \(Double(error) / Double(many.count * 3))")
}
