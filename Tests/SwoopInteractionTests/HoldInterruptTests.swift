import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import Testing

@testable import SwoopInteraction

/// A touchpad (device 0): a quick 3-finger flick released at p ≈ 0.17 that finishes by projection and
/// settles, then `fingers` coming to rest `gapMS` after the release for `restMS`, then either lifting
/// (`then == nil`) or moving `then` mm right (the hold cancelled by the motion, as libinput does).
private func flickThenRest(
    fingers: Int = 3, gapMS: Double = 20, restMS: Double = 300, then move: Double? = nil
) -> SessionScript {
    var s = SessionScript()
    s.addDevice(0, kind: .touchpad, width: 100, height: 70)
    s.add(.swipeBegin(fingers: 3), device: 0)
    for _ in 0..<10 { s.swipeUpdate(dxMM: 1.2) }
    s.add(.swipeEnd(fingers: 3, cancelled: false), device: 0)
    s.wait(ms: gapMS)
    s.add(.holdBegin(fingers: fingers), device: 0)
    s.wait(ms: restMS)
    guard let move else {
        s.add(.holdEnd(fingers: fingers, cancelled: false), device: 0)
        return s
    }
    s.add(.holdEnd(fingers: fingers, cancelled: true), device: 0)
    s.add(.swipeBegin(fingers: fingers), device: 0)
    for _ in 0..<10 { s.swipeUpdate(fingers: fingers, dxMM: move / 10) }
    s.wait(ms: 200)  // still before lifting: released at rest
    s.swipeUpdate(fingers: fingers, dxMM: 0)
    s.add(.swipeEnd(fingers: fingers, cancelled: false), device: 0)
    return s
}

private let sixty = configuration(distance: 60)

@Test func aHoldFreezesTheSettleAtTheProgressOnScreenAndItsLiftDecidesAtRest() throws {
    let run = SessionRun(flickThenRest(), configuration: sixty)
    #expect(run.decisions.count == 2)
    #expect(run.decisions[0].outcome == .finish && run.decisions[0].rule == .projection)
    // The hold grabbed (rule hold) at the progress the settle had reached.
    let hold = try #require(run.attachments.last)
    #expect(hold.hold && hold.grabbed && hold.baseProgress > run.decisions[0].progress)
    // Frozen: no frame while the fingers rest, and the release is decided there, at rest.
    let grabbedAt = Timestamp(micros: 1_120_000)
    let liftedAt = Timestamp(micros: 1_420_000)
    #expect(!run.frames.contains { $0.0 > grabbedAt && $0.0 < liftedAt })
    let lifted = run.decisions[1]
    #expect(lifted.progress == hold.baseProgress && lifted.velocity == 0 && lifted.velocityMMPerSecond == 0)
    // At rest below 0.3 the re-decision cancels, although the flick had finished.
    #expect(hold.baseProgress < 0.3 && lifted.outcome == .cancel && lifted.rule == .threshold)
    #expect(run.completions == [false])
    // One interaction for the hold, none left over as a tap.
    #expect(run.session.interactions.count == 2 && run.session.interactions[1].hold)
    #expect(run.session.unpanned.isEmpty)
}

@Test func motionAfterTheHoldContinuesItAsAGrabbedPan() throws {
    let run = SessionRun(flickThenRest(restMS: 100, then: 12), configuration: sixty)
    let bindings = run.attachments
    #expect(bindings.count == 3 && bindings[1].hold && !bindings[2].hold && bindings[2].grabbed)
    // The pan takes over from the frozen progress: no jump.
    #expect(bindings[2].baseProgress == bindings[1].baseProgress)
    #expect(run.session.interactions.count == 2 && !run.session.interactions[1].hold)
    let last = try #require(run.decisions.last)
    #expect(last.outcome == .finish && abs(last.progress - (bindings[1].baseProgress + 0.2 - 1.2 / 60)) < 0.02)
}

@Test func holdsOfCountsNotListenedToAndHoldsWhileIdleFreezeNothing() {
    // One finger resting is not a listened count (swipes 3 and 4, scrolling 2).
    let one = SessionRun(flickThenRest(fingers: 1), configuration: sixty)
    #expect(one.attachments.count == 1 && one.decisions.count == 1)
    #expect(one.session.unpanned.isEmpty, "a count nobody listens to is not even a tap")
    // Long after the settle ended, a hold is a tap again.
    let idle = SessionRun(flickThenRest(gapMS: 3000), configuration: sixty)
    #expect(idle.attachments.count == 1 && idle.session.unpanned.count == 1)
}

@Test func theInputEndingUnderAHoldCancelsFromRest() throws {
    var s = flickThenRest()
    s.events.removeLast()  // the fingers never lift
    let run = SessionRun(s, configuration: sixty)
    let last = try #require(run.decisions.last)
    #expect(run.decisions.count == 2 && last.rule == .inputEnded && last.outcome == .cancel)
    #expect(run.completions == [false])
}

@Test func aNamedRuleReDecidesTheHoldToo() throws {
    // KWin's rule: below 0.5 at rest → cancel, the same clause a pan gets.
    let run = SessionRun(flickThenRest(), configuration: configuration(distance: 60) { $0.release.releaseRule = .kwin })
    let lifted = try #require(run.decisions.last)
    #expect(lifted.releaseRule == .kwin && lifted.outcome == .cancel && lifted.threshold == 0.5)
}
