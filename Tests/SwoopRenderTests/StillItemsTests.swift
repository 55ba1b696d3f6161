import SwoopEngine
import SwoopTestSupport
import Testing

@testable import SwoopRender

// A renderer starts a frame from the last frame's pixels where the frame's first items are the ones
// drawn then (`BeneathCache`): the frames must be the frames of a fresh renderer.

/// Every seed preset, drawing every pixel (so that nothing but the kept pixels can differ): each
/// frame of a renderer that draws the whole transition is byte for byte the frame of a fresh one.
@Test(arguments: SeedPresets.all.map(\.name))
func framesOverStillItemsAreTheFramesOfAFreshRenderer(preset: String) throws {
    let frames = try PresetFrames(try #require(SeedPresets.all.first { $0.name == preset }))
    let viewport = Viewport.stretched(frames.plan.screenSize, toWidth: 480, height: 270)
    let kept = Renderer()
    kept.skipsHiddenPixels = false
    for step in 0...12 {
        let scene = frames.adapter.scene(for: frames.plan.frame(at: Double(step) / 12))
        let again = try RenderSurface(for: viewport)
        try kept.render(scene, into: again, viewport: viewport)
        let fresh = Renderer()
        fresh.skipsHiddenPixels = false
        let once = try RenderSurface(for: viewport)
        try fresh.render(scene, into: once, viewport: viewport)
        #expect(differing(again, once) == 0, "\(preset) at \(Double(step) / 12)")
    }
    #expect(kept.beneath.reuses >= 10, "\(preset)'s first screen lies still beneath what moves")
}

/// Items that move and stay still in turn, under layers that move every frame: a frame over still
/// items starts from the kept pixels, one whose first items moved draws them again; each is the
/// frame a fresh renderer draws.
@Test func onlyStillItemsAreKept() throws {
    let size = Size(width: 400, height: 200)
    let kept = Renderer()
    kept.skipsHiddenPixels = false
    for step in 0...9 {
        let items = [
            layer(0, 0, 400, 200, .white), layer(Double(step / 3) * 40, 40, 80, 80, red),
            layer(20, 100, 300, 40, blue, radius: 10), layer(Double(step) * 25, 60, 60, 60, black, opacity: 0.5)
        ]
        let again = try draw(items, size: size, renderer: kept)
        let fresh = Renderer()
        fresh.skipsHiddenPixels = false
        #expect(differing(again, try draw(items, size: size, renderer: fresh)) == 0, "step \(step)")
    }
    // Steps 1, 2, 4, 5, 7, 8 have the red square where the last frame had it; each first such step
    // keeps the pixels, each second one starts from them.
    #expect(kept.beneath.reuses == 3)
}

/// A lone plain fill costs what copying it back would: it is drawn again.
@Test func aLonePlainFillIsNotKept() {
    #expect(!Renderer.worthKeeping([layer(0, 0, 400, 200, .white)][...]))
    #expect(Renderer.worthKeeping([layer(0, 0, 400, 200, .white), layer(10, 10, 20, 20, red)][...]))
}

/// How many pixels of `a` and `b` differ.
private func differing(_ a: RenderSurface, _ b: RenderSurface) -> Int {
    zip(pixels(a), pixels(b)).count { $0 != $1 }
}
