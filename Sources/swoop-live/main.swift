import SwoopLiveCLI

// `swoop record` in an executable that links only what the live path uses (libinput, the fixture
// writer): no Foundation, GLib, umockdev, cairo or SDL to load at start-up (docs/performance.md).
CommandLineDriver(
    executable: "swoop-live",
    tagline: "Swoop's live commands alone, in a small executable that starts fast (the rest: `swoop`).",
    commands: [RecordCommand.self]
).main()
