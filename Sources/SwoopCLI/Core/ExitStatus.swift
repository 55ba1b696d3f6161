import SwoopCore

/// sysexits(3) codes, the contract scripts check. A failure's code is its category's
/// (`FailureCategory`, chosen by each error type); success and `check`'s mismatch are not failures.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// `swoop check`: an interaction did not do what its fixture expected.
    case mismatch = 1
    case usage = 64
    case dataError = 65
    case noInput = 66
    case unavailable = 69
    case software = 70
    case cannotCreate = 73
    case ioError = 74
    case permission = 77

    public init(_ category: FailureCategory) {
        switch category {
        case .usage: self = .usage
        case .badData: self = .dataError
        case .missingInput: self = .noInput
        case .unavailable: self = .unavailable
        case .software: self = .software
        case .cannotCreate: self = .cannotCreate
        case .ioError: self = .ioError
        case .permission: self = .permission
        }
    }
}

/// An error raised by the command line itself (bad flags, missing arguments).
public struct UsageError: CategorizedError {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
    public var category: FailureCategory { .usage }
}

/// An error the command line raises itself, with its category (a missing scene file, no fixtures found).
public struct CommandFailure: CategorizedError {
    public var category: FailureCategory
    public var message: String
    public init(_ category: FailureCategory, _ message: String) {
        self.category = category
        self.message = message
    }
    public var description: String { message }
}
