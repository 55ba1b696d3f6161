import SwoopCore
import Testing

@testable import SwoopEmulation

/// How a real-time emulation ends after its last frame (`RealtimeSettle`), with a reader whose bytes
/// reach it late, as umockdev's pty hands them over on a loaded machine: until then nothing is ready
/// on its descriptor and no timer is armed, so it looks idle although the last frame is unread.
struct RealtimeSettleTests {
    final class LateReader: RealtimeReader, @unchecked Sendable {
        /// How many idleness checks pass before the bytes reach libinput (nil: never).
        let arrivesAfterChecks: Int?
        let open: Bool
        var checks = 0
        var bytes: UInt64 = 0
        let written: UInt64

        init(written: UInt64, arrivesAfterChecks: Int?, open: Bool = true) {
            self.written = written
            self.arrivesAfterChecks = arrivesAfterChecks
            self.open = open
        }

        func reads(of device: Int) -> (bytes: UInt64, open: Bool) { (bytes, open) }

        func isIdle(caughtUp: () -> Bool) -> Bool? {
            checks += 1
            if let arrivesAfterChecks, checks > arrivesAfterChecks { bytes = written }
            return caughtUp()
        }
    }

    static let frame: UInt64 = 3 * 24

    @Test func endingRightAfterTheLastWriteWaitsUntilLibinputHasReadIt() {
        let reader = LateReader(written: Self.frame, arrivesAfterChecks: 5)
        let unread = RealtimeSettle(reader: reader).run(written: [Self.frame], until: MonotonicClock.now())
        #expect(unread == 0)
        // Five checks saw it idle with the frame unread: a pause would have ended there, losing the frame.
        #expect(reader.bytes == Self.frame)
        #expect(reader.checks == 6)
    }

    @Test func aReaderDoneWithEverythingEndsTheSettleTimeAtItsFirstCheck() {
        let reader = LateReader(written: Self.frame, arrivesAfterChecks: 0)
        RealtimeSettle(reader: reader).run(
            written: [Self.frame], until: MonotonicClock.now().advanced(byMicros: 60_000_000))
        #expect(reader.checks == 1)
    }

    @Test func aNodeLibinputClosedIsNotWaitedFor() {
        let reader = LateReader(written: Self.frame, arrivesAfterChecks: nil, open: false)
        RealtimeSettle(reader: reader).run(written: [Self.frame], until: MonotonicClock.now())
        #expect(reader.checks == 0)
    }

    @Test func aReaderThatStopsReadingEndsItWithTheBytesUnread() {
        let reader = LateReader(written: Self.frame, arrivesAfterChecks: nil)
        let unread = RealtimeSettle(reader: reader, stallLimit: 20_000)
            .run(written: [Self.frame], until: MonotonicClock.now())
        #expect(unread == Self.frame && reader.checks >= 1)
    }

    @Test func withoutAReaderItEndsAtTheEndOfTheSettleTime() {
        let end = MonotonicClock.now().advanced(byMicros: 20_000)
        #expect(RealtimeSettle(reader: nil).run(written: [Self.frame], until: end) == nil)
        #expect(MonotonicClock.now() >= end)
    }
}
