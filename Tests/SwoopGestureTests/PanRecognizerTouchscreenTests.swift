import SwoopCore
import SwoopInputModel
import Testing

@testable import SwoopGesture

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Test func aTapNeverBeginsAPan() {
    var s = InputScript()
    s.touchscreen()
    s.drag(dx: 0.6, dy: -0.8, steps: 3)  // 1 mm of wobble
    #expect(s.run().isEmpty)
}

@Test func oneFingerDragDownIsAPanAlongY() {
    var s = InputScript()
    s.touchscreen()
    s.drag(dy: 30, steps: 10, intervalMS: 10)
    let pans = s.run()
    #expect(pans.phases == ["began"] + Array(repeating: "changed", count: 9) + ["ended"])
    let began = pans[0]
    let ended = pans[10]
    #expect(began.axis == .y && began.direction == .positive)
    #expect(began.source == .touchscreenDrag(fingers: 1) && began.deviceKind == .touchscreen)
    // The first frame moves 3 mm, past the 2 mm slop: the pan begins there, 3 mm from touch-down.
    #expect(close(began.translation, 3) && began.time == Timestamp(micros: 1_010_000))
    // 30 mm in 100 ms, younger than the 150 ms window: 300 mm/s.
    #expect(close(ended.translation, 30) && close(ended.velocity, 300, 1e-6))
    #expect(ended.time == Timestamp(micros: 1_100_000))
}

@Test func dragsWithoutFrameEventsGiveTheSamePan() {
    var framed = InputScript()
    var bare = InputScript()
    framed.drag(dx: -25, steps: 8)
    bare.drag(dx: -25, steps: 8, frames: false)
    #expect(framed.run() == bare.run())
}

@Test func wrongDirectionIsRejectedAndBothLocksTheFirstSign() {
    var s = InputScript()
    s.drag(dy: -30)
    #expect(s.run(PanConfiguration(axis: .y, direction: .positive)).isEmpty)
    let negative = s.run(PanConfiguration(axis: .y, direction: .negative))
    let both = s.run(PanConfiguration(axis: .y, direction: .both))
    #expect(negative == both)
    #expect(both.last?.direction == .negative && close(both.last!.translation, 30))
    #expect(both.last!.velocity > 0, "positive velocity means further along the pan, whatever its sign")
}

@Test(arguments: [
    // (dx, dy, axis setting, expected locked axis or nil when rejected)
    (10.0, 9.0, PanAxis.auto, LockedAxis?.none),  // |2| < 1.2 × |1.8| at the slop: diagonal
    (10.0, 5.0, .auto, .x),
    (4.0, -12.0, .auto, .y),
    (0.0, 20.0, .x, nil),  // a vertical drag is no horizontal pan
    (20.0, 1.0, .x, .x),
    (12.0, 10.5, .y, nil)
])
func axisIsLockedPastTheSlopOrRejected(dx: Double, dy: Double, axis: PanAxis, expected: LockedAxis?) {
    var s = InputScript()
    s.drag(dx: dx, dy: dy, steps: 10)
    let pans = s.run(PanConfiguration(axis: axis))
    #expect(pans.first?.axis == expected)
    if expected == nil { #expect(pans.isEmpty) }
}

@Test func touchCancelCancelsThePan() {
    var s = InputScript()
    s.drag(dy: 20, lift: false)
    s.wait(ms: 5)
    s.add(.touchCancel(slot: 0), device: 1)
    s.add(.touchFrame, device: 1)
    let pans = s.run()
    #expect(pans.lastPhase == .cancelled(reason: .touchCancelled))
    #expect(pans.filter { if case .cancelled = $0.phase { true } else { false } }.count == 1)
}

@Test func removingTheDeviceCancelsThePan() {
    var s = InputScript()
    s.touchscreen()
    s.drag(dx: 20, lift: false)
    s.wait(ms: 7)
    s.add(.deviceRemoved, device: 1)
    let pans = s.run()
    #expect(pans.lastPhase == .cancelled(reason: .deviceRemoved))
    #expect(pans.last?.time == Timestamp(micros: s.now))
}

@Test func theEndOfInputCancelsAPanStillDown() {
    var s = InputScript()
    s.drag(dx: 20, lift: false)
    var recognizer = PanRecognizer()
    var pans = s.events.flatMap { recognizer.handle($0) }
    #expect(recognizer.isPanning)
    pans += recognizer.handle(.endOfInput(Timestamp(micros: s.now + 1000)))
    #expect(pans.lastPhase == .cancelled(reason: .inputEnded))
    #expect(!recognizer.isPanning)
}

@Test func secondFingerBeforeTheSlopRejectsAOneFingerDrag() {
    var s = InputScript()
    s.add(.touchDown(slot: 0, x: 50, y: 50), device: 1)
    s.add(.touchDown(slot: 1, x: 80, y: 50), device: 1)
    s.add(.touchFrame, device: 1)
    for i in 1...10 {
        s.wait(ms: 10)
        s.add(.touchMotion(slot: 0, x: 50 + 3 * Double(i), y: 50), device: 1)
        s.add(.touchMotion(slot: 1, x: 80 + 3 * Double(i), y: 50), device: 1)
        s.add(.touchFrame, device: 1)
    }
    #expect(s.run().isEmpty)
    // Asked to follow up to two fingers, the same touches are a pan of their mean motion.
    let pans = s.run(PanConfiguration(sources: PanSources(touchFingers: 2)))
    #expect(pans.first?.source == .touchscreenDrag(fingers: 2))
    #expect(close(pans.last!.translation, 30))
}

@Test func aFingerJoiningOrLeavingNeverMovesACentroidPan() {
    var s = InputScript()
    s.add(.touchDown(slot: 0, x: 10, y: 10), device: 1)
    for i in 1...5 {
        s.wait(ms: 10)
        s.add(.touchMotion(slot: 0, x: 10 + 2 * Double(i), y: 10), device: 1)
        s.add(.touchFrame, device: 1)
    }
    s.add(.touchDown(slot: 1, x: 90, y: 60), device: 1)  // lands far away: a centroid would jump 40 mm
    s.add(.touchFrame, device: 1)
    for i in 1...5 {
        s.wait(ms: 10)
        s.add(.touchMotion(slot: 0, x: 20 + 2 * Double(i), y: 10), device: 1)
        s.add(.touchMotion(slot: 1, x: 90 + 2 * Double(i), y: 60), device: 1)
        s.add(.touchFrame, device: 1)
    }
    s.add(.touchUp(slot: 0), device: 1)
    s.add(.touchFrame, device: 1)
    s.wait(ms: 10)
    s.add(.touchMotion(slot: 1, x: 104, y: 60), device: 1)
    s.add(.touchFrame, device: 1)
    s.add(.touchUp(slot: 1), device: 1)
    s.add(.touchFrame, device: 1)
    let pans = s.run(PanConfiguration(sources: PanSources(touchFingers: 3)))
    #expect(pans.lastPhase == .ended)
    #expect(close(pans.last!.translation, 24))
    #expect(pans.allSatisfy { abs($0.translation) <= 24 + 1e-9 })
}

@Test func aSecondFingerAfterTheSlopIsIgnoredAndTheFirstLiftEndsThePan() {
    var s = InputScript()
    s.drag(dx: 15, lift: false)
    s.add(.touchDown(slot: 1, x: 10, y: 10), device: 1)
    s.add(.touchFrame, device: 1)
    s.wait(ms: 10)
    s.add(.touchMotion(slot: 1, x: 60, y: 10), device: 1)  // an unfollowed finger sweeps 50 mm
    s.add(.touchMotion(slot: 0, x: 117, y: 100), device: 1)
    s.add(.touchFrame, device: 1)
    s.add(.touchUp(slot: 0), device: 1)
    s.add(.touchFrame, device: 1)
    s.wait(ms: 10)
    s.add(.touchMotion(slot: 1, x: 90, y: 10), device: 1)
    s.add(.touchFrame, device: 1)
    let pans = s.run()
    #expect(pans.lastPhase == .ended && close(pans.last!.translation, 17))
    #expect(pans.filter { $0.phase == .began }.count == 1, "the remaining finger starts nothing")
}

@Test func anotherDeviceIsIgnoredWhileAPanIsInProgress() {
    var s = InputScript()
    s.add(.touchDown(slot: 0, x: 0, y: 0), device: 1)
    for i in 1...10 {
        s.wait(ms: 10)
        s.add(.touchMotion(slot: 0, x: 2 * Double(i), y: 0), device: 1)
        s.add(.touchFrame, device: 1)
        s.add(i == 1 ? .swipeBegin(fingers: 3) : .swipeUpdate(fingers: 3, dx: 0, dy: 400), device: 0)
    }
    s.add(.touchUp(slot: 0), device: 1)
    s.add(.swipeEnd(fingers: 3, cancelled: false), device: 0)
    let pans = s.run()
    #expect(Set(pans.map(\.device)) == [DeviceID(1)])
    #expect(pans.phases.first == "began" && pans.lastPhase == .ended)
}

@Test func aStillFrameChangesNothingButTellsTheVelocityTheFingerWasAtRest() {
    func stream(reportingTheRest: Bool) -> [PanEvent] {
        var s = InputScript()
        s.drag(dy: 30, steps: 10, lift: false)  // to y = 130 at +100 ms
        if reportingTheRest { s.touch(y: 130, after: 100) } else { s.wait(ms: 100) }
        for i in 1...10 { s.touch(y: 130 + 0.5 * Double(i), after: 10) }
        s.add(.touchUp(slot: 0), device: 1)
        return s.run()
    }
    let reported = stream(reportingTheRest: true)
    let silent = stream(reportingTheRest: false)
    #expect(reported.phases == silent.phases, "a still frame emits no changed event")
    // Window [+150, +300] ms: at rest until +200 (known only from the still report), then 5 mm in 100 ms.
    #expect(abs(reported.last!.velocity - 5 / 0.15) < 1e-6)
    // Without it, the gap +100…+210 reads as slow motion: 130 + 0.5 × 50/110 at the window's start.
    #expect(abs(silent.last!.velocity - (135 - (130 + 0.5 * 50 / 110)) / 0.15) < 1e-6)
}
