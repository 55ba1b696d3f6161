import SwoopCore
import Testing

@testable import SwoopEngine

// A follower (ElementOverrides.follow), as the Hero tutorial's `apply(.translate(x: translation.x))`:
// while held its transform is exactly the finger's translation, every other property following the
// progress; after the release it goes back to its track, with no jump and no drift past it.

private func tiltedCard() throws -> TransitionPlan {
    let d = TransitionDefinition(
        name: "t", screenSize: Size(width: 100, height: 100),
        source: ScreenLayout(elements: [Element(id: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100))]),
        destination: ScreenLayout(elements: [
            Element(
                id: "card", frame: Rect(x: 10, y: 10, width: 40, height: 40),
                modifiers: try ModifierParser.parse("fade translate(0,100) rotate(x:-1) scale(1.5)", scope: .element))
        ]),
        duration: .fixed(1), timingFunction: .linear)
    return try TransitionPlan(d, direction: .present)
}

@Test func aHeldFollowersTransformIsExactlyTheFingersTranslation() throws {
    let plan = try tiltedCard()
    let card = plan.tracks.firstIndex { $0.id == "card" }!
    var plain = plan.makeFrameBuffer()
    plan.evaluate(progress: 0.4, into: &plain)
    var overrides = ElementOverrides()
    try overrides.follow("card", offset: Point(x: 7, y: -30), interactive: true, at: 0.4)
    var followed = plan.makeFrameBuffer()
    try plan.evaluate(progress: 0.4, overrides: overrides, into: &followed)
    #expect(followed.states[card].transform == .translation(x: 7, y: -30))
    // Everything else still follows the progress.
    #expect(followed.states[card].opacity == plain.states[card].opacity)
    #expect(followed.states[card].center == plain.states[card].center)

    var unknown = ElementOverrides()
    try unknown.follow("nowhere", offset: Point(x: 1, y: 1), interactive: true, at: 0.4)
    #expect(throws: EngineError.self) { try plan.evaluate(progress: 0.4, overrides: unknown, into: &followed) }
}

@Test(arguments: [0.2, 0.5, 0.8])
func aReleasedFollowerGoesFromTheFingerToItsTrackWithoutDrift(r: Double) throws {
    let plan = try tiltedCard()
    let card = plan.tracks.firstIndex { $0.id == "card" }!
    var overrides = ElementOverrides()
    try overrides.follow("card", offset: Point(x: -60, y: 0), interactive: true, at: r)
    overrides.release(at: r)
    var buffer = plan.makeFrameBuffer()
    try plan.evaluate(progress: r, overrides: overrides, into: &buffer)
    #expect(buffer.states[card].transform == .translation(x: -60, y: 0), "no jump at the release")
    // Toward either end the translation shrinks monotonically to the track's own.
    for toward in [1.0, 0.0] {
        var last = -60.0
        for step in 1...20 {
            let p = r + (toward - r) * Double(step) / 20
            try plan.evaluate(progress: p, overrides: overrides, into: &buffer)
            var track = plan.makeFrameBuffer()
            plan.evaluate(progress: p, into: &track)
            let drift = buffer.states[card].transform.m14 - track.states[card].transform.m14
            #expect(drift >= last - 1e-9 && drift <= 1e-9, "p \(p): \(drift) after \(last)")
            last = drift
        }
        try plan.evaluate(progress: toward, overrides: overrides, into: &buffer)
        var end = plan.makeFrameBuffer()
        plan.evaluate(progress: toward, into: &end)
        #expect(buffer.states[card] == end.states[card], "lands on the track's endpoint")
    }
}
