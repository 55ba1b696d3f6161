import Foundation
import SwoopCore
import SwoopInputModel
import SwoopLibinput

#if canImport(Glibc)
import Glibc
#endif

/// Writes frames into the emulated nodes at their planned moments, then calls `finished`.
///
/// It never blocks for ever: the nodes' writable ends are non-blocking, and a node that accepts no
/// bytes for `readerStallLimit` is one libinput no longer reads (it rejected or dropped the device),
/// which is reported (`deviceNotRead`) and ends the playing. While it plays or waits it writes a
/// heartbeat at least every `heartbeatInterval`, so the parent can tell a long pause from a wedged
/// emulator.
final class Injector: @unchecked Sendable {
    let plan: EmulationPlan
    let testbed: UmockdevTestbed
    let fds: [Int32]
    let output: WireOutput
    let finished: () -> Void
    /// Polled during the settle time: true ends it early (a command that has already exited).
    let endsEarly: () -> Bool
    /// Told the injection time (µs) of every frame as it goes in, and when the last has gone in.
    let observer: InjectionObserver
    /// Given, the end waits for it to have read and handled every frame (`RealtimeSettle`).
    let reader: RealtimeReader?

    /// libinput reads a node within milliseconds of a write; this long without taking a byte, even
    /// on a machine running several emulations, means it stopped reading the device.
    static let readerStallLimit: Int64 = 5_000_000
    static let heartbeatInterval: Int64 = 1_000_000

    private var lastHeartbeat: Int64 = 0
    private var frames = 0
    /// Bytes written into each node (plan order), for `reader`'s count of what it read.
    private var written: [UInt64]

    init(
        plan: EmulationPlan, testbed: UmockdevTestbed, fds: [Int32], output: WireOutput,
        endsEarly: @escaping () -> Bool = { false }, observer: InjectionObserver = InjectionObserver(),
        reader: RealtimeReader? = nil, finished: @escaping () -> Void
    ) {
        self.observer = observer
        self.reader = reader
        written = Array(repeating: 0, count: fds.count)
        self.plan = plan
        self.testbed = testbed
        self.fds = fds
        self.output = output
        self.endsEarly = endsEarly
        self.finished = finished
    }

    func run() {
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        // A dummy report first: whatever libinput drains on opening is not a frame that matters.
        let opened = MonotonicClock.now()
        lastHeartbeat = opened.micros
        for device in fds.indices {
            _ = deliver(
                events: [Int32(EvdevCode.EV_SYN), Int32(EvdevCode.SYN_REPORT), 0], to: device, at: opened.micros)
        }
        let start = opened.advanced(byMicros: plan.leadMicros)
        var maxLate: Int64 = 0
        var removals = 0
        var lastDue = start
        playing: for action in ScheduledAction.timeline(plan) {
            let due = start.advanced(byMicros: action.offsetMicros)
            wait(until: due)
            // The timestamp is taken now, as the kernel would stamp it, so libinput's timers see real time.
            let now = MonotonicClock.now()
            maxLate = max(maxLate, now.micros(since: due))
            lastDue = due
            switch action.kind {
            case .frame(let events):
                if frames == 0 { observer.playingStarts() }
                guard deliver(events: events, to: action.device, at: now.micros) else {
                    output.write(.deviceNotRead(device: action.device, frames: frames))
                    break playing
                }
                frames += 1
                observer.frameInjected(now.micros)
                heartbeatIfDue()
            case .remove:
                let device = plan.devices[action.device]
                testbed.sendUevent("remove", for: device.sysfsPath)
                testbed.removeDevice(device.sysfsPath)
                removals += 1
            }
        }
        observer.playingEnded()
        let unread = RealtimeSettle(reader: reader, endsEarly: endsEarly, tick: heartbeatIfDue)
            .run(written: written, until: lastDue.advanced(byMicros: plan.settleMicros))
        var statistics = [
            "start": "\(start.micros)", "frames": "\(frames)", "removals": "\(removals)",
            "maxLateMicros": "\(maxLate)",
            "settledMicros": "\(MonotonicClock.now().micros(since: lastDue))",
            "clock": EmulationClock.realtime.rawValue
        ]
        // With a reader: what it had not read when the run ended (0 unless it stopped reading).
        if let unread { statistics["unreadBytes"] = "\(unread)" }
        output.write(.statistics(statistics))
        finished()
    }

    /// Sleeps until `due`, waking for heartbeats.
    private func wait(until due: Timestamp) {
        while true {
            let now = MonotonicClock.now()
            guard now < due else { return }
            heartbeatIfDue()
            sleep(until: min(due, Timestamp(micros: lastHeartbeat).advanced(byMicros: Self.heartbeatInterval)))
        }
    }

    private func heartbeatIfDue() {
        let now = MonotonicClock.now().micros
        guard now - lastHeartbeat >= Self.heartbeatInterval else { return }
        lastHeartbeat = now
        output.write(.progress(frames: frames))
    }

    private func sleep(until time: Timestamp) {
        MonotonicClock.sleep(until: time)
    }

    /// Writes one frame (`eventBytes`) into device `device`'s node. False when the node took nothing
    /// for `readerStallLimit`; a node gone with its device (any other error) drops the frame, as the
    /// kernel would.
    private func deliver(events triples: [Int32], to device: Int, at micros: Int64) -> Bool {
        let fd = fds[device]
        return Self.write(
            Self.eventBytes(triples, at: micros), to: fd, wrote: { written[device] += UInt64($0) },
            whenFull: {
                // The node is full: wait for libinput (another thread) to read.
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = retryingOnInterrupt { poll(&ready, 1, 100) }
                heartbeatIfDue()
            })
    }
}

extension Injector {
    /// One frame as the kernel's evdev node delivers it: `struct input_event` on 64-bit Linux —
    /// timeval (2 × 8 bytes), type u16, code u16, value s32 — per `type, code, value` triple.
    static func eventBytes(_ triples: [Int32], at micros: Int64) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(triples.count / 3 * 24)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        var index = 0
        while index + 2 < triples.count {
            append(Int64(micros / 1_000_000))
            append(Int64(micros % 1_000_000))
            append(UInt16(truncatingIfNeeded: triples[index]))
            append(UInt16(truncatingIfNeeded: triples[index + 1]))
            append(triples[index + 2])
            index += 3
        }
        return bytes
    }
}

extension Injector {
    /// Writes `bytes` into a non-blocking node, running `whenFull` while it takes nothing (the
    /// reader's turn) and telling `wrote` each chunk taken. False when it took nothing for
    /// `readerStallLimit`; a node gone with its device (any other error) drops the rest, as the kernel would.
    static func write(
        _ bytes: [UInt8], to fd: Int32, wrote: (Int) -> Void = { _ in }, whenFull: () throws -> Void
    ) rethrows -> Bool {
        var offset = 0
        var lastProgress = MonotonicClock.now().micros
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                retryingOnInterrupt { Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset) }
            }
            if n > 0 {
                offset += n
                wrote(n)
                lastProgress = MonotonicClock.now().micros
                continue
            }
            guard n < 0, errno == EAGAIN || errno == EWOULDBLOCK else { return true }
            if MonotonicClock.now().micros - lastProgress >= readerStallLimit { return false }
            try whenFull()
        }
        return true
    }
}

/// What a caller wants to know as frames are played (`CommandTiming`, the command's CPU time split).
struct InjectionObserver {
    /// Just before the first frame goes in.
    var playingStarts: () -> Void = {}
    var frameInjected: (Int64) -> Void = { _ in }
    var playingEnded: () -> Void = {}
}

/// Serialises wire records from the reading loop and the injector onto stdout (fd 1, a file the
/// parent reads when the emulator has exited), one whole line per write.
final class WireOutput: @unchecked Sendable {
    private let lock = NSLock()

    func write(_ record: EmulationWire.Record) {
        let line = EmulationWire.encode(record) + "\n"
        lock.lock()
        defer { lock.unlock() }
        // The parent reads this file after the emulator exits; a line that cannot be written is lost with it.
        try? writeAll(1, line, name: "<stdout>")
    }
}
