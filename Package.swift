// swift-tools-version: 6.0
// Swoop: libinput pans → Hero-style interactive transitions.
// Dependencies point one way: CLI → everything; the engine and the input model depend on nothing.
import PackageDescription

let cLibrary = { (name: String, pkg: String, apt: [String]) -> Target in
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkg, providers: [.apt(apt)])
}

let package = Package(
    name: "Swoop",
    products: [
        .executable(name: "swoop", targets: ["swoop"]),
        // The emulated-device harness re-executes this under `unshare` + LD_PRELOAD (see SwoopEmulation).
        .executable(name: "swoop-emulate", targets: ["swoop-emulate"]),
        // Preloaded before umockdev's library in emulations only; never linked into anything.
        .library(name: "SwoopFstatShim", type: .dynamic, targets: ["SwoopFstatShim"]),
        .library(name: "SwoopEngine", targets: ["SwoopEngine"]),
        .library(name: "SwoopInteraction", targets: ["SwoopInteraction"]),
        .library(name: "SwoopRender", targets: ["SwoopRender"]),
    ],
    targets: [
        // Pure Swift cores.
        .target(name: "SwoopEngine"),
        .target(name: "SwoopInputModel"),
        .target(name: "SwoopGesture", dependencies: ["SwoopInputModel"]),
        .target(name: "SwoopInteraction", dependencies: ["SwoopEngine", "SwoopGesture", "SwoopInputModel"]),
        .target(name: "SwoopLog", dependencies: ["SwoopInputModel", "SwoopEngine", "SwoopGesture", "SwoopInteraction"]),
        .target(name: "SwoopFixtures", dependencies: ["SwoopInputModel", "SwoopGesture", "SwoopInteraction", "SwoopEngine", "SwoopLog"]),

        // C at the edge.
        cLibrary("CLibinput", "libinput", ["libinput-dev"]),
        cLibrary("CLibudev", "libudev", ["libudev-dev"]),
        cLibrary("CLibevdev", "libevdev", ["libevdev-dev"]),
        cLibrary("CUmockdev", "umockdev-1.0", ["libumockdev-dev"]),
        cLibrary("CYaml", "yaml-0.1", ["libyaml-dev"]),
        cLibrary("CCairo", "cairo", ["libcairo2-dev"]),
        cLibrary("CGif", "libgif", ["libgif-dev"]),
        .target(name: "SwoopLibinput", dependencies: ["SwoopInputModel", "CLibinput", "CLibudev", "CLibevdev"]),
        .target(name: "SwoopRecordings", dependencies: ["SwoopInputModel", "CYaml"]),
        .target(name: "SwoopEmulation", dependencies: ["SwoopRecordings", "SwoopLibinput", "SwoopInputModel", "CUmockdev"]),
        .target(name: "SwoopFstatShim"),
        // Frame in, pixels out: draws evaluated frames with cairo and exports PNG and GIF (giflib).
        .target(name: "SwoopRender", dependencies: ["SwoopEngine", "CCairo", "CGif"]),
        .executableTarget(name: "swoop-emulate", dependencies: ["SwoopEmulation"]),

        // Benchmarks (`swoop bench`): measure the modules above; nothing depends on this but the CLI.
        .target(name: "SwoopBench", dependencies: ["SwoopEngine", "SwoopInputModel", "SwoopInteraction", "SwoopLog",
                                                   "SwoopFixtures", "SwoopEmulation", "SwoopRecordings"]),

        // The command line.
        .target(name: "SwoopCLI", dependencies: ["SwoopInputModel", "SwoopLog", "SwoopEngine", "SwoopGesture", "SwoopInteraction", "SwoopFixtures", "SwoopLibinput", "SwoopRecordings", "SwoopEmulation", "SwoopBench"]),  // grows with each module
        .executableTarget(name: "swoop", dependencies: ["SwoopCLI"]),

        // Helpers shared by test targets only (the seeded generator of property tests).
        .target(name: "SwoopTestSupport", path: "Tests/SwoopTestSupport"),
        .testTarget(name: "SwoopEngineTests", dependencies: ["SwoopEngine", "SwoopTestSupport"]),
        .testTarget(name: "SwoopGestureTests", dependencies: ["SwoopGesture", "SwoopInputModel", "SwoopTestSupport"]),
        .testTarget(name: "SwoopInteractionTests", dependencies: ["SwoopInteraction", "SwoopEngine", "SwoopGesture", "SwoopInputModel", "SwoopTestSupport"]),
        .testTarget(name: "SwoopLogTests", dependencies: ["SwoopLog", "SwoopInputModel", "SwoopEngine", "SwoopGesture", "SwoopInteraction", "SwoopTestSupport"]),
        .testTarget(name: "SwoopFixturesTests", dependencies: ["SwoopFixtures", "SwoopInputModel", "SwoopInteraction", "SwoopLog", "SwoopCLI", "SwoopTestSupport"]),
        .testTarget(name: "SwoopLibinputTests", dependencies: ["SwoopLibinput", "SwoopEmulation", "SwoopRecordings", "SwoopInputModel", "SwoopFixtures", "SwoopInteraction"]),
        .testTarget(name: "SwoopRecordingsTests", dependencies: ["SwoopRecordings", "SwoopInputModel"]),
        .testTarget(name: "SwoopRenderTests", dependencies: ["SwoopRender", "SwoopEngine", "SwoopLog", "SwoopTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "SwoopCLITests", dependencies: ["SwoopCLI", "SwoopInteraction", "SwoopFixtures", "SwoopRecordings", "SwoopInputModel", "SwoopEmulation", "SwoopGesture"]),
    ],
    swiftLanguageModes: [.v6]
)
