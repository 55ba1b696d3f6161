#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// A way to wake a blocked `LibinputSource.next()` and make it return `nil`: a self-pipe whose read
/// end is polled beside libinput's fd and is never drained, so a stop stays visible. Safe to trigger
/// from any thread (and from a signal source).
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

/// Turns SIGINT/SIGTERM into `StopSignal.stop()` while it is alive, so that a live run closes
/// every device and finishes its files instead of dying mid-write. Restores the default on deinit.
public final class StopOnSignals: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]
    private let signals: [Int32]

    public init(_ signals: [Int32] = [SIGINT, SIGTERM], stop: StopSignal) {
        self.signals = signals
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.stop() }
            source.resume()
            return source
        }
    }

    deinit {
        sources.forEach { $0.cancel() }
        signals.forEach { signal($0, SIG_DFL) }
    }
}
