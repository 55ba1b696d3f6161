import Foundation
import SwoopEngine
import SwoopLog
import SwoopRender
import Testing

// Pixel checks at scale 1 unless stated; a pixel (x, y) samples its centre (x + ½, y + ½).

@Test func laterLayersDrawOverEarlierOnes() throws {
    let a = layer(40, 40, 80, 80, red)
    let b = layer(80, 80, 80, 80, blue)
    #expect(try draw([a, b]).pixel(x: 100, y: 100) == blue8)
    #expect(try draw([b, a]).pixel(x: 100, y: 100) == red8)
    #expect(try draw([b, a]).pixel(x: 150, y: 150) == blue8)
}

@Test func cornerRadiusCutsTheCornerAndNothingElse() throws {
    // 100 × 100 at (50, 50). Pixel (54, 54) is 21.9 pt from the radius-20 arc's centre (outside),
    // 7.8 pt from a radius-10 arc's centre (inside).
    let r20 = try draw([layer(50, 50, 100, 100, red, radius: 20)])
    #expect(r20.pixel(x: 51, y: 51) == white8)
    #expect(r20.pixel(x: 54, y: 54) == white8)
    #expect(r20.pixel(x: 57, y: 57) == red8)  // 17.7 pt from the centre: inside
    #expect(r20.pixel(x: 71, y: 50) == red8)  // the straight top edge starts at x = 70
    #expect(r20.pixel(x: 148, y: 148) == white8)
    #expect(try draw([layer(50, 50, 100, 100, red, radius: 10)]).pixel(x: 54, y: 54) == red8)
    #expect(try draw([layer(50, 50, 100, 100, red)]).pixel(x: 50, y: 50) == red8)
}

@Test func opacityAndFillAlphaComposite() throws {
    // Red at 0.5 over white: (255, 127.5, 127.5).
    #expect(
        near(try draw([layer(0, 0, 200, 200, red, opacity: 0.5)]).pixel(x: 100, y: 100), RGBA8(r: 255, g: 128, b: 128)))
    // Fill alpha 0.5 and opacity 0.5: a quarter of red, (255, 191.25, 191.25).
    let faint = RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)
    #expect(
        near(
            try draw([layer(0, 0, 200, 200, faint, opacity: 0.5)]).pixel(x: 100, y: 100), RGBA8(r: 255, g: 191, b: 191))
    )
}

@Test func shadeDarkensTheLayerItself() throws {
    var shaded = RenderLayer(
        geometry: LayerGeometry(frame: Rect(x: 50, y: 50, width: 100, height: 100)), fill: .white, shade: 0.5)
    var surface = try draw([.layer(shaded)], background: blue)
    #expect(near(surface.pixel(x: 100, y: 100), RGBA8(r: 128, g: 128, b: 128)))
    #expect(surface.pixel(x: 10, y: 10) == blue8)
    shaded.fill = .clear  // a shade shows on a clear layer too (Hero's overlay view covers the bounds)
    surface = try draw([.layer(shaded)])
    #expect(near(surface.pixel(x: 100, y: 100), RGBA8(r: 128, g: 128, b: 128)))
}

@Test func aTranslucentBorderedLayerIsCompositedAsOneGroup() throws {
    let card = RenderLayer(
        geometry: LayerGeometry(frame: Rect(x: 50, y: 50, width: 100, height: 100)), fill: red,
        opacity: 0.5, border: Border(width: 10, color: blue))
    let surface = try draw([.layer(card)])
    // The border is blue at half opacity over white, not blue over half-red.
    #expect(near(surface.pixel(x: 55, y: 100), RGBA8(r: 128, g: 128, b: 255)))
    #expect(near(surface.pixel(x: 100, y: 100), RGBA8(r: 255, g: 128, b: 128)))
    #expect(surface.pixel(x: 45, y: 100) == white8)
}

@Test func clipsKeepOnlyWhatLiesInsideTheParent() throws {
    var child = RenderLayer(geometry: LayerGeometry(frame: Rect(x: 50, y: 50, width: 100, height: 100)), fill: red)
    child.clips = [LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30)]
    let surface = try draw([.layer(child)])
    #expect(surface.pixel(x: 60, y: 60) == red8)
    #expect(surface.pixel(x: 120, y: 120) == white8)
    #expect(surface.pixel(x: 95, y: 95) == white8)  // in the parent's rounded corner
}

@Test func rotationAboutZTurnsClockwiseOnScreen() throws {
    let bar = layer(40, 95, 120, 10, red, transform: .rotation(z: .pi / 4))
    let surface = try draw([bar])
    #expect(surface.pixel(x: 140, y: 140) == red8)
    #expect(surface.pixel(x: 140, y: 59) == white8)
}

@Test func rotationAboutXForeshortensByCosineWithoutPerspective() throws {
    // 100 × 100 centred at (100, 100) tilted 60°: 50 tall, rows 75…125, still 100 wide.
    let surface = try draw([layer(50, 50, 100, 100, red, transform: .rotation(x: .pi / 3))])
    #expect(surface.pixel(x: 100, y: 77) == red8)
    #expect(surface.pixel(x: 100, y: 72) == white8)
    #expect(surface.pixel(x: 52, y: 122) == red8)
    #expect(surface.pixel(x: 147, y: 78) == red8)
}

@Test func perspectiveMakesTheNearEdgeWider() throws {
    // Eye at 200 pt: the bottom edge (tilted toward the viewer) is 127.6 wide at y = 131.9,
    // the top edge 82.2 wide at y = 79.4 (CATransform3D's m34 = −1/200, then a 60° x-rotation).
    let tilt = Transform3D.perspective(distance: 200) * .rotation(x: .pi / 3)
    let surface = try draw([layer(50, 50, 100, 100, red, transform: tilt)])
    #expect(surface.pixel(x: 155, y: 128) == red8)
    #expect(surface.pixel(x: 155, y: 82) == white8)
    #expect(surface.pixel(x: 100, y: 130) == red8)
    #expect(surface.pixel(x: 100, y: 134) == white8)
}

@Test func scaleDrawsAtThePixelDensity() throws {
    let surface = try draw([layer(50, 50, 20, 20, red)], scale: 2)
    #expect(surface.width == 400 && surface.height == 400)
    #expect(surface.pixel(x: 101, y: 101) == red8)
    #expect(surface.pixel(x: 139, y: 139) == red8)
    #expect(surface.pixel(x: 141, y: 141) == white8)
}

@Test func shadowsFallBeneathAndFadeOut() throws {
    var card = RenderLayer(geometry: LayerGeometry(frame: Rect(x: 70, y: 70, width: 60, height: 60)), fill: .white)
    card.shadow = Shadow(color: .black, opacity: 1, offset: Point(x: 0, y: 20), radius: 5)
    let surface = try draw([.layer(card)])
    #expect(surface.pixel(x: 100, y: 100) == white8)  // the card covers its own shadow
    #expect(surface.pixel(x: 100, y: 140).r < 40)  // under the offset shape
    #expect(surface.pixel(x: 100, y: 185) == white8)  // beyond 3σ
}

@Test func imagesFitOrFillTheirLayer() throws {
    // A 20 × 10 image, red on the left, blue on the right, in a 100 × 100 layer at (50, 50).
    let dir = try temporaryDirectory("image")
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = try RenderSurface(width: 20, height: 10)
    source.fill(x: 0, y: 0, width: 10, height: 10, color: red8)
    source.fill(x: 10, y: 0, width: 10, height: 10, color: blue8)
    let path = dir.appendingPathComponent("halves.png").path
    try PNGEncoder.write(source, to: AtomicFileOutput(path: path))

    func drawn(_ mode: LayerImage.ContentMode) throws -> RenderSurface {
        try draw([
            .layer(
                RenderLayer(
                    geometry: LayerGeometry(frame: Rect(x: 50, y: 50, width: 100, height: 100)),
                    image: LayerImage(path: path, contentMode: mode)))
        ])
    }
    let fit = try drawn(.aspectFit)  // 100 × 50, rows 75…125
    #expect(fit.pixel(x: 60, y: 100) == red8)
    #expect(fit.pixel(x: 140, y: 100) == blue8)
    #expect(fit.pixel(x: 60, y: 60) == white8)
    let fill = try drawn(.aspectFill)  // 200 × 100, cropped to the layer
    #expect(fill.pixel(x: 60, y: 55) == red8)
    #expect(fill.pixel(x: 140, y: 55) == blue8)
    #expect(fill.pixel(x: 45, y: 100) == white8)

    #expect(throws: RenderError.unreadableImage(path: dir.path + "/missing.png", reason: "no such file")) {
        try draw([
            .layer(
                RenderLayer(
                    geometry: LayerGeometry(frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                    image: LayerImage(path: dir.path + "/missing.png")))
        ])
    }
}

@Test func aDimBackdropDarkensEverythingBeneathIt() throws {
    let surface = try draw([
        layer(0, 0, 100, 200, red), .backdrop(Backdrop(style: .dim, alpha: 0.4)), layer(150, 0, 50, 200, blue)
    ])
    #expect(near(surface.pixel(x: 120, y: 100), RGBA8(r: 153, g: 153, b: 153)))
    #expect(near(surface.pixel(x: 50, y: 100), RGBA8(r: 153, g: 0, b: 0)))
    #expect(surface.pixel(x: 175, y: 100) == blue8)  // drawn after the backdrop
}

@Test func aLetterboxedSceneEndsAtItsEdges() throws {
    // A 100 × 100 scene fitted into 300 × 100 px: margins of 100 px each side. A layer twice the
    // scene's width is cut at the scene's edges; the margins keep the background.
    let size = Size(width: 100, height: 100)
    let viewport = Viewport.fitted(size, intoWidth: 300, height: 100)
    let surface = try RenderSurface(for: viewport)
    let scene = RenderScene(size: size, background: .black, items: [layer(-50, 20, 200, 60, red)])
    try Renderer().render(scene, into: surface, viewport: viewport)
    #expect(surface.pixel(x: 99, y: 50) == RGBA8(r: 0, g: 0, b: 0))
    #expect(surface.pixel(x: 100, y: 50) == red8)
    #expect(surface.pixel(x: 199, y: 50) == red8)
    #expect(surface.pixel(x: 200, y: 50) == RGBA8(r: 0, g: 0, b: 0))
}
