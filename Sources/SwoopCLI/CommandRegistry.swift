import SwoopLiveCLI

/// The subcommands, in the order `swoop --help` lists them. Add a command here and in `Commands/`.
enum CommandRegistry {
    static var all: [any Command.Type] {
        [
            DemoCommand.self,
            TransitionsCommand.self,
            AppsCommand.self,
            SimulateCommand.self,
            RenderCommand.self,
            DevicesCommand.self,
            WindowedRunCommand.self,
            RecordCommand.self,
            ReplayCommand.self,
            CheckCommand.self,
            SweepCommand.self,
            SynthCommand.self,
            ImportCommand.self
        ]
    }
}
