import SwoopBench
import SwoopEngine
import SwoopEmulation
import SwoopFixtures
import SwoopInteraction
import SwoopLibinput
import SwoopLog
import SwoopRecordings

/// The one place where errors from every module become an exit status and a message.
/// Each module's error type already says what went wrong and what to do; this only picks the code.
enum ErrorReporting {
    static func describe(_ error: Error) -> (ExitStatus, String) {
        switch error {
        case let e as UsageError: return (.usage, e.message)
        case let e as CommandFailure: return (e.status, e.message)
        case let e as OutputError: return (.cannotCreate, e.description)
        case let e as RecordingError: return (status(for: e), e.description)
        case let e as FixtureError:
            switch e.category {
            case .missingInput: return (.noInput, e.description)
            case .permission: return (.permission, e.description)
            case .badData: return (.dataError, e.description)
            case .cannotCreate: return (.cannotCreate, e.description)
            }
        case let e as SynthError: return (.usage, e.description)
        // A bad --threshold, --projection, … value (or the same option in a fixture's expectation).
        case let e as InteractionError: return (.usage, e.description)
        // Bad scene files, modifier text, scripts and timings: always bad data.
        case let e as EngineError: return (.dataError, e.description)
        case let e as LibinputError: return (status(for: e), e.description)
        case let e as EvemuError: return (e.isMissingInput ? .noInput : .dataError, e.description)
        case let e as EmulationError: return (status(for: e), e.description)
        case let e as BenchError: return (status(for: e), e.description)
        default: return (.software, String(describing: error))
        }
    }

    private static func status(for error: RecordingError) -> ExitStatus {
        switch error {
        case .fileNotFound: return .noInput
        case .permissionDenied: return .permission
        case .unreadable: return .ioError
        case .unrecognisedFormat, .malformedYAML, .invalidField, .malformedLine, .unsupportedVersion: return .dataError
        }
    }

    private static func status(for error: LibinputError) -> ExitStatus {
        switch error.category {
        case .permission: return .permission
        case .unavailable: return .unavailable
        case .noInput: return .noInput
        case .software: return .software
        }
    }

    private static func status(for error: BenchError) -> ExitStatus {
        switch error {
        case .unavailable: return .unavailable
        case .childFailed, .invalidChildOutput: return .software
        }
    }

    private static func status(for error: EmulationError) -> ExitStatus {
        switch error {
        case .unavailable: return .unavailable
        case .invalidDevice: return .dataError
        case .emulatorFailed, .protocolViolation: return .software
        }
    }
}
