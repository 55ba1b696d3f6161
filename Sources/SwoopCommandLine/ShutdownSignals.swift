import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Turns the first SIGINT/SIGTERM/SIGHUP into an orderly stop: long-running commands (`run`,
/// `record`) check `requested` or get `onShutdown` called, then flush and rename their output, so
/// Ctrl-C leaves a complete file instead of a torn one. A second signal interrupts (`Interruption`).
package final class ShutdownSignals: @unchecked Sendable {  // state guarded by `queue`
    private let queue = DispatchQueue(label: "swoop.shutdown")
    private var handlers: [@Sendable () -> Void] = []
    private var received: Int32?

    package init() {}

    /// The signal that asked to stop, if any.
    package var requested: Int32? { queue.sync { received } }

    /// Starts listening; `stop()` hands the signals back to `Interruption`.
    package func start() {
        Interruption.takeOver { [self] signo in
            let handlers = queue.sync { () -> [@Sendable () -> Void] in
                guard received == nil else { return [] }
                received = signo
                return self.handlers
            }
            for handler in handlers { handler() }
        }
    }

    /// Runs `handler` (on the signal thread) when a stop is requested; used to wake a blocked poll().
    package func onShutdown(_ handler: @escaping @Sendable () -> Void) {
        queue.sync { handlers.append(handler) }
    }

    package func stop() { Interruption.release() }
}
