import SwoopCommandLine
import SwoopLiveCLI

/// The `swoop-bench` executable's command line: `BenchCommand`'s options right after its name.
package enum BenchCommandLine {
    package static var driver: CommandLineDriver {
        CommandLineDriver(
            executable: "swoop-bench",
            tagline: "Swoop's performance figures: replay, per-event, frame, render, memory, live, import and window.",
            soleCommand: BenchCommand.self
        ).onSwoopRuntime()
    }
}
