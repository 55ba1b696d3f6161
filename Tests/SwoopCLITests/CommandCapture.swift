import Foundation
import SwoopCLI
import SwoopCommandLine
import SwoopLiveCLI
import SwoopTestSupport

/// Runs `swoop ARGS` in-process — the executable's own code path — and captures what it prints: the
/// one way the command-line tests run a command without a process of its own. Safe to run on a thread
/// of its own (an import waits in real time and must not hold Swift's cooperative threads).
final class CapturedRun: @unchecked Sendable {  // the text is behind the lock; the status is set once
    private let lock = NSLock()
    private var output = ""
    private var errors = ""
    private(set) var status: ExitStatus = .failure(.software)

    var out: String { lock.withLock { output } }
    var err: String { lock.withLock { errors } }

    /// `driver`: another executable's command line (`swoop-live`'s); `stderrIsTerminal` shows what a
    /// terminal would get (progress lines).
    init(
        _ argv: [String], environment: [String: String] = [:], stderrIsTerminal: Bool = false,
        driver: CommandLineDriver? = nil
    ) {
        let context = CommandContext(
            standardOutput: { [unowned self] text in lock.withLock { output += text } },
            standardError: { [unowned self] text in lock.withLock { errors += text } },
            stdoutIsTerminal: false, stderrIsTerminal: stderrIsTerminal, environment: environment)
        status = driver?.run(argv, context: context) ?? SwoopExecutable.run(argv, context: context)
    }

    /// The status and the captured run, for `let (status, io) = CapturedRun.run(…)`.
    static func run(_ argv: [String], environment: [String: String] = [:]) -> (ExitStatus, CapturedRun) {
        let run = CapturedRun(argv, environment: environment)
        return (run.status, run)
    }
}
