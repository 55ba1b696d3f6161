#if canImport(Glibc)
import Glibc
#endif

/// The requests to stop (SIGINT from Ctrl-C, SIGTERM, SIGHUP from a closed terminal), delivered to
/// Swift code on a thread of their own.
///
/// The handler the kernel runs only writes the signal's number into a pipe, the one thing a signal
/// handler may safely do; a thread reads the pipe and calls the Swift handler. A real handler rather
/// than `SIG_IGN` plus a Dispatch source: an ignored signal stays ignored in every program this one
/// starts (the emulator, a benchmark run), while a handled one is reset to its default at `exec`.
package enum TerminationSignals {
    package static let all: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers (for `signals`, once per process; later calls only replace `handler`).
    /// Every signal is passed on, in order, including ones that arrive while `handler` is still running.
    package static func install(signals: [Int32] = all, _ handler: @escaping @Sendable (Int32) -> Void) {
        pthread_mutex_lock(&installLock)
        defer { pthread_mutex_unlock(&installLock) }
        currentHandler.set(handler)
        guard signalPipe.write < 0 else { return }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        signalPipe = (fds[0], fds[1])
        terminationSignalPipe = fds[1]
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { _ in
                TerminationSignals.readLoop()
                return nil
            }, nil)
        guard started == 0 else { return }
        pthread_detach(thread)
        // A process inherits its parent's blocked signals: started from a thread that blocks them (a
        // Dispatch worker does), it would never see Ctrl-C. Threads started later inherit this mask.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signo in signals { sigaddset(&unblocked, signo) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for signo in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signo in
                var byte = UInt8(truncatingIfNeeded: signo)
                _ = write(terminationSignalPipe, &byte, 1)
            }
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signo, &action, nil)
        }
    }

    /// The status a process that stops because of `signo` exits with: 128 + the signal's number, what
    /// a shell reports for a program the signal ended (130 for SIGINT, 143 for SIGTERM).
    package static func exitStatus(for signo: Int32) -> Int32 { 128 + signo }

    private static func readLoop() {
        var byte: UInt8 = 0
        while true {
            let n = retryingOnInterrupt { read(signalPipe.read, &byte, 1) }
            guard n == 1 else { return }
            currentHandler.get()?(Int32(byte))
        }
    }

    nonisolated(unsafe) private static var signalPipe: (read: Int32, write: Int32) = (-1, -1)
    nonisolated(unsafe) private static var installLock = pthread_mutex_t()
    private static let currentHandler = HandlerBox()

    private final class HandlerBox: @unchecked Sendable {  // `handler` only under `lock`
        private var lock = pthread_mutex_t()
        private var handler: (@Sendable (Int32) -> Void)?
        init() { pthread_mutex_init(&lock, nil) }
        func set(_ new: @escaping @Sendable (Int32) -> Void) {
            pthread_mutex_lock(&lock)
            handler = new
            pthread_mutex_unlock(&lock)
        }
        func get() -> (@Sendable (Int32) -> Void)? {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            return handler
        }
    }
}

/// The write end of the signal pipe, for the C signal handler (which cannot reach a type's members).
nonisolated(unsafe) private var terminationSignalPipe: Int32 = -1
