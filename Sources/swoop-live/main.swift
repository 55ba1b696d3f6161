import SwoopCommandLine
import SwoopLiveCLI

// `swoop record` and `swoop run` (without its window) in an executable that links only what the live
// path uses (libinput, the session, the log): no Foundation, GLib, umockdev, cairo or SDL to load at
// start-up (docs/performance.md).
CommandLineDriver(
    executable: "swoop-live",
    tagline: "Swoop's live commands alone, in a small executable that starts fast (the rest: `swoop`).",
    commands: [RunCommand.self, RecordCommand.self]
).onSwoopRuntime().main()
