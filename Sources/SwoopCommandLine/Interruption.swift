import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// What SIGINT, SIGTERM and SIGHUP do to a `swoop` command.
///
/// A command that can stop in an orderly way (`run` and `record`: the output is completed) takes the
/// first signal over with `ShutdownSignals`. Every other signal — the first one for any other
/// command, or a second one while an orderly stop is under way — interrupts: every registered
/// leftover (temporary files and directories, the device emulator and other children) is removed,
/// `swoop COMMAND: interrupted by SIGINT` goes to standard error, and the process exits with
/// `ExitStatus.interrupted`, 128 + the signal's number, as a shell reports a program a signal ended.
package enum Interruption {
    private static let state = State()

    /// Listens for the signals (once per process; the `swoop` executable calls it first thing).
    package static func install() {
        TerminationSignals.install { signo in handle(signo) }
    }

    /// The command an interruption message names, with its executable (`swoop-live record`).
    package static func setCommand(_ label: String) { state.withLock { $0.command = label } }

    /// Passes the first signal to `handler` instead of interrupting, until `release`.
    package static func takeOver(_ handler: @escaping @Sendable (Int32) -> Void) {
        install()
        state.withLock { $0.orderlyStop = handler }
    }

    package static func release() { state.withLock { $0.orderlyStop = nil } }

    private static func handle(_ signo: Int32) {
        let orderly = state.withLock { current -> (@Sendable (Int32) -> Void)? in
            defer { current.orderlyStop = nil }  // a second signal interrupts
            return current.orderlyStop
        }
        if let orderly {
            orderly(signo)
            return
        }
        let command = state.withLock { values -> String? in
            values.interrupting = true
            return values.command
        }
        Leftovers.removeAll()
        let name = command ?? "swoop"
        try? writeAll(2, "\(name): interrupted by \(signalName(signo)); temporary files removed\n", name: "<stderr>")
        _exit(ExitStatus.interrupted(signal: signo).code)
    }

    package static func signalName(_ signo: Int32) -> String {
        switch signo {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signo)"
        }
    }

    /// True once an interruption is under way: the command's own threads go quiet (their output,
    /// and the errors a killed child makes them report, would only confuse) and its normal exit
    /// waits, so that the exit status and the last line are the interruption's.
    package static var isInterrupting: Bool { state.withLock { $0.interrupting } }

    /// Called where the process would exit normally: never returns while an interruption is under way.
    package static func waitIfInterrupting() {
        while isInterrupting { pause() }
    }

    private struct Values {
        package var interrupting = false
        package var command: String?
        package var orderlyStop: (@Sendable (Int32) -> Void)?
    }

    private final class State: @unchecked Sendable {  // `values` only under `lock`
        private var lock = pthread_mutex_t()
        private var values = Values()
        package init() { pthread_mutex_init(&lock, nil) }
        package func withLock<T>(_ body: (inout Values) -> T) -> T {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            return body(&values)
        }
    }
}
