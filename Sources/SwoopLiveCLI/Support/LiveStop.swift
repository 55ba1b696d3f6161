import Dispatch
import SwoopCommandLine
import SwoopLibinput

/// How a live command (`run`, `record`) ends: Ctrl-C, SIGTERM or `--duration`, whichever comes first.
/// Each of them only raises the source's `StopSignal`, so the command leaves its read loop normally
/// and completes its output instead of dying mid-write.
package final class LiveStop {
    package static let option = Option(
        "duration", "SECONDS", "stop after this long (default: until Ctrl-C)",
        FlagSyntax.decimal.refusing(unless: { $0 > 0 }, "must be positive"))

    package let signal = StopSignal()
    /// `--duration`, when given.
    package let duration: Double?
    private let shutdown = ShutdownSignals()

    package init(_ arguments: ParsedArguments) throws {
        duration = try arguments.value(Self.option)
    }

    /// Starts listening for the signals and the timer; call `end()` when the command is done.
    package func start() {
        let signal = self.signal
        shutdown.start()
        shutdown.onShutdown { signal.stop() }
        if let duration { DispatchQueue.global().asyncAfter(deadline: .now() + duration) { signal.stop() } }
    }

    /// Restores the default signal dispositions.
    package func end() { shutdown.stop() }
}
