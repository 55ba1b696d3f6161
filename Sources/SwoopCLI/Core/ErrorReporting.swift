import SwoopEngine
import SwoopFixtures
import SwoopLog

/// The one place where errors from every module become an exit status and a message.
/// Each module's error type already says what went wrong and what to do; this only picks the code.
enum ErrorReporting {
    static func describe(_ error: Error) -> (ExitStatus, String) {
        switch error {
        case let e as UsageError: return (.usage, e.message)
        case let e as CommandFailure: return (e.status, e.message)
        case let e as OutputError: return (.cannotCreate, e.description)
        case let e as FixtureError:
            switch e.category {
            case .missingInput: return (.noInput, e.description)
            case .permission: return (.permission, e.description)
            case .badData: return (.dataError, e.description)
            case .cannotCreate: return (.cannotCreate, e.description)
            }
        case let e as SynthError: return (.usage, e.description)
        // Bad scene files, modifier text, scripts and timings: always bad data.
        case let e as EngineError: return (.dataError, e.description)
        default: return (.software, String(describing: error))
        }
    }
}
