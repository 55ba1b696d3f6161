import SwoopCore
import SwoopInputModel
import Testing
@testable import SwoopFixtures

@Suite struct InputSequenceTrackerTests {
    static let listening = InputSequenceTracker.Listening(swipeFingers: [3, 4], scroll: true, touch: true,
                                                          continuationMicros: 150_000)

    func run(_ events: [TimedInputEvent], panOn: Set<Int64> = [], listening: InputSequenceTracker.Listening = listening)
        -> [InputSequenceTracker.Sequence]
    {
        var tracker = InputSequenceTracker(listening: listening)
        var out: [InputSequenceTracker.Sequence] = []
        for e in events {
            out += tracker.observe(e)
            if panOn.contains(e.time.micros) { tracker.panBegan(on: e.device) }
        }
        return out + tracker.finish(at: events.last.map { $0.time + .microseconds(1) } ?? Timestamp(micros: 0))
    }

    @Test func aTapIsOneSequenceWithoutAPan() {
        let seqs = run([event(10, .touchDown(slot: 0, x: 1, y: 1)), event(10, .touchFrame),
                        event(20, .touchDown(slot: 1, x: 5, y: 1)), event(30, .touchUp(slot: 0)),
                        event(40, .touchUp(slot: 1)), event(40, .touchFrame)])
        #expect(seqs == [.init(kind: .touch, device: DeviceID(0), start: Timestamp(micros: 10), end: Timestamp(micros: 40),
                               hadPan: false)])
    }

    @Test func aSwipeContinuedAfterALibinputCancelIsOneSequence() {
        let seqs = run([event(0, .swipeBegin(fingers: 3)), event(10, .swipeUpdate(fingers: 3, dx: 50, dy: 0)),
                        event(20, .swipeEnd(fingers: 3, cancelled: true)), event(60_000, .swipeBegin(fingers: 4)),
                        event(70_000, .swipeEnd(fingers: 4, cancelled: false))], panOn: [10])
        #expect(seqs.count == 1)
        #expect(seqs.first?.hadPan == true && seqs.first?.end == Timestamp(micros: 70_000))
    }

    @Test func aCancelNothingContinuesEndsWhereLibinputCancelled() {
        let seqs = run([event(0, .swipeBegin(fingers: 3)), event(20, .swipeEnd(fingers: 3, cancelled: true)),
                        event(500_000, .swipeBegin(fingers: 3)), event(600_000, .swipeEnd(fingers: 3, cancelled: false))])
        #expect(seqs.map(\.end) == [Timestamp(micros: 20), Timestamp(micros: 600_000)])
        #expect(run([event(0, .swipeBegin(fingers: 3)), event(20, .swipeEnd(fingers: 3, cancelled: true))]).map(\.end)
            == [Timestamp(micros: 20)])
    }

    /// A touchpad tap arrives as a hold that ends uncancelled: a sequence that never panned. A hold that
    /// ends cancelled became the scroll after it, which is the one sequence.
    @Test func aTouchpadTapIsAHoldAndAHoldThatTurnsIntoAScrollIsNot() {
        let tap = run([event(0, .holdBegin(fingers: 2)), event(90, .holdEnd(fingers: 2, cancelled: false))])
        #expect(tap == [.init(kind: .hold, device: DeviceID(0), start: Timestamp(micros: 0), end: Timestamp(micros: 90),
                              hadPan: false)])
        let scrolled = run([event(0, .holdBegin(fingers: 2)), event(40, .holdEnd(fingers: 2, cancelled: true)),
                            event(40, .scroll(dx: 0, dy: 30)), event(80, .scrollStop(horizontal: false, vertical: true))],
                           panOn: [40])
        #expect(scrolled.map(\.kind) == [.scroll])
        #expect(scrolled.first?.hadPan == true)
    }

    @Test func sourcesNotListenedToAreNotSequences() {
        var quiet = Self.listening
        quiet.swipeFingers = [4]
        quiet.scroll = false
        quiet.touch = false
        #expect(run([event(0, .swipeBegin(fingers: 3)), event(5, .swipeEnd(fingers: 3, cancelled: false)),
                     event(6, .scroll(dx: 0, dy: 3)), event(7, .scrollStop(horizontal: false, vertical: true)),
                     event(8, .touchDown(slot: 0, x: 0, y: 0)), event(9, .touchUp(slot: 0)),
                     event(10, .holdBegin(fingers: 3)), event(11, .holdEnd(fingers: 3, cancelled: false)),
                     event(12, .pinchBegin(fingers: 2)), event(13, .pinchEnd(fingers: 2, cancelled: false))],
                    listening: quiet).isEmpty)
    }

    @Test func removalEndsEverySequenceOfItsDeviceOnly() {
        let seqs = run([event(0, .scroll(dx: 0, dy: 1)),
                        event(1, .deviceAdded(DeviceInfo(id: DeviceID(1), name: "s", kind: .touchscreen)), device: 1),
                        event(2, .touchDown(slot: 0, x: 0, y: 0), device: 1), event(3, .deviceRemoved),
                        event(4, .touchUp(slot: 0), device: 1)], panOn: [2])
        #expect(seqs.map(\.kind) == [.scroll, .touch])
        #expect(seqs.map(\.hadPan) == [false, true])
        #expect(seqs.map(\.end) == [Timestamp(micros: 3), Timestamp(micros: 4)])
    }
}
