import Testing

@testable import SwoopEngine

func screen(_ elements: [Element], _ modifiers: String = "") -> ScreenLayout {
    ScreenLayout(elements: elements, modifiers: try! ModifierParser.parse(modifiers, scope: .screen))
}

func element(
    _ id: String, hero: String? = nil, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    opacity: Double = 1, color: RGBA = .white, _ modifiers: String = ""
) -> Element {
    Element(
        id: id, heroID: hero, frame: Rect(x: x, y: y, width: w, height: h), opacity: opacity,
        backgroundColor: color, modifiers: try! ModifierParser.parse(modifiers))
}

func definition(
    _ source: ScreenLayout, _ destination: ScreenLayout, duration: DurationRule = .fixed(1),
    curve: CubicBezier = .linear
) -> TransitionDefinition {
    TransitionDefinition(
        name: "test", screenSize: Size(width: 100, height: 200), source: source, destination: destination,
        duration: duration, timingFunction: curve)
}

@Test func opaquePairIsOneTrackTranslucentPairCrossFades() throws {
    let opaque = definition(
        screen([element("a", hero: "x", 0, 0, 10, 10)]), screen([element("b", hero: "x", 50, 50, 20, 20)]))
    let plan = try TransitionPlan(opaque, direction: .present)
    #expect(plan.tracks == [TrackInfo(id: "b", heroID: "x", screen: .to, role: .matched)])
    let half = plan.frame(at: 0.5).states[0].presentedFrame
    #expect(half == Rect(x: 25, y: 25, width: 15, height: 15))

    let translucent = definition(
        screen([element("a", hero: "x", 0, 0, 10, 10, opacity: 0.5)]),
        screen([element("b", hero: "x", 50, 50, 20, 20)]))
    let crossFade = try TransitionPlan(translucent, direction: .present)
    #expect(crossFade.tracks.map(\.role) == [.matchedOut, .matchedIn])
    let frame = crossFade.frame(at: 0.5)
    #expect(frame.states[0].presentedFrame == frame.states[1].presentedFrame)
    #expect(abs(frame.states[0].opacity - 0.25) < 1e-12)  // 0.5 → 0
    #expect(abs(frame.states[1].opacity - 0.5) < 1e-12)  // 0 → 1
}

@Test func lastHeroIDWinsAsInHero() throws {
    let d = definition(
        screen([element("a1", hero: "x", 0, 0, 10, 10), element("a2", hero: "x", 30, 0, 10, 10)]),
        screen([element("b", hero: "x", 50, 50, 10, 10)]))
    let plan = try TransitionPlan(d, direction: .present)
    let b = plan.tracks.firstIndex { $0.id == "b" }!
    #expect(plan.frame(at: 0).states[b].presentedFrame.x == 30)
    #expect(plan.tracks.contains { $0.id == "a1" && $0.role == .disappearing })
}

@Test func dismissSwapsScreensAndModifiersDescribeOffScreenState() throws {
    let d = definition(
        screen([element("bg", 0, 0, 100, 200)]), screen([element("card", 0, 0, 100, 100, "translate(0,200) fade")]))
    let present = try TransitionPlan(d, direction: .present)
    let dismiss = try TransitionPlan(d, direction: .dismiss)
    let p = present.tracks.firstIndex { $0.id == "card" }!
    let q = dismiss.tracks.firstIndex { $0.id == "card" }!
    #expect(present.tracks[p].role == .appearing)
    #expect(dismiss.tracks[q].role == .disappearing)
    #expect(present.frame(at: 0).states[p].presentedFrame.y == 200)
    #expect(present.frame(at: 0).states[p].opacity == 0)
    #expect(dismiss.frame(at: 1).states[q].presentedFrame.y == 200)
    #expect(dismiss.frame(at: 0).states[q].opacity == 1)
}

@Test func conditionalModifiersFollowDirectionAndMatching() throws {
    let d = definition(
        screen([element("a", hero: "x", 0, 0, 10, 10, "whenMatched(cornerRadius(5))")]),
        screen([
            element("b", hero: "x", 0, 0, 10, 10),
            element("c", 0, 0, 10, 10, "whenPresenting(fade) whenDismissing(scale(2))")
        ]))
    let present = try TransitionPlan(d, direction: .present)
    let dismiss = try TransitionPlan(d, direction: .dismiss)
    let c = present.tracks.firstIndex { $0.id == "c" }!
    #expect(present.frame(at: 0).states[c].opacity == 0)
    #expect(present.frame(at: 0).states[c].scaleX == 1)
    let c2 = dismiss.tracks.firstIndex { $0.id == "c" }!
    #expect(dismiss.frame(at: 1).states[c2].opacity == 1)
    #expect(dismiss.frame(at: 1).states[c2].scaleX == 2)
    let b = present.tracks.firstIndex { $0.id == "b" }!
    #expect(present.frame(at: 0).states[b].cornerRadius == 5)
}

@Test func delayAndDurationMapProgressToTime() throws {
    // Total = 0.2 delay + 0.8 duration = 1 s; the other element lasts 0.5 s.
    let d = definition(
        screen([]),
        screen([
            element("late", 0, 0, 10, 10, "fade delay(0.2) duration(0.8)"),
            element("quick", 0, 0, 10, 10, "fade duration(0.5)")
        ]))
    let plan = try TransitionPlan(d, direction: .present)
    #expect(abs(plan.totalDuration - 1) < 1e-12)
    let late = plan.tracks.firstIndex { $0.id == "late" }!
    let quick = plan.tracks.firstIndex { $0.id == "quick" }!
    #expect(plan.frame(at: 0.2).states[late].opacity == 0)
    #expect(abs(plan.frame(at: 0.6).states[late].opacity - 0.5) < 1e-12)
    #expect(abs(plan.frame(at: 0.25).states[quick].opacity - 0.5) < 1e-12)
    #expect(plan.frame(at: 0.6).states[quick].opacity == 1)
}

@Test func cascadeDelaysElementsByRank() throws {
    let d = definition(
        screen([]),
        screen(
            [
                element("third", 0, 80, 10, 10), element("first", 0, 0, 10, 10),
                element("second", 0, 40, 10, 10)
            ], "fade cascade(0.1,topToBottom) duration(0.5)"))
    let plan = try TransitionPlan(d, direction: .present)
    #expect(abs(plan.totalDuration - 0.7) < 1e-12)  // screen 0.5 s; elements delayed 0, 0.1, 0.2
    let frame = plan.frame(at: 0.5)  // t = 0.35: screen fade at 0.35/0.5 = 0.7; elements have no own motion
    for id in ["first", "second", "third"] {
        let i = plan.tracks.firstIndex { $0.id == id }!
        #expect(abs(frame.states[i].opacity - 0.7) < 1e-9)
    }
    // The cascade delays are visible through each element's own motion: give them a translate.
    let moving = definition(
        screen([]),
        screen(
            [
                element("third", 0, 80, 10, 10, "translate(10,0)"), element("first", 0, 0, 10, 10, "translate(10,0)"),
                element("second", 0, 40, 10, 10, "translate(10,0)")
            ], "cascade(0.1) duration(0.5)"))
    let plan2 = try TransitionPlan(moving, direction: .present)
    let f = plan2.frame(at: 0.5)  // t = 0.35: first 0.7, second 0.5, third 0.3 of the way
    for (id, fraction) in [("first", 0.7), ("second", 0.5), ("third", 0.3)] {
        let i = plan2.tracks.firstIndex { $0.id == id }!
        #expect(abs(f.states[i].translation.x - 10 * (1 - fraction)) < 1e-9, "\(id)")
    }
}

@Test func sourceModifierBorrowsOtherScreensElement() throws {
    let d = definition(
        screen([element("bar", hero: "bar", 10, 20, 30, 4)]),
        screen([element("sheet", 0, 0, 100, 200, "source(bar)")]))
    let plan = try TransitionPlan(d, direction: .present)
    let i = plan.tracks.firstIndex { $0.id == "sheet" }!
    #expect(plan.frame(at: 0).states[i].presentedFrame == Rect(x: 10, y: 20, width: 30, height: 4))
    let missing = definition(screen([]), screen([element("sheet", 0, 0, 100, 200, "source(nope)")]))
    #expect(throws: EngineError.self) { try TransitionPlan(missing, direction: .present) }
}

@Test func arcBendsThePathTowardTheCorner() throws {
    let d = definition(
        screen([element("a", hero: "x", 0, 0, 10, 10)]), screen([element("b", hero: "x", 90, 190, 10, 10, "arc")]))
    let plan = try TransitionPlan(d, direction: .present)
    // Centres (5, 5) → (95, 195); from.y < to.y so maxControl = (5, 195), minControl = (50, 100); intensity 1 → (5, 195).
    // Quadratic at 0.5: 0.25·(5,5) + 0.5·(5,195) + 0.25·(95,195) = (27.5, 147.5).
    let s = plan.frame(at: 0.5).states[0]
    #expect(abs(s.center.x + s.translation.x - 27.5) < 1e-9)
    #expect(abs(s.center.y + s.translation.y - 147.5) < 1e-9)
}

@Test func springCurveFollowsStepResponse() throws {
    let d = definition(screen([]), screen([element("s", 0, 0, 10, 10, "translate(100,0) spring(250,20)")]))
    let plan = try TransitionPlan(d, direction: .present)
    let spring = Spring(stiffness: 250, damping: 20)
    let t = 0.1
    let expected = 1 + spring.state(at: t, displacement: -1, velocity: 0).position
    let s = plan.frame(at: t / plan.totalDuration).states[0]
    #expect(abs(s.translation.x - 100 * (1 - expected)) < 1e-9)
}

@Test func duplicateIDsAndMisplacedModifiersAreRefused() {
    let dup = definition(screen([element("a", 0, 0, 1, 1), element("a", 0, 0, 1, 1)]), screen([]))
    #expect(throws: EngineError.self) { try TransitionPlan(dup, direction: .present) }
    var bad = definition(screen([]), screen([]))
    bad.source.modifiers = [.position(Point(x: 1, y: 1))]
    #expect(throws: EngineError.self) { try TransitionPlan(bad, direction: .present) }
}

@Test func evaluatingIsPureInProgress() throws {
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    var buffer = plan.makeFrameBuffer()
    plan.evaluate(progress: 0.8, into: &buffer)
    plan.evaluate(progress: 0.42, into: &buffer)
    #expect(buffer.states == plan.frame(at: 0.42).states)
}
