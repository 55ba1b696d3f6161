/// sysexits(3) codes, the contract scripts check. Mapped from errors in `ErrorReporting.swift` only.
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
}

/// An error raised by the command line itself (bad flags, missing arguments).
public struct UsageError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// An error that already knows its exit status and message (used at the CLI edge).
public struct CommandFailure: Error, CustomStringConvertible {
    public var status: ExitStatus
    public var message: String
    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }
    public var description: String { message }
}
