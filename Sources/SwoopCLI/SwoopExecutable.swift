import SwoopCommandLine
import SwoopLiveCLI

/// The `swoop` executable: every command, under one driver.
package enum SwoopExecutable {
    /// Every subcommand, in the order `swoop --help` lists them.
    static var commands: [any Command.Type] { CommandRegistry.all }

    static var driver: CommandLineDriver {
        CommandLineDriver(
            executable: "swoop",
            tagline: "Turns touchpad and touchscreen pans into Hero-style interactive transitions.",
            commands: commands
        ).onSwoopRuntime()
    }

    package static func main() -> Never { driver.main() }

    /// Runs one command line and returns its exit status; never exits the process (tests call this).
    package static func run(_ argv: [String], context: CommandContext) -> ExitStatus {
        driver.run(argv, context: context)
    }

    static func overview() -> String { driver.overview() }
}
