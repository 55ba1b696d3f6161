import Foundation

/// A `swoop` process signalled once it is under way.
enum Interrupted {
    /// Starts `swoop ARGS`, waits until `ready()` holds (polled; a process that ends first is not
    /// signalled), sends `signal`, and returns how it ended.
    static func run(
        _ arguments: [String], signal: Int32, environment: [String: String] = [:],
        when ready: () -> Bool
    ) throws -> SwoopProcess.Result {
        let swoop = try SwoopProcess(arguments, environment: environment)
        while swoop.process.isRunning, !ready() { usleep(10_000) }
        if swoop.process.isRunning { kill(swoop.process.processIdentifier, signal) }
        return swoop.wait()
    }

    /// The names in `directory` that start with `prefix`.
    static func entries(in directory: String, startingWith prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix(prefix) }
    }
}
