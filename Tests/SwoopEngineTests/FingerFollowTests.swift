import SwoopCore
import Testing

@testable import SwoopEngine

// A follower (ElementOverrides.follow): on its track, moved by the finger's offset while held; after
// the release the offset keeps the finger's rate and fades out to 0 at whichever end the progress
// reaches, with no jump in position or in rate per unit of progress.

private let k = Point(x: 0, y: -400)

private func released(at r: Double, offset: Point) -> FingerFollow.Entry {
    var overrides = ElementOverrides()
    try! overrides.follow("detail", offset: offset, pointsPerProgress: k, interactive: true, at: r)
    overrides.release(at: r)
    return overrides.following("detail")!
}

@Test(arguments: [0.2, 0.5, 0.8])
func aReleasedFollowerKeepsTheFingersRateAndLandsOnItsTrack(r: Double) {
    let entry = released(at: r, offset: Point(x: 0, y: k.y * r))
    let h = 1e-6
    for toward in [1.0, 0.0] {
        let step = toward > r ? h : -h
        #expect(abs(entry.offset(at: r).y - k.y * r) < 1e-12, "no jump in position")
        let rate = (entry.offset(at: r + step).y - entry.offset(at: r).y) / step
        #expect(abs(rate - k.y) < 1e-3 * abs(k.y), "rate \(rate) toward \(toward)")
        #expect(entry.offset(at: toward) == Point(x: 0, y: 0))
        let landing = (entry.offset(at: toward).y - entry.offset(at: toward - step).y) / step
        #expect(abs(landing) < 1e-3 * abs(k.y), "lands still: \(landing)")
    }
}

@Test func aHeldFollowerIsItsTrackMovedByTheOffsetInItsParentsSpace() throws {
    let d = TransitionDefinition(
        name: "t", screenSize: Size(width: 100, height: 100),
        source: ScreenLayout(elements: [Element(id: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100))]),
        destination: ScreenLayout(elements: [
            Element(
                id: "card", frame: Rect(x: 10, y: 10, width: 40, height: 40),
                modifiers: try ModifierParser.parse("translate(0,100) rotate(x:-1) scale(1.5)", scope: .element))
        ]),
        duration: .fixed(1), timingFunction: .linear)
    let plan = try TransitionPlan(d, direction: .present)
    let card = plan.tracks.firstIndex { $0.id == "card" }!
    var plain = plan.makeFrameBuffer()
    plan.evaluate(progress: 0.4, into: &plain)
    var overrides = ElementOverrides()
    try overrides.follow("card", offset: Point(x: 7, y: -30), pointsPerProgress: k, interactive: true, at: 0.4)
    var followed = plan.makeFrameBuffer()
    try plan.evaluate(progress: 0.4, overrides: overrides, into: &followed)
    let a = plain.states[card].presentedFrame
    let b = followed.states[card].presentedFrame
    #expect(abs(b.x - a.x - 7) < 1e-9 && abs(b.y - a.y + 30) < 1e-9)
    #expect(abs(b.width - a.width) < 1e-9 && abs(b.height - a.height) < 1e-9)

    var unknown = ElementOverrides()
    try unknown.follow("nowhere", offset: Point(x: 1, y: 1), pointsPerProgress: k, interactive: true, at: 0.4)
    #expect(throws: EngineError.self) { try plan.evaluate(progress: 0.4, overrides: unknown, into: &followed) }
}
