import SwoopCore
import SwoopLibinput

#if canImport(Glibc)
import Glibc
#endif

/// The reader a real-time injection waits for at its end (`EmulationOptions.settlesUntilIdle`): the
/// emulator's own libinput, with the preload's count of what it read from each node.
protocol RealtimeReader {
    /// Bytes read so far from the node of device `device` (plan order), and whether it is open.
    func reads(of device: Int) -> (bytes: UInt64, open: Bool)
    /// Whether it waits for input with nothing left to do, `caughtUp` holding within that same wait
    /// (`LibinputIdleness.isIdle(caughtUp:)`); nil when it cannot tell.
    func isIdle(caughtUp: () -> Bool) -> Bool?
}

/// How a real-time injection ends after its last frame. Without a reader: at the end of the settle
/// time. With one: as soon as libinput has read every byte written to the nodes it holds open, handed
/// out what they made and has nothing left to do (no timer armed), within the settle time or past
/// it. A pty hands bytes to its reader some time after the write, late on a loaded machine; ending
/// before libinput has read them loses the last frames, so the end waits for the count of bytes
/// read, not for a pause. Only a reader that stops reading for `stallLimit` ends it with bytes unread.
struct RealtimeSettle {
    var reader: RealtimeReader?
    var endsEarly: () -> Bool = { false }
    /// Called every `step` (the injector's heartbeat).
    var tick: () -> Void = {}
    var stallLimit: Int64 = Injector.readerStallLimit

    static let step: Int64 = 5_000

    /// Returns once the reader is done with `written` (bytes per device, plan order), at `end` at the
    /// earliest without a reader; with one, the bytes it left unread (0 unless it stopped reading).
    @discardableResult
    func run(written: [UInt64], until end: Timestamp) -> UInt64? {
        var unreadBefore = reader.map { unread(written, by: $0) } ?? 0
        var lastRead = MonotonicClock.now()
        while !endsEarly() {
            let now = MonotonicClock.now()
            if let reader {
                let unread = unread(written, by: reader)
                if unread < unreadBefore { lastRead = now }
                unreadBefore = unread
                if now >= end && (unread == 0 || now.micros(since: lastRead) >= stallLimit) { return unread }
            } else if now >= end {
                return nil
            }
            let next = now.advanced(byMicros: Self.step)
            MonotonicClock.sleep(until: now < end ? min(end, next) : next)
            tick()
            if let reader, reader.isIdle(caughtUp: { unread(written, by: reader) == 0 }) == true { return 0 }
        }
        return reader.map { unread(written, by: $0) }
    }

    /// Bytes of `written` not read yet from the nodes the reader holds open.
    private func unread(_ written: [UInt64], by reader: RealtimeReader) -> UInt64 {
        written.indices.reduce(0) { sum, device in
            let reads = reader.reads(of: device)
            return reads.open ? sum + (written[device] - min(reads.bytes, written[device])) : sum
        }
    }
}

/// The emulator's own `LibinputSource`, read in another thread, and the preload's read counts.
struct RealtimeSourceReader: RealtimeReader {
    let idleness: LibinputIdleness
    /// For the per-node read counts (the preload's, which count in every mode of the clock).
    let counts: VirtualClockControl
    let devnodes: [String]

    func reads(of device: Int) -> (bytes: UInt64, open: Bool) { counts.reads(of: devnodes[device]) }
    func isIdle(caughtUp: () -> Bool) -> Bool? { idleness.isIdle(caughtUp: caughtUp) }
}
