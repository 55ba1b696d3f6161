import Testing

@testable import SwoopEngine

/// Hero's default types and the Hero rules they rest on (`DefaultAnimationPreprocessor`,
/// `MatchPreprocessor`, `SourcePreprocessor`, `UIView.optimizedDurationTo`), with hand-computed values.

private let directional = TransitionCatalog.all.filter {
    $0.name.hasPrefix("hero-") && $0.name != "hero-fade"
}

/// Hero gives both root views `.duration(0.35)` and `.timingFunction(.standard)`: every directional
/// type, zoom and zoomOut lasts 0.35 s both ways (their content cards do not move on their own: 0.208 s).
@Test(arguments: directional.map(\.name))
func heroDefaultTypesLast035Seconds(name: String) throws {
    let definition = try #require(TransitionCatalog.named(name))
    for direction in TransitionDirection.allCases {
        let plan = try TransitionPlan(definition, direction: direction)
        #expect(abs(plan.totalDuration - 0.35) < 1e-12, "\(name) \(direction): \(plan.totalDuration)")
    }
}

/// Hero's `.fade` replaces the destination's list with `[.fade]` and adds `.durationMatchLongest` to
/// both: the fade lasts as long as the longest animation, here Hero's auto 0.208 s (nothing moves).
/// The opaque source does not fade; the destination fades in over it.
@Test func heroFadeFadesOnlyTheDestinationOverAnOpaqueSource() throws {
    let plan = try TransitionPlan(TransitionCatalog.named("hero-fade")!, direction: .present)
    #expect(abs(plan.totalDuration - 0.208) < 1e-12)
    #expect(state(plan, "destinationScreen", at: 0).opacity == 0)
    #expect(abs(state(plan, "destinationScreen", at: 0.5).opacity - CubicBezier.standard.value(at: 0.5)) < 1e-9)
    #expect(state(plan, "sourceScreen", at: 1).opacity == 1)
    // Children fade with their screen.
    #expect(state(plan, "destinationContent", at: 0).opacity == 0)
    let translucent = HeroDefaultTypes.fadeModifiers(sourceOpaque: false)
    #expect(translucent.source == "fade durationMatchLongest")
}

@Test func heroPushSlidesWithAShadowAndShadesTheCoveredScreen() throws {
    let plan = try TransitionPlan(TransitionCatalog.named("hero-push-left")!, direction: .present)
    // The destination enters from +390 with Hero's shadow (opacity 0 → 0.5, radius 5, offset 0, black).
    let start = state(plan, "destinationScreen", at: 0)
    let end = state(plan, "destinationScreen", at: 1)
    #expect(start.presentedFrame.x == 390 && end.presentedFrame.x == 0)
    #expect(start.shadowOpacity == 0 && end.shadowOpacity == 0.5 && end.shadowRadius == 5 && end.shadowOffset == .zero)
    // The source leaves to −390/3 = −130 under a 0.1 black overlay, which covers its content card too.
    let source = state(plan, "sourceScreen", at: 1)
    let card = state(plan, "sourceContent", at: 1)
    #expect(abs(source.presentedFrame.x + 130) < 1e-9 && abs(source.shade - 0.1) < 1e-12 && source.shadeColor == .black)
    #expect(abs(card.presentedFrame.x - (16 - 130)) < 1e-9 && abs(card.shade - 0.1) < 1e-12)
    // Presenting decelerates (Hero's push); dismissing (Hero's pull) keeps the standard curve.
    let eased = state(plan, "destinationScreen", at: 0.5).presentedFrame.x
    #expect(abs(eased - 390 * (1 - CubicBezier.deceleration.value(at: 0.5))) < 1e-9)
    let back = try TransitionPlan(TransitionCatalog.named("hero-push-left")!, direction: .dismiss)
    let returning = state(back, "destinationScreen", at: 0.5).presentedFrame.x
    #expect(abs(returning - 390 * CubicBezier.standard.value(at: 0.5)) < 1e-9)
}

@Test func heroZoomScalesTheSourceAboutTheScreenCentre() throws {
    let plan = try TransitionPlan(TransitionCatalog.named("hero-zoom")!, direction: .present)
    // Source content (16, 100, 358, 200) inside the source screen, centre (195, 200); screen centre (195, 422).
    // At p = 1 the source is scaled 1.3 about (195, 422): centre y = 422 + 1.3·(200 − 422) = 133.4; 465.4 × 260.
    expectLook(
        plan, at: 1, "sourceContent", Look(x: 195 - 232.7, y: 133.4 - 130, w: 465.4, h: 260, opacity: 0, radius: 12))
    expectLook(plan, at: 0, "sourceContent", Look(x: 16, y: 100, w: 358, h: 200, opacity: 1, radius: 12))
    let order = plan.tracks.map(\.id)
    #expect(order.firstIndex(of: "sourceContent")! > order.firstIndex(of: "destinationContent")!)
}

private func scene(_ source: [Element], _ destination: [Element], duration: DurationRule = .auto)
    -> TransitionDefinition
{
    TransitionDefinition(
        name: "t", screenSize: Size(width: 400, height: 800), source: ScreenLayout(elements: source),
        destination: ScreenLayout(elements: destination), duration: duration, timingFunction: .linear)
}

private func box(
    _ id: String, hero: String? = nil, _ frame: Rect, color: RGBA = .white, opacity: Double = 1,
    _ modifiers: String = ""
) -> Element {
    Element(
        id: id, heroID: hero, frame: frame, opacity: opacity, backgroundColor: color,
        modifiers: try! ModifierParser.parse(modifiers))
}

/// Hero's auto duration counts the size change as a move: an element that only grows 300 pt wide
/// takes 0.208 + 300/3000 = 0.308 s; moving 120 right and growing 160 tall adds up: 0.208 + 280/3000.
@Test func autoDurationCountsTheSizeChange() throws {
    let grow = try TransitionPlan(
        scene([], [box("a", Rect(x: 0, y: 0, width: 400, height: 100), "size(100,100)")]), direction: .present)
    #expect(abs(grow.totalDuration - 0.308) < 1e-12)
    let both = try TransitionPlan(
        scene([], [box("a", Rect(x: 0, y: 0, width: 100, height: 100), "translate(120,0) size(100,260)")]),
        direction: .present)
    #expect(abs(both.totalDuration - (0.208 + 280.0 / 3000)) < 1e-12)
    // A scale counts through the transformed size vector: scale(2) of 100 × 100 → (200, 200), √2·100 pt.
    let scaled = try TransitionPlan(
        scene([], [box("a", Rect(x: 0, y: 0, width: 100, height: 100), "scale(2)")]), direction: .present)
    #expect(abs(scaled.totalDuration - (0.208 + 2.0.squareRoot() * 100 / 3000)) < 1e-12)
}

/// Hero's `MatchPreprocessor` copies the to-view's duration, delay, curve and arc onto the from-view.
@Test func aPairTakesItsTimingFromTheToSide() throws {
    let d = scene(
        [box("a", hero: "x", Rect(x: 0, y: 0, width: 10, height: 10), "duration(1) delay(0.5)")],
        [box("b", hero: "x", Rect(x: 0, y: 0, width: 10, height: 10), "duration(0.25)")])
    #expect(abs(try TransitionPlan(d, direction: .present).totalDuration - 0.25) < 1e-12)
    // Dismissing, the to-side is `a`: its 1 s after 0.5 s.
    #expect(abs(try TransitionPlan(d, direction: .dismiss).totalDuration - 1.5) < 1e-12)
}

/// `source(heroID:)` borrows geometry (position, size, transform, corner radius), never colour or opacity.
@Test func sourceBorrowsGeometryOnly() throws {
    var bar = box(
        "bar", hero: "bar", Rect(x: 10, y: 20, width: 30, height: 4), color: RGBA(red: 1, green: 0, blue: 0),
        opacity: 0.5)
    bar.cornerRadius = 2
    bar.transform = ElementTransform(rotateZ: 0.25)
    let d = scene([bar], [box("sheet", Rect(x: 0, y: 0, width: 400, height: 800), color: .white, "source(bar)")])
    let plan = try TransitionPlan(d, direction: .present)
    let start = state(plan, "sheet", at: 0)
    let f = start.presentedFrame
    #expect(abs(f.x - 10) < 1e-9 && abs(f.y - 20) < 1e-9 && abs(f.width - 30) < 1e-9 && abs(f.height - 4) < 1e-9)
    #expect(start.cornerRadius == 2 && abs(start.rotation - 0.25) < 1e-12)
    #expect(start.backgroundColor == .white && start.opacity == 1)
}

@Test func forceNonFadeKeepsATranslucentPairOneTrack() throws {
    let fading = scene(
        [box("a", hero: "x", Rect(x: 0, y: 0, width: 10, height: 10), opacity: 0.5)],
        [box("b", hero: "x", Rect(x: 50, y: 0, width: 10, height: 10))])
    #expect(try TransitionPlan(fading, direction: .present).tracks.map(\.role) == [.matchedOut, .matchedIn])
    var kept = fading
    kept.destination.elements[0].modifiers = [.forceNonFade]
    #expect(try TransitionPlan(kept, direction: .present).tracks.map(\.role) == [.matched])
}

@Test func durationMatchLongestTakesTheLongestDuration() throws {
    let d = scene(
        [],
        [
            box("slow", Rect(x: 0, y: 0, width: 10, height: 10), "fade duration(0.8)"),
            box("follower", Rect(x: 0, y: 0, width: 10, height: 10), "fade durationMatchLongest"),
            box("mover", Rect(x: 0, y: 0, width: 10, height: 10), "translate(300,0)")
        ])
    let plan = try TransitionPlan(d, direction: .present)
    #expect(abs(plan.totalDuration - 0.8) < 1e-12)
    // At p = 0.5 (t = 0.4 s) the follower, like the 0.8 s element, is half faded in (linear curve).
    #expect(abs(state(plan, "follower", at: 0.5).opacity - 0.5) < 1e-12)
    // The mover's own auto duration, 0.208 + 300/3000 = 0.308 s, is over by then.
    #expect(state(plan, "mover", at: 0.5).presentedFrame.x == 0)
}
