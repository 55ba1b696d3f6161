import Foundation

/// `swoop-window-probe` (or `swoop` itself) running in a child process, read line by line. The window
/// lives there rather than in the test process: SDL keeps per-process state that wants one thread
/// (tests run many at once), and each test needs its own DISPLAY and signal dispositions. The probe
/// talks on standard output; `swoop` talks on standard error (its standard output is the log), so
/// `talksOnStandardError` swaps which stream is read as lines and which is kept in a file.
final class ProbeProcess {
    let child: SpawnedProcess
    private let input: Int32, output: Int32
    private let errorsPath: String
    private var buffer: [UInt8] = []
    private var inputOpen = true
    /// Every line read so far, for failure messages.
    private(set) var transcript: [String] = []

    init(
        _ arguments: [String], environment: [String: String], program: String? = nil, talksOnStandardError: Bool = false
    ) throws {
        let probe = try program ?? ExternalTools.probe()
        let stdin = try SpawnedProcess.pipe()
        let stdout = try SpawnedProcess.pipe()
        errorsPath =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "swoop-window-probe-\(getpid())-\(UUID().uuidString).err"
            ).path
        let stderr = try SpawnedProcess.open(errorsPath, O_WRONLY | O_CREAT | O_TRUNC)
        defer { for fd in [stdin.read, stdout.write, stderr] { close(fd) } }
        do {
            // `stdout` is the pipe read as lines, `stderr` the file kept: swapped for `swoop`.
            let (toPipe, toFile) = (stdout.write, stderr)
            child = try SpawnedProcess(
                probe, arguments, environment: environment, stdin: stdin.read,
                stdout: talksOnStandardError ? toFile : toPipe, stderr: talksOnStandardError ? toPipe : toFile)
        } catch {
            close(stdin.write)
            close(stdout.read)
            throw error
        }
        input = stdin.write
        output = stdout.read
    }

    deinit {
        closeInput()
        close(output)
        child.signal(SIGTERM)
        child.wait()
        unlink(errorsPath)
    }

    var pid: pid_t { child.pid }

    /// The next line, or nil at the end of the output.
    func nextLine() -> String? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                transcript.append(line)
                return line
            }
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            buffer += chunk[0..<n]
        }
    }

    /// Reads up to the first line starting with `prefix`; its `key=value` fields, or nil at the end.
    func await(_ prefix: String) -> ProbeLine? {
        while let line = nextLine() {
            if line.hasPrefix(prefix + " ") || line == prefix { return ProbeLine(line) }
        }
        return nil
    }

    /// Closing standard input asks the probe to stop.
    func closeInput() {
        guard inputOpen else { return }
        inputOpen = false
        close(input)
    }

    func waitForExit() -> SpawnedProcess.Exit { child.wait() }

    /// The stream kept in a file: the probe's errors, or `swoop`'s standard output (the log).
    var keptOutput: String { (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "" }

    /// What the probe said, for a failure message.
    var diagnostics: String {
        let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        return "probe output:\n" + transcript.joined(separator: "\n") + "\nprobe errors:\n" + errors
    }
}

/// `word key=value key=value …`, as the probe prints them (values without spaces, except the error's message).
struct ProbeLine {
    let text: String
    let fields: [String: String]

    init(_ text: String) {
        self.text = text
        var fields: [String: String] = [:]
        for word in text.split(separator: " ").dropFirst() {
            guard let eq = word.firstIndex(of: "=") else { continue }
            fields[String(word[..<eq])] = String(word[word.index(after: eq)...])
        }
        self.fields = fields
    }

    subscript(_ key: String) -> String? { fields[key] }

    /// `x,y,…` as integers.
    func integers(_ key: String) -> [Int] { (fields[key] ?? "").split(separator: ",").compactMap { Int($0) } }
}
