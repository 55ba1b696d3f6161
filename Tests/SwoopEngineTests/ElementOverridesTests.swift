import SwoopCore
import SwoopTestSupport
import Testing

@testable import SwoopEngine

// Hero's apply(modifiers:to:) / changeTarget(modifiers:isDestination:to:) in frame evaluation.
// The scene: pair a (0,0,10×10) ↔ b (50,50,20×20) by heroID x, one linear second, so at progress p the
// pair's centre is (5 + 55p, 5 + 55p) and its side 10 + 10p; plus an unmatched element on each screen.

private func pairScene(translucent: Bool = false) throws -> TransitionPlan {
    let d = definition(
        screen([
            element("a", hero: "x", 0, 0, 10, 10, opacity: translucent ? 0.5 : 1),
            element("s", 0, 100, 20, 20, "fade")
        ]),
        screen([element("b", hero: "x", 50, 50, 20, 20), element("c", 0, 150, 20, 20, "fade translate(0,50)")]))
    return try TransitionPlan(d, direction: .present)
}

private func index(_ plan: TransitionPlan, _ id: String) -> Int { plan.tracks.firstIndex { $0.id == id }! }

private func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

private func evaluated(_ plan: TransitionPlan, _ progress: Double, _ overrides: ElementOverrides) throws -> FrameBuffer
{
    var buffer = plan.makeFrameBuffer()
    try plan.evaluate(progress: progress, overrides: overrides, into: &buffer)
    return buffer
}

private func centre(_ s: VisualState) -> Point {
    Point(x: s.center.x + s.translation.x, y: s.center.y + s.translation.y)
}
private func distance(_ a: VisualState, _ b: VisualState) -> Double {
    let p = centre(a)
    let q = centre(b)
    return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
}

@Test func anAppliedTranslateSetsTheTransformWhileTheRestFollowsTheProgress() throws {
    let plan = try pairScene()
    var overrides = ElementOverrides()
    try overrides.apply([.translate(x: 0, y: 100)], to: "b", at: 0.3, interactive: true)
    let b = index(plan, "b")
    // At 0.3: centre (21.5, 21.5), side 13 → (15, 15, 13, 13); its transform is exactly 100 down.
    let frame = try evaluated(plan, 0.3, overrides)
    #expect(near(frame.states[b].presentedFrame, Rect(x: 15, y: 115, width: 13, height: 13)))
    #expect(frame.states[b].transform == .translation(x: 0, y: 100))
    // Progress moves on without a new apply: the transform holds (Hero sets that layer key), the
    // position and size still follow the progress (their animations are still seeked): at 0.6
    // centre (38, 38), side 16.
    let later = try evaluated(plan, 0.6, overrides)
    #expect(near(later.states[b].presentedFrame, Rect(x: 30, y: 130, width: 16, height: 16)))
    // Everything else is the plain frame.
    let plain = plan.frame(at: 0.6)
    for i in plan.tracks.indices where i != b { #expect(later.states[i] == plain.states[i]) }
}

@Test func anApplySetsAbsoluteValuesOverATransformedTrack() throws {
    // The match tutorial's case: the detail, tilted, lifted and scaled on its track, is dragged by
    // `apply(.translate(x:))`: its transform is exactly the translation, no tilt, lift or scale.
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    let detail = index(plan, "detail")
    var overrides = ElementOverrides()
    try overrides.apply([.translate(x: -117, y: 0)], to: "detail", at: 0.3, interactive: true)
    let frame = try evaluated(plan, 0.3, overrides)
    #expect(frame.states[detail].transform == .translation(x: -117, y: 0))
    #expect(frame.states[detail].opacity == plan.frame(at: 0.3).states[detail].opacity)
}

@Test func aReleasedOverrideSettlesWithoutAJumpAndEndsOnTheChangedTarget() throws {
    let plan = try pairScene()
    let b = index(plan, "b")
    var machine = TransitionMachine(timing: plan.settleTiming)
    var overrides = ElementOverrides()
    func ms(_ v: Int64) -> Timestamp { Timestamp(micros: v * 1000) }
    _ = machine.handle(.begin, at: ms(0))
    _ = machine.handle(.update(progress: 0.4), at: ms(50))
    try overrides.apply([.translate(x: 0, y: 100)], to: "b", at: machine.presentedProgress, interactive: true)
    let held = try evaluated(plan, 0.4, overrides).states[b]
    // A target changed after the apply moves where the element goes, not the state it is held in.
    try overrides.changeTarget([.translate(x: 30, y: 0)], isDestination: true, of: "b")
    #expect(try evaluated(plan, 0.4, overrides).states[b] == held)

    _ = machine.handle(.finish(velocity: 0.8), at: ms(60))
    overrides.release(at: machine.presentedProgress)
    // At the release progress the element is exactly where the finger left it; just past it, barely moved.
    #expect(try evaluated(plan, 0.4, overrides).states[b] == held)
    #expect(distance(try evaluated(plan, 0.4 + 1e-7, overrides).states[b], held) < 1e-4)

    var shown = [held]
    var time = machine.frameClock.frame(after: ms(60))
    while machine.needsFrames {
        for case .frame(let p) in machine.handle(.tick, at: time) {
            shown.append(try evaluated(plan, p, overrides).states[b])
        }
        time = machine.frameClock.frame(after: time)
    }
    let steps = zip(shown, shown.dropFirst()).map { distance($0, $1) }
    // Without the blend the first frame would jump ~100 pt back onto the track; it moves like the rest.
    #expect(steps[0] < 3 && steps[0] <= steps.dropFirst().max()!, "first settle step \(steps[0]) pt")
    // The last frame is the changed end: (50, 50, 20, 20) moved 30 right.
    #expect(machine.presentedProgress == 1)
    #expect(near(shown.last!.presentedFrame, Rect(x: 80, y: 50, width: 20, height: 20)))
}

@Test func anApplyHoldsItsKeysOverAChangedTarget() throws {
    let plan = try pairScene()
    let b = index(plan, "b")
    var overrides = ElementOverrides()
    try overrides.changeTarget([.cornerRadius(8), .translate(x: 0, y: 40)], isDestination: true, of: "b")
    try overrides.apply([.translate(x: 5, y: 0)], to: "b", at: 0.5, interactive: true)
    // Halfway: the position and size (25, 25, 15, 15) and the corner radius (4) follow the changed
    // track; the transform is the applied one, 5 to the right, not the change's 20 down.
    let held = try evaluated(plan, 0.5, overrides).states[b]
    #expect(near(held.presentedFrame, Rect(x: 30, y: 25, width: 15, height: 15)))
    #expect(abs(held.cornerRadius - 4) < 1e-9)
    try overrides.changeTarget([.translate(x: 0, y: 90)], isDestination: true, of: "a")  // the partner, later
    try overrides.changeTarget([.translate(x: 0, y: 60)], isDestination: true, of: "b")  // replaces the first
    #expect(try evaluated(plan, 0.5, overrides).states[b].transform == .translation(x: 5, y: 0))
    overrides.release(at: 0.5)
    // Ends at the latest change reaching the track: b's (60 down), made after a's.
    #expect(
        near(try evaluated(plan, 1, overrides).states[b].presentedFrame, Rect(x: 50, y: 110, width: 20, height: 20)))
}

@Test func changeTargetMovesTheEndOrTheStartState() throws {
    let plan = try pairScene()
    let b = index(plan, "b")
    var toEnd = ElementOverrides()
    try toEnd.changeTarget([.translate(x: 0, y: 40)], isDestination: true, of: "b")
    #expect(near(try evaluated(plan, 1, toEnd).states[b].presentedFrame, Rect(x: 50, y: 90, width: 20, height: 20)))
    #expect(near(try evaluated(plan, 0, toEnd).states[b].presentedFrame, Rect(x: 0, y: 0, width: 10, height: 10)))
    // Halfway to the new end: centre (32.5, 52.5), side 15.
    #expect(near(try evaluated(plan, 0.5, toEnd).states[b].presentedFrame, Rect(x: 25, y: 45, width: 15, height: 15)))

    var toStart = ElementOverrides()
    try toStart.changeTarget([.position(Point(x: 5, y: 45))], isDestination: false, of: "b")
    #expect(near(try evaluated(plan, 0, toStart).states[b].presentedFrame, Rect(x: 0, y: 40, width: 10, height: 10)))
    #expect(near(try evaluated(plan, 1, toStart).states[b].presentedFrame, Rect(x: 50, y: 50, width: 20, height: 20)))
}

@Test func anOverrideOnAMatchedElementReachesItsPartner() throws {
    // The opaque pair is one track named by the to-side ("b"); naming the from-side ("a") reaches it.
    let plan = try pairScene()
    let b = index(plan, "b")
    var overrides = ElementOverrides()
    try overrides.apply([.translate(x: 7, y: 0)], to: "a", at: 0, interactive: true)
    #expect(near(try evaluated(plan, 0, overrides).states[b].presentedFrame, Rect(x: 7, y: 0, width: 10, height: 10)))

    // A translucent pair is two cross-fading tracks: both follow either side's override.
    let crossFade = try pairScene(translucent: true)
    let out = crossFade.tracks.firstIndex { $0.role == .matchedOut }!
    let into = crossFade.tracks.firstIndex { $0.role == .matchedIn }!
    var target = ElementOverrides()
    try target.changeTarget([.translate(x: 0, y: 40)], isDestination: true, of: "b")
    let end = try evaluated(crossFade, 1, target)
    #expect(near(end.states[out].presentedFrame, Rect(x: 50, y: 90, width: 20, height: 20)))
    #expect(near(end.states[into].presentedFrame, Rect(x: 50, y: 90, width: 20, height: 20)))
    #expect(end.states[out].opacity == 0 && end.states[into].opacity == 1)  // still cross-fading
    var applied = ElementOverrides()
    try applied.apply([.translate(x: 0, y: 5)], to: "a", at: 0.5, interactive: true)
    let half = try evaluated(crossFade, 0.5, applied)
    let plainHalf = crossFade.frame(at: 0.5)
    for i in [out, into] {
        #expect(abs(half.states[i].presentedFrame.y - plainHalf.states[i].presentedFrame.y - 5) < 1e-9)
    }
}

@Test func whenBothSidesOfAPairAreNamedTheLaterCallWins() throws {
    let plan = try pairScene()
    let b = index(plan, "b")
    var overrides = ElementOverrides()
    try overrides.apply([.translate(x: 1, y: 0)], to: "b", at: 0, interactive: true)
    try overrides.apply([.translate(x: 2, y: 0)], to: "a", at: 0, interactive: true)
    #expect(try evaluated(plan, 0, overrides).states[b].presentedFrame.x == 2)
    try overrides.apply([.translate(x: 3, y: 0)], to: "b", at: 0, interactive: true)  // replaces, moves last
    #expect(try evaluated(plan, 0, overrides).states[b].presentedFrame.x == 3)
}

@Test func aLaterCallReplacesWhatItSaysOfTheSameProperty() throws {
    let plan = try pairScene()
    let b = index(plan, "b")
    var overrides = ElementOverrides()
    try overrides.apply([.translate(x: 0, y: 80), .opacity(0.5)], to: "b", at: 0, interactive: true)
    try overrides.apply([.translate(x: 0, y: 140)], to: "b", at: 0, interactive: true)  // the finger moved on
    let s = try evaluated(plan, 0, overrides).states[b]
    #expect(s.presentedFrame.y == 140 && s.opacity == 0.5)
    try overrides.changeTarget([.translate(x: 30, y: 0)], isDestination: true, of: "b")
    try overrides.changeTarget([.cornerRadius(8)], isDestination: true, of: "b")
    #expect(overrides.target(of: "b", isDestination: true) == [.translate(x: 30, y: 0), .cornerRadius(8)])
    #expect(ElementOverrides.merge([.scale(x: 2, y: 2), .fade], [.rotate(1)]) == [.fade, .rotate(1)])
}

@Test func anUnknownElementIsATypedErrorAndLeavesThePlainFrame() throws {
    let plan = try pairScene()
    var overrides = ElementOverrides()
    try overrides.apply([.translate(x: 0, y: 100)], to: "b", at: 0.5, interactive: true)
    try overrides.changeTarget([.fade], isDestination: true, of: "nope")
    var buffer = plan.makeFrameBuffer()
    #expect(throws: EngineError.unknownElement(transition: "test", element: "nope")) {
        try plan.evaluate(progress: 0.5, overrides: overrides, into: &buffer)
    }
    #expect(buffer.states == plan.frame(at: 0.5).states)
    // The same buffer evaluates correctly afterwards (no bookkeeping left behind).
    var good = ElementOverrides()
    try good.apply([.translate(x: 0, y: 100)], to: "b", at: 0.5, interactive: true)
    try plan.evaluate(progress: 0.5, overrides: good, into: &buffer)
    #expect(near(buffer.states[index(plan, "b")].presentedFrame, Rect(x: 25, y: 125, width: 15, height: 15)))
    try plan.evaluate(progress: 0.5, overrides: ElementOverrides(), into: &buffer)
    #expect(buffer.states == plan.frame(at: 0.5).states)
}

@Test func overridesTakeVisualModifiersOnly() {
    var overrides = ElementOverrides()
    #expect(throws: EngineError.self) {
        try overrides.apply([.translate(x: 1, y: 1), .duration(1)], to: "b", at: 0, interactive: true)
    }
    #expect(throws: EngineError.self) {
        try overrides.changeTarget([.whenMatched([.fade])], isDestination: true, of: "b")
    }
    #expect(overrides.isEmpty)
}

@Test func noOverridesIsThePlainFrameForEveryPreset() throws {
    for definition in TransitionCatalog.all {
        for direction in TransitionDirection.allCases {
            let plan = try TransitionPlan(definition, direction: direction)
            var buffer = plan.makeFrameBuffer()
            for p in [0, 0.3, 1] {
                try plan.evaluate(progress: p, overrides: ElementOverrides(), into: &buffer)
                #expect(
                    buffer.states == plan.frame(at: p).states && buffer.overlayAlpha == plan.frame(at: p).overlayAlpha)
            }
        }
    }
    // And the golden values through the overrides entry point (GoldenPresetTests, zoom dismiss at 0.3).
    let zoom = try TransitionPlan(SeedPresets.zoom, direction: .dismiss)
    let photo = try evaluated(zoom, 0.3, ElementOverrides()).states[index(zoom, "photo")]
    #expect(
        near(photo.presentedFrame, Rect(x: 6, y: 61.2, width: 378, height: 620.8), 1e-6)
            && abs(photo.cornerRadius - 3) < 1e-9)
}

/// Every element of every preset (screens that move, arcs, cross-fades, children): an override sets the
/// keys it names in its parent's space (its children follow it), nothing jumps at release, and
/// both ends are the track's own; tracks neither reached nor inside a reached one are untouched.
@Test func overridesBehaveOnEveryPresetElement() throws {
    var rng = SplitMix64(seed: 2024)
    print("overridesBehaveOnEveryPresetElement seed 2024")
    for definition in TransitionCatalog.all {
        for direction in TransitionDirection.allCases {
            let plan = try TransitionPlan(definition, direction: direction)
            let ids = Set((definition.source.elements + definition.destination.elements).flatMap(\.subtree).map(\.id))
            func inside(_ t: Int, _ reached: ElementTracks) -> Bool {
                var ancestor = plan.parents[t]
                while let a = ancestor {
                    if reached.contains(a) { return true }
                    ancestor = plan.parents[a]
                }
                return false
            }
            for id in ids.sorted() {
                let applyAt = Double.random(in: 0...1, using: &rng)
                let releaseAt = Double.random(in: 0.01...0.99, using: &rng)
                var overrides = ElementOverrides()
                let modifiers: [Modifier] = [.translate(x: 13, y: -7), .scale(x: 1.2, y: 1.2), .opacity(0.5)]
                try overrides.apply(modifiers, to: id, at: applyAt, interactive: true)
                let reached = plan.elementTracks[id]!
                let held = try evaluated(plan, releaseAt, overrides)
                let plainHeld = plan.frame(at: releaseAt)
                for t in plan.tracks.indices {
                    guard reached.contains(t) else {
                        if !inside(t, reached) { #expect(held.states[t] == plainHeld.states[t]) }
                        continue
                    }
                    // Its state now with the named keys set, drawn inside its parent as it is now.
                    var expected = plan.presented(plan.motions[t], at: releaseAt)
                    expected.set(modifiers)
                    if let parent = plan.parents[t] { expected = expected.composed(in: held.states[parent]) }
                    #expect(held.states[t] == expected, "\(plan.name) \(direction) \(id)")
                }
                overrides.release(at: releaseAt)
                let justAfter = try evaluated(plan, releaseAt + 1e-9, overrides)
                let justBefore = try evaluated(plan, releaseAt - 1e-9, overrides)
                let end = try evaluated(plan, 1, overrides)
                let start = try evaluated(plan, 0, overrides)
                for i in 0..<reached.count {
                    let t = reached[i]
                    // Continuous: the blend's slope is |override − track| / (remaining progress), at most
                    // ~1e5 pt per unit progress here, so 1e-9 of progress moves it less than 1e-4 pt.
                    #expect(
                        distance(justAfter.states[t], held.states[t]) < 1e-4
                            && distance(justBefore.states[t], held.states[t]) < 1e-4,
                        "\(plan.name) \(direction) \(id) jumps at release \(releaseAt)")
                    #expect(abs(justAfter.states[t].opacity - held.states[t].opacity) < 1e-5)
                    #expect(
                        end.states[t] == plan.frame(at: 1).states[t] && start.states[t] == plan.frame(at: 0).states[t])
                }
            }
        }
    }
}

@Test func releaseWeightIsZeroAtTheReleaseAndOneAtEitherEnd() {
    var rng = SplitMix64(seed: 7)
    print("releaseWeightIsZeroAtTheReleaseAndOneAtEitherEnd seed 7")
    for _ in 0..<1000 {
        let r = Double.random(in: 0..<1, using: &rng)
        let p = Double.random(in: 0...1, using: &rng)
        #expect(TransitionPlan.releaseWeight(progress: r, release: r) == 0)
        #expect(TransitionPlan.releaseWeight(progress: 1, release: r) == 1)
        if r > 0 { #expect(TransitionPlan.releaseWeight(progress: 0, release: r) == 1) }
        let w = TransitionPlan.releaseWeight(progress: p, release: r)
        #expect(w >= 0 && w <= 1)
    }
    // Released exactly at an end there is no progress left to blend over: the endpoint shows.
    #expect(TransitionPlan.releaseWeight(progress: 1, release: 1) == 1)
}

@Test func overridesAreValuesWhetherEmptyOrNot() throws {
    let empty = ElementOverrides()
    var a = empty
    #expect(a == empty && a.isEmpty)
    try a.follow("card", offset: Point(x: 3, y: 4), interactive: true, at: 0.2)
    var b = a
    try b.changeTarget([.translate(x: 10, y: 0)], isDestination: true, of: "card")
    #expect(empty.isEmpty && empty.follows.isEmpty)
    #expect(a != empty && a.follows.count == 1 && a.endTargets.isEmpty)
    #expect(b != a && b.follows == a.follows && b.endTargets.count == 1)
}
