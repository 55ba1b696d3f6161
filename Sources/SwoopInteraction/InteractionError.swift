import SwoopCore

/// Bad interaction options, as a person typed them (a flag's value, a fixture's option field): a usage
/// error (exit 64).
public enum InteractionError: CategorizedError, Equatable, Sendable {
    /// `option` got `value`, which is not one of `expected`.
    case invalidOption(option: String, value: String, expected: String)
    case unknownOption(String)

    public var category: FailureCategory { .usage }

    public var description: String {
        switch self {
        case .invalidOption(let option, let value, let expected):
            "invalid value '\(value)' for \(option): expected \(expected)"
        case .unknownOption(let option):
            "unknown interaction option '\(option)'; known: \(InteractionOptions.optionNames.joined(separator: ", "))"
        }
    }
}
