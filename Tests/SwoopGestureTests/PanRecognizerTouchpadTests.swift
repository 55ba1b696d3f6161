import SwoopCore
import SwoopInputModel
import Testing

@testable import SwoopGesture

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Test func threeFingerSwipeIsConvertedFromNormalisedUnitsToMillimetres() {
    var s = InputScript()
    s.touchpad()
    s.add(.swipeBegin(fingers: 3))
    s.wait(ms: 10)
    s.add(.swipeUpdate(fingers: 3, dx: 1000, dy: 0))  // 1000 units at 1000 dpi = one inch
    s.add(.swipeEnd(fingers: 3, cancelled: false))
    let pans = s.run()
    #expect(pans.phases == ["began", "ended"])
    #expect(close(pans[1].translation, 25.4) && pans[1].source == .touchpadSwipe(fingers: 3))
    #expect(pans[1].deviceKind == .touchpad)
}

@Test func swipeTranslationAndVelocity() {
    var s = InputScript()
    s.swipe(dx: -40, steps: 10, intervalMS: 10)
    let pans = s.run()
    #expect(pans.phases == ["began"] + Array(repeating: "changed", count: 9) + ["ended"])
    #expect(pans[0].axis == .x && pans[0].direction == .negative && close(pans[0].translation, 4))
    #expect(close(pans[10].translation, 40) && close(pans[10].velocity, 400, 1e-6))
}

@Test(
    arguments: [(2, [3, 4], false), (3, [3, 4], true), (4, [3, 4], true), (5, [3, 4], false), (5, [5], true)]
        as [(Int, [Int], Bool)])
func onlyConfiguredFingerCountsSwipe(fingers: Int, accepted: [Int], pans: Bool) {
    var s = InputScript()
    s.swipe(fingers: fingers, dy: 20)
    #expect(s.run(PanConfiguration(sources: PanSources(fingers: accepted))).isEmpty == !pans)
}

@Test func aSwipeBelowTheSlopIsNotAPan() {
    var s = InputScript()
    s.swipe(dx: 0.8, steps: 4)
    #expect(s.run().isEmpty)
}

// MARK: Finger-count flicker

@Test func aSwipeCancelledByAFingerChangeAndRestartedAtOnceContinues() {
    var s = InputScript()
    s.swipe(fingers: 3, dx: 20, steps: 10, cancelled: true)
    s.wait(ms: 30)
    s.swipe(fingers: 4, dx: 20, steps: 10)
    let pans = s.run()
    #expect(
        pans.phases == ["began"] + Array(repeating: "changed", count: 9) + ["resumed"]
            + Array(repeating: "changed", count: 10) + ["ended"])
    #expect(close(pans.last!.translation, 40), "translation accumulates across the flicker")
    #expect(pans.last!.source == .touchpadSwipe(fingers: 4))
    let resumed = pans[10]
    #expect(close(resumed.translation, 20) && resumed.time == Timestamp(micros: 1_130_000))
}

@Test func aContinuationBeforeTheSlopKeepsTheMovementSoFar() {
    var s = InputScript()
    s.swipe(fingers: 3, dx: 0.6, steps: 2, cancelled: true)
    s.wait(ms: 5)
    s.swipe(fingers: 4, dx: 0.6, steps: 2)
    let pans = s.run()
    #expect(pans.phases == ["began", "ended"])
    #expect(close(pans.last!.translation, 1.2))
}

@Test func aCancelWithNoContinuationStandsAtTheDeadlineWithNoVelocity() {
    var s = InputScript()
    s.swipe(dx: 20, steps: 10, cancelled: true)
    let cancelAt = s.now
    #expect(s.run(clock: cancelAt + 149_999).lastPhase == .changed)
    let pans = s.run(clock: cancelAt + 150_000)
    #expect(pans.lastPhase == .cancelled(reason: .gestureCancelled))
    #expect(pans.last!.time == Timestamp(micros: cancelAt + 150_000))
    #expect(pans.last!.velocity == 0 && close(pans.last!.translation, 20))
}

@Test func aSwipeBeginningExactlyAtTheDeadlineIsANewPan() {
    var s = InputScript()
    s.swipe(dx: 20, steps: 10, cancelled: true)
    s.wait(ms: 150)
    s.swipe(fingers: 4, dx: 20, steps: 10)
    let pans = s.run()
    #expect(pans.phases.filter { $0 == "began" }.count == 2)
    #expect(pans.contains { $0.phase == .cancelled(reason: .gestureCancelled) })
    #expect(close(pans.last!.translation, 20))
}

@Test func anotherGestureOnTheSameDeviceDecidesTheCancelAtOnce() {
    var s = InputScript()
    s.swipe(dx: 20, steps: 10, cancelled: true)
    s.wait(ms: 20)
    s.add(.scroll(dx: 0, dy: 400))
    let pans = s.run()
    let cancelled = pans[pans.count - 2]
    #expect(cancelled.phase == .cancelled(reason: .gestureCancelled) && cancelled.time == Timestamp(micros: s.now))
    // The scroll (10 mm, past the slop) then starts a pan of its own.
    #expect(pans.last!.phase == .began && pans.last!.source == .touchpadScroll)
}

@Test func aSwipeWithAnUnacceptedCountDoesNotContinue() {
    var s = InputScript()
    s.swipe(fingers: 3, dx: 20, steps: 10, cancelled: true)
    s.wait(ms: 20)
    s.swipe(fingers: 5, dx: 20, steps: 10)
    let pans = s.run()
    #expect(pans.lastPhase == .cancelled(reason: .gestureCancelled))
    #expect(pans.phases.filter { $0 == "began" }.count == 1)
}

@Test func otherDevicesDoNotDecideButTheirTimeDoes() {
    var s = InputScript()
    s.swipe(dx: 20, steps: 10, cancelled: true)
    let cancelAt = s.now
    s.wait(ms: 50)
    s.add(.touchDown(slot: 0, x: 5, y: 5), device: 1)
    s.wait(ms: 50)
    s.swipe(fingers: 4, dx: 20, steps: 2)  // still within 150 ms: continues
    #expect(s.run().lastPhase == .ended)
    var late = InputScript()
    late.swipe(dx: 20, steps: 10, cancelled: true)
    late.wait(ms: 200)
    late.add(.touchFrame, device: 1)
    let pans = late.run()
    #expect(pans.lastPhase == .cancelled(reason: .gestureCancelled))
    #expect(pans.last!.time == Timestamp(micros: cancelAt + 150_000))
}

@Test func aSwipeBeginWithoutAnEndIsTakenAsAFlicker() {
    var s = InputScript()
    s.swipe(fingers: 3, dx: 20, steps: 10, end: false)
    s.swipe(fingers: 4, dx: 10, steps: 5)
    let pans = s.run()
    #expect(pans.phases.contains("resumed") && pans.lastPhase == .ended && close(pans.last!.translation, 30))
}

@Test func removingTheDeviceDuringASuspensionCancelsForThatReason() {
    var s = InputScript()
    s.swipe(dx: 20, steps: 10, cancelled: true)
    s.wait(ms: 10)
    s.add(.deviceRemoved)
    #expect(s.run().lastPhase == .cancelled(reason: .deviceRemoved))
}

@Test func theEndOfInputMakesASuspendedCancelStand() {
    var s = InputScript()
    s.swipe(dx: 20, steps: 10, cancelled: true)
    var recognizer = PanRecognizer()
    var pans = s.events.flatMap { recognizer.handle($0) }
    #expect(recognizer.continuationDeadline == Timestamp(micros: s.now + 150_000))
    pans += recognizer.handle(.endOfInput(Timestamp(micros: s.now + 10)))
    #expect(pans.lastPhase == .cancelled(reason: .gestureCancelled))
    #expect(recognizer.continuationDeadline == nil)
}

// MARK: Two-finger scroll

@Test func twoFingerScrollIsAPanThatEndsAtTheStop() {
    var s = InputScript()
    s.touchpad()
    for _ in 0..<10 {
        s.wait(ms: 10)
        s.add(.scroll(dx: 0, dy: -InputUnits.normalized(fromMillimetres: 1.5)))
    }
    s.wait(ms: 10)
    s.add(.scrollStop(horizontal: false, vertical: true))
    let pans = s.run()
    // The first event moves 1.5 mm, past the 1 mm touchpad slop.
    #expect(pans.phases == ["began"] + Array(repeating: "changed", count: 9) + ["ended"])
    #expect(pans[0].source == .touchpadScroll && pans[0].axis == .y && pans[0].direction == .negative)
    #expect(close(pans.last!.translation, 15))
    // 15 mm between t = 10 ms and 100 ms, then 10 ms still before the stop: 13.5 mm over the 100 ms since
    // the first scroll event (which carries the movement that started the scroll).
    #expect(close(pans.last!.velocity, 135, 1e-6))
    #expect(s.run(PanConfiguration(sources: PanSources(scroll: false))).isEmpty)
}

@Test func pinchAndHoldAreNeverPans() {
    var s = InputScript()
    s.add(.holdBegin(fingers: 3))
    s.wait(ms: 100)
    s.add(.holdEnd(fingers: 3, cancelled: true))
    s.add(.pinchBegin(fingers: 2))
    for _ in 0..<10 {
        s.wait(ms: 10)
        s.add(.pinchUpdate(fingers: 2, dx: 300, dy: 0, scale: 1.1, angleDelta: 2))
    }
    s.add(.pinchEnd(fingers: 2, cancelled: false))
    #expect(s.run().isEmpty)
}

@Test func theRecognizerRemembersAnnouncedDevices() {
    var s = InputScript()
    s.touchpad(0, width: 90, height: 50)
    s.touchscreen(1)
    var recognizer = PanRecognizer()
    for event in s.events { _ = recognizer.handle(event) }
    #expect(recognizer.devices[DeviceID(0)]?.widthMM == 90 && recognizer.devices[DeviceID(1)]?.kind == .touchscreen)
    _ = recognizer.handle(TimedInputEvent(time: Timestamp(micros: s.now), device: DeviceID(0), event: .deviceRemoved))
    #expect(recognizer.devices[DeviceID(0)] == nil)
}
