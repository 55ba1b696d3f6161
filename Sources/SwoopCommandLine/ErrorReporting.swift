import SwoopCore

/// The one place where errors become an exit status and a message. Every error type says its own
/// category and message (`CategorizedError`); anything else is a bug in Swoop (an error from outside
/// that was not wrapped where it arose) and is reported as one.
package enum ErrorReporting {
    package static func describe(_ error: Error) -> (ExitStatus, String) {
        let failure =
            error as? CategorizedError
            ?? ForeignError(.software, "internal error (please report it)", underlying: error)
        return (ExitStatus(failure.category), failure.description)
    }
}
