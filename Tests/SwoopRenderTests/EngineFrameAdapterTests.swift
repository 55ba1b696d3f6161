import Foundation
import SwoopEngine
import SwoopRender
import Testing

private func kinds(_ scene: RenderScene) -> [String] {
    scene.items.map { item in
        switch item {
        case .layer: "layer"
        case .backdrop(let b): "backdrop:\(b.style.rawValue)"
        }
    }
}

@Test(arguments: TransitionDirection.allCases)
func theZoomBlurLiesOverTheSourceScreenAndUnderTheDestination(direction: TransitionDirection) throws {
    // Tracks: the list with its chrome, section, rows and their contents (source), then the detail
    // holding the photo and its close title (destination). The blur goes between the two screens, in
    // both directions.
    let plan = try TransitionPlan(SeedPresets.zoom, direction: direction)
    let adapter = EngineFrameAdapter(definition: SeedPresets.zoom, plan: plan)
    #expect(Array(plan.tracks.map(\.id).suffix(2)) == ["photo", "close"])
    let list = plan.tracks.count - 2
    #expect(list > 30)
    #expect(plan.tracks.prefix(list).allSatisfy { $0.screen == (direction == .present ? .from : .to) })
    #expect(adapter.overlayPosition == list)
    let frame = plan.frame(at: 0.5)
    let scene = adapter.scene(for: frame)
    #expect(kinds(scene) == Array(repeating: "layer", count: list) + ["backdrop:blur", "layer", "layer"])
    #expect(scene.items[list] == .backdrop(Backdrop(style: .blur, alpha: frame.overlayAlpha)))
    #expect(frame.overlayAlpha > 0 && frame.overlayAlpha < 1)
}

@Test func whenTheSourceCoversTheDestinationTheBackdropGoesOverBoth() throws {
    let screen = Size(width: 100, height: 100)
    let definition = TransitionDefinition(
        name: "under", screenSize: screen,
        source: ScreenLayout(elements: [Element(id: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100))]),
        destination: ScreenLayout(elements: [Element(id: "b", frame: Rect(x: 0, y: 0, width: 100, height: 100))]),
        overlay: Overlay(style: .dim, alpha: 0.5), destinationAbove: false)
    let plan = try TransitionPlan(definition, direction: .present)
    #expect(plan.tracks.map(\.id) == ["b", "a"])
    let adapter = EngineFrameAdapter(definition: definition, plan: plan)
    #expect(kinds(adapter.scene(for: plan.frame(at: 1))) == ["layer", "layer", "backdrop:dim"])
}

@Test func presetsWithoutAnOverlayHaveNoBackdrop() throws {
    let plan = try TransitionPlan(SeedPresets.circle, direction: .present)
    let scene = EngineFrameAdapter(definition: SeedPresets.circle, plan: plan).scene(for: plan.frame(at: 0.5))
    #expect(kinds(scene).allSatisfy { $0 == "layer" } && scene.items.count == plan.tracks.count)
}

@Test func aStateBecomesALayerAboutItsCentre() {
    var state = VisualState(
        frame: Rect(x: 10, y: 20, width: 40, height: 60), opacity: 0.75, cornerRadius: 8,
        transform: ElementTransform(translateX: 5, translateY: -5, rotateZ: 0.3, scaleX: 2, scaleY: 0.5).matrix,
        backgroundColor: RGBA(red: 0.2, green: 0.4, blue: 0.6))
    state.shade = 0.25
    let layer = EngineFrameAdapter.layer(state)
    #expect(layer.geometry.position == Point(x: 30, y: 50))  // the anchor; the translation (5, −5) is the transform's
    #expect(layer.geometry.transform.m14 == 5 && layer.geometry.transform.m24 == -5)
    #expect(layer.geometry.size == Size(width: 40, height: 60))
    #expect(layer.geometry.cornerRadius == 8)
    #expect(layer.opacity == 0.75 && layer.shade == 0.25 && layer.fill == RGBA(red: 0.2, green: 0.4, blue: 0.6))
    let t = layer.geometry.transform
    let c = cos(0.3)
    let s = sin(0.3)
    // rotate · scale: the local x axis goes to (2 cos, 2 sin), the y axis to (−0.5 sin, 0.5 cos).
    #expect(abs(t.m11 - 2 * c) < 1e-12 && abs(t.m21 - 2 * s) < 1e-12)
    #expect(abs(t.m12 + 0.5 * s) < 1e-12 && abs(t.m22 - 0.5 * c) < 1e-12)
}

@Test func theMatchedCardDrawsOverTheDetailScreen() throws {
    // Dismissing `match` at progress 0: the detail screen (pale grey) covers the grid, and the matched
    // image (photo 2, aspect-fill, 390 × 390 at the top) is lifted over both.
    let frames = try PresetFrames(SeedPresets.match)
    func photo(_ n: Int, _ frame: Rect, radius: Double = 0) throws -> RenderSurface {
        let surface = try RenderSurface(for: frames.viewport)
        let layer = RenderLayer(
            geometry: LayerGeometry(frame: frame, cornerRadius: radius), image: LayerImage(.landscape(n)))
        try frames.renderer.render(
            RenderScene(size: frames.plan.screenSize, items: [.layer(layer)]), into: surface,
            viewport: frames.viewport)
        return surface
    }
    let surface = try frames.surface(at: 0)
    let image = try photo(2, Rect(x: 0, y: 0, width: 390, height: 390))
    #expect(surface.pixel(x: 195, y: 200) == image.pixel(x: 195, y: 200))
    #expect(surface.pixel(x: 100, y: 50) == image.pixel(x: 100, y: 50))
    // The grid's other card is under the detail.
    #expect(surface.pixel(x: 290, y: 420) == RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
    let settled = try frames.surface(at: 1)
    let other = try photo(4, Rect(x: 203, y: 120, width: 171, height: 228), radius: 12)
    #expect(settled.pixel(x: 290, y: 230) == other.pixel(x: 290, y: 230))  // now the other card shows
}
