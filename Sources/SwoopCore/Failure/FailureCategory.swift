/// What kind of failure an error is, which is what a script calling `swoop` acts on: the raw value is
/// the process's exit status (sysexits(3)). Every module's error type says its category per case
/// (`CategorizedError`), so the command line maps errors to exit codes without knowing any of them.
public enum FailureCategory: Int32, Sendable, CaseIterable, CustomStringConvertible {
    /// A command-line flag or option value is wrong (EX_USAGE).
    case usage = 64
    /// An input exists but its contents are wrong: a malformed fixture, scene or recording (EX_DATAERR).
    case badData = 65
    /// An input file or device does not exist (EX_NOINPUT).
    case missingInput = 66
    /// A service or piece of the system is not there: no touch device, no emulation support (EX_UNAVAILABLE).
    case unavailable = 69
    /// Swoop itself failed: a bug, or a child process that misbehaved (EX_SOFTWARE).
    case software = 70
    /// An output file cannot be created or written (EX_CANTCREAT).
    case cannotCreate = 73
    /// Reading an input failed part-way, or standard output or error could not be written (a full
    /// disk, `> /dev/full`, a closed descriptor) (EX_IOERR).
    case ioError = 74
    /// Permission denied on an input (EX_NOPERM).
    case permission = 77

    public var description: String {
        switch self {
        case .usage: "usage"
        case .badData: "bad data"
        case .missingInput: "missing input"
        case .unavailable: "unavailable"
        case .software: "software"
        case .cannotCreate: "cannot create"
        case .ioError: "I/O error"
        case .permission: "permission"
        }
    }
}

/// An error that knows its category and says, in `description`, what went wrong and what to do.
/// Every error type Swoop throws conforms, so reporting an error is one line.
public protocol CategorizedError: Error, CustomStringConvertible {
    var category: FailureCategory { get }
}

/// An error from outside Swoop's own types (the system, Foundation), wrapped where it can arise so
/// that it is reported with a category chosen there rather than a guess at the top.
public struct ForeignError: CategorizedError {
    public var category: FailureCategory
    /// What Swoop was doing, e.g. "cannot list the folder Fixtures".
    public var context: String
    public var underlying: String

    public init(_ category: FailureCategory, _ context: String, underlying: Error) {
        self.category = category
        self.context = context
        self.underlying = String(describing: underlying)
    }

    public var description: String { "\(context): \(underlying)" }
}

extension FileError: CategorizedError {
    /// Reading: a missing file or a directory is missing input, a huge file bad data.
    public var category: FailureCategory {
        switch kind {
        case .missing, .isDirectory, .notAFile: .missingInput
        case .permissionDenied: .permission
        case .tooLarge: .badData
        case .other: .ioError
        }
    }
}

extension JSONSyntaxError: CategorizedError {
    public var category: FailureCategory { .badData }
}
