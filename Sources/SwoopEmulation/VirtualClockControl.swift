import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// The emulation preload's virtual clock (Sources/SwoopFstatShim/virtual_clock.c) and its per-node read
/// counts, reached through dlsym: the library is preloaded into the emulator, never linked. The clock
/// runs this process's libinput (`start`), or is shared with a program run in the testbed (`share`).
struct VirtualClockControl {
    /// Where the virtual CLOCK_MONOTONIC starts: a fixed 100 s, so that every import's libinput sees
    /// the same times, whatever the machine's uptime.
    static let origin = Timestamp(micros: 100_000_000)

    private let startClock: @convention(c) (Int64) -> Int32
    private let advanceClock: @convention(c) (Int64) -> Void
    private let clockNow: @convention(c) () -> Int64
    private let clockNextExpiry: @convention(c) () -> Int64
    private let nodeBytesRead: @convention(c) (UnsafePointer<CChar>?) -> UInt64
    private let nodeOpenCount: @convention(c) (UnsafePointer<CChar>?) -> Int32
    private let shareClock: @convention(c) (UnsafePointer<CChar>?, Int64) -> Int32
    private let followerAwait:
        @convention(c) (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UInt64>?, Int32, Int32, Int32) -> Int32

    /// nil when this process was not started with the preload (the harness always starts it so).
    static func load() -> VirtualClockControl? {
        func symbol<T>(_ name: String, _: T.Type) -> T? {
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }  // RTLD_DEFAULT
            return unsafeBitCast(address, to: T.self)
        }
        guard let start = symbol("swoop_virtual_clock_start", (@convention(c) (Int64) -> Int32).self),
            let advance = symbol("swoop_virtual_clock_advance", (@convention(c) (Int64) -> Void).self),
            let now = symbol("swoop_virtual_clock_now", (@convention(c) () -> Int64).self),
            let next = symbol("swoop_virtual_clock_next_expiry", (@convention(c) () -> Int64).self),
            let read = symbol("swoop_fstat_shim_bytes_read", (@convention(c) (UnsafePointer<CChar>?) -> UInt64).self),
            let open = symbol("swoop_fstat_shim_open_count", (@convention(c) (UnsafePointer<CChar>?) -> Int32).self),
            let share = symbol(
                "swoop_virtual_clock_share", (@convention(c) (UnsafePointer<CChar>?, Int64) -> Int32).self),
            let awaitFollower = symbol(
                "swoop_virtual_clock_follower_await",
                (@convention(c) (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UInt64>?, Int32, Int32, Int32) ->
                    Int32)
                    .self)
        else { return nil }
        return VirtualClockControl(
            startClock: start, advanceClock: advance, clockNow: now, clockNextExpiry: next, nodeBytesRead: read,
            nodeOpenCount: open, shareClock: share, followerAwait: awaitFollower)
    }

    /// The variable that tells a program started in the testbed which shared clock to follow.
    static let sharedClockVariable = "SWOOP_VIRTUAL_CLOCK"

    /// Starts the clock at `origin` in the file at `path`, for a program started with
    /// `sharedClockVariable` set to it: its libinput's clock and timers follow this clock from its
    /// start. False when the file or its timers' FIFOs cannot be made.
    func share(at path: String) -> Bool { shareClock(path, Self.origin.micros) == 0 }

    /// What the program following the shared clock is doing.
    enum FollowerState {
        /// It waits for input, having read every byte written to each node it holds open and every
        /// expiry of its timers.
        case caughtUp
        /// It moved (started or stopped waiting) within the wait.
        case moved
        /// Nothing changed within the wait.
        case unchanged
    }

    /// Whether the follower has caught up with `written` (bytes per node of `devnodes`); otherwise
    /// waits up to `milliseconds` for it to move. `movingFirst`: it must move before it counts as
    /// caught up (it has yet to hear of something, such as an unplug).
    func follower(
        devnodes: [String], written: [UInt64], waitingMilliseconds: Int32, movingFirst: Bool = false
    ) -> FollowerState {
        let copies = devnodes.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        let nodes = copies.map { UnsafePointer($0) }
        let result = followerAwait(nodes, written, Int32(nodes.count), waitingMilliseconds, movingFirst ? 1 : 0)
        return result == 1 ? .caughtUp : result == 0 ? .moved : .unchanged
    }

    /// Starts the clock at `origin`; before libinput's context is made, so that its timer is a virtual one.
    /// False when libinput is not loaded in this process.
    func start() -> Bool { startClock(Self.origin.micros) == 0 }

    /// Moves the clock to `time` (never back); libinput's timer, if due by then, becomes readable.
    func advance(to time: Timestamp) { advanceClock(time.micros) }

    var now: Timestamp { Timestamp(micros: clockNow()) }

    /// The expiry of libinput's armed timer; nil when it is not armed.
    var nextExpiry: Timestamp? {
        let next = clockNextExpiry()
        return next < 0 ? nil : Timestamp(micros: next)
    }

    /// Bytes libinput has read from the node at `devnode`, and whether any descriptor of it is open.
    func reads(of devnode: String) -> (bytes: UInt64, open: Bool) {
        (nodeBytesRead(devnode), nodeOpenCount(devnode) > 0)
    }
}
