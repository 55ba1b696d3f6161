import SwoopCommandLine
import SwoopLog

/// `--log FILE`, `--format text|json`, `--no-input`: where a session's log goes and what it holds, for
/// `replay` and `run`.
package struct LogFlags {
    package static let log = Option(
        "log", "FILE", "write the log to FILE (atomically) instead of standard output", FlagSyntax.text)
    package static let format = Option(
        "format", "text|json", "log rendering (text on standard output, json in --log files)",
        FlagSyntax<LogFormat>.oneOf)
    package static let noInput = Flag("no-input", "leave the input lines out of the log")

    package var path: String?
    /// `--format`, else text on standard output and JSON in a file.
    package var format: LogFormat
    package var includeInput: Bool

    package init(_ arguments: ParsedArguments) throws {
        path = try arguments.value(Self.log)
        format = try arguments.value(Self.format) ?? (path == nil ? .text : .json)
        includeInput = !arguments.value(Self.noInput)
    }
}
