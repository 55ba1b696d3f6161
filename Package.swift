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
        // pending: .library(name: "SwoopEngine", targets: ["SwoopEngine"]),
        // pending: .library(name: "SwoopInteraction", targets: ["SwoopInteraction"]),
    ],
    targets: [
        // Pure Swift cores.
        // pending: .target(name: "SwoopEngine"),
        .target(name: "SwoopInputModel"),
        // pending: .target(name: "SwoopGesture", dependencies: ["SwoopInputModel"]),
        // pending: .target(name: "SwoopInteraction", dependencies: ["SwoopEngine", "SwoopGesture", "SwoopInputModel"]),
        .target(name: "SwoopLog", dependencies: ["SwoopInputModel"]),  // grows: SwoopEngine, SwoopGesture, SwoopInteraction
        // pending: .target(name: "SwoopFixtures", dependencies: ["SwoopInputModel", "SwoopGesture", "SwoopInteraction", "SwoopEngine", "SwoopLog"]),

        // C at the edge.
        cLibrary("CLibinput", "libinput", ["libinput-dev"]),
        cLibrary("CLibudev", "libudev", ["libudev-dev"]),
        cLibrary("CLibevdev", "libevdev", ["libevdev-dev"]),
        cLibrary("CUmockdev", "umockdev-1.0", ["libumockdev-dev"]),
        cLibrary("CYaml", "yaml-0.1", ["libyaml-dev"]),
        // pending: .target(name: "SwoopLibinput", dependencies: ["SwoopInputModel", "CLibinput", "CLibudev", "CLibevdev"]),
        .target(name: "SwoopRecordings", dependencies: ["SwoopInputModel", "CYaml"]),
        // pending: .target(name: "SwoopEmulation", dependencies: ["SwoopRecordings", "SwoopLibinput", "SwoopInputModel", "CUmockdev"]),

        // The command line.
        .target(name: "SwoopCLI", dependencies: ["SwoopInputModel", "SwoopLog", "SwoopRecordings"]),  // grows with each module
        .executableTarget(name: "swoop", dependencies: ["SwoopCLI"]),

        // pending: .testTarget(name: "SwoopEngineTests", dependencies: ["SwoopEngine"]),
        // pending: .testTarget(name: "SwoopGestureTests", dependencies: ["SwoopGesture", "SwoopInputModel"]),
        // pending: .testTarget(name: "SwoopInteractionTests", dependencies: ["SwoopInteraction", "SwoopEngine", "SwoopGesture", "SwoopInputModel"]),
        // pending: .testTarget(name: "SwoopLogTests", dependencies: ["SwoopLog", "SwoopEngine", "SwoopInputModel"]),
        // pending: .testTarget(name: "SwoopFixturesTests", dependencies: ["SwoopFixtures", "SwoopInputModel", "SwoopLog"]),
        // pending: .testTarget(name: "SwoopLibinputTests", dependencies: ["SwoopLibinput", "SwoopEmulation", "SwoopRecordings", "SwoopInputModel"]),
        .testTarget(name: "SwoopRecordingsTests", dependencies: ["SwoopRecordings", "SwoopInputModel"]),
        // pending: .testTarget(name: "SwoopCLITests", dependencies: ["SwoopCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
