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
    // Tracks: the list with its three cells and their contents (source: 13), then the photo and the
    // close button (destination). The blur goes between the two screens, in both directions.
    let plan = try TransitionPlan(SeedPresets.zoom, direction: direction)
    let adapter = EngineFrameAdapter(definition: SeedPresets.zoom, plan: plan)
    #expect(Array(plan.tracks.map(\.id).suffix(2)) == ["photo", "close"])
    #expect(plan.tracks.prefix(13).allSatisfy { $0.screen == (direction == .present ? .from : .to) })
    #expect(adapter.overlayPosition == 13)
    let frame = plan.frame(at: 0.5)
    let scene = adapter.scene(for: frame)
    #expect(kinds(scene) == Array(repeating: "layer", count: 13) + ["backdrop:blur", "layer", "layer"])
    #expect(scene.items[13] == .backdrop(Backdrop(style: .blur, alpha: frame.overlayAlpha)))
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
    // image (purple, 390 × 390 at the top) is lifted over both.
    let frames = try PresetFrames(SeedPresets.match)
    let surface = try frames.surface(at: 0)
    #expect(surface.pixel(x: 195, y: 200) == RGBA8(r: 0x58, g: 0x56, b: 0xD6))
    // The grid's other card is under the detail.
    #expect(surface.pixel(x: 290, y: 420) == RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
    let settled = try frames.surface(at: 1)
    #expect(settled.pixel(x: 290, y: 230) == RGBA8(r: 0xE5, g: 0xE5, b: 0xEA))  // now the other card shows
}
