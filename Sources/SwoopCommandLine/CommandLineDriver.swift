import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// Runs one command line against a list of commands: the whole of an executable's `main`, shared by
/// `swoop` (every command), `swoop-live` (the live commands alone, without the libraries the others
/// load) and `swoop-bench` (one command, whose options follow the executable's name).
package struct CommandLineDriver {
    package var executable: String
    package var tagline: String
    /// In the order the overview lists them.
    package var commands: [any Command.Type]
    /// Set for an executable that is one command: its arguments are that command's, with no name first.
    package var soleCommand: (any Command.Type)?
    /// The second line of `--version`: what the executable runs on (the libinput it has mapped).
    package var runtime: () -> String? = { nil }
    /// How `--generate-manual` writes a page (atomically, by the caller's file writer).
    package var writeFile: (_ path: String, _ text: String) throws -> Void = { path, text in
        try writeScratchFile(path, text)
    }

    package init(executable: String, tagline: String, commands: [any Command.Type]) {
        self.executable = executable
        self.tagline = tagline
        self.commands = commands
    }

    package init(executable: String, tagline: String, soleCommand: any Command.Type) {
        self.init(executable: executable, tagline: tagline, commands: [soleCommand])
        self.soleCommand = soleCommand
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
        let command =
            soleCommand == nil
            ? argv.first.flatMap { name in commands.first { $0.name == name }?.name }.map { "\(executable) \($0)" }
            : executable
        let final = StandardStream.finalStatus(status, command: command, output: output, errors: errors)
        Interruption.waitIfInterrupting()
        exit(final.code)
    }

    /// Runs one command line and returns its exit status; never exits the process (tests call this).
    package func run(_ argv: [String], context: CommandContext) -> ExitStatus {
        context.program = executable
        if let soleCommand { return run(soleCommand, argv, invokedAs: executable, context: context) }
        guard let first = argv.first, first != "--help", first != "-h", first != "help" else {
            context.standardOutput(overview())
            return argv.isEmpty ? .failure(.usage) : .success
        }
        if let generated = generate(first, Array(argv.dropFirst()), context: context) { return generated }
        guard let command = commands.first(where: { $0.name == first }) else {
            context.standardError("\(executable): unknown command '\(first)'\n\n" + overview())
            return .failure(.usage)
        }
        return run(command, Array(argv.dropFirst()), invokedAs: context.label(command.name), context: context)
    }

    private func run(
        _ command: any Command.Type, _ arguments: [String], invokedAs name: String, context: CommandContext
    ) -> ExitStatus {
        Interruption.setCommand(name)
        if ParsedArguments.asksForHelp(arguments, specs: command.options.specs) {
            context.standardOutput(command.helpText(invokedAs: name))
            return .success
        }
        do {
            let parsed = try ParsedArguments(arguments, specs: command.options.specs)
            return try command.run(parsed, context)
        } catch {
            let (status, message) = ErrorReporting.describe(error)
            context.standardError("\(name): \(message)\n")
            if status == .failure(.usage) { context.standardError("usage: \(name) \(command.usage)\n") }
            return status
        }
    }

    /// What the executable says about itself rather than a command: `--version`, and the man pages and
    /// completion script `scripts/install` writes from the same declarations as `--help`. Nil for a
    /// command line that is none of these.
    private func generate(_ first: String, _ rest: [String], context: CommandContext) -> ExitStatus? {
        do {
            switch first {
            case "--version":
                guard rest.isEmpty else { throw UsageError("--version takes no argument") }
                context.standardOutput(versionText())
            case "--generate-completion-script":
                guard rest == ["bash"] else { throw UsageError("--generate-completion-script takes one shell: bash") }
                context.standardOutput(BashCompletion.script(for: self))
            case "--generate-manual":
                guard rest.count == 1, let directory = rest.first else {
                    throw UsageError("--generate-manual takes one directory")
                }
                for (file, text) in ManualPage.pages(for: self) { try writeFile(directory + "/" + file, text) }
            default:
                return nil
            }
            return .success
        } catch {
            let (status, message) = ErrorReporting.describe(error)
            context.standardError("\(executable): \(message)\n")
            return status
        }
    }

    /// `swoop 0.1.0`, and what it runs on (`runtime`).
    package func versionText() -> String {
        "\(executable) \(SwoopVersion.text)\n" + (runtime().map { $0 + "\n" } ?? "")
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
