import Foundation
import SwoopCore

/// A display server the bench runs while it measures, in the background, stopped by `stop` (SIGTERM,
/// then reaped), or by an interrupted bench (`Leftovers`). Spawned with no signal blocked: a child
/// inherits its parent's mask, and a test runner's threads block SIGTERM, which would leave the
/// server deaf to `stop`.
struct BackgroundProcess {
    let pid: pid_t
    private let leftover: Leftovers.Token

    /// `arguments[0]` with standard input from /dev/null, standard output on `output` and standard
    /// error on `errors` (descriptors of this process, or nil for /dev/null); `environment` is the
    /// whole environment.
    init(_ arguments: [String], environment: [String: String], output: Int32?, errors: Int32?) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (fd, target) in [(output, Int32(1)), (errors, Int32(2))] {
            if let fd {
                posix_spawn_file_actions_adddup2(&actions, fd, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
            }
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let status = withCleanSignalSpawnAttributes { posix_spawn(&child, arguments[0], &actions, &$0, argv, envp) }
        guard status == 0 else {
            throw BenchError.unavailable(what: arguments[0], reason: "cannot start it: \(errorText(status))")
        }
        pid = child
        leftover = Leftovers.register(child: child)
    }

    func stop() {
        Leftovers.unregister(leftover)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }

    /// True once the process has ended (reaped here).
    func hasEnded() -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid
    }
}

/// A private Xvfb on the first free display number (`-displayfd`: it says which once it accepts
/// connections), 1280 × 1024 at 24 bits.
struct XvfbDisplay {
    let display: String
    private let process: BackgroundProcess

    init(executable: String) throws {
        var ready: [Int32] = [0, 0]
        guard pipe(&ready) == 0 else { throw BenchError.unavailable(what: "Xvfb", reason: "pipe failed") }
        defer { close(ready[0]) }
        let arguments = [executable, "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"]
        do {
            defer { close(ready[1]) }
            process = try BackgroundProcess(
                arguments, environment: ProcessInfo.processInfo.environment, output: ready[1], errors: nil)
        }
        var number = ""
        var byte: UInt8 = 0
        while read(ready[0], &byte, 1) == 1, byte != 10 { number.append(Character(UnicodeScalar(byte))) }
        guard Int(number) != nil else {
            process.stop()
            throw BenchError.unavailable(what: "Xvfb", reason: "it started no display (it said \"\(number)\")")
        }
        display = ":\(number)"
    }

    func stop() { process.stop() }
}

/// weston, a real Wayland compositor, with its X11 backend: its output a window on `xvfb`, kiosk shell
/// (a client's window fills the output), pixman renderer, on a private XDG_RUNTIME_DIR. Not weston's
/// headless backend: SDL 2.26 crashes inside `SDL_Init` on it.
struct WestonDisplay {
    static let socket = "wayland-swoop-bench"
    let runtimeDirectory: String
    private let directoryLeftover: Leftovers.Token
    private let process: BackgroundProcess

    init(executable: String, on xvfb: XvfbDisplay, width: Int, height: Int) throws {
        runtimeDirectory = try Bench.makeTemporaryDirectory()
        directoryLeftover = Leftovers.register(directory: runtimeDirectory)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = xvfb.display
        environment["WAYLAND_DISPLAY"] = nil
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        let logPath = runtimeDirectory + "/weston.log"
        do {
            let log = open(logPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard log >= 0 else { throw BenchError.unavailable(what: "weston", reason: "cannot write \(logPath)") }
            defer { close(log) }
            process = try BackgroundProcess(
                [
                    executable, "--backend=x11-backend.so", "--shell=kiosk-shell.so", "--use-pixman",
                    "--idle-time=0", "--width=\(width)", "--height=\(height)", "--socket=\(Self.socket)"
                ], environment: environment, output: log, errors: log)
        } catch {
            Leftovers.unregister(directoryLeftover)
            try? FileManager.default.removeItem(atPath: runtimeDirectory)
            throw error
        }
        // Ready once the socket exists (weston makes it after its backend and shell have loaded).
        let socketPath = runtimeDirectory + "/" + Self.socket
        for _ in 0..<200 {
            if FileManager.default.fileExists(atPath: socketPath) { return }
            if process.hasEnded() { break }
            usleep(50_000)
        }
        let said = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        stop()
        throw BenchError.unavailable(
            what: "weston (X11 backend in Xvfb)",
            reason: "it made no Wayland socket in 10 s; its log ends: \(said.suffix(300))")
    }

    /// `env` arguments that reach this compositor and nothing else (no X11 for SDL to fall back to).
    var environment: [String] {
        [
            "-u", "DISPLAY", "-u", "SDL_VIDEODRIVER", "WAYLAND_DISPLAY=\(Self.socket)",
            "XDG_RUNTIME_DIR=\(runtimeDirectory)"
        ]
    }

    func stop() {
        process.stop()
        Leftovers.unregister(directoryLeftover)
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }
}
