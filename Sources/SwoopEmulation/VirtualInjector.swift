import SwoopCore
import SwoopInputModel
import SwoopLibinput

#if canImport(Glibc)
import Glibc
#endif

/// Plays a plan on the virtual clock (`EmulationClock.virtual`), in one thread with its reader: the
/// emulator's own libinput, or a program in the testbed that follows the clock (`VirtualClockReader`).
///
/// The clock moves to each frame's recorded time (origin + lead + offset) and the frame is written
/// stamped with exactly that time; if one of libinput's timers expires earlier, the clock stops there
/// first and libinput handles it at its own expiry. The clock only moves on once libinput has read
/// every byte written so far (the preload counts the reads of each node) and has nothing left ready,
/// so no step depends on how fast or how busy the machine is, and nothing sleeps. After the last
/// frame, the timers due within the settle time fire the same way. The same rule drives either
/// reader, so `libinput debug-events` sees exactly the frames, times and expiries an import's libinput sees.
final class VirtualInjector {
    let plan: EmulationPlan
    let testbed: UmockdevTestbed
    let fds: [Int32]
    let output: WireOutput
    let reader: VirtualClockReader
    let clock: VirtualClockControl
    /// True ends the playing early (a program that has exited reads nothing more).
    let endsEarly: () -> Bool

    /// How long one wait for the kernel to move written bytes to libinput's end lasts before the
    /// heartbeat and the stall check run.
    static let waitStepMilliseconds: Int32 = 50
    /// After an unplug, how long libinput's udev monitor gets to report it.
    static let removalWaitMilliseconds: Int32 = 1000
    /// How long a program in the testbed gets to start and open the devices (reported by its first
    /// wait for input), even on a loaded machine.
    static let readerStartLimit: Int64 = 20_000_000

    private var written: [UInt64]
    private var frames = 0
    /// Where the clock stopped for libinput's timer, in order (`EmulationResult.timerExpiries`).
    private var expiries: [Int64] = []
    private var lastHeartbeat = MonotonicClock.now().micros

    init(
        plan: EmulationPlan, testbed: UmockdevTestbed, fds: [Int32], output: WireOutput, reader: VirtualClockReader,
        clock: VirtualClockControl, endsEarly: @escaping () -> Bool = { false }
    ) {
        self.plan = plan
        self.testbed = testbed
        self.fds = fds
        self.output = output
        self.reader = reader
        self.clock = clock
        self.endsEarly = endsEarly
        written = Array(repeating: 0, count: fds.count)
    }

    func run() throws {
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        let opened = clock.now
        try settle(stallLimit: Self.readerStartLimit)  // what libinput produced while opening the devices
        for device in fds.indices {
            let dummy = [Int32(EvdevCode.EV_SYN), Int32(EvdevCode.SYN_REPORT), 0]
            guard try deliver(dummy, to: device, at: opened) else { break }
        }
        try settle()
        let start = opened.advanced(byMicros: plan.leadMicros)
        var lastDue = start
        var removals = 0
        playing: for action in ScheduledAction.timeline(plan) {
            if endsEarly() { break }
            let due = start.advanced(byMicros: action.offsetMicros)
            try runTimers(until: due, including: false)
            clock.advance(to: due)
            lastDue = due
            switch action.kind {
            case .frame(let events):
                guard try deliver(events, to: action.device, at: due), try settle() else {
                    output.write(.deviceNotRead(device: action.device, frames: frames))
                    break playing
                }
                frames += 1
            case .remove:
                let device = plan.devices[action.device]
                testbed.sendUevent("remove", for: device.sysfsPath)
                testbed.removeDevice(device.sysfsPath)
                removals += 1
                try settle(waitingFirst: Self.removalWaitMilliseconds)
            }
            heartbeatIfDue()
        }
        try runTimers(until: lastDue.advanced(byMicros: plan.settleMicros), including: true)
        output.write(
            .statistics([
                "start": "\(start.micros)", "frames": "\(frames)", "removals": "\(removals)", "maxLateMicros": "0",
                "settledMicros": "\(clock.now.micros(since: lastDue))", "clock": EmulationClock.virtual.rawValue,
                "timerExpiries": expiries.map(String.init).joined(separator: ","),
                // When playing ended on the machine's clock (beside `sourceReadyMicros`: where the time went).
                "playedMicros": "\(MonotonicClock.now().micros)"
            ]))
    }

    /// Moves the clock to each expiry of libinput's timer before `limit` (or at it, `including`) and
    /// lets libinput handle it there. Each expiry lies after the clock (one due at once fires when it
    /// is armed), so this ends.
    private func runTimers(until limit: Timestamp, including: Bool) throws {
        while let expiry = clock.nextExpiry, including ? expiry <= limit : expiry < limit {
            clock.advance(to: expiry)
            expiries.append(expiry.micros)
            _ = try settle()
            heartbeatIfDue()
        }
    }

    /// Lets the reader process everything written and ready; false when it stays unsettled without
    /// progress for `stallLimit` (libinput stopped reading a node it holds open).
    @discardableResult
    private func settle(
        waitingFirst firstWait: Int32 = 0, stallLimit: Int64 = Injector.readerStallLimit
    ) throws -> Bool {
        var wait = firstWait
        var lastProgress = MonotonicClock.now().micros
        while !endsEarly() {
            let step = try reader.step(written: written, waitingMilliseconds: wait)
            wait = 0
            if step.progressed {
                lastProgress = MonotonicClock.now().micros
                continue
            }
            if step.settled { return true }
            heartbeatIfDue()
            if MonotonicClock.now().micros - lastProgress >= stallLimit { return false }
        }
        return true
    }

    /// Writes one frame stamped `time`, letting libinput read whenever the node is full. False when it
    /// took nothing for `Injector.readerStallLimit`; a node gone with its device drops the frame.
    private func deliver(_ triples: [Int32], to device: Int, at time: Timestamp) throws -> Bool {
        try Injector.write(
            Injector.eventBytes(triples, at: time.micros), to: fds[device],
            wrote: { written[device] += UInt64($0) },
            whenFull: {
                _ = try reader.step(written: written, waitingMilliseconds: Self.waitStepMilliseconds)
                heartbeatIfDue()
            })
    }

    private func heartbeatIfDue() {
        let now = MonotonicClock.now().micros
        guard now - lastHeartbeat >= Injector.heartbeatInterval else { return }
        lastHeartbeat = now
        output.write(.progress(frames: frames))
    }
}
