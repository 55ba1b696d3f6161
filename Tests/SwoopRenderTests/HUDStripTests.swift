import SwoopEngine
import SwoopRender
import Testing

// The heads-up strip: where each mark goes (pure layout), what each decision looks like, and the
// pixels it leaves over a real frame. Its legend is in docs/rendering.md; the golden `hud-states.png`
// shows one strip per row of that legend.

private let phone = SeedPresets.screen
private let layout = HUDStrip.layout(in: phone)!

private func layers(_ state: HUDState, in size: Size = phone) -> [RenderLayer] {
    HUDStrip.items(for: state, in: size).map {
        guard case .layer(let l) = $0 else { preconditionFailure("the strip is made of layers only") }
        return l
    }
}

private func withFill(_ colour: RGBA, _ state: HUDState) -> [RenderLayer] { layers(state).filter { $0.fill == colour } }

@Test func theStripIsDrawnOverTheWholeScene() throws {
    let frames = try PresetFrames(SeedPresets.zoom)
    let scene = frames.adapter.scene(for: frames.plan.frame(at: 0.3))
    let state = HUDState(progress: 0.3, threshold: 0.5)
    let over = scene.withHUD(state)
    #expect(Array(over.items.prefix(scene.items.count)) == scene.items)
    #expect(Array(over.items.dropFirst(scene.items.count)) == HUDStrip.items(for: state, in: scene.size))
    #expect(scene.withHUD(nil) == scene)
}

@Test(arguments: [(0.3, 0.5, 0.62), (0.8, 0.3, 0.1), (0.05, 0.95, 0.5)])
func marksSitAtTheirValuesAlongTheTrack(progress: Double, threshold: Double, projected: Double) throws {
    let state = HUDState(progress: progress, threshold: threshold, projected: projected)
    let length = layout.trackEnd - layout.trackStart
    let fill = try #require(withFill(HUDStrip.Palette.progress, state).first)
    #expect(
        abs(fill.geometry.position.x + fill.geometry.size.width / 2 - (layout.trackStart + progress * length)) < 1e-9)
    let tick = try #require(withFill(HUDStrip.Palette.threshold, state).first)
    #expect(abs(tick.geometry.position.x - (layout.trackStart + threshold * length)) < 1e-9)
    #expect(
        tick.geometry.size.height > HUDStrip.layout(in: phone)!.plate.height / 2, "the tick stands out of the track")
    let dot = try #require(withFill(HUDStrip.Palette.projection, state).last)
    #expect(abs(dot.geometry.position.x - (layout.trackStart + projected * length)) < 1e-9)
    // The projection line joins the progress to the projected dot, whichever way it points.
    let line = try #require(withFill(HUDStrip.Palette.projection, state).first)
    #expect(abs(line.geometry.size.width - abs(projected - progress) * length) < 1e-9)
}

@Test func valuesBeyondTheTrackAreDrawnAtItsEnds() throws {
    let over = layers(HUDState(progress: 1.4, threshold: 0.3, projected: -0.5))
    let fill = try #require(over.first { $0.fill == HUDStrip.Palette.progress })
    #expect(abs(fill.geometry.position.x + fill.geometry.size.width / 2 - layout.trackEnd) < 1e-9)
    // A projection past an end is a ring at that end (at least this far), not a dot.
    let ring = try #require(over.first { $0.border?.color == HUDStrip.Palette.projection })
    #expect(ring.fill == .clear)
    #expect(ring.geometry.position.x == layout.trackStart)
    #expect(
        layers(HUDState(progress: .nan, threshold: 0.3)).allSatisfy { $0.fill != HUDStrip.Palette.progress },
        "no progress drawn for NaN")
}

@Test func aDecisionColoursTheProgressByItsOutcome() {
    #expect(
        !withFill(
            HUDStrip.Palette.finish,
            HUDState(progress: 0.6, threshold: 0.3, decision: HUDDecision(.finish, by: .threshold))
        ).isEmpty)
    #expect(
        withFill(
            HUDStrip.Palette.progress,
            HUDState(progress: 0.6, threshold: 0.3, decision: HUDDecision(.cancel, by: .threshold))
        ).isEmpty)
    #expect(
        withFill(HUDStrip.Palette.finish, HUDState(progress: 0.6, threshold: 0.3)).isEmpty, "no badge before a decision"
    )
}

@Test func eachRuleFamilyHasItsOwnBadgeShape() {
    func badge(_ family: HUDDecision.RuleFamily, _ outcome: HUDDecision.Outcome) -> RenderLayer {
        layers(HUDState(progress: 0, threshold: 0.3, decision: HUDDecision(outcome, by: family))).last!
    }
    /// What tells shapes apart: size, corner radius, rotation, hollow or filled.
    func shape(_ l: RenderLayer) -> String {
        "\(l.geometry.size) r\(l.geometry.cornerRadius) \(l.geometry.transform == .identity ? "upright" : "turned") \(l.fill == .clear ? "ring" : "solid")"
    }
    let shapes = HUDDecision.RuleFamily.allCases.map { shape(badge($0, .cancel)) }
    #expect(Set(shapes).count == HUDDecision.RuleFamily.allCases.count, "\(shapes)")
    for family in HUDDecision.RuleFamily.allCases {
        #expect(shape(badge(family, .finish)) == shape(badge(family, .cancel)), "the outcome changes the colour only")
        let colours = [badge(family, .finish), badge(family, .cancel)].map {
            $0.fill == .clear ? $0.border!.color : $0.fill
        }
        #expect(colours == [HUDStrip.Palette.finish, HUDStrip.Palette.cancel])
        #expect(badge(family, .finish).geometry.position == layout.badgeCenter)
    }
}

@Test func aSceneTooSmallForTheStripGetsNone() {
    #expect(HUDStrip.items(for: HUDState(progress: 0.5, threshold: 0.3), in: Size(width: 80, height: 300)).isEmpty)
    #expect(HUDStrip.items(for: HUDState(progress: 0.5, threshold: 0.3), in: Size(width: 390, height: 40)).isEmpty)
    #expect(!HUDStrip.items(for: HUDState(progress: 0.5, threshold: 0.3), in: Size(width: 120, height: 60)).isEmpty)
}

/// Over a real frame at 2 px per point: each mark shows its colour where it should, on top of the
/// blurred transition beneath.
@Test func theStripsMarksShowOverAFrame() throws {
    let frames = try PresetFrames(SeedPresets.zoom, scale: 2)
    let state = HUDState(
        progress: 0.3, threshold: 0.5, projected: 0.75, decision: HUDDecision(.finish, by: .projection))
    let surface = try RenderSurface(for: frames.viewport)
    try frames.renderer.render(
        frames.adapter.scene(for: frames.plan.frame(at: 0.3)).withHUD(state), into: surface, viewport: frames.viewport)
    func at(_ x: Double, _ y: Double = layout.centerY) -> RGBA8 { surface.pixel(x: Int(x * 2), y: Int(y * 2)) }
    func rgb8(_ c: RGBA) -> RGBA8 {
        RGBA8(
            r: UInt8((c.red * 255).rounded()), g: UInt8((c.green * 255).rounded()), b: UInt8((c.blue * 255).rounded()))
    }
    #expect(near(at(layout.x(of: 0.15)), rgb8(HUDStrip.Palette.finish), 2))
    #expect(
        near(at(layout.x(of: 0.5), layout.centerY - 6), rgb8(HUDStrip.Palette.threshold), 2), "the tick above the track"
    )
    #expect(near(at(layout.x(of: 0.75)), rgb8(HUDStrip.Palette.projection), 2))
    #expect(near(at(layout.badgeCenter.x, layout.badgeCenter.y), rgb8(HUDStrip.Palette.finish), 2))
    // The plate darkens what is under it; the track beyond the projection is lighter than the plate.
    let plate = at(layout.plate.x + 6)
    let track = at(layout.x(of: 0.9))
    #expect(plate.r < 140 && plate.g < 140 && plate.b < 140, "plate \(plate)")
    #expect(track.r > plate.r + 30, "track \(track) over plate \(plate)")
}

/// One strip per row of the legend in docs/rendering.md, each over white at 2 px per point.
@Test func theLegendsStatesMatchTheirGolden() throws {
    let states: [HUDState] = [
        HUDState(progress: 0.22, threshold: 0.3),
        HUDState(progress: 0.22, threshold: 0.3, projected: 0.41),
        HUDState(progress: 0.62, threshold: 0.3, projected: 0.66, decision: HUDDecision(.finish, by: .threshold)),
        HUDState(progress: 0.22, threshold: 0.3, projected: 0.41, decision: HUDDecision(.finish, by: .projection)),
        HUDState(progress: 0.48, threshold: 0.3, projected: 0.12, decision: HUDDecision(.cancel, by: .projection)),
        HUDState(progress: 0.7, threshold: 0.3, projected: -0.2, decision: HUDDecision(.cancel, by: .reverseFlick)),
        HUDState(progress: 0.55, threshold: 0.3, projected: 0.55, decision: HUDDecision(.cancel, by: .interrupted))
    ]
    let row = Size(width: 390, height: 60)
    let sheet = try RenderSurface(width: 780, height: 120 * states.count)
    for (i, state) in states.enumerated() {
        try sheet.place(draw(HUDStrip.items(for: state, in: row), size: row, scale: 2), x: 0, y: 120 * i)
    }
    try expectGolden(sheet, "hud-states")
}
