import Foundation
import SwoopTestSupport
import Testing

/// The programs the window tests run: a real X server (Xvfb), its framebuffer's capture (xwd,
/// xwdtopnm), keys pressed in it (xdotool), and the probe that shows the window. Where one is
/// missing the test says so loudly and is skipped — except under CI=true, where it fails
/// (scripts/test installs them all).
enum ExternalTools {
    static func find(_ name: String) -> String? {
        ["/usr/bin", "/usr/local/bin", "/bin"].map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The programs' paths, in order, or a skip (a failure under CI) naming what is missing.
    static func require(_ names: [String], _ purpose: String, install: String) throws -> [String] {
        let found = names.map(find)
        let missing = zip(names, found).filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else {
            try unavailable("\(missing.joined(separator: ", ")) not installed (\(install)); \(purpose)")
        }
        return found.map { $0! }
    }

    /// The window probe, built beside the tests (`swift build --product swoop-window-probe`), or
    /// SWOOP_WINDOW_PROBE.
    static func probe() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let built = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swoop-window-probe").path
        let path = environment["SWOOP_WINDOW_PROBE"] ?? built
        guard FileManager.default.isExecutableFile(atPath: path) else {
            try unavailable("the window probe \(path) is not built (swift build --product swoop-window-probe)")
        }
        return path
    }

    /// The `swoop` executable built beside the tests, or SWOOP_BINARY.
    static func swoop() throws -> String {
        let built = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swoop").path
        let path = ProcessInfo.processInfo.environment["SWOOP_BINARY"] ?? built
        guard FileManager.default.isExecutableFile(atPath: path) else {
            try unavailable("\(path) is not built (swift build --product swoop)")
        }
        return path
    }

    static func unavailable(_ reason: String) throws -> Never { try TestGate.unavailable(reason) }
}
