import SwoopCore
import SwoopInputModel
import Testing

@testable import SwoopGesture

/// The recognizer reports the contacts that ended without a pan (replay's `none` interactions) as it
/// decides them: taps, slop-bound or rejected drags, touchpad taps (holds), swipes libinput cancelled.
@Suite struct UnpannedContactTests {
    private func event(_ micros: Int64, _ e: InputEvent, device: Int = 0) -> TimedInputEvent {
        TimedInputEvent(time: Timestamp(micros: micros), device: DeviceID(device), event: e)
    }

    /// Feeds `events`, ends the input 1 µs after the last, and returns (pans began, contacts unpanned).
    private func run(_ events: [TimedInputEvent], configuration: PanConfiguration = PanConfiguration())
        -> (pans: Int, unpanned: [UnpannedContact])
    {
        var recognizer = PanRecognizer(configuration: configuration)
        var began = 0
        for e in events { began += recognizer.handle(e).filter { $0.phase == .began }.count }
        let end = events.last.map { $0.time + .microseconds(1) } ?? Timestamp(micros: 0)
        began += recognizer.handle(.endOfInput(end)).filter { $0.phase == .began }.count
        var unpanned: [UnpannedContact] = []
        recognizer.takeUnpannedContacts(into: &unpanned)
        return (began, unpanned)
    }

    private func contact(
        _ source: PanSource?, _ start: Int64, _ end: Int64, device: Int = 0, tap: Bool = false,
        at position: PlanarVector? = nil
    ) -> UnpannedContact {
        UnpannedContact(
            device: DeviceID(device), source: source, start: Timestamp(micros: start), end: Timestamp(micros: end),
            isTap: tap, position: position)
    }

    @Test func aTapIsOneContactFromTouchDownToLift() {
        let r = run([
            event(10, .touchDown(slot: 0, x: 1, y: 1)), event(10, .touchFrame),
            event(30, .touchUp(slot: 0)), event(30, .touchFrame)
        ])
        #expect(r.pans == 0)
        // A tap, where its finger touched down (a screen of unknown size counts its units as mm).
        #expect(r.unpanned == [contact(.touchscreenDrag(fingers: 1), 10, 30, tap: true, at: PlanarVector(x: 1, y: 1))])
        #expect(r.unpanned.first?.kindName == "touch")
    }

    @Test func aPanIsNotAnUnpannedContactEvenAfterALibinputCancelAndContinuation() {
        let r = run([
            event(0, .swipeBegin(fingers: 3)), event(10, .swipeUpdate(fingers: 3, dx: 500, dy: 0)),
            event(20, .swipeEnd(fingers: 3, cancelled: true)), event(60_000, .swipeBegin(fingers: 4)),
            event(70_000, .swipeEnd(fingers: 4, cancelled: false))
        ])
        #expect(r.pans == 1 && r.unpanned.isEmpty)
    }

    @Test func aSwipeWithinTheSlopThatLibinputCancelledEndsWhereItWasCancelled() {
        let r = run([
            event(0, .swipeBegin(fingers: 3)), event(20, .swipeEnd(fingers: 3, cancelled: true)),
            event(500_000, .swipeBegin(fingers: 3)), event(600_000, .swipeEnd(fingers: 3, cancelled: false))
        ])
        #expect(
            r.unpanned == [
                contact(.touchpadSwipe(fingers: 3), 0, 20),
                contact(.touchpadSwipe(fingers: 3), 500_000, 600_000, tap: true)
            ])
        // Continued within the window, it is the same contact, from the first begin.
        let continued = run([
            event(0, .swipeBegin(fingers: 3)), event(20, .swipeEnd(fingers: 3, cancelled: true)),
            event(50_000, .swipeBegin(fingers: 4)), event(90_000, .swipeEnd(fingers: 4, cancelled: false))
        ])
        #expect(continued.unpanned == [contact(.touchpadSwipe(fingers: 4), 0, 90_000, tap: true)])
        // Nothing after the cancel: the input's end makes it final, at the cancel.
        #expect(
            run([event(0, .swipeBegin(fingers: 3)), event(20, .swipeEnd(fingers: 3, cancelled: true))]).unpanned
                == [contact(.touchpadSwipe(fingers: 3), 0, 20)])
    }

    /// A touchpad tap arrives as a hold that ends uncancelled; a hold that ends cancelled became the
    /// scroll after it, which is the one contact (here a pan).
    @Test func aTouchpadTapIsAHoldAndAHoldThatTurnsIntoAScrollIsNot() {
        let tap = run([event(0, .holdBegin(fingers: 2)), event(90, .holdEnd(fingers: 2, cancelled: false))])
        #expect(tap.unpanned == [contact(nil, 0, 90, tap: true)])
        #expect(tap.unpanned.first?.kindName == "hold")
        let scrolled = run([
            event(0, .holdBegin(fingers: 2)), event(40, .holdEnd(fingers: 2, cancelled: true)),
            event(40, .scroll(dx: 0, dy: 300)), event(80, .scrollStop(horizontal: false, vertical: true))
        ])
        #expect(scrolled.pans == 1 && scrolled.unpanned.isEmpty)
    }

    @Test func aDiagonalDragIsRejectedAndReportedWhenItLifts() {
        let r = run([
            event(0, .touchDown(slot: 0, x: 0, y: 0)), event(0, .touchFrame),
            event(10, .touchMotion(slot: 0, x: 10, y: 10)), event(10, .touchFrame),
            event(20, .touchUp(slot: 0)), event(20, .touchFrame)
        ])
        #expect(r.pans == 0)
        #expect(r.unpanned == [contact(.touchscreenDrag(fingers: 1), 0, 20)])
    }

    @Test func sourcesNotListenedToAreNotContacts() {
        var quiet = PanConfiguration()
        quiet.sources = PanSources(kind: .swipe, fingers: [4])
        #expect(
            run(
                [
                    event(0, .swipeBegin(fingers: 3)), event(5, .swipeEnd(fingers: 3, cancelled: false)),
                    event(6, .scroll(dx: 0, dy: 3)), event(7, .scrollStop(horizontal: false, vertical: true)),
                    event(8, .touchDown(slot: 0, x: 0, y: 0)), event(9, .touchUp(slot: 0)),
                    event(10, .holdBegin(fingers: 3)), event(11, .holdEnd(fingers: 3, cancelled: false)),
                    event(12, .pinchBegin(fingers: 2)), event(13, .pinchEnd(fingers: 2, cancelled: false))
                ],
                configuration: quiet
            ).unpanned.isEmpty)
    }

    @Test func removalEndsTheContactOfItsDeviceOnly() {
        let r = run([
            event(0, .holdBegin(fingers: 3)),
            event(
                1, .deviceAdded(DeviceInfo(id: DeviceID(1), name: "s", kind: .touchscreen)),
                device: 1),
            event(2, .deviceRemoved),
            event(3, .touchDown(slot: 0, x: 0, y: 0), device: 1), event(3, .touchFrame, device: 1),
            event(4, .deviceRemoved, device: 1)
        ])
        #expect(r.unpanned == [contact(nil, 0, 2), contact(.touchscreenDrag(fingers: 1), 3, 4, device: 1)])
    }
}
