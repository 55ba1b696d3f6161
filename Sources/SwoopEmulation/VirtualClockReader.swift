import SwoopCore
import SwoopLibinput

/// Who reads what a `VirtualInjector` writes: the emulator's own libinput (an import), or a program run
/// in the testbed that follows the shared clock (`libinput debug-events`, the import's reference).
protocol VirtualClockReader {
    /// Lets the reader handle what is ready, waiting up to `milliseconds` for something to happen.
    /// `progressed`: it did something (a stall's clock restarts); `settled`: it has read every byte of
    /// `written` (per device, plan order) from each node it holds open and has nothing left to do, so
    /// the clock may move on.
    func step(written: [UInt64], waitingMilliseconds: Int32) throws -> (progressed: Bool, settled: Bool)
}

/// The emulator's own `LibinputSource`, dispatched in the injector's thread; what it makes goes out
/// on the wire.
struct InProcessReader: VirtualClockReader {
    let source: LibinputSource
    let clock: VirtualClockControl
    let devnodes: [String]
    let output: WireOutput

    func step(written: [UInt64], waitingMilliseconds wait: Int32) throws -> (progressed: Bool, settled: Bool) {
        // Bytes not read yet are on their way through the kernel, or not yet asked for.
        let unread = devnodes.indices.contains { device in
            let reads = clock.reads(of: devnodes[device])
            return reads.open && reads.bytes < written[device]
        }
        let step = try source.dispatchReady(
            waitingMilliseconds: unread ? max(wait, VirtualInjector.waitStepMilliseconds) : wait)
        for event in step.events { output.write(.event(event)) }
        return (step.ready, !step.ready && !unread)
    }
}

/// A program in the testbed whose libinput follows the shared clock (`VirtualClockControl.share`): it is
/// settled once it waits in `poll` having read everything written (its preload reports that). A first
/// wait (after an unplug) is one for the program to wake, as the emulator's own libinput waits for its
/// descriptor: the udev report reaches it by its own way.
struct FollowingProgramReader: VirtualClockReader {
    let clock: VirtualClockControl
    let devnodes: [String]

    func step(written: [UInt64], waitingMilliseconds wait: Int32) throws -> (progressed: Bool, settled: Bool) {
        switch clock.follower(
            devnodes: devnodes, written: written, waitingMilliseconds: max(wait, VirtualInjector.waitStepMilliseconds),
            movingFirst: wait > 0)
        {
        case .caughtUp: return (false, true)
        case .moved: return (true, false)
        case .unchanged: return (false, false)
        }
    }
}
