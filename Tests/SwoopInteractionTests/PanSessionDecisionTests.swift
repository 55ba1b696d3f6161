import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import Testing

@testable import SwoopInteraction

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A touchscreen drag down: 2 mm in the first frame (exactly the slop: the pan takes hold there, so progress
/// counts from 2 mm), then 25 mm more at `speed` mm/s, lifted at once. Distance 100 mm → progress 0.25.
private func touchscreenRelease(speed: Double) -> SessionRun {
    var s = SessionScript()
    s.touchDown(y: 100)
    s.touch(y: 102)
    s.touchGlide(from: 102, to: 127, mmPerSecond: speed)
    s.touchUp()
    return SessionRun(s, configuration: configuration(distance: 100))
}

@Test func touchscreenReleaseAtPointOneProgressPerSecondCancels() {
    let run = touchscreenRelease(speed: 10)
    let d = run.decisions.first!
    // p = 0.25, v = 10 mm/s / 100 mm = 0.1/s, projected 0.25 + 0.1 × 0.998/0.002/1000 = 0.2999.
    #expect(close(d.progress, 0.25) && close(d.velocity, 0.1, 1e-9) && close(d.velocityMMPerSecond, 10, 1e-7))
    #expect(close(d.projected, 0.2999, 1e-9))
    #expect(d.outcome == .cancel && d.rule == .threshold)
    #expect(run.completions == [false])
}

@Test func touchscreenReleaseAtPointTwoProgressPerSecondFinishes() {
    let run = touchscreenRelease(speed: 20)
    let d = run.decisions.first!
    #expect(close(d.progress, 0.25) && close(d.velocity, 0.2, 1e-9) && close(d.projected, 0.3498, 1e-9))
    #expect(d.outcome == .finish && d.rule == .projection)
    #expect(run.completions == [true])
    // The release velocity is the settle's initial velocity, from the progress on screen.
    #expect(run.settles.count == 1 && run.settles[0].toward == .end)
    #expect(close(run.settles[0].from, 0.25) && close(run.settles[0].velocity, 0.2, 1e-9))
}

/// Touchscreen, distance 100: down 2 mm to take hold, on to y = 197 (p = 0.95), still for 150 ms (reported
/// at its end), then back 13.5 mm (or 9 mm) at a steady speed over exactly one 150 ms window, lifted.
private func flickBack(by back: Double, projection: ProjectionRule = .deceleration) -> ReleaseDecision {
    var s = SessionScript()
    s.touchDown(y: 100)
    s.touch(y: 102)
    s.touchGlide(from: 102, to: 197, mmPerSecond: 200)
    s.touch(y: 197, after: 150)  // a report of the still finger: the motion back starts here
    s.touchGlide(from: 197, to: 197 - back, mmPerSecond: back / 0.15)
    s.touchUp()
    return SessionRun(s, configuration: configuration(distance: 100) { $0.release.projection = projection }).decisions[
        0]
}

@Test func flickBackCancelsEvenPastTheThreshold() {
    let d = flickBack(by: 13.5)
    // p = (197 − 13.5 − 102)/100 = 0.815, v = −90 mm/s → −0.9/s, projected 0.815 − 0.4491 = 0.3659 ≥ 0.3.
    #expect(close(d.progress, 0.815) && close(d.velocityMMPerSecond, -90, 1e-6) && close(d.projected, 0.3659, 1e-7))
    #expect(d.outcome == .cancel && d.rule == .reverseFlick)
}

@Test func aSlowDriftBackIsNoFlick() {
    let d = flickBack(by: 9)
    // p = 0.86, v = −60 mm/s (under 80), projected 0.86 − 0.2994 = 0.5606.
    #expect(close(d.progress, 0.86) && close(d.projected, 0.5606, 1e-7))
    #expect(d.outcome == .finish && d.rule == .threshold)
}

@Test func touchpadSwipeUsesTheTouchpadRateAndDistance() {
    var s = SessionScript()
    s.addDevice(0, kind: .touchpad, width: 100, height: 60)  // distance along x: half the width, 50 mm
    s.add(.swipeBegin(fingers: 3), device: 0)
    s.swipeUpdate(dxMM: 1)  // the 1 mm touchpad slop: takes hold here
    for _ in 0..<10 { s.swipeUpdate(dxMM: 1.25) }  // 12.5 mm in 100 ms: 125 mm/s
    s.add(.swipeEnd(fingers: 3, cancelled: false), device: 0)
    let run = SessionRun(s)
    let d = run.decisions[0]
    #expect(run.attachments[0].distanceMM == 50)
    // p = 12.5/50 = 0.25; the window holds 110 ms of the swipe: 13.5 mm (the first update's 1 mm arrived 10 ms
    // after begin) → 122.727 mm/s; v = 2.454545/s; projected 0.25 + 2.454545 × 0.997/0.003/1000 = 1.0657.
    let mmPerSecond = 13.5 / 0.11
    #expect(close(d.progress, 0.25) && close(d.velocityMMPerSecond, mmPerSecond, 1e-6))
    #expect(close(d.projected, 0.25 + mmPerSecond / 50 * 0.997 / 0.003 / 1000, 1e-9))
    #expect(d.outcome == .finish && d.rule == .projection)
}

@Test func twoFingerScrollReleasedPastTheThresholdAtRestFinishes() {
    var s = SessionScript()
    for _ in 0..<20 { s.scroll(dyMM: -1) }  // 20 mm up
    s.wait(ms: 200)  // still: no velocity left
    s.add(.scrollStop(horizontal: false, vertical: true), device: 0)
    let run = SessionRun(s, configuration: configuration(distance: 40))
    let d = run.decisions[0]
    // The first event's 1 mm takes hold; progress counts 19 mm → 0.475.
    #expect(close(d.progress, 0.475) && d.velocity == 0 && d.outcome == .finish && d.rule == .threshold)
    #expect(run.session.interactions[0].source == .touchpadScroll)
}

@Test func aLibinputCancelWithoutContinuationCancelsAtTheDeadline() {
    var s = SessionScript()
    s.add(.swipeBegin(fingers: 3), device: 0)
    for _ in 0..<10 { s.swipeUpdate(dxMM: 3) }
    s.add(.swipeEnd(fingers: 3, cancelled: true), device: 0)
    let cancelledAt = s.now
    let run = SessionRun(s, configuration: configuration(distance: 40))
    let d = run.decisions[0]
    #expect(d.outcome == .cancel && d.rule == .gestureCancelled && d.velocity == 0)
    #expect(close(d.progress, 27.0 / 40))
    #expect(run.session.interactions[0].releasedAt == Timestamp(micros: cancelledAt + 150_000))
    #expect(run.completions == [false])
}

@Test func aFingerCountFlickerContinuesTheSameInteraction() {
    var s = SessionScript()
    s.add(.swipeBegin(fingers: 3), device: 0)
    for _ in 0..<5 { s.swipeUpdate(dxMM: 2) }
    s.add(.swipeEnd(fingers: 3, cancelled: true), device: 0)
    s.wait(ms: 40)
    s.add(.swipeBegin(fingers: 4), device: 0)
    for _ in 0..<5 { s.swipeUpdate(fingers: 4, dxMM: 2) }
    s.add(.swipeEnd(fingers: 4, cancelled: false), device: 0)
    let run = SessionRun(s, configuration: configuration(distance: 40))
    #expect(run.session.interactions.count == 1 && run.decisions.count == 1)
    #expect(close(run.decisions[0].progress, 18.0 / 40))
    // No jump: consecutive interactive frames never differ by more than one update's 2 mm (0.05).
    let interactive = run.frames.filter { $0.0.micros <= s.now }.map(\.1)
    #expect(zip(interactive, interactive.dropFirst()).allSatisfy { abs($1 - $0) <= 0.05 + 1e-12 })
}

@Test func removingTheDeviceCancelsWithItsRuleAndSettlesFromRest() {
    var s = SessionScript()
    s.addDevice(1, kind: .touchscreen, width: 200, height: 120)
    s.touchDown(y: 10)
    s.touchGlide(from: 10, to: 70, mmPerSecond: 300)
    s.add(.deviceRemoved, device: 1)
    let run = SessionRun(s)
    let d = run.decisions[0]
    #expect(run.attachments[0].distanceMM == 120)
    #expect(d.rule == .deviceRemoved && d.outcome == .cancel && close(d.velocityMMPerSecond, 300, 1e-6))
    #expect(run.settles.count == 1 && run.settles[0].velocity == 0 && run.settles[0].toward == .start)
    #expect(run.completions == [false])
}

@Test func theEndOfInputWithAFingerDownCancelsAndStillCompletes() {
    var s = SessionScript()
    s.touchDown(y: 10)
    s.touchGlide(from: 10, to: 70, mmPerSecond: 300)
    let run = SessionRun(s)
    #expect(run.decisions.map(\.rule) == [.inputEnded])
    #expect(run.completions == [false])
    #expect(run.session.isAtRest)
}

@Test func aTouchCancelIsAGestureCancelCarryingTheFingersSpeed() {
    var s = SessionScript()
    s.touchDown(y: 10)
    s.touchGlide(from: 10, to: 40, mmPerSecond: 100)
    s.add(.touchCancel(slot: 0), device: 1)
    let run = SessionRun(s, configuration: configuration(distance: 100))
    #expect(run.decisions[0].rule == .gestureCancelled && run.decisions[0].outcome == .cancel)
    #expect(close(run.settles[0].velocity, 1.0, 1e-9))
}

@Test func aTapStartsNoTransition() {
    var s = SessionScript()
    s.touchDown(y: 50)
    s.touch(y: 50.8)
    s.touchUp()
    let run = SessionRun(s)
    #expect(run.session.interactions.isEmpty && run.transitionEffects.isEmpty)
}

@Test func rubberBandLetsProgressPassTheEndWithResistance() {
    var s = SessionScript()
    s.touchDown(y: 0)
    s.touch(y: 2)
    s.touchGlide(from: 2, to: 152, mmPerSecond: 500)  // 1.5 × the distance
    s.wait(ms: 200)
    s.touchUp()
    let banded = SessionRun(s, configuration: configuration(distance: 100) { $0.drive.limit = .rubberBand(limit: 0.1) })
    let clamped = SessionRun(s, configuration: configuration(distance: 100))
    // Excess 0.5 with a = 10: 1 + (1 − 1/6)/10 = 1.083333.
    #expect(close(banded.decisions[0].progress, 1 + (1 - 1.0 / 6) / 10, 1e-9))
    #expect(clamped.decisions[0].progress == 1)
    #expect(banded.frames.map(\.1).max()! > 1.08 && clamped.frames.map(\.1).max()! == 1)
    #expect(banded.completions == [true] && clamped.completions == [true])
}
