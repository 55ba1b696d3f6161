import SwoopEngine
import SwoopTestSupport
import Testing

@testable import SwoopRender

// What the renderer leaves undrawn because a later layer paints over it (`OpaqueBox.occluders`, a
// fill under an opaque photo) and the solid stacks it fills once (`SolidOverSolid`): the frames must
// be the frames of a renderer that draws every pixel.

/// Every seed preset, at a phone's scale and stretched: each frame the frame drawn without
/// skipping, but where cairo composites a layer's antialiased edge another way once the layer is
/// clipped (its scan converter's coverage instead of a box's exact one): such pixels are a few levels
/// apart and lie along an edge, so they are at most a few rows and columns of the frame.
@Test(arguments: SeedPresets.all.map(\.name))
func framesThatSkipHiddenPixelsAreTheFullFrames(preset: String) throws {
    let definition = try #require(SeedPresets.all.first { $0.name == preset })
    PinnedFonts.pin()
    let plan = try TransitionPlan(definition, direction: definition.defaultDirection)
    let adapter = EngineFrameAdapter(definition: definition, plan: plan)
    var skipped = 0
    for viewport in [Viewport.scaled(plan.screenSize, by: 1), .stretched(plan.screenSize, toWidth: 960, height: 540)] {
        let skipping = Renderer()
        let drawingAll = Renderer()
        drawingAll.skipsHiddenPixels = false
        for step in 0...10 {
            let scene = adapter.scene(for: plan.frame(at: Double(step) / 10))
            let a = try RenderSurface(for: viewport)
            let b = try RenderSurface(for: viewport)
            try skipping.render(scene, into: a, viewport: viewport)
            try drawingAll.render(scene, into: b, viewport: viewport)
            let (far, apart, largest) = differences(a, b)
            let at = "\(preset) at \(Double(step) / 10)"
            #expect(largest <= 8, "\(at): a pixel \(largest) levels apart")
            #expect(far <= 2 * (a.width + a.height), "\(at): \(far) pixels more than a level apart (\(apart) a level)")
        }
        skipped += skipping.clippedOutLayers + skipping.flattenedFills
        #expect(drawingAll.clippedOutLayers + drawingAll.flattenedFills == 0)
    }
    #expect(skipped > 0, "\(preset) has layers beneath an opaque one")
}

/// The match's detail and body fade over the grid: each is filled once with its blended colour, and
/// those pixels are the bytes that blending them gives.
@Test func aFadingScreenOverAnOpaqueOneIsFilledOnce() throws {
    let frames = try PresetFrames(SeedPresets.match, scale: 1)
    let scene = frames.adapter.scene(for: frames.plan.frame(at: 0.2))
    let a = try RenderSurface(for: frames.viewport)
    let b = try RenderSurface(for: frames.viewport)
    let renderer = Renderer()
    try renderer.render(scene, into: a, viewport: frames.viewport)
    let full = Renderer()
    full.skipsHiddenPixels = false
    try full.render(scene, into: b, viewport: frames.viewport)
    #expect(renderer.flattenedFills == 2, "the detail's background and its body")
    // Exact inside the filled regions (the detail's middle, the body's); an edge clipped by a region
    // may come out a level apart (see above).
    for (x, y) in [(195, 600), (60, 470), (330, 780), (20, 80)] {
        #expect(a.pixel(x: x, y: y) == b.pixel(x: x, y: y), "at \(x), \(y)")
    }
    #expect(differences(a, b).largest <= 8)
}

/// `SolidOverSolid.blend` is what cairo draws: a translucent colour over an opaque one, on one pixel.
@Test func theBlendedColourIsCairosOwn() throws {
    var generator = SplitMix64(seed: 7)
    let drawingEveryPixel = Renderer()
    drawingEveryPixel.skipsHiddenPixels = false
    for _ in 0..<400 {
        func unit() -> Double { Double(generator.next() % 10_001) / 10_000 }
        let bottom = RGBA(red: unit(), green: unit(), blue: unit())
        let top = RGBA(red: unit(), green: unit(), blue: unit(), alpha: unit())
        let alpha = unit()
        let surface = try draw(
            [layer(0, 0, 4, 4, bottom), layer(0, 0, 4, 4, top, opacity: alpha)], size: Size(width: 4, height: 4),
            renderer: drawingEveryPixel)
        let base = SolidOverSolid.blend(bottom, alpha: 1, over: (0, 0, 0))
        let c = SolidOverSolid.blend(top, alpha: alpha, over: base)
        #expect(surface.pixel(x: 2, y: 2) == RGBA8(r: c.red, g: c.green, b: c.blue), "\(top) × \(alpha) over \(bottom)")
    }
}

/// A layer between the two, or a backdrop, keeps its pixels: the stack's region leaves them out.
@Test func whatLiesBetweenTheStackIsKept() throws {
    let grey = RGBA(red: 0.9, green: 0.9, blue: 0.9)
    let veil = RGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
    let items: [RenderItem] = [
        layer(0, 0, 400, 400, grey), layer(40, 40, 60, 60, red, radius: 12), layer(0, 0, 400, 400, veil)
    ]
    let renderer = Renderer()
    let surface = try draw(items, size: Size(width: 400, height: 400), renderer: renderer)
    let full = Renderer()
    full.skipsHiddenPixels = false
    let reference = try draw(items, size: Size(width: 400, height: 400), renderer: full)
    #expect(renderer.flattenedFills == 1)
    let same = pixels(surface) == pixels(reference)
    #expect(same)
    #expect(surface.pixel(x: 70, y: 70) != surface.pixel(x: 300, y: 300), "the red square shows through the veil")

    let dimmed: [RenderItem] = [layer(0, 0, 400, 400, grey), .backdrop(Backdrop(style: .dim, alpha: 0.3)), items[2]]
    let again = Renderer()
    _ = try draw(dimmed, size: Size(width: 400, height: 400), renderer: again)
    #expect(again.flattenedFills == 0, "a backdrop between them ends the stack")
}

/// The fill under an opaque photo is left out where the photo covers it; a photo with alpha keeps it.
@Test func aFillUnderAnOpaquePhotoIsNotDrawn() throws {
    let viewport = Viewport.scaled(Size(width: 300, height: 300), by: 1)
    let photo = RenderLayer(
        geometry: LayerGeometry(frame: Rect(x: 20, y: 20, width: 260, height: 200), cornerRadius: 10), fill: red,
        image: LayerImage(.landscape(1), contentMode: .aspectFill))
    let renderer = Renderer()
    let image = try renderer.images.loaded(.landscape(1), within: (300, 300))
    let hidden = try #require(renderer.opaqueInterior(image, .aspectFill, photo.geometry, viewport))
    #expect(hidden == PixelRect(x: 24, y: 24, width: 252, height: 192), "through the rounded corners' 45° points")
    #expect(renderer.opaqueInterior(image, .aspectFit, photo.geometry, viewport) != nil)
    var turned = photo.geometry
    turned.transform = .rotation(z: 0.3)
    #expect(renderer.opaqueInterior(image, .aspectFill, turned, viewport) == nil)
}

/// Pixels more than a level apart, a level apart, and the largest difference in levels.
private func differences(_ a: RenderSurface, _ b: RenderSurface) -> (far: Int, apart: Int, largest: Int) {
    var far = 0
    var apart = 0
    var largest = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.pixel(x: x, y: y)
            let q = b.pixel(x: x, y: y)
            guard p != q else { continue }
            let d = [Int(p.r) - Int(q.r), Int(p.g) - Int(q.g), Int(p.b) - Int(q.b), Int(p.a) - Int(q.a)].map(abs).max()!
            largest = max(largest, d)
            if d <= 1 { apart += 1 } else { far += 1 }
        }
    }
    return (far, apart, largest)
}
