import SwoopEngine
import SwoopRender
import SwoopTestSupport
import Testing

@testable import SwoopRender

// The blur backdrop is UIBlurEffect(.light): σ = 30 pt, saturation × 1.8, white at 30 % over it.

/// Black on the left half of a 400 × 200 scene, white on the right: one sharp vertical edge at x = 200.
private func edge(_ backdrop: Backdrop?, scale: Double = 1) throws -> RenderSurface {
    var items = [layer(0, 0, 200, 200, black)]
    if let backdrop { items.append(.backdrop(backdrop)) }
    return try draw(items, size: Size(width: 400, height: 200), scale: scale)
}

/// The variance of the red channel over a 60 × 20 window centred on the edge.
private func edgeVariance(_ s: RenderSurface, scale: Int = 1) -> Double {
    var values: [Double] = []
    for y in (90 * scale)..<(110 * scale) {
        for x in (170 * scale)..<(230 * scale) { values.append(Double(s.pixel(x: x, y: y).r)) }
    }
    let mean = values.reduce(0, +) / Double(values.count)
    return values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
}

@Test(arguments: [1.0, 2.0])
func aBlurBackdropSmoothsASharpEdgeBeneathIt(scale: Double) throws {
    let sharp = edgeVariance(try edge(nil, scale: scale), scale: Int(scale))
    let blurred = edgeVariance(try edge(Backdrop(style: .blur, alpha: 1), scale: scale), scale: Int(scale))
    #expect(sharp > 15_000)
    #expect(blurred < sharp * 0.2, "variance \(blurred) under the blur, \(sharp) without")
    #expect(blurred > 50, "a 30 pt blur still shows the edge as a gradient")
}

@Test func theBlurIsTintedLightAndMixedByAlpha() throws {
    // Far from the edge: black stays black under the blur, then white at 30 %: 76.5.
    let full = try edge(Backdrop(style: .blur, alpha: 1))
    #expect(near(full.pixel(x: 10, y: 100), RGBA8(r: 77, g: 77, b: 77), 2))
    #expect(full.pixel(x: 390, y: 100) == white8)
    // Half the effect: half-way between the sharp black (0) and the tinted blur (76.5).
    let half = try edge(Backdrop(style: .blur, alpha: 0.5))
    #expect(near(half.pixel(x: 10, y: 100), RGBA8(r: 38, g: 38, b: 38), 2))
    #expect(try edge(Backdrop(style: .blur, alpha: 0)).pixel(x: 10, y: 100) == RGBA8(r: 0, g: 0, b: 0))
}

@Test func theBlurSaturatesColours() throws {
    // (100, 150, 200): luminance 142.98; × 1.8 saturation → (65.6, 155.6, 245.6); tint → (122.4, 185.4, 248.4).
    let colour = RGBA(red: 100 / 255, green: 150 / 255, blue: 200 / 255)
    let surface = try draw([.backdrop(Backdrop(style: .blur, alpha: 1))], background: colour)
    #expect(near(surface.pixel(x: 100, y: 100), RGBA8(r: 122, g: 185, b: 248), 2))
}

@Test func layersAfterTheBackdropStaySharp() throws {
    let surface = try draw([
        layer(0, 0, 100, 200, black), .backdrop(Backdrop(style: .blur, alpha: 1)), layer(150, 50, 20, 20, red)
    ])
    #expect(surface.pixel(x: 150, y: 50) == red8)
    #expect(surface.pixel(x: 169, y: 69) == red8)
}

@Test func boxWidthsFollowTheThreeBoxGaussianRule() {
    // d = ⌊σ · 3√(2π)/4 + 0.5⌋, made odd.
    #expect(BoxBlur.boxWidth(sigma: 15) == 29)  // 28.7 → 28 → 29
    #expect(BoxBlur.boxWidth(sigma: 4) == 9)  // 8.0 → 8 → 9
    #expect(BoxBlur.boxWidth(sigma: 0.2) == 1)
    #expect(BackdropBlur.factor(sigma: 60) == 8)
    #expect(BackdropBlur.factor(sigma: 20) == 4)
    #expect(BackdropBlur.factor(sigma: 3) == 1)
}

@Test func boxBlurKeepsUniformImagesAndSpreadsAnImpulseEvenly() {
    let w = 31
    let h = 21
    var image = [UInt8](repeating: 100, count: w * h)
    var scratch = image
    var sums = [UInt32](repeating: 0, count: w)
    BoxBlur.blur(&image, scratch: &scratch, sums: &sums, width: w, height: h, rowLength: w, boxX: 5, boxY: 5)
    #expect(image.allSatisfy { $0 == 100 })

    image = [UInt8](repeating: 0, count: w * h)
    image[10 * w + 15] = 255
    BoxBlur.blur(&image, scratch: &scratch, sums: &sums, width: w, height: h, rowLength: w, boxX: 3, boxY: 3, passes: 1)
    for dy in -1...1 { for dx in -1...1 { #expect(image[(10 + dy) * w + 15 + dx] == 28) } }  // 255 / 9
    #expect(image[10 * w + 17] == 0)
}

@Test func vectorBlendsEqualTheScalarBlend() {
    var rng = SplitMix64(seed: 0x5EED_B1E4)
    for _ in 0..<2000 {
        let a = UInt32.random(in: .min ... .max, using: &rng)
        let b = UInt32.random(in: .min ... .max, using: &rng)
        let w = UInt32.random(in: 0...256, using: &rng)
        let expected = BackdropBlur.lerp(a, b, w)
        let splat = { (p: UInt32) in SIMD8<UInt16>(UInt16(p & 0xFFFF), UInt16(p >> 16), 0, 0, 0, 0, 0, 0) }
        let v = BackdropBlur.lerp8(splat(a), splat(b), SIMD8(repeating: UInt16(w)))
        #expect(UInt32(v[0]) | UInt32(v[1]) << 16 == expected, "a \(a) b \(b) w \(w), seed 0x5EED_B1E4")
        // Each byte lands within rounding of the exact a + (b − a)·w/256.
        for shift in stride(from: 0, to: 32, by: 8) {
            let x = Double((a >> UInt32(shift)) & 0xFF)
            let y = Double((b >> UInt32(shift)) & 0xFF)
            #expect(abs(Double((expected >> UInt32(shift)) & 0xFF) - (x + (y - x) * Double(w) / 256)) <= 0.5 + 1e-9)
        }
    }
}

/// Pixels an opaque layer above the blur paints over are not computed (issue 28: the blurred zoom frame's
/// cost), and the frame is the same: the layer's own pixels are all that show there.
@Test func theBlurSkipsWhatAnOpaqueLayerAboveItHides() throws {
    let scene = Size(width: 400, height: 200)
    let card = RenderItem.layer(
        RenderLayer(
            geometry: LayerGeometry(frame: Rect(x: 100, y: 40, width: 200, height: 120), cornerRadius: 16), fill: blue))
    let items: [RenderItem] = [layer(0, 0, 200, 200, black), .backdrop(Backdrop(style: .blur, alpha: 1)), card]
    let viewport = Viewport.scaled(scene, by: 1)
    let hidden = try #require(OpaqueBox.largestHidden(RenderScene(size: scene, items: items), 2..<3, viewport))
    // The card's rectangle through its corners' 45° points, a pixel in (larger than either band
    // between the corners: 117…283 × 41…159).
    #expect(hidden == PixelRect(x: 106, y: 46, width: 188, height: 108))
    // The blur alone, told what is hidden: a marker colour there stays as it was.
    let surface = try RenderSurface(for: viewport)
    surface.fill(x: 0, y: 0, width: 400, height: 200, color: RGBA8(r: 1, g: 2, b: 3))
    let small = try RenderSurface(width: 50, height: 25)
    BackdropBlur().apply(
        beneath: small, factor: 8, to: surface, rect: PixelRect(x: 0, y: 0, width: 400, height: 200), sigmaX: 30,
        sigmaY: 30, style: .light, alpha: 1, hidden: hidden)
    #expect(surface.pixel(x: hidden.x + 5, y: hidden.y + 5) == RGBA8(r: 1, g: 2, b: 3))
    #expect(surface.pixel(x: hidden.x - 1, y: hidden.y + 5) != RGBA8(r: 1, g: 2, b: 3), "written beside it")
    #expect(surface.pixel(x: 5, y: 5) != RGBA8(r: 1, g: 2, b: 3))
    // And the whole frame is the card over the blur, as if every pixel had been blurred.
    let drawn = try draw(items, size: scene)
    #expect(drawn.pixel(x: 200, y: 100) == RGBA8(r: 0, g: 0, b: 255))
    #expect(near(drawn.pixel(x: 10, y: 100), RGBA8(r: 77, g: 77, b: 77), 2))
}

/// A renderer keeps what lay beneath its last blur (`BeneathCache`): a frame over the same items
/// starts from those pixels. Every frame must be the frame a fresh renderer draws, byte for byte,
/// whether the items beneath stay (zoom's list) or move (a layer sliding under the blur every other
/// frame while the blur's alpha changes).
@Test(arguments: [1.0, 2.0])
func framesOverAKeptBlurAreTheFramesOfAFreshRenderer(scale: Double) throws {
    let zoom = try PresetFrames(SeedPresets.zoom, scale: scale)
    let kept = Renderer()
    for step in 0...12 {
        let progress = Double(step) / 12
        let reused = try zoom.surface(at: progress)
        let fresh = try PresetFrames(SeedPresets.zoom, scale: scale).surface(at: progress)
        #expect(pixels(reused) == pixels(fresh), "zoom at \(progress), ×\(scale)")

        let items = [
            layer(Double(step / 2) * 30, 40, 80, 80, red), layer(20, 100, 300, 40, blue, radius: 10),
            .backdrop(Backdrop(style: .blur, alpha: 0.3 + Double(step) * 0.05)), layer(150, 60, 60, 60, black)
        ]
        let size = Size(width: 400, height: 200)
        let again = try draw(items, size: size, scale: scale, renderer: kept)
        #expect(pixels(again) == pixels(try draw(items, size: size, scale: scale)), "step \(step), ×\(scale)")
    }
    #expect(zoom.renderer.beneath.reuses >= 10, "zoom's list lies still beneath its blur")

    // Letterboxed in a window: the margins come back from the kept frame too.
    let viewport = Viewport.fitted(zoom.plan.screenSize, intoWidth: Int(500 * scale), height: Int(420 * scale))
    let window = Renderer()
    for step in 0...3 {
        let scene = zoom.adapter.scene(for: zoom.plan.frame(at: 0.2 + Double(step) * 0.1))
        let reused = try RenderSurface(for: viewport)
        try window.render(scene, into: reused, viewport: viewport)
        let fresh = try RenderSurface(for: viewport)
        try Renderer().render(scene, into: fresh, viewport: viewport)
        #expect(pixels(reused) == pixels(fresh), "letterboxed zoom, step \(step), ×\(scale)")
    }
    #expect(window.beneath.reuses == 3)
    #expect(kept.beneath.reuses == 6, "the sliding layer stays still every other frame")
}
