import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopInteraction

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Test func aPanDuringTheSettleGrabsItAtThePresentedProgressWithoutAJump() {
    var s = SessionScript()
    s.touchDown(y: 0)
    s.touch(y: 2)
    s.touchGlide(from: 2, to: 22, mmPerSecond: 100)
    s.wait(ms: 200)
    s.touchUp()  // p = 0.2 at rest: cancels
    let releasedAt = s.now
    s.wait(ms: 100)  // settling toward the start meanwhile
    s.touchDown(y: 40)
    s.touch(y: 42)  // takes hold here
    s.touchGlide(from: 42, to: 92, mmPerSecond: 100)
    s.wait(ms: 200)
    s.touchUp()
    let run = SessionRun(s, configuration: configuration(distance: 100))
    #expect(run.session.interactions.count == 2)
    let grab = run.session.interactions[1]
    #expect(grab.grabbed && run.attachments[1].grabbed)
    // The base is what was on screen when the second pan took hold: the last settle frame before it.
    let grabTime = grab.beganAt
    let lastFrame = run.frames.last { $0.0 < grabTime }!
    #expect(lastFrame.0.micros > releasedAt && run.attachments[1].baseProgress == lastFrame.1)
    #expect(run.attachments[1].baseProgress > 0 && run.attachments[1].baseProgress < 0.2)
    // Progress continues from there: 50 mm more → base + 0.5, finished at rest by threshold.
    let d = run.decisions[1]
    #expect(close(d.progress, run.attachments[1].baseProgress + 0.5) && d.outcome == .finish)
    // One transition, one completion, the first release's settle superseded by the grab.
    #expect(run.completions == [true])
    #expect(run.session.interactions[0].completion == nil && grab.completion?.finished == true)
    #expect(run.ignored.isEmpty)
}

@Test func framesBetweenEventsLandOnTheEnginesGridAndNeverTheWallClock() {
    var s = SessionScript()
    s.touchDown(y: 0)
    s.touchGlide(from: 0, to: 60, mmPerSecond: 300)
    s.touchUp()
    var o = configuration(distance: 100)
    o.frameRate = 60
    let run = SessionRun(s, configuration: o)
    let releaseTime = run.session.interactions[0].releasedAt!.micros
    let settleFrames = run.frames.filter { $0.0.micros > releaseTime }
    #expect(settleFrames.count > 5)
    for (time, _) in settleFrames {
        let k = (Double(time.micros) * 60 / 1_000_000).rounded()
        #expect(time.micros == Int64((k * 1_000_000 / 60).rounded()), "frame at \(time) is off the 60 Hz grid")
    }
    #expect(zip(settleFrames, settleFrames.dropFirst()).allSatisfy { $1.0.micros - $0.0.micros >= 16_666 })
    #expect(run.session.completions.count == 1 && run.session.isAtRest)
}

@Test func theSameInputGivesTheSameRecords() {
    var s = SessionScript()
    s.addDevice(0, kind: .touchpad, width: 90, height: 55)
    s.add(.swipeBegin(fingers: 3), device: 0)
    for i in 0..<30 { s.swipeUpdate(dxMM: 1 + Double(i % 4) * 0.3, dyMM: 0.1, after: Double(7 + i % 5)) }
    s.add(.swipeEnd(fingers: 3, cancelled: false), device: 0)
    let a = SessionRun(s)
    let b = SessionRun(s)
    #expect(a.records == b.records && a.session.interactions == b.session.interactions)
}

@Test func advancingTheClockWithoutInputSettlesAndDecidesDeadlines() {
    var s = SessionScript()
    s.add(.swipeBegin(fingers: 3), device: 0)
    for _ in 0..<10 { s.swipeUpdate(dxMM: 3) }
    s.add(.swipeEnd(fingers: 3, cancelled: true), device: 0)
    var session = PanSession(configuration: configuration(distance: 40))
    for event in s.events { _ = session.feed(event) }
    #expect(session.interactions[0].decision == nil, "the cancel is still deferred")
    _ = session.advance(to: Timestamp(micros: s.now + 149_000))
    #expect(session.interactions[0].decision == nil)
    _ = session.advance(to: Timestamp(micros: s.now + 150_000))
    #expect(session.interactions[0].decision?.rule == .gestureCancelled)
    _ = session.advance(to: Timestamp(micros: s.now + 5_000_000))
    #expect(session.completions.map(\.finished) == [false] && session.isAtRest)
    #expect(session.endOfInput().isEmpty)
}

/// The pan → controller → engine chain: whatever the order of events (well-formed gestures, interrupted
/// ones, overlapping devices, cancels, removals, garbage), every transition started completes exactly
/// once, nothing the session sends is refused by the engine, and endOfInput() always comes to rest.
@Test func completionExactlyOnceWhateverTheEventOrder() {
    var totals = (transitions: 0, finished: 0, grabs: 0)
    for seed: UInt64 in 1...200 {
        var rng = SplitMix64(seed: seed)
        var o = SessionConfiguration()
        o.gesture.sources.touchFingers = Int(rng.next() % 3) + 1
        if rng.next() % 3 == 0 { o.drive.limit = .rubberBand(limit: 0.15) }
        if rng.next() % 2 == 0 { o.drive.distance = .fixed(millimetres: 20 + Double(rng.next() % 80)) }
        var session = PanSession(configuration: o)
        var records: [SessionRecord] = []
        var time: Int64 = 0
        for _ in 0..<Int(rng.next() % 500 + 50) {
            time += Int64(rng.next() % 30_000)
            let event = randomEvent(&rng)
            records += session.feed(
                TimedInputEvent(
                    time: Timestamp(micros: time), device: DeviceID(Int(rng.next() % 2)),
                    event: event))
            if rng.next() % 10 == 0 {
                records += session.advance(to: Timestamp(micros: time + Int64(rng.next() % 400_000)))
            }
        }
        records += session.endOfInput()
        var begun = 0
        var completed = 0
        var outOfBounds: [Double] = []
        var lastTime = Int64.min
        for record in records {
            #expect(record.time.micros >= lastTime, "seed \(seed): records went back in time")
            lastTime = record.time.micros
            guard case .interaction(.transition(let effect)) = record.entry else { continue }
            switch effect {
            case .stateChanged(from: .idle, to: .interactive): begun += 1
            case .completed(let finished):
                completed += 1
                if finished { totals.finished += 1 }
                #expect(completed == begun, "seed \(seed): completion without a transition, or twice")
            case .ignored(let event, let reason): Issue.record("seed \(seed): engine refused \(event) (\(reason))")
            case .frame(let p):
                // Clamped, progress stays in 0…1; rubber-banded, springs may overshoot (finite is the promise).
                if !(p.isFinite && (o.drive.limit != .clamp || (p >= 0 && p <= 1))) { outOfBounds.append(p) }
            case .stateChanged, .settle, .appearance: break
            }
        }
        #expect(outOfBounds.isEmpty, "seed \(seed): progress out of bounds \(outOfBounds.prefix(3))")
        #expect(begun == completed, "seed \(seed): \(begun) transitions, \(completed) completions")
        #expect(session.isAtRest, "seed \(seed)")
        #expect(session.interactions.allSatisfy { $0.decision != nil }, "seed \(seed): a pan left undecided")
        totals.transitions += begun
        totals.grabs += session.interactions.filter(\.grabbed).count
    }
    print("chain property: \(totals.transitions) transitions, \(totals.finished) finished, \(totals.grabs) grabs")
    #expect(
        totals.transitions > 200 && totals.finished > 20 && totals.grabs > 10, "the random streams exercise the chain")
}

/// Mostly plausible motion, with the interruptions real devices produce.
private func randomEvent(_ rng: inout SplitMix64) -> InputEvent {
    let slot = Int(rng.next() % 2)
    let x = Double(rng.next() % 1500) / 10
    let y = Double(rng.next() % 1500) / 10
    let d = { (r: inout SplitMix64) in Double(Int(r.next() % 1201) - 400) }
    let fingers = Int(rng.next() % 3) + 2
    switch rng.next() % 20 {
    case 0: return .swipeBegin(fingers: fingers)
    case 1, 2, 3, 4: return .swipeUpdate(fingers: fingers, dx: d(&rng), dy: d(&rng) / 4)
    case 5: return .swipeEnd(fingers: fingers, cancelled: rng.next() % 3 == 0)
    case 6, 7: return .scroll(dx: d(&rng) / 4, dy: d(&rng))
    case 8: return .scrollStop(horizontal: true, vertical: true)
    case 9: return .touchDown(slot: slot, x: x, y: y)
    case 10, 11, 12: return .touchMotion(slot: slot, x: x, y: y)
    case 13: return .touchUp(slot: slot)
    case 14: return .touchFrame
    case 15: return rng.next() % 4 == 0 ? .touchCancel(slot: slot) : .touchFrame
    case 16: return rng.next() % 10 == 0 ? .deviceRemoved : .holdBegin(fingers: 3)
    case 17:
        return .deviceAdded(
            DeviceInfo(id: DeviceID(0), name: "d", kind: .touchpad, widthMM: 90, heightMM: 60))
    case 18: return .pinchUpdate(fingers: 2, dx: 1, dy: 1, scale: 1.1, angleDelta: 0)
    default: return .holdEnd(fingers: 3, cancelled: true)
    }
}

private struct ArraySource: InputEventSource {
    var events: [TimedInputEvent]
    mutating func next() throws -> TimedInputEvent? { events.isEmpty ? nil : events.removeFirst() }
}

@Test func theDriverFeedsEverySourceEventThenFinishes() throws {
    var s = SessionScript()
    s.touchDown(y: 0)
    s.touchGlide(from: 0, to: 50, mmPerSecond: 250)
    s.touchUp()
    var pacer = SourcePacer(ArraySource(events: s.events))
    var session = PanSession(configuration: configuration(distance: 100))
    var batches: [[SessionRecord]] = []
    try SessionDriver.run(&session, pacer: &pacer) { records, _ in batches.append(Array(records)) }
    #expect(batches.count > s.events.count + 1)  // the settle comes frame by frame after the input
    #expect(batches.flatMap { $0 } == SessionRun(s, configuration: configuration(distance: 100)).records)
    #expect(session.interactions.count == 1 && session.isAtRest)
}

/// A batch's rows are plain bits, and reading them back gives every record as it was appended,
/// override calls and the overrides frames are drawn with included.
@Test func sessionRecordRowsArePlainBitsAndReadBackWhole() throws {
    #expect(_isPOD(SessionRecords.Row.self))
    var overrides = ElementOverrides()
    try overrides.apply([.fade], to: "card", at: 0.5, interactive: true)
    let records = [
        SessionRecord(time: Timestamp(micros: 1), entry: .interaction(.transition(.frame(progress: 0.5)))),
        SessionRecord(
            time: Timestamp(micros: 2), entry: .interaction(.override(.applied(element: "card", modifiers: [.fade])))),
        SessionRecord(
            time: Timestamp(micros: 3), entry: .interaction(.transition(.frame(progress: 0.6))), overrides: overrides)
    ]
    var batch = SessionRecords(records)
    #expect(Array(batch) == records)
    batch.removeAll()
    #expect(batch.isEmpty)
    batch += SessionRecords(records.reversed())
    #expect(Array(batch) == records.reversed())
}
