import Foundation
import SwoopEngine
import SwoopLog
import SwoopRender
import SwoopRenderTestSupport
import SwoopTestSupport
import Testing

// Each seed preset in its default direction as a filmstrip of progress 0, 0.3, 0.7 and 1 at 1 pixel
// per point (390 × 844 per frame, 2 px grey separators), compared with Goldens/NAME.png; and two
// small scenes showing what the presets do not use yet (the blur over detail, borders, shadows,
// clips, perspective, images).
//
// Tolerance (GoldenImage, shared with the README's pictures): a pixel matches when every channel is
// within 3 levels; up to 1 pixel in 20 000 may differ more. On a mismatch the render and a diff image
// are written to $TMPDIR/swoop-render-diffs and named in the failure.
//
// SWOOP_UPDATE_GOLDENS=1 rewrites the goldens from the renderer — only after looking at them.

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
private let progresses = [0, 0.3, 0.7, 1.0]

func filmstrip(_ definition: TransitionDefinition) throws -> RenderSurface {
    let frames = try PresetFrames(definition)
    let strip = try Filmstrip(
        frameWidth: frames.viewport.pixelWidth, frameHeight: frames.viewport.pixelHeight, count: progresses.count)
    for (i, p) in progresses.enumerated() { try strip.place(frames.surface(at: p), at: i) }
    return strip.surface
}

@Test(arguments: SeedPresets.all.map(\.name))
func presetFilmstripsMatchTheirGoldens(name: String) throws {
    let definition = try #require(SeedPresets.all.first { $0.name == name })
    try expectGolden(filmstrip(definition), name)
}

/// What the seeds show, one frame each: the mask at 0.5 with the results clipped inside it; the circle
/// reveal at 0.5 from three start points (top left, centre, the preset's button); the match dismissal
/// at 0.4 tilting back about x (its rows 1.31× wider but their spacing only 0.73×: cos θ ≈ 0.56 of the
/// scale); the zoom dismissal at 0.5 (rounded photo, close button fading); Hero's push at 0.5 (shadow
/// on the entering screen, shade on the covered one).
@Test func seedEffectsMatchTheirGolden() throws {
    let frames: [(TransitionDefinition, TransitionDirection, Double)] = [
        (SeedPresets.mask, .present, 0.5),
        (SeedPresets.circleReveal(from: Point(x: 30, y: 60)), .present, 0.5),
        (SeedPresets.circleReveal(from: Point(x: 195, y: 422)), .present, 0.5),
        (SeedPresets.circle, .present, 0.5),
        (SeedPresets.match, .dismiss, 0.4),
        (SeedPresets.zoom, .dismiss, 0.5),
        (TransitionCatalog.named("hero-push-left")!, .present, 0.5)
    ]
    let strip = try Filmstrip(frameWidth: 390, frameHeight: 844, count: frames.count)
    for (i, (definition, direction, progress)) in frames.enumerated() {
        try strip.place(PresetFrames(definition, direction: direction).surface(at: progress), at: i)
    }
    try expectGolden(strip.surface, "seed-effects")
}

/// Stripes and dots under a blur backdrop at alpha 0, 0.5 and 1, with a sharp card drawn above it.
@Test func theBlurBackdropMatchesItsGolden() throws {
    let size = Size(width: 200, height: 200)
    let strip = try Filmstrip(frameWidth: 200, frameHeight: 200, count: 3)
    for (i, alpha) in [0, 0.5, 1].enumerated() {
        var items: [RenderItem] = []
        for k in 0..<5 { items.append(layer(Double(k) * 40, 0, 20, 200, [red, blue, black][k % 3])) }
        for k in 0..<4 { items.append(layer(25 + Double(k) * 40, 30, 10, 10, .white, radius: 5)) }
        items.append(.backdrop(Backdrop(style: .blur, alpha: alpha)))
        items.append(layer(40, 120, 120, 50, RGBA(red: 0.35, green: 0.34, blue: 0.84), radius: 12))
        try strip.place(draw(items, size: size), at: i)
    }
    try expectGolden(strip.surface, "backdrop-blur")
}

/// Border, shadow, a clip, a tilt in perspective and an image, one of each.
@Test func layerFeaturesMatchTheirGolden() throws {
    let dir = try temporaryDirectory("features")
    defer { try? FileManager.default.removeItem(at: dir) }
    let checker = try RenderSurface(width: 64, height: 64)
    for y in 0..<8 {
        for x in 0..<8 {
            checker.fill(x: x * 8, y: y * 8, width: 8, height: 8, color: (x + y) % 2 == 0 ? red8 : white8)
        }
    }
    let image = dir.appendingPathComponent("checker.png").path
    try PNGEncoder.write(checker, to: AtomicFileOutput(path: image))

    func geometry(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 0, _ t: Transform3D = .identity)
        -> LayerGeometry
    {
        LayerGeometry(
            position: Point(x: x + w / 2, y: y + h / 2), size: Size(width: w, height: h), transform: t,
            cornerRadius: radius)
    }
    let lightGray = RGBA(red: 0.9, green: 0.9, blue: 0.92)
    var items: [RenderItem] = []
    items.append(
        .layer(
            RenderLayer(
                geometry: geometry(10, 10, 80, 60, radius: 10), fill: lightGray,
                border: Border(width: 4, color: blue))))
    items.append(
        .layer(
            RenderLayer(
                geometry: geometry(110, 10, 80, 60, radius: 10), fill: .white,
                shadow: Shadow(color: .black, opacity: 0.5, offset: Point(x: 0, y: 6), radius: 6))))
    var clipped = RenderLayer(geometry: geometry(25, 105, 80, 80, .rotation(z: 0.5)), fill: red)
    clipped.clips = [geometry(20, 100, 90, 90, radius: 20)]
    items.append(.layer(clipped))
    items.append(
        .layer(
            RenderLayer(
                geometry: geometry(110, 100, 80, 80, radius: 8, .perspective(distance: 150) * .rotation(y: 0.8)),
                fill: lightGray, image: LayerImage(path: image, contentMode: .aspectFit))))
    try expectGolden(draw(items, size: Size(width: 200, height: 200), scale: 2), "layer-features")
}

/// Compares `actual` with Goldens/NAME.png (see the tolerance above), or rewrites the golden.
func expectGolden(_ actual: RenderSurface, _ name: String) throws {
    let path = goldens.appendingPathComponent("\(name).png").path
    if ProcessInfo.processInfo.environment["SWOOP_UPDATE_GOLDENS"] == "1" {
        try PNGEncoder.write(actual, to: AtomicFileOutput(path: path))
        print("UPDATED golden \(path): look at it before committing")
        return
    }
    guard FileManager.default.fileExists(atPath: path) else {
        Issue.record("no golden at \(path); make it with SWOOP_UPDATE_GOLDENS=1 and look at it")
        return
    }
    let comparison = try GoldenImage.compare(actual, with: path, name: name)
    // Every scene here has an opaque background: a see-through pixel means something was wrongly culled.
    #expect(comparison.translucent == 0, "\(name): \(comparison.translucent) pixels are not opaque")
    #expect(comparison.matches, "\(name): \(comparison.description)")
}

/// Text and photos at × 2: labels in each weight and alignment (one wrapped and ellipsized, one on a
/// translucent layer), a label turned and one tilted under perspective, and Swoop's six photos
/// aspect-fit and aspect-fill in rounded frames.
@Test func textAndPhotosMatchTheirGolden() throws {
    func text(
        _ s: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ font: Font,
        alignment: TextAlignment = .left, color: RGBA = .black, opacity: Double = 1, fill: RGBA = .clear,
        transform: Transform3D = .identity
    ) -> RenderItem {
        var g = LayerGeometry(frame: Rect(x: x, y: y, width: w, height: h), cornerRadius: 6)
        g.transform = transform
        return .layer(
            RenderLayer(
                geometry: g, fill: fill, opacity: opacity,
                text: LayerText(ElementText(s, font: font, color: color, alignment: alignment), layoutSize: g.size)))
    }
    let grey = RGBA(red: 0.9, green: 0.9, blue: 0.92)
    var items: [RenderItem] = [
        text("Regular left", 10, 10, 180, 24, Font(size: 17), fill: grey),
        text("Semibold centre", 10, 40, 180, 24, Font(size: 17, weight: .semibold), alignment: .center, fill: grey),
        text("Bold right", 10, 70, 180, 24, Font(size: 17, weight: .bold), alignment: .right, fill: grey),
        text(
            "A long caption wraps at words and ends with an ellipsis when it runs out of room", 10, 100, 180, 44,
            Font(size: 15), color: RGBA(red: 0.2, green: 0.3, blue: 0.6), fill: grey),
        text("Half opacity", 10, 150, 180, 30, Font(size: 22, weight: .heavy), color: .white, opacity: 0.5, fill: blue),
        text(
            "Turned", 40, 196, 120, 30, Font(size: 20, weight: .bold), alignment: .center, fill: grey,
            transform: .rotation(z: -0.2)),
        text(
            "Tilted", 40, 236, 120, 40, Font(size: 26, weight: .bold), alignment: .center, color: red, fill: grey,
            transform: .perspective(distance: 300) * .rotation(x: 0.7))
    ]
    for n in 0..<6 {
        let frame = Rect(x: 10 + Double(n % 3) * 62, y: 290 + Double(n / 3) * 56, width: 58, height: 50)
        items.append(
            .layer(
                RenderLayer(
                    geometry: LayerGeometry(frame: frame, cornerRadius: 8), fill: grey,
                    image: LayerImage(.landscape(n), contentMode: n % 2 == 0 ? .aspectFill : .aspectFit))))
    }
    try expectGolden(draw(items, size: Size(width: 200, height: 400), scale: 2), "text-and-photos")
}
