import SwoopCore

/// Why an emulation could not run or did not finish.
public enum EmulationError: CategorizedError, Equatable {
    /// A piece of the machinery is missing here; `remedy` says what to install or enable.
    case unavailable(missing: String, remedy: String)
    /// The emulator process reported a failure (or died); `reason` has its words.
    case emulatorFailed(reason: String)
    /// The emulator wrote a line the parent does not understand.
    case protocolViolation(line: Int, text: String)
    /// A device description cannot be emulated (e.g. no event types).
    case invalidDevice(name: String, reason: String)

    public var description: String {
        switch self {
        case let .unavailable(missing, remedy):
            return "device emulation is unavailable: \(missing). \(remedy)"
        case let .emulatorFailed(reason):
            return "the device emulator failed: \(reason)"
        case let .protocolViolation(line, text):
            return "the device emulator wrote an unreadable line \(line): \(text)"
        case let .invalidDevice(name, reason):
            return "cannot emulate '\(name)': \(reason)"
        }
    }

    public var category: FailureCategory {
        switch self {
        case .unavailable: .unavailable
        case .invalidDevice: .badData
        case .emulatorFailed, .protocolViolation: .software
        }
    }
}
