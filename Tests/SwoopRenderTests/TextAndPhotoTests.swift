import Foundation
import SwoopEngine
import SwoopTestSupport
import Testing

@testable import SwoopRender

/// The box of pixels darker than `threshold` (summed channels below 3 × 255 − threshold), or nil.
func inkBox(_ s: RenderSurface, threshold: Int = 150) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<s.height {
        for x in 0..<s.width {
            let p = s.pixel(x: x, y: y)
            guard 765 - Int(p.r) - Int(p.g) - Int(p.b) > threshold else { continue }
            box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
        }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
}

func label(
    _ string: String, _ frame: Rect, layout: Size? = nil, alignment: TextAlignment = .left, opacity: Double = 1,
    color: RGBA = .black, clips: [LayerGeometry] = []
) -> RenderItem {
    .layer(
        RenderLayer(
            geometry: LayerGeometry(frame: frame), opacity: opacity,
            text: LayerText(
                ElementText(string, font: Font(size: 20, weight: .bold), color: color, alignment: alignment),
                layoutSize: layout ?? frame.size), clips: clips))
}

@Test func textIsDrawnInItsColourInsideItsBounds() throws {
    let s = try draw([label("Swoop", Rect(x: 20, y: 80, width: 160, height: 40), color: red)])
    let box = try #require(inkBox(s, threshold: 100))
    // Left-aligned, centred vertically: 20 pt bold DejaVu is ~14 pt tall in capitals.
    #expect(box.minX >= 20 && box.minX <= 24 && box.maxX < 110)
    #expect(box.minY > 80 && box.maxY < 120 && abs((box.minY + box.maxY) / 2 - 100) <= 4)
    var reddest = RGBA8(r: 255, g: 255, b: 255)
    for y in box.minY...box.maxY {
        for x in box.minX...box.maxX where s.pixel(x: x, y: y).g < reddest.g { reddest = s.pixel(x: x, y: y) }
    }
    #expect(reddest.r >= 250 && reddest.g <= 5 && reddest.b <= 5)
}

@Test func alignmentPlacesTheLineAcross() throws {
    let frame = Rect(x: 0, y: 0, width: 200, height: 40)
    let left = try #require(inkBox(try draw([label("Hi", frame)], size: Size(width: 200, height: 40))))
    let centre = try #require(
        inkBox(try draw([label("Hi", frame, alignment: .center)], size: Size(width: 200, height: 40))))
    let right = try #require(
        inkBox(try draw([label("Hi", frame, alignment: .right)], size: Size(width: 200, height: 40))))
    #expect(left.minX < 5)
    #expect(abs((centre.minX + centre.maxX) / 2 - 100) <= 2)
    #expect(right.maxX > 194)
}

@Test func textScalesWithItsElement() throws {
    let small = try #require(inkBox(try draw([label("Zoom", Rect(x: 10, y: 10, width: 80, height: 30))])))
    // The same label laid out at 80 × 30, its element grown to 160 × 60: twice as large, not reflowed.
    let big = try #require(
        inkBox(
            try draw([label("Zoom", Rect(x: 10, y: 10, width: 160, height: 60), layout: Size(width: 80, height: 30))])))
    let ws = Double(small.maxX - small.minX)
    let wb = Double(big.maxX - big.minX)
    let hs = Double(small.maxY - small.minY)
    let hb = Double(big.maxY - big.minY)
    #expect(abs(wb / ws - 2) < 0.1 && abs(hb / hs - 2) < 0.15, "\(ws)×\(hs) → \(wb)×\(hb)")
}

@Test func textIsClippedByItsParentAndFadesWithOpacity() throws {
    let clip = LayerGeometry(frame: Rect(x: 0, y: 0, width: 60, height: 200))
    let clipped = try #require(
        inkBox(try draw([label("Clipped text", Rect(x: 10, y: 80, width: 180, height: 40), clips: [clip])])))
    #expect(clipped.maxX < 60)
    let faded = try draw([label("Fade", Rect(x: 10, y: 80, width: 180, height: 40), opacity: 0.5)])
    let solid = try draw([label("Fade", Rect(x: 10, y: 80, width: 180, height: 40))])
    func darkest(_ s: RenderSurface) -> Int {
        var v = 255
        for y in 80..<120 { for x in 10..<100 { v = min(v, Int(s.pixel(x: x, y: y).r)) } }
        return v
    }
    #expect(darkest(solid) < 10)
    #expect(abs(darkest(faded) - 128) <= 3)
}

@Test func textLooksTheSameDrawnTwice() throws {
    let items = [label("Same bytes", Rect(x: 10, y: 10, width: 180, height: 60))]
    let a = try draw(items)
    let b = try draw(items)
    #expect((0..<200).allSatisfy { y in (0..<200).allSatisfy { x in a.pixel(x: x, y: y) == b.pixel(x: x, y: y) } })
}

@Test func swoopsOwnPhotosAreLandscapesNotFills() throws {
    let cache = ImageCache()
    let photo = try cache.loaded(.landscape(0), within: (300, 200))
    #expect(photo.width == 300 && photo.height == 200)
    // Many colours (gradients and shapes), and the same picture every time.
    let surface = try draw(
        [
            .layer(
                RenderLayer(
                    geometry: LayerGeometry(frame: Rect(x: 0, y: 0, width: 150, height: 100)),
                    image: LayerImage(.landscape(0))))
        ],
        size: Size(width: 150, height: 100))
    var colours = Set<RGBA8>()
    for y in stride(from: 0, to: 100, by: 2) {
        for x in stride(from: 0, to: 150, by: 2) { colours.insert(surface.pixel(x: x, y: y)) }
    }
    #expect(colours.count > 200)
    let again = try draw(
        [
            .layer(
                RenderLayer(
                    geometry: LayerGeometry(frame: Rect(x: 0, y: 0, width: 150, height: 100)),
                    image: LayerImage(.landscape(0))))
        ],
        size: Size(width: 150, height: 100))
    #expect(
        again.pixel(x: 75, y: 10) == surface.pixel(x: 75, y: 10)
            && again.pixel(x: 30, y: 90) == surface.pixel(x: 30, y: 90))
    // Different numbers are different pictures.
    let other = try draw(
        [
            .layer(
                RenderLayer(
                    geometry: LayerGeometry(frame: Rect(x: 0, y: 0, width: 150, height: 100)),
                    image: LayerImage(.landscape(3))))
        ],
        size: Size(width: 150, height: 100))
    #expect(other.pixel(x: 75, y: 5) != surface.pixel(x: 75, y: 5))
}

/// A JPEG written by Pillow (an independent encoder): left half red, right half blue, 64 × 32.
func pillowJPEG(_ path: String, width: Int = 64, height: Int = 32) throws -> Bool {
    let python = try PillowGIF.python()
    let script =
        "from PIL import Image; im = Image.new('RGB', (\(width), \(height)), (255, 0, 0)); im.paste((0, 0, 255), (\(width / 2), 0, \(width), \(height))); im.save('\(path)', quality=95)"
    return try ExternalProgram.run(python, ["-c", script]).status == 0
}

@Test func jpegPhotosAreDecodedWithLibjpegTurbo() throws {
    let dir = try temporaryDirectory("jpeg")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("halves.jpg").path
    guard try pillowJPEG(path) else { try TestGate.unavailable("Pillow cannot write a JPEG here") }
    let s = try draw([
        .layer(
            RenderLayer(
                geometry: LayerGeometry(frame: Rect(x: 0, y: 50, width: 200, height: 100)),
                image: LayerImage(path: path, contentMode: .aspectFit)))
    ])
    #expect(near(s.pixel(x: 40, y: 100), red8, 12))
    #expect(near(s.pixel(x: 160, y: 100), blue8, 12))
}

@Test func eachImageIsDecodedOncePerSourceAndSizeAndNoLarger() throws {
    let dir = try temporaryDirectory("scaled")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("big.jpg").path
    guard try pillowJPEG(path, width: 1600, height: 800) else { try TestGate.unavailable("Pillow cannot write a JPEG") }
    let cache = ImageCache()
    // For a 200 × 100 frame libjpeg-turbo decodes at 1/8 (200 × 100): what covers the frame, no more.
    let small = try cache.loaded(.file(path), within: (200, 100))
    #expect(small.width == 200 && small.height == 100)
    #expect(try cache.loaded(.file(path), within: (200, 100)) === small)
    let full = try cache.loaded(.file(path), within: nil)
    #expect(full.width == 1600 && full.height == 800)
}

@Test func unreadableAndOversizedImagesAreBadDataNamingTheirPath() throws {
    let dir = try temporaryDirectory("bad")
    defer { try? FileManager.default.removeItem(at: dir) }
    let junk = dir.appendingPathComponent("junk.jpg").path
    try Data("not an image".utf8).write(to: URL(fileURLWithPath: junk))
    // A PNG whose header claims 10 000 × 10 000 pixels (100 Mpx): refused from the header alone.
    var huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    huge += [0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    let big = dir.appendingPathComponent("huge.png").path
    try Data(huge).write(to: URL(fileURLWithPath: big))
    let truncated = dir.appendingPathComponent("cut.jpg").path
    try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]).write(to: URL(fileURLWithPath: truncated))
    for path in [junk, big, truncated] {
        do {
            _ = try ImageCache().load(path)
            Issue.record("\(path) was accepted")
        } catch {
            #expect(error.category == .badData && error.description.hasPrefix(path), "\(error)")
        }
    }
    do { _ = try ImageCache().load(big) } catch { #expect(error.description.contains("10000×10000")) }
    do { _ = try ImageCache().load(dir.path + "/none.png") } catch { #expect(error.category == .missingInput) }
}

@Test func aReductionIsMadeOncePerLevelAndLeavesEachScaleAboveHalf() throws {
    let image = try ImageCache().loaded(.landscape(0), within: (width: 1600, height: 1200))
    // 0.2 across is halved twice (0.8); 0.6 down stays.
    let a = image.level(scaleX: 0.2, scaleY: 0.6)
    #expect(a.image.width == image.width >> 2 && a.image.height == image.height)
    #expect(a.kx == Double(image.width) / Double(a.image.width) && a.ky == 1)
    // Another scale in the same level reuses it; a scale above ½ draws the image itself.
    #expect(image.level(scaleX: 0.21, scaleY: 0.9).image === a.image)
    #expect(image.level(scaleX: 1.5, scaleY: 0.7).image === image)
}

@Test func preparingWithTheFirstAndLastFramesLeavesNoReductionToTheFramesBetween() throws {
    let size = Size(width: 400, height: 400)
    let viewport = Viewport.scaled(size, by: 1)
    let surface = try RenderSurface(for: viewport)
    /// A square photo of `side` points: 12 is five halvings of the frame-sized photo, 50 three.
    func scene(_ side: Double) -> RenderScene {
        RenderScene(
            size: size, background: .white,
            items: [
                .layer(
                    RenderLayer(
                        geometry: LayerGeometry(frame: Rect(x: 0, y: 0, width: side, height: side)),
                        image: LayerImage(.landscape(1))))
            ])
    }
    func photo(_ r: Renderer) throws -> LoadedImage { try r.images.loaded(.landscape(1), within: (400, 400)) }

    let drawn = Renderer()
    for side in [12.0, 400] { try drawn.render(scene(side), into: surface, viewport: viewport) }
    let made = try photo(drawn).levelCount
    try drawn.render(scene(50), into: surface, viewport: viewport)
    #expect(try photo(drawn).levelCount == made + 1, "a frame in between makes its own reduction")

    let prepared = Renderer()
    try prepared.prepare([scene(12), scene(400)], into: surface, viewport: viewport)
    let kept = try photo(prepared).levelCount
    #expect(kept > made)
    for side in stride(from: 12.0, through: 400, by: 7) {
        try prepared.render(scene(side), into: surface, viewport: viewport)
    }
    #expect(try photo(prepared).levelCount == kept)

    // The same pixels either way.
    let a = try RenderSurface(for: viewport)
    let b = try RenderSurface(for: viewport)
    try Renderer().render(scene(50), into: a, viewport: viewport)
    try prepared.render(scene(50), into: b, viewport: viewport)
    func words(_ s: RenderSurface) -> [UInt32] {
        s.withPixels { p, n in Array(UnsafeBufferPointer(start: p, count: n * s.height)) }
    }
    #expect(words(a) == words(b))
}
