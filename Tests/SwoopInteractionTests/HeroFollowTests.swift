import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import Testing

@testable import SwoopInteraction

// The Hero tutorial's pan-to-dismiss on `match` (docs/engine.md, "Hero's numbers beside Swoop's"):
// progress = −translation.x / width, and `apply(.translate(x: translation.x))` on the detail. On a
// touchpad the translation is progress × the scene's width, 1:1, and while the finger is down the
// detail's transform is exactly that translation.

/// A three-finger swipe of `mm` to the left, in 1 mm steps every 10 ms, then held still for 200 ms.
private func leftSwipe(mm: Int) -> SessionScript {
    var s = SessionScript()
    s.addDevice(0, kind: .touchpad, width: 100, height: 70)
    s.add(.swipeBegin(fingers: 3), device: 0)
    for _ in 0..<mm { s.swipeUpdate(dxMM: -1) }
    s.wait(ms: 200)
    s.swipeUpdate(dxMM: 0)
    return s
}

@Test func onATouchpadMatchsDetailFollowsOneToOneAndSlidesFlat() throws {
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    let detail = plan.tracks.firstIndex { $0.id == "detail" }!
    var configuration = SessionConfiguration()
    configuration.timing = plan.settleTiming
    configuration.gesture.axis = .x
    configuration.gesture.direction = .negative
    var session = PanSession(configuration: configuration, follow: FollowSetup(plan: plan))
    var last: SessionRecord?
    for event in leftSwipe(mm: 16).events {
        for record in session.feed(event) {
            if case .interaction(.transition(.frame)) = record.entry { last = record }
        }
    }
    let progress = session.controller.presentedProgress
    let binding = try #require(session.controller.binding)
    // The pad's distance is half its width (50 mm); the pan took hold after the slop.
    #expect(abs(progress - (16 - binding.originTranslation) / 50) < 1e-9)
    let offset = try #require(session.controller.overrides.following("detail")).offset
    // Hero: translation.x = −progress × width (390 pt).
    #expect(abs(offset.x - -progress * 390) < 0.5, "offset \(offset.x) at progress \(progress)")
    #expect(offset.y == 0)
    var buffer = plan.makeFrameBuffer()
    try plan.evaluate(progress: progress, overrides: try #require(last).overrides, into: &buffer)
    #expect(buffer.states[detail].transform == .translation(x: offset.x, y: 0))
    print(
        "hero-table follow: progress \(progress) offset \(offset.x) transform m14 \(buffer.states[detail].transform.m14)"
    )
}
