import SwoopCore
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Whether libinput has anything left to do before new input arrives. libinput is driven by the file
/// descriptors in its epoll set — the devices, the udev monitor and one timerfd for all its timers
/// (tap, gesture, scroll and hold timeouts) — so it is idle when that set has nothing ready and its
/// timer is not armed. Read from the kernel (poll, /proc/self/fdinfo) without touching libinput, so
/// another thread may ask while the source reads. A harness uses it to end a wait as soon as nothing
/// more can come, instead of after a fixed time that covers the longest timeout.
///
/// The source's reading thread may be inside libinput's dispatch when another thread asks (it has
/// read a device's bytes but not yet armed the timer they start, or not yet handed out their events),
/// so idle also requires that thread to be waiting for input, in one and the same wait, from before
/// the first look to after the last.
package struct LibinputIdleness: Sendable {
    let epollDescriptor: Int32
    let waits: LibinputWaits

    /// True when the source waits for input (`next`), having handed out every event libinput made,
    /// nothing is ready to be read, no timer is armed (or has expired unread), and `caughtUp` holds,
    /// all within one wait: `caughtUp` is asked while the reading thread stands still (a harness
    /// checks there that libinput has read every byte it wrote). nil when the kernel does not show
    /// the timer (no /proc): the caller cannot tell.
    package func isIdle(caughtUp: () -> Bool = { true }) -> Bool? {
        let wait = waits.current
        guard LibinputWaits.isWaiting(wait), caughtUp() else { return false }
        var ready = pollfd(fd: epollDescriptor, events: Int16(POLLIN), revents: 0)
        if retryingOnInterrupt({ poll(&ready, 1, 0) }) != 0 { return false }
        guard let timers = timerDescriptors() else { return nil }
        for fd in timers {
            guard let armed = Self.timerArmed(fd) else { return nil }
            if armed { return false }
        }
        return waits.current == wait
    }

    /// The timerfds in libinput's epoll set (`tfd:` lines of the epoll's fdinfo).
    private func timerDescriptors() -> [Int32]? {
        guard let info = Self.text("/proc/self/fdinfo/\(epollDescriptor)") else { return nil }
        var timers: [Int32] = []
        for line in info.split(separator: "\n") where line.hasPrefix("tfd:") {
            guard
                let fd = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap({
                    Int32($0)
                })
            else { return nil }
            var target = [CChar](repeating: 0, count: 64)
            let n = readlink("/proc/self/fd/\(fd)", &target, target.count - 1)
            if n > 0,
                String(decoding: target[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) == "anon_inode:[timerfd]"
            {
                timers.append(fd)
            }
        }
        return timers
    }

    /// A timerfd's fdinfo: `ticks: N` (expirations not yet read) and `it_value: (sec, nsec)` (time to
    /// the next, (0, 0) when disarmed).
    private static func timerArmed(_ fd: Int32) -> Bool? {
        guard let info = text("/proc/self/fdinfo/\(fd)") else { return nil }
        var ticks: Substring?
        var value: Substring?
        for line in info.split(separator: "\n") {
            if line.hasPrefix("ticks:") { ticks = line.dropFirst(6) }
            if line.hasPrefix("it_value:") { value = line.dropFirst(9) }
        }
        guard let ticks, let value else { return nil }
        let unread = ticks.trimmingSpaces != "0"
        let pending = value.filter { !$0.isWhitespace } != "(0,0)"
        return unread || pending
    }

    private static func text(_ path: String) -> String? {
        (try? readFile(path, limit: 1 << 16)).map { String(decoding: $0, as: UTF8.self) }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return s
    }
}

/// The reading thread's waits for input: odd while it waits (between `begin` and `end`), each wait a
/// number of its own, so that another thread can tell it stood still in one wait throughout.
final class LibinputWaits: Sendable {
    private let count = Atomic<UInt64>(0)

    func begin() { count.add(1, ordering: .sequentiallyConsistent) }
    func end() { count.add(1, ordering: .sequentiallyConsistent) }
    var current: UInt64 { count.load(ordering: .sequentiallyConsistent) }
    static func isWaiting(_ wait: UInt64) -> Bool { wait % 2 == 1 }
}

extension LibinputSource {
    /// Asks the kernel whether this source's libinput has anything left to do (see `LibinputIdleness`).
    package var idleness: LibinputIdleness { LibinputIdleness(epollDescriptor: epollDescriptor, waits: waits) }
}
