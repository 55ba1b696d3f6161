#if canImport(Glibc)
import Glibc
#endif

/// Runs one command line against a list of commands: the whole of an executable's `main`, shared by
/// `swoop` (every command) and `swoop-live` (the live commands alone, without the libraries the
/// others load).
package struct CommandLineDriver {
    package var executable: String
    package var tagline: String
    /// In the order the overview lists them.
    package var commands: [any Command.Type]

    package init(executable: String, tagline: String, commands: [any Command.Type]) {
        self.executable = executable
        self.tagline = tagline
        self.commands = commands
    }

    package func main() -> Never {
        Interruption.install()
        Interruption.setCommand(executable)
        let output = StandardStream(fd: 1, name: "<stdout>")
        let errors = StandardStream(fd: 2, name: "<stderr>")
        let context = CommandContext(
            standardOutput: output.write,
            standardError: errors.write,
            stdoutIsTerminal: isatty(1) == 1,
            stderrIsTerminal: isatty(2) == 1,
            environment: Self.environment())
        context.standardOutputFailure = { output.failure }
        let argv = Array(Swift.CommandLine.arguments.dropFirst())
        let status = run(argv, context: context)
        let command = argv.first.flatMap { name in commands.first { $0.name == name }?.name }.map {
            "\(executable) \($0)"
        }
        let final = StandardStream.finalStatus(status, command: command, output: output, errors: errors)
        Interruption.waitIfInterrupting()
        exit(final.code)
    }

    /// Runs one command line and returns its exit status; never exits the process (tests call this).
    package func run(_ argv: [String], context: CommandContext) -> ExitStatus {
        context.program = executable
        guard let first = argv.first, first != "--help", first != "-h", first != "help" else {
            context.standardOutput(overview())
            return argv.isEmpty ? .failure(.usage) : .success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            context.standardError("\(executable): unknown command '\(first)'\n\n" + overview())
            return .failure(.usage)
        }
        Interruption.setCommand(context.label(command.name))
        let rest = Array(argv.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.standardOutput(command.helpText(program: executable))
            return .success
        }
        do {
            let parsed = try ParsedArguments(rest, specs: command.options)
            return try command.run(parsed, context)
        } catch {
            let (status, message) = ErrorReporting.describe(error)
            context.standardError("\(context.label(command.name)): \(message)\n")
            if status == .failure(.usage) {
                context.standardError("usage: \(context.label(command.name)) \(command.usage)\n")
            }
            return status
        }
    }

    package func overview() -> String {
        var text = "usage: \(executable) COMMAND [options]\n\n\(tagline)\n\ncommands:\n"
        for command in commands {
            let pad = String(repeating: " ", count: max(0, 12 - command.name.count))
            text += "  " + command.name + pad + command.summary + "\n"
        }
        text += "\n`\(executable) COMMAND --help` describes a command.\n"
        return text
    }

    /// This process's environment (what Foundation's `ProcessInfo` gives, without Foundation).
    package static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }
}
