import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import Testing

@testable import SwoopInteraction

private func t(_ ms: Int64) -> Timestamp { Timestamp(micros: ms * 1000) }

private func ticks(_ c: inout InteractiveController, from ms: Int64, until limit: Int64 = 5000) -> [TransitionEffect] {
    var effects: [TransitionEffect] = []
    var now = ms
    while c.machine.needsFrames, now < limit {
        now += 8
        effects += c.tick(at: t(now))
    }
    return effects
}

private func completions(_ effects: [TransitionEffect]) -> [Bool] {
    effects.compactMap { if case .completed(let f) = $0 { f } else { nil } }
}

@Test func heroSequenceBeginUpdateFinishCompletesOnce() {
    var c = InteractiveController()
    var effects = c.begin(at: t(0))
    effects += c.update(0.2, at: t(10))
    effects += c.update(0.45, at: t(20))
    effects += c.finish(velocity: 1.5, at: t(30))
    #expect(c.state == .settling(toward: .end))
    effects += ticks(&c, from: 30)
    #expect(completions(effects) == [true])
    #expect(c.state == .idle && c.presentedProgress == 1)
}

@Test func misuseIsIgnoredWithAReasonAndChangesNothing() {
    var c = InteractiveController()
    #expect(c.update(0.5, at: t(0)) == [.ignored(event: .update, reason: .notStarted)])
    #expect(c.cancel(at: t(0)) == [.ignored(event: .cancel, reason: .notStarted)])
    _ = c.begin(at: t(1))
    #expect(c.begin(at: t(2)) == [.ignored(event: .begin, reason: .alreadyInteractive)])
    _ = c.update(0.6, at: t(3))
    _ = c.finish(velocity: 0, at: t(4))
    // Hero's users' complaint: update() after finish left it stuck. Here it is refused and the settle goes on.
    #expect(c.update(0.1, at: t(5)) == [.ignored(event: .update, reason: .notInteractive)])
    #expect(c.finish(at: t(6)) == [.ignored(event: .finish, reason: .alreadyFinishing)])
    #expect(completions(ticks(&c, from: 6)) == [true])
}

@Test func cancelWhileSettlingTowardTheEndReversesIt() {
    var c = InteractiveController()
    _ = c.begin(at: t(0))
    _ = c.update(0.7, at: t(50))
    var effects = c.finish(velocity: 0.5, at: t(60))
    effects += c.tick(at: t(68))
    effects += c.cancel(velocity: 0, at: t(70))
    #expect(c.state == .settling(toward: .start))
    effects += ticks(&c, from: 70)
    #expect(completions(effects) == [false])
}

@Test func overridesAreKeptForTheSceneAndForgottenWithTheTransition() {
    var c = InteractiveController()
    let card = [Modifier.translate(x: 0, y: 120)]
    #expect(c.apply(modifiers: card, to: "card", at: t(0)) == [.refused(element: "card", reason: .notRunning)])
    #expect(c.overrides.isEmpty)
    _ = c.begin(at: t(1))
    #expect(c.apply(modifiers: card, to: "card", at: t(2)) == [.applied(element: "card", modifiers: card)])
    let small = [Modifier.scale(x: 0.5, y: 0.5)]
    _ = c.changeTarget(modifiers: small, isDestination: false, to: "avatar", at: t(3))
    #expect(c.overrides.applied(to: "card")?.modifiers == card)
    #expect(c.overrides.target(of: "avatar", isDestination: false) == small)
    #expect(c.overrides.target(of: "avatar", isDestination: true) == nil)
    // As in Hero, a later call replaces what it says of the same property (scale, translate and rotate
    // are one: the transform) and keeps the rest.
    _ = c.apply(modifiers: [.fade], to: "card", at: t(4))
    #expect(c.overrides.applied(to: "card")?.modifiers == card + [.fade])
    _ = c.apply(modifiers: [.scale(x: 2, y: 2)], to: "card", at: t(4))
    #expect(c.overrides.applied(to: "card")?.modifiers == [.fade, .scale(x: 2, y: 2)])
    #expect(c.overrides.applied.count == 1)
    _ = c.cancel(velocity: 0, at: t(5))
    #expect(!c.overrides.isEmpty, "kept while settling")
    _ = ticks(&c, from: 5)
    #expect(c.overrides.isEmpty)
}
