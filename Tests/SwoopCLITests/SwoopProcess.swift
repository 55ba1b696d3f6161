import Foundation

/// The built `swoop` executable run as a process, for what only a process shows: its exit status as
/// a shell sees it, a standard output that cannot be written, signals, what it leaves behind.
struct SwoopProcess {
    static let executable =
        URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]
        )
        .deletingLastPathComponent().path + "/swoop"
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized.path

    struct Result {
        var status: Int32
        /// The signal that ended it, when one did.
        var signal: Int32?
        var standardError: String
    }

    let process = Process()
    private let errors = Pipe()

    /// Starts `swoop ARGS` (through `wrapper` when given, e.g. `setpriv …`), its standard output to
    /// `output` (a path; /dev/null by default).
    init(
        _ arguments: [String], output: String = "/dev/null", wrapper: [String] = [],
        environment: [String: String] = [:], directory: String? = nil
    ) throws {
        let command = wrapper + [Self.executable] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        try process.run()
    }

    /// Waits for the end (reading standard error as it comes, so a chatty process never blocks).
    func wait() -> Result {
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let bySignal = process.terminationReason == .uncaughtSignal
        return Result(
            status: bySignal ? 128 + process.terminationStatus : process.terminationStatus,
            signal: bySignal ? process.terminationStatus : nil,
            standardError: String(decoding: data, as: UTF8.self))
    }

    static func run(
        _ arguments: [String], output: String = "/dev/null", wrapper: [String] = [],
        environment: [String: String] = [:]
    ) throws -> Result {
        try SwoopProcess(arguments, output: output, wrapper: wrapper, environment: environment).wait()
    }
}
