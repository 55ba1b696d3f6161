import Foundation
import SwoopCore

/// A child process started with a clean signal state. Foundation's `Process` starts children with the
/// spawning thread's signal mask, and the test runner's worker threads block nearly every signal: a
/// probe started that way never sees SIGINT (so Ctrl-C cannot be tested) and an Xvfb never sees the
/// SIGTERM that stops it. `posix_spawn` here sets an empty mask and the default action for the
/// signals a test sends.
final class SpawnedProcess {
    let pid: pid_t
    private var ended: Exit?

    /// How a child ended: an exit status, or the signal that killed it.
    struct Exit: Equatable, CustomStringConvertible {
        var code: Int32
        var bySignal: Bool
        static let success = Exit(code: 0, bySignal: false)
        static func status(_ code: Int32) -> Exit { Exit(code: code, bySignal: false) }
        static func signal(_ signo: Int32) -> Exit { Exit(code: signo, bySignal: true) }
        var description: String { bySignal ? "killed by signal \(code)" : "exit \(code)" }
    }

    /// Starts `program` with descriptors `stdin`, `stdout`, `stderr` as its 0, 1 and 2 (the caller
    /// closes its copies of them afterwards).
    init(
        _ program: String, _ arguments: [String], environment: [String: String], stdin: Int32, stdout: Int32,
        stderr: Int32
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (fd, target) in [(stdin, Int32(0)), (stdout, 1), (stderr, 2)] {
            posix_spawn_file_actions_adddup2(&actions, fd, target)
        }

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let status = withCleanSignalSpawnAttributes { posix_spawn(&child, program, &actions, &$0, argv, envp) }
        guard status == 0 else {
            throw XvfbFailed(reason: "cannot start \(program): \(String(cString: strerror(status)))")
        }
        pid = child
    }

    deinit {
        if ended == nil {
            kill(pid, SIGTERM)
            _ = wait()
        }
    }

    func signal(_ signo: Int32) { kill(pid, signo) }

    @discardableResult
    func wait() -> Exit {
        if let ended { return ended }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = status & 0x7f == 0 ? Exit.status((status >> 8) & 0xff) : .signal(status & 0x7f)
        ended = exit
        return exit
    }

    /// A pipe whose ends other children do not inherit (tests run in parallel; a stray copy of a
    /// write end would keep a reader from ever seeing the end). Glibc's module has no pipe2, so the
    /// flag is set right after: a child spawned in between by another test would hold a copy.
    static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { throw XvfbFailed(reason: "pipe: \(String(cString: strerror(errno)))") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    static func open(_ path: String, _ flags: Int32) throws -> Int32 {
        let fd = Glibc.open(path, flags | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw XvfbFailed(reason: "\(path): \(String(cString: strerror(errno)))") }
        return fd
    }

    /// Everything a descriptor gives until its end.
    static func readAll(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return bytes }
            bytes += chunk[0..<n]
        }
    }

    /// Runs a program to its end: how it ended, its standard output, and its standard error.
    static func run(_ program: String, _ arguments: [String], environment: [String: String]) throws -> (
        exit: Exit, output: [UInt8], errors: String
    ) {
        let out = try pipe()
        let errorsPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-window-\(getpid())-\(UUID().uuidString).err"
        ).path
        let err = try open(errorsPath, O_WRONLY | O_CREAT | O_TRUNC)
        let null = try open("/dev/null", O_RDONLY)
        defer { unlink(errorsPath) }
        let child: SpawnedProcess
        do {
            child = try SpawnedProcess(
                program, arguments, environment: environment, stdin: null, stdout: out.write, stderr: err)
        } catch {
            for fd in [out.read, out.write, err, null] { close(fd) }
            throw error
        }
        for fd in [out.write, err, null] { close(fd) }
        let output = readAll(out.read)
        close(out.read)
        let exit = child.wait()
        let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        return (exit, output, errors)
    }
}
