import SwoopCore

/// How a command ends, the contract scripts check: 0, 1 for `check`'s mismatch, a failure's
/// sysexits(3) code, which is its category's (`FailureCategory`, chosen by each error type), and
/// 128 + N for a run that signal N interrupted.
package enum ExitStatus: Hashable, Sendable {
    case success
    /// `swoop check`: an interaction did not do what its fixture expected.
    case mismatch
    case failure(FailureCategory)
    /// SIGINT, SIGTERM or SIGHUP ended the command before it finished (see `Interruption`): 130, 143
    /// or 129, what a shell reports for a program the signal killed, so scripts that test for that
    /// keep working; and outside the sysexits range, so it is never mistaken for a failure's cause.
    case interrupted(signal: Int32)

    package init(_ category: FailureCategory) { self = .failure(category) }

    /// The process's exit status.
    package var code: Int32 {
        switch self {
        case .success: 0
        case .mismatch: 1
        case .failure(let category): category.rawValue
        case .interrupted(let signal): TerminationSignals.exitStatus(for: signal)
        }
    }
}

/// An error raised by the command line itself (bad flags, missing arguments).
package struct UsageError: CategorizedError {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
    package var category: FailureCategory { .usage }
}

/// An error the command line raises itself, with its category (a missing scene file, no fixtures found).
package struct CommandFailure: CategorizedError {
    package var category: FailureCategory
    package var message: String
    package init(_ category: FailureCategory, _ message: String) {
        self.category = category
        self.message = message
    }
    package var description: String { message }
}
