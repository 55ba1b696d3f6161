import SwoopCore
import SwoopEngine
import SwoopInputModel
import Testing

@testable import SwoopInteraction

private func t(_ ms: Int64) -> Timestamp { Timestamp(micros: ms * 1000) }

/// Frames until the transition rests, one call per 8 ms refresh.
private func settle(_ transition: inout InteractiveTransition, from ms: Int64) -> [TransitionFrame] {
    var frames: [TransitionFrame] = []
    var now = ms
    while !transition.isAtRest, now < 10_000 {
        now += 8
        frames += transition.advance(to: t(now))
    }
    return frames
}

@Test func directVerbsReturnEvaluatedFramesAndSettleToTheEnd() throws {
    var transition = try InteractiveTransition(preset: "zoom")
    let plan = transition.plan
    var frames = try transition.begin(at: t(0))
    frames += try transition.update(0.4, at: t(10))
    #expect(frames.last?.progress == 0.4)
    // The frame is the plan's own evaluation at that progress: nothing is lost on the way.
    let reference = plan.frame(at: 0.4)
    #expect(frames.last?.states == reference.states)
    #expect(frames.last?.tracks == plan.tracks)

    frames = try transition.finish(velocity: 1, at: t(20))
    frames += settle(&transition, from: 20)
    #expect(frames.last?.progress == 1)
    #expect(frames.last?.states == plan.frame(at: 1).states)
    #expect(transition.session.completions == [TransitionCompletion(time: frames.last!.time, finished: true)])
}

@Test func refusedCallsThrowWithTheMachinesReason() throws {
    var transition = try InteractiveTransition(preset: "circle")
    #expect(throws: TransitionCallError.refused(event: .update, reason: .notStarted)) {
        try transition.update(0.5, at: t(0))
    }
    _ = try transition.begin(at: t(0))
    _ = try transition.cancel(at: t(5))
    #expect(throws: TransitionCallError.refused(event: .update, reason: .notInteractive)) {
        try transition.update(0.5, at: t(6))
    }
    #expect(throws: TransitionCallError.unknownPreset("nope")) { try InteractiveTransition(preset: "nope") }
}

@Test func overridesNameElementsOfThePlanAndShowInTheFrames() throws {
    var transition = try InteractiveTransition(preset: "match")
    #expect(throws: TransitionCallError.engine(.unknownElement(transition: "match", element: "ghost"))) {
        try transition.apply(modifiers: [], to: "ghost", at: t(0))
    }
    #expect(throws: TransitionCallError.overrideRefused(element: transition.plan.tracks[0].id, reason: .notRunning)) {
        try transition.apply(modifiers: [], to: transition.plan.tracks[0].id, at: t(0))
    }
    _ = try transition.begin(at: t(0))
    _ = try transition.update(0.5, at: t(10))
    let element = transition.plan.tracks.last!.id
    let plain = transition.plan.frame(at: 0.5).states
    let moved = try transition.apply(modifiers: ModifierParser.parse("translate(0,100)"), to: element, at: t(20))
    #expect(moved.count == 1)
    #expect(moved[0].states != plain)
}

@Test func feedingAPanGivesTheSessionsFramesEvaluated() throws {
    var script = SessionScript()
    script.addDevice(1, kind: .touchscreen, width: 70, height: 150)
    script.touchDown(y: 20)
    for step in 1...12 { script.touch(y: 20 + Double(step) * 6) }
    script.touchUp()

    var transition = try InteractiveTransition(preset: "mask")
    var session = PanSession(
        configuration: {
            var c = SessionConfiguration()
            c.timing = transition.plan.settleTiming
            return c
        }())
    var frames: [TransitionFrame] = []
    var records: [SessionRecord] = []
    for event in script.events {
        frames += transition.feed(event)
        records += session.feed(event)
    }
    frames += transition.endOfInput()
    records += session.endOfInput()
    let progresses = records.compactMap { record -> Double? in
        if case .interaction(.transition(.frame(let p))) = record.entry { p } else { nil }
    }
    #expect(frames.map(\.progress) == progresses)
    #expect(frames.count > 20)
    #expect(frames.last?.progress == 1)
    #expect(transition.session.interactions.first?.outcome == .finish)
}

/// Each release's decision reaches `onRelease` during the call that released (as libadwaita's
/// `end-swipe`), and the completion reaches `onCompletion` once: the session's own, in order.
@Test func releasesAndCompletionsGoToTheirHandlersAsTheyHappen() throws {
    var script = SessionScript()
    script.addDevice(1, kind: .touchscreen, width: 70, height: 150)
    script.touchDown(y: 20)
    for step in 1...3 { script.touch(y: 20 + Double(step) * 4) }
    script.touchUp()

    var transition = try InteractiveTransition(preset: "zoom")
    var heard: [String] = []
    transition.onRelease = { heard.append("release \($0.outcome.rawValue) at \($0.progress)") }
    transition.onCompletion = { heard.append("completed finished=\($0.finished) at \($0.time)") }
    let lift = try #require(script.events.firstIndex { $0.event == .touchUp(slot: 0) })
    for (index, event) in script.events.enumerated() {
        _ = transition.feed(event)
        // Nothing is heard while the finger is down; the release is heard in the call that decides it.
        if index < lift { #expect(heard.isEmpty, "after event \(index)") }
    }
    #expect(heard.count == 1)
    _ = settle(&transition, from: 0)
    let pan = try #require(transition.session.interactions.first)
    let decision = try #require(pan.decision)
    let completion = try #require(pan.completion)
    #expect(
        heard == [
            "release \(decision.outcome.rawValue) at \(decision.progress)",
            "completed finished=\(completion.finished) at \(completion.time)"
        ])
}
