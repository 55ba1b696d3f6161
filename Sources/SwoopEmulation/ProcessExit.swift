import Dispatch
import Foundation

/// The moment a `Process` ends, without delay. Foundation's `waitUntilExit` on Linux spins its run
/// loop in 50 ms steps, and polling `isRunning` costs whatever the poll interval is: both add up to a
/// tenth of a second to every emulation and every probe. Its termination handler runs at once.
/// Create it before `run()` (it installs the handler).
package final class ProcessExit: @unchecked Sendable {
    private let ended = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var done = false

    package init(_ process: Process) {
        process.terminationHandler = { [self] _ in
            lock.lock()
            done = true
            lock.unlock()
            ended.signal()
        }
    }

    /// Waits at most `seconds`; true once the process has ended (its status is then readable).
    package func wait(seconds: Double) -> Bool {
        if isDone { return true }
        guard ended.wait(timeout: .now() + seconds) == .success else { return false }
        ended.signal()  // later waits return at once too
        return true
    }

    /// Waits until the process has ended.
    package func wait() {
        if isDone { return }
        ended.wait()
        ended.signal()
    }

    private var isDone: Bool {
        lock.lock()
        defer { lock.unlock() }
        return done
    }
}
