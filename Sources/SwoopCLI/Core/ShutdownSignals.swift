#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// Turns SIGINT/SIGTERM into an orderly stop: long-running commands (`run`, `record`,
/// `replay --realtime`) check `requested` or get `onShutdown` called, then flush and rename their
/// output, so Ctrl-C leaves a complete file instead of a torn one.
public final class ShutdownSignals: @unchecked Sendable {  // state guarded by `queue`
    private let queue = DispatchQueue(label: "swoop.shutdown")
    private var sources: [DispatchSourceSignal] = []
    private var handlers: [@Sendable () -> Void] = []
    private var received: Int32?

    public init() {}

    /// The signal that asked to stop, if any.
    public var requested: Int32? { queue.sync { received } }

    /// Starts listening. The default dispositions are restored by `stop()`.
    public func start() {
        for signo in [SIGINT, SIGTERM] {
            signal(signo, SIG_IGN)  // Dispatch needs the default action off to see the signal.
            let source = DispatchSource.makeSignalSource(signal: signo, queue: queue)
            source.setEventHandler { [unowned self] in
                guard self.received == nil else { return }
                self.received = signo
                for handler in self.handlers { handler() }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Runs `handler` (on a private queue) when a stop is requested; used to wake a blocked poll().
    public func onShutdown(_ handler: @escaping @Sendable () -> Void) {
        queue.sync { handlers.append(handler) }
    }

    public func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
