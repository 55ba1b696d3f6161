import Foundation
import SwoopCore
import SwoopInputModel
import SwoopLibinput
import Testing

/// The live source in this very process, on whatever seat0 holds here (usually nothing: no
/// /dev/input on the test machines). What matters is how it waits and how it stops.
@Suite(.timeLimit(.minutes(1)))  // a guard against a hang, not a speed assertion
struct LibinputSourceTests {
    private func emptySource(_ stop: StopSignal) throws -> LibinputSource {
        try LibinputSource(
            backend: .udev(seat: "swoop-test-seat-with-no-devices"), stop: stop, requireTouchDevice: false)
    }

    @Test func aStopBeforeWaitingEndsTheSourceAndStays() throws {
        let stop = StopSignal()
        let source = try emptySource(stop)
        #expect(source.touchDevices.isEmpty)
        stop.stop()
        #expect(stop.isStopped)
        #expect(try source.next() == nil)
        #expect(try source.next(waitingUntil: nil) == .stopped)
    }

    @Test func aStopFromAnotherThreadWakesABlockedWait() throws {
        let stop = StopSignal()
        let source = try emptySource(stop)
        Thread {
            usleep(50_000)
            stop.stop()
        }.start()
        #expect(try source.next() == nil)
    }

    @Test func aPassedDeadlineTimesOut() throws {
        let source = try emptySource(StopSignal())
        #expect(try source.next(waitingUntil: MonotonicClock.now() + .milliseconds(20)) == .timedOut)
        #expect(try source.next(waitingUntil: Timestamp(micros: 0)) == .timedOut)
    }

    @Test func requiringATouchDeviceWhereThereIsNoneSaysSo() throws {
        #expect(throws: LibinputError.self) {
            _ = try LibinputSource(backend: .udev(seat: "swoop-test-seat-with-no-devices"))
        }
        do {
            _ = try LibinputSource(backend: .paths(["/nonexistent/event7"]))
            Issue.record("a missing node was accepted")
        } catch let error as LibinputError {
            #expect(error == .noSuchDevice(node: "/nonexistent/event7"))
        }
    }
}
