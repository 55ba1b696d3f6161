import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The entry point of the `swoop` executable.
public enum SwoopCommandLine {
    /// Every subcommand, in the order `swoop --help` lists them.
    static var commands: [any Command.Type] { CommandRegistry.all }

    public static func main() -> Never {
        Interruption.install()
        let output = StandardStream(fd: 1, name: "<stdout>")
        let errors = StandardStream(fd: 2, name: "<stderr>")
        let context = CommandContext(
            standardOutput: output.write,
            standardError: errors.write,
            stdoutIsTerminal: isatty(1) == 1,
            stderrIsTerminal: isatty(2) == 1,
            environment: ProcessInfo.processInfo.environment)
        context.standardOutputFailure = { output.failure }
        let argv = Array(Swift.CommandLine.arguments.dropFirst())
        let status = run(argv, context: context)
        let command = argv.first.flatMap { name in commands.first { $0.name == name }?.name }
        let final = StandardStream.finalStatus(status, command: command, output: output, errors: errors)
        Interruption.waitIfInterrupting()
        exit(final.code)
    }

    /// Runs one command line and returns its exit status; never exits the process (tests call this).
    public static func run(_ argv: [String], context: CommandContext) -> ExitStatus {
        guard let first = argv.first, first != "--help", first != "-h", first != "help" else {
            context.standardOutput(overview())
            return argv.isEmpty ? .failure(.usage) : .success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            context.standardError("swoop: unknown command '\(first)'\n\n" + overview())
            return .failure(.usage)
        }
        Interruption.setCommand(command.name)
        let rest = Array(argv.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.standardOutput(command.helpText())
            return .success
        }
        do {
            let parsed = try ParsedArguments(rest, specs: command.options)
            return try command.run(parsed, context)
        } catch {
            let (status, message) = ErrorReporting.describe(error)
            context.standardError("swoop \(command.name): \(message)\n")
            if status == .failure(.usage) { context.standardError("usage: swoop \(command.name) \(command.usage)\n") }
            return status
        }
    }

    static func overview() -> String {
        var text =
            "usage: swoop COMMAND [options]\n\nTurns touchpad and touchscreen pans into Hero-style interactive transitions.\n\ncommands:\n"
        for command in commands {
            text += "  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\n`swoop COMMAND --help` describes a command.\n"
        return text
    }
}
