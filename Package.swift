// swift-tools-version: 6.0
// Swoop: libinput pans → Hero-style interactive transitions.
// Dependencies point one way: CLI → everything → SwoopCore; the engine and the input model depend on SwoopCore only.
import Foundation
import PackageDescription

let cLibrary = { (name: String, pkg: String, apt: [String]) -> Target in
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkg, providers: [.apt(apt)])
}

/// Links an executable target as a shared object to preload (`-shared` through the linker driver).
let preloadLibrary: [LinkerSetting] = [
    .unsafeFlags(["-Xclang-linker", "-shared", "-Xclang-linker", "-Wno-unused-command-line-argument"])
]

let package = Package(
    name: "Swoop",
    products: [
        .executable(name: "swoop", targets: ["swoop"]),
        // `swoop record` alone, linking only what the live path uses: it starts several times faster than
        // `swoop`, which loads Foundation, GLib, umockdev, cairo and SDL for its other commands.
        .executable(name: "swoop-live", targets: ["swoop-live"]),
        // The emulated-device harness re-executes this under `unshare` + LD_PRELOAD (see SwoopEmulation).
        .executable(name: "swoop-emulate", targets: ["swoop-emulate"]),
        // The benchmarks (scripts/bench): an executable no other product links.
        .executable(name: "swoop-bench", targets: ["swoop-bench"]),
        // What an app embeds: `import Swoop` re-exports the modules below that it works with.
        .library(name: "Swoop", targets: ["Swoop"]),
        // The live source: touchpads and touchscreens through libinput (udev seat or device nodes).
        .library(name: "SwoopLibinput", targets: ["SwoopLibinput"]),
        .library(name: "SwoopCore", targets: ["SwoopCore"]),
        .library(name: "SwoopInputModel", targets: ["SwoopInputModel"]),
        .library(name: "SwoopEngine", targets: ["SwoopEngine"]),
        .library(name: "SwoopInteraction", targets: ["SwoopInteraction"]),
        .library(name: "SwoopNavigation", targets: ["SwoopNavigation"]),
        .library(name: "SwoopRender", targets: ["SwoopRender"]),
        .library(name: "SwoopWindow", targets: ["SwoopWindow"])
    ],
    targets: [
        // The shared primitives (time, JSON, files, failure categories, pixel sizes): a leaf every module may use.
        .target(name: "SwoopCore"),

        // Pure Swift cores.
        .target(name: "SwoopEngine", dependencies: ["SwoopCore"]),
        .target(name: "SwoopInputModel", dependencies: ["SwoopCore"]),
        .target(name: "SwoopGesture", dependencies: ["SwoopCore", "SwoopInputModel"]),
        .target(
            name: "SwoopInteraction", dependencies: ["SwoopCore", "SwoopEngine", "SwoopGesture", "SwoopInputModel"]),
        // Where the user is: an app's screens, stack and routes over the interaction pipeline.
        .target(
            name: "SwoopNavigation",
            dependencies: ["SwoopCore", "SwoopEngine", "SwoopGesture", "SwoopInputModel", "SwoopInteraction"]),
        .target(
            name: "SwoopLog",
            dependencies: [
                "SwoopCore", "SwoopInputModel", "SwoopEngine", "SwoopGesture", "SwoopInteraction", "SwoopNavigation"
            ]),
        .target(
            name: "SwoopFixtures",
            dependencies: [
                "SwoopCore", "SwoopInputModel", "SwoopDisplay", "SwoopGesture", "SwoopInteraction", "SwoopEngine",
                "SwoopLog", "SwoopNavigation"
            ]),
        // One import for an embedder (re-exports only).
        .target(
            name: "Swoop",
            dependencies: ["SwoopCore", "SwoopInputModel", "SwoopGesture", "SwoopEngine", "SwoopInteraction"]),
        // A touch surface's physical size: display EDID, DRM connectors, the size-resolution rule.
        .target(name: "SwoopDisplay", dependencies: ["SwoopCore", "SwoopInputModel"]),

        // C at the edge.
        cLibrary("CLibinput", "libinput", ["libinput-dev"]),
        cLibrary("CLibudev", "libudev", ["libudev-dev"]),
        cLibrary("CLibevdev", "libevdev", ["libevdev-dev"]),
        cLibrary("CUmockdev", "umockdev-1.0", ["libumockdev-dev"]),
        cLibrary("CYaml", "yaml-0.1", ["libyaml-dev"]),
        cLibrary("CCairo", "cairo", ["libcairo2-dev"]),
        cLibrary("CGif", "libgif", ["libgif-dev"]),
        cLibrary("CSDL2", "sdl2", ["libsdl2-dev"]),
        // Text: Pango lays out and draws on cairo (GTK's text stack); photos: JPEG through libjpeg-turbo.
        cLibrary("CPango", "pangocairo", ["libpango1.0-dev"]),
        cLibrary("CTurboJPEG", "libturbojpeg", ["libturbojpeg0-dev"]),
        .target(
            name: "SwoopLibinput",
            dependencies: ["SwoopCore", "SwoopInputModel", "SwoopDisplay", "CLibinput", "CLibudev", "CLibevdev"]),
        .target(name: "SwoopRecordings", dependencies: ["SwoopCore", "SwoopInputModel", "CYaml"]),
        .target(
            name: "SwoopEmulation",
            dependencies: [
                "SwoopCore", "SwoopDisplay", "SwoopRecordings", "SwoopLibinput", "SwoopInputModel", "CUmockdev"
            ]),
        // Preload libraries, not products (SwiftPM has no library a package keeps to itself): each an
        // executable target linked as a shared object, which `swift build` makes beside the executables
        // under its file's name and offers to no dependent. The fstat shim goes before umockdev's library
        // in emulations only; the allocation counter into the allocation-counting benchmark child only.
        .executableTarget(
            name: "libSwoopFstatShim.so", path: "Sources/SwoopFstatShim", linkerSettings: preloadLibrary),
        .executableTarget(
            name: "libSwoopAllocationCounter.so", path: "Sources/SwoopAllocationCounter",
            linkerSettings: preloadLibrary),
        // Frame in, pixels out: draws evaluated frames with cairo (text with Pango, JPEG through libjpeg-turbo) and
        // exports PNG and GIF (giflib).
        .target(
            name: "SwoopRender", dependencies: ["SwoopCore", "SwoopEngine", "CCairo", "CGif", "CPango", "CTurboJPEG"]),
        // A live window (SDL2: X11, Wayland or KMS/DRM) that presents rendered frames at the display's refresh.
        .target(name: "SwoopWindow", dependencies: ["SwoopCore", "SwoopRender", "CSDL2"]),
        .executableTarget(name: "swoop-emulate", dependencies: ["SwoopEmulation"]),
        // Shows one frame in a real window for the window tests, in a process of its own (see
        // docs/rendering.md): a target, not a product (`swift build --product swoop-window-probe` builds it).
        .executableTarget(
            name: "swoop-window-probe",
            dependencies: ["SwoopCommandLine", "SwoopCore", "SwoopEngine", "SwoopRender", "SwoopWindow"]),
        // The limit `swoop-bench` compares the window's present rate with: a minimal SDL2 client (upload and
        // present a full-size frame in a loop) on the same display. Bench apparatus: a target, not a product.
        .executableTarget(name: "swoop-present-limit", dependencies: ["SwoopCommandLine", "SwoopCore", "CSDL2"]),

        // The command line's core: options declared once (`Option`: name, value name, help, default,
        // syntax) and what is derived from them (parsing, `--help`, man pages, bash completion), commands,
        // the driver, exit statuses, standard streams, interruption. SwoopCore alone, so any executable
        // (the window probe too) parses its arguments with it.
        .target(name: "SwoopCommandLine", dependencies: ["SwoopCore"]),
        // The live commands (`record`, and `run` without its window) and the option groups the commands
        // share: no Foundation, cairo or SDL, so `swoop-live` loads none.
        .target(
            name: "SwoopLiveCLI",
            dependencies: [
                "SwoopCommandLine", "SwoopCore", "SwoopInputModel", "SwoopDisplay", "SwoopLibinput", "SwoopFixtures",
                "SwoopLog", "SwoopEngine", "SwoopGesture", "SwoopInteraction", "SwoopNavigation"
            ]),
        .executableTarget(
            name: "swoop-live", dependencies: ["SwoopCommandLine", "SwoopLiveCLI"],
            // The Swift runtime linked in: its relocations at start-up were most of what is left to load.
            linkerSettings: [.unsafeFlags(["-static-stdlib"])]),
        // The command line.
        .target(
            name: "SwoopCLI",
            dependencies: [
                "SwoopCommandLine", "SwoopLiveCLI", "SwoopCore", "SwoopInputModel", "SwoopLog", "SwoopEngine",
                "SwoopGesture",
                "SwoopInteraction",
                "SwoopFixtures", "SwoopLibinput", "SwoopRecordings", "SwoopEmulation", "SwoopRender", "SwoopWindow",
                "SwoopDisplay", "SwoopNavigation"
            ]),  // grows with each module
        .executableTarget(name: "swoop", dependencies: ["SwoopCLI"]),

        // The benchmarks (`swoop-bench`, the synthetic scenes, the render benchmark): measure the modules
        // above and run `swoop` as a child by path; only the `swoop-bench` executable links them.
        .target(
            name: "SwoopBench",
            dependencies: [
                "SwoopCore", "SwoopEngine", "SwoopInputModel", "SwoopGesture", "SwoopInteraction", "SwoopLog",
                "SwoopFixtures", "SwoopEmulation", "SwoopRecordings", "SwoopRender", "SwoopCommandLine", "SwoopLiveCLI"
            ]),
        .executableTarget(name: "swoop-bench", dependencies: ["SwoopBench"]),
        // How an app embeds Swoop (the README's example): built and run by scripts/test.
        .executableTarget(
            name: "swoop-embedding-example", dependencies: ["Swoop"],
            path: "Examples/Embedding"),
        // How an app embeds Swoop's navigation (the README's second example): built and run by the tests.
        .executableTarget(
            name: "swoop-navigator-example", dependencies: ["SwoopCore", "SwoopEngine", "SwoopNavigation"],
            path: "Examples/Navigator"),

        // What each libFuzzer target feeds its bytes to; the tests run the seed corpus through it too.
        .target(
            name: "SwoopFuzzing",
            dependencies: [
                "SwoopCore", "SwoopEngine", "SwoopFixtures", "SwoopInteraction", "SwoopRecordings", "SwoopRender"
            ],
            path: "Fuzz/SwoopFuzzing"),

        // Helpers shared by test targets only: shared data and skips (`TestGate`), the seeded generator of
        // property tests, temporary folders, Pillow's reading of a GIF. No Swoop module, so no cairo.
        .target(name: "SwoopTestSupport", path: "Tests/SwoopTestSupport"),
        // Rendered images compared with committed PNGs: for the tests that render (so they alone link cairo).
        .target(name: "SwoopRenderTestSupport", dependencies: ["SwoopRender"], path: "Tests/SwoopRenderTestSupport"),
        .testTarget(name: "SwoopCoreTests", dependencies: ["SwoopCore", "SwoopTestSupport"]),
        .testTarget(name: "SwoopEngineTests", dependencies: ["SwoopCore", "SwoopEngine", "SwoopTestSupport"]),
        .testTarget(
            name: "SwoopGestureTests",
            dependencies: ["SwoopCore", "SwoopGesture", "SwoopInputModel", "SwoopTestSupport"]),
        .testTarget(
            name: "SwoopInteractionTests",
            dependencies: [
                "SwoopCore", "SwoopInteraction", "SwoopEngine", "SwoopGesture", "SwoopInputModel", "SwoopTestSupport"
            ]),
        .testTarget(
            name: "SwoopNavigationTests",
            dependencies: [
                "SwoopCore", "SwoopEngine", "SwoopGesture", "SwoopInputModel", "SwoopInteraction", "SwoopNavigation",
                "SwoopFixtures", "SwoopLog", "SwoopTestSupport"
            ]),
        .testTarget(
            name: "SwoopLogTests",
            dependencies: [
                "SwoopCore", "SwoopLog", "SwoopInputModel", "SwoopEngine", "SwoopGesture", "SwoopInteraction",
                "SwoopTestSupport"
            ]),
        .testTarget(
            name: "SwoopFixturesTests",
            dependencies: [
                "SwoopCore", "SwoopFixtures", "SwoopDisplay", "SwoopInputModel", "SwoopGesture", "SwoopInteraction",
                "SwoopLog", "SwoopTestSupport"
            ]),
        .testTarget(
            name: "SwoopLibinputTests",
            dependencies: [
                "SwoopCore", "SwoopDisplay", "SwoopLibinput", "SwoopEmulation", "SwoopRecordings", "SwoopInputModel",
                "SwoopFixtures", "SwoopInteraction", "SwoopTestSupport"
            ]),
        .testTarget(
            name: "SwoopRecordingsTests",
            dependencies: ["SwoopCore", "SwoopRecordings", "SwoopInputModel", "SwoopTestSupport"]),
        .testTarget(
            name: "SwoopDisplayTests",
            dependencies: ["SwoopCore", "SwoopDisplay", "SwoopInputModel", "SwoopTestSupport"]),
        .testTarget(
            name: "SwoopRenderTests",
            dependencies: ["SwoopRender", "SwoopEngine", "SwoopLog", "SwoopTestSupport", "SwoopRenderTestSupport"],
            exclude: ["Goldens"]),
        .testTarget(name: "SwoopFuzzingTests", dependencies: ["SwoopFuzzing"]),
        .testTarget(
            name: "SwoopWindowTests",
            dependencies: ["SwoopCore", "SwoopEngine", "SwoopRender", "SwoopWindow", "CSDL2", "SwoopTestSupport"]),
        .testTarget(
            name: "SwoopCLITests",
            dependencies: [
                "SwoopCore", "SwoopCLI", "SwoopCommandLine", "SwoopLiveCLI", "SwoopEngine", "SwoopLibinput", "SwoopLog",
                "SwoopInteraction",
                "SwoopFixtures", "SwoopRecordings", "SwoopInputModel", "SwoopEmulation", "SwoopGesture",
                "SwoopRender", "SwoopWindow", "SwoopTestSupport", "SwoopRenderTestSupport"
            ]),
        .testTarget(name: "SwoopCommandLineTests", dependencies: ["SwoopCommandLine"]),
        .testTarget(
            name: "SwoopBenchTests",
            dependencies: [
                "SwoopBench", "SwoopCore", "SwoopEngine", "SwoopEmulation", "SwoopCommandLine", "SwoopLiveCLI",
                "SwoopTestSupport"
            ])
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets (`scripts/fuzz`): declared only when SWOOP_FUZZ is set, because they have no `main`
// of their own and link only with `swift build --sanitize fuzzer`, which supplies libFuzzer's.
if ProcessInfo.processInfo.environment["SWOOP_FUZZ"] != nil {
    for name in [
        "FuzzFixtureReader", "FuzzEvemuParser", "FuzzLibinputRecord", "FuzzSceneText", "FuzzSceneRender",
        "FuzzTransitionScript"
    ] {
        package.targets.append(
            .executableTarget(
                name: name, dependencies: ["SwoopFuzzing"], path: "Fuzz/\(name)",
                swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
    }
}
