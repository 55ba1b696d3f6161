import SwoopCore

/// Why a benchmark could not run (the figures it would have made are missing, not made up).
package enum BenchError: CategorizedError, Sendable, Equatable {
    case unavailable(what: String, reason: String)
    case childFailed(command: String, reason: String)
    case invalidChildOutput(command: String, output: String)

    package var description: String {
        switch self {
        case .unavailable(let what, let reason): "\(what) is unavailable: \(reason)"
        case .childFailed(let command, let reason): "`\(command)` failed: \(reason)"
        case .invalidChildOutput(let command, let output):
            "`\(command)` printed something unexpected: \(output.prefix(300))"
        }
    }

    package var category: FailureCategory {
        switch self {
        case .unavailable: .unavailable
        case .childFailed, .invalidChildOutput: .software
        }
    }
}
