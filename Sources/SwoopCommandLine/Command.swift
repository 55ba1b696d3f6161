import SwoopCore

/// One subcommand of an executable (`swoop replay`), or an executable of one command (`swoop-bench`).
package protocol Command {
    static var name: String { get }
    /// One line for `swoop --help`.
    static var summary: String { get }
    /// The usage line(s) after `swoop NAME`, and any prose shown by `swoop NAME --help`.
    static var usage: String { get }
    /// Its options in the order `--help` lists them (`-h, --help` is added).
    static var options: [any OptionDeclaration] { get }
    /// Runs the command; throws for failures, which `ErrorReporting` maps to an exit status.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus
}

/// The side effects a command may use, behind one value so tests can capture output.
package final class CommandContext {
    package var standardOutput: (String) -> Void
    package var standardError: (String) -> Void
    /// Whether standard output/error are terminals (status lines and progress bars only there).
    package var stdoutIsTerminal: Bool
    package var stderrIsTerminal: Bool
    package var environment: [String: String]
    /// Why standard output can no longer be written, once a write to it failed (`nil` while it works):
    /// a command writing a long log stops at the next write instead of computing for nobody.
    package var standardOutputFailure: () -> FileError? = { nil }
    /// The executable messages are signed with (`swoop`, `swoop-live`): `swoop-live record: …`.
    package var program = "swoop"

    package init(
        standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
        stdoutIsTerminal: Bool, stderrIsTerminal: Bool, environment: [String: String]
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
    }
}

extension CommandContext {
    /// `PROGRAM COMMAND`, the start of every line a command writes to standard error.
    package func label(_ command: String) -> String { "\(program) \(command)" }
}

extension Command {
    /// `invokedAs`: how the command is started (`swoop replay`; `swoop-bench`, an executable of one command).
    package static func helpText(invokedAs: String? = nil) -> String {
        let invoked = invokedAs ?? "swoop \(name)"
        var text = "\(invoked): \(summary)\n\nusage: \(invoked) \(usage)\n"
        let all = options.specs + [OptionSpec.help]
        if !all.isEmpty { text += "\noptions:\n" }
        for option in all {
            var left = "  "
            if let short = option.short { left += "-\(short), " }
            left += "--\(option.name)"
            if option.kind != .flag { left += " \(option.valueName)" }
            if option.kind == .repeated { left += " ..." }
            let pad = max(2, 34 - left.count)
            text += left + String(repeating: " ", count: pad) + option.help + "\n"
        }
        return text
    }
}
