#if canImport(Glibc)
import Glibc
#endif

/// A way to wake a blocked `LibinputSource.next()` and make it return `nil`: a self-pipe whose read
/// end is polled beside libinput's fd and is never drained, so a stop stays visible. Safe to trigger
/// from any thread; the CLI triggers it from its SIGINT/SIGTERM handler (`ShutdownSignals`).
public final class StopSignal: @unchecked Sendable {
    /// Only read after init; the kernel object does the synchronisation.
    let fd: Int32
    private let writeEnd: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        let rc = pipe(&ends)
        precondition(rc == 0, "pipe failed: errno \(errno)")
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        fd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(fd)
        close(writeEnd)
    }

    public func stop() {
        var one: UInt8 = 1
        _ = write(writeEnd, &one, 1)
    }

    public var isStopped: Bool {
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&pfd, 1, 0) == 1
    }
}
