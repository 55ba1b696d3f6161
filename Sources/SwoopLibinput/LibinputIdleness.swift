import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// Whether libinput has anything left to do before new input arrives. libinput is driven by the file
/// descriptors in its epoll set — the devices, the udev monitor and one timerfd for all its timers
/// (tap, gesture, scroll and hold timeouts) — so it is idle when that set has nothing ready and its
/// timer is not armed. Read from the kernel (poll, /proc/self/fdinfo) without touching libinput, so
/// another thread may ask while the source reads. A harness uses it to end a wait as soon as nothing
/// more can come, instead of after a fixed time that covers the longest timeout.
public struct LibinputIdleness: Sendable {
    let epollDescriptor: Int32

    /// True when nothing is ready to be read and no timer is armed (or has expired unread).
    /// nil when the kernel does not show the timer (no /proc): the caller cannot tell.
    public func isIdle() -> Bool? {
        var ready = pollfd(fd: epollDescriptor, events: Int16(POLLIN), revents: 0)
        if retryingOnInterrupt({ poll(&ready, 1, 0) }) != 0 { return false }
        guard let timers = timerDescriptors() else { return nil }
        for fd in timers {
            guard let armed = Self.timerArmed(fd) else { return nil }
            if armed { return false }
        }
        return true
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

extension LibinputSource {
    /// Asks the kernel whether this source's libinput has anything left to do (see `LibinputIdleness`).
    public var idleness: LibinputIdleness { LibinputIdleness(epollDescriptor: epollDescriptor) }
}
