import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import Testing

@testable import SwoopInteraction

// Hero's apply(modifiers:to:) / changeTarget through the controller and the session, drawn by the
// engine. The scene is the `match` preset dismissing (pan-to-dismiss): the detail's image (heroID
// "card") is one opaque track named by the to-side, "card"; the user drags the image.

private func ms(_ v: Int64) -> Timestamp { Timestamp(micros: v * 1000) }

private func matchDismiss() throws -> (TransitionPlan, Int) {
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    return (plan, plan.tracks.firstIndex { $0.id == "card" }!)
}

private func state(_ plan: TransitionPlan, _ track: Int, _ progress: Double, _ overrides: ElementOverrides) throws
    -> VisualState
{
    var buffer = plan.makeFrameBuffer()
    try plan.evaluate(progress: progress, overrides: overrides, into: &buffer)
    return buffer.states[track]
}

private func centre(_ s: VisualState) -> Point {
    Point(x: s.center.x + s.translation.x, y: s.center.y + s.translation.y)
}
private func distance(_ a: VisualState, _ b: VisualState) -> Double {
    let p = centre(a)
    let q = centre(b)
    return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
}

@Test func theCardFollowsTheFingerThenSettlesFromWhereItWasLetGo() throws {
    let (plan, card) = try matchDismiss()
    var c = InteractiveController(machine: TransitionMachine(timing: plan.settleTiming))
    _ = c.begin(at: ms(0))
    _ = c.update(0.2, at: ms(16))
    #expect(
        c.apply(modifiers: [.translate(x: 0, y: 80)], to: "image", at: ms(16)) == [
            .applied(element: "image", modifiers: [.translate(x: 0, y: 80)])
        ])
    // Shown at once: the pair's state at 0.2, 80 pt lower (naming the from-side reaches the pair).
    let plain = plan.frame(at: 0.2).states[card]
    let shown = try state(plan, card, 0.2, c.overrides)
    #expect(abs(centre(shown).y - centre(plain).y - 80) < 1e-9 && centre(shown).x == centre(plain).x)
    // Hero's loop: update, then apply the finger's translation again.
    _ = c.update(0.35, at: ms(32))
    _ = c.apply(modifiers: [.translate(x: 0, y: 140)], to: "image", at: ms(32))
    let held = try state(plan, card, 0.35, c.overrides)
    #expect(abs(centre(held).y - centre(plan.frame(at: 0.35).states[card]).y - 140) < 1e-9)
    // Finishing goes to a changed end: the card's cell, 20 pt to the right.
    _ = c.changeTarget(modifiers: [.translate(x: 20, y: 0)], isDestination: true, to: "card", at: ms(32))

    _ = c.finish(velocity: 1.2, at: ms(40))
    #expect(c.overrides.applied(to: "image")?.releaseProgress == 0.35)
    var frames: [VisualState] = [held]
    var time = c.machine.frameClock.frame(after: ms(40))
    while c.machine.needsFrames {
        let overrides = c.overrides  // a frame is shown with the overrides in force when it is made
        for case .frame(let p) in c.tick(at: time) { frames.append(try state(plan, card, p, overrides)) }
        time = c.machine.frameClock.frame(after: time)
    }
    let steps = zip(frames, frames.dropFirst()).map { distance($0, $1) }
    #expect(steps[0] < 5 && steps[0] <= steps.dropFirst().max()!, "first settle step \(steps[0]) pt")
    // The card ends in its cell (16, 120, 171 × 228) moved 20 right.
    let end = frames.last!.presentedFrame
    #expect(
        abs(end.x - 36) < 1e-9 && abs(end.y - 120) < 1e-9 && abs(end.width - 171) < 1e-9 && abs(end.height - 228) < 1e-9
    )
    #expect(c.overrides.isEmpty, "forgotten with the transition")
}

@Test func anOverrideWithATimingModifierIsRefused() {
    var c = InteractiveController()
    _ = c.begin(at: ms(0))
    #expect(
        c.apply(modifiers: [.duration(0.3)], to: "card", at: ms(1)) == [.refused(element: "card", reason: .notVisual)])
    #expect(
        c.changeTarget(modifiers: [.spring(stiffness: 100, damping: 10)], to: "card", at: ms(1))
            == [.refused(element: "card", reason: .notVisual)])
    #expect(c.overrides.isEmpty)
}

@Test func anOverrideAppliedWhileSettlingBlendsFromThere() throws {
    let (plan, card) = try matchDismiss()
    // The blend of the spring settle (Hero's settle restarts from the frame at the release instead).
    var c = InteractiveController(machine: TransitionMachine(timing: plan.settleTiming(.spring)))
    _ = c.begin(at: ms(0))
    _ = c.update(0.5, at: ms(16))
    _ = c.cancel(velocity: 0, at: ms(20))
    _ = c.tick(at: ms(25))
    let p = c.presentedProgress
    _ = c.apply(modifiers: [.translate(x: 0, y: 30)], to: "card", at: ms(26))
    #expect(c.overrides.applied(to: "card")?.releaseProgress == p, "already moving on its own: released at once")
    #expect(abs(centre(try state(plan, card, p, c.overrides)).y - centre(plan.frame(at: p).states[card]).y - 30) < 1e-9)
    #expect(try state(plan, card, 0, c.overrides) == plan.frame(at: 0).states[card])
}

@Test func sessionFramesCarryTheOverridesTheyAreShownWith() throws {
    let (plan, card) = try matchDismiss()
    var s = SessionScript()
    s.touchDown(y: 0)
    s.touch(y: 3)
    s.touchGlide(from: 3, to: 40, mmPerSecond: 200)
    var session = PanSession(configuration: configuration(distance: 100) { $0.timing = plan.settleTiming })
    var records: [SessionRecord] = []
    for event in s.events { records += session.feed(event) }
    #expect(records.allSatisfy { $0.overrides.isEmpty })
    let progress = session.controller.presentedProgress
    let applied = session.apply(modifiers: [.translate(x: 0, y: 37)], to: "image")
    // The call is logged, and the screen redrawn with it at once.
    #expect(
        applied.map(\.entry) == [
            .interaction(.override(.applied(element: "image", modifiers: [.translate(x: 0, y: 37)]))),
            .interaction(.transition(.frame(progress: progress)))
        ])
    #expect(applied[1].overrides == session.controller.overrides && applied[0].time == applied[1].time)
    #expect(
        abs(
            centre(try state(plan, card, progress, applied[1].overrides)).y
                - centre(plan.frame(at: progress).states[card]).y - 37) < 1e-9)
    _ = session.changeTarget(modifiers: [.translate(x: 20, y: 0)], to: "card")
    #expect(session.changeTarget(modifiers: [.fade], to: "card").count == 2)

    var rest = SessionScript()
    rest.now = s.now
    rest.touchGlide(from: 40, to: 60, mmPerSecond: 200)
    rest.touchUp()
    var later: [SessionRecord] = []
    for event in rest.events { later += session.feed(event) }
    later += session.endOfInput()
    let frames = later.filter { if case .interaction(.transition(.frame)) = $0.entry { true } else { false } }
    #expect(!frames.isEmpty && frames.allSatisfy { !$0.overrides.isEmpty }, "every later frame is drawn with them")
    #expect(session.completions.map(\.finished) == [true] && session.controller.overrides.isEmpty)
    // The last frame, drawn with its overrides, is the changed target: the cell moved 20 right, faded.
    guard case .interaction(.transition(.frame(let last))) = frames.last!.entry else { return }
    let end = try state(plan, card, last, frames.last!.overrides)
    #expect(last == 1 && abs(end.presentedFrame.x - 36) < 1e-9 && end.opacity == 0)
}

@Test func anOverrideWithNothingRunningIsRefusedAndDrawsNothing() {
    var session = PanSession()
    let records = session.apply(modifiers: [.fade], to: "card")
    #expect(records.map(\.entry) == [.interaction(.override(.refused(element: "card", reason: .notRunning)))])
}
