import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import Testing

@testable import SwoopInteraction

/// Every part of the configuration reaches the session: the recognizer's slop, velocity window and
/// swipe continuation as much as the release policy.

@Test func theSlopComesFromTheConfiguration() {
    var s = SessionScript()
    s.touchDown(y: 0)
    s.touch(y: 1.5)
    s.touch(y: 3)
    s.touchUp()
    #expect(SessionRun(s, configuration: configuration(distance: 100)).session.interactions.count == 1)
    let wide = SessionRun(s, configuration: configuration(distance: 100) { $0.gesture.touchscreenSlopMM = 5 })
    #expect(wide.session.interactions.isEmpty, "3 mm stays within a 5 mm slop: a tap")
}

@Test func theVelocityWindowComesFromTheConfiguration() {
    var s = SessionScript()
    s.touchDown(y: 0)
    s.touchGlide(from: 0, to: 30, mmPerSecond: 100)
    s.wait(ms: 100)  // still for 100 ms, then lifted
    s.touchUp()
    let standard = SessionRun(s, configuration: configuration(distance: 100)).decisions[0]
    let short = SessionRun(
        s, configuration: configuration(distance: 100) { $0.gesture.velocityWindow = .milliseconds(50) }
    )
    .decisions[0]
    #expect(standard.velocityMMPerSecond > 10, "the 150 ms window still sees the motion")
    #expect(short.velocityMMPerSecond == 0, "a 50 ms window ends after the finger stopped")
}

@Test func theSwipeContinuationComesFromTheConfiguration() {
    var s = SessionScript()
    s.add(.swipeBegin(fingers: 3), device: 0)
    for _ in 0..<5 { s.swipeUpdate(dxMM: 2) }
    s.wait(ms: 10)
    s.add(.swipeEnd(fingers: 3, cancelled: true), device: 0)
    s.wait(ms: 60)  // a finger-count flicker: the next swipe 60 ms after the cancel
    s.add(.swipeBegin(fingers: 4), device: 0)
    for _ in 0..<5 { s.swipeUpdate(fingers: 4, dxMM: 2) }
    s.wait(ms: 10)
    s.add(.swipeEnd(fingers: 4, cancelled: false), device: 0)
    let continued = SessionRun(s, configuration: configuration(distance: 40))
    #expect(continued.session.interactions.count == 1, "within 150 ms the second swipe continues the pan")
    let strict = SessionRun(
        s, configuration: configuration(distance: 40) { $0.gesture.swipeContinuation = .milliseconds(20) })
    #expect(strict.session.interactions.count == 2, "past a 20 ms window the cancel stands and a new pan begins")
    #expect(strict.decisions.first?.rule == .gestureCancelled)
}
