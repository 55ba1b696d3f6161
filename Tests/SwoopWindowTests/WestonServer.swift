import Foundation

/// A real Wayland compositor for one test: weston with its X11 backend, its output a window on a
/// private Xvfb (so the X framebuffer's capture is what weston composited), kiosk shell (a client's
/// window fills the output: no decorations, no placement to guess), pixman renderer (exact copies, no
/// GL filtering). Not weston's headless backend: with it SDL 2.26 crashes inside `SDL_Init`.
final class WestonServer {
    let xvfb: XvfbServer
    let width: Int, height: Int
    let runtimeDirectory: String
    let socket = "wayland-swoop"
    /// The bottom rows a test leaves out of a comparison: the parked cursor's tip is drawn there.
    static let cursorRows = 8
    private let weston: SpawnedProcess

    init(width: Int = 600, height: Int = 700) throws {
        let program = try ExternalTools.require(
            ["weston"], "the window is not shown on a real Wayland compositor", install: "apt-get install weston")[0]
        xvfb = try XvfbServer()
        self.width = width
        self.height = height
        runtimeDirectory =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "swoop-weston-\(getpid())-\(UUID().uuidString)"
            ).path
        try FileManager.default.createDirectory(
            atPath: runtimeDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var env = xvfb.environment
        env["XDG_RUNTIME_DIR"] = runtimeDirectory
        let log = try SpawnedProcess.open(runtimeDirectory + "/weston.log", O_WRONLY | O_CREAT | O_TRUNC)
        let null = try SpawnedProcess.open("/dev/null", O_RDWR)
        defer {
            close(log)
            close(null)
        }
        weston = try SpawnedProcess(
            program,
            [
                "--backend=x11-backend.so", "--shell=kiosk-shell.so", "--use-pixman", "--idle-time=0",
                "--width=\(width)", "--height=\(height)", "--socket=\(socket)"
            ], environment: env, stdin: null, stdout: log, stderr: log)
        // Ready once the socket exists (weston creates it after the backend and shell have loaded).
        for _ in 0..<200 {
            if FileManager.default.fileExists(atPath: runtimeDirectory + "/" + socket) { return }
            usleep(50_000)
        }
        throw XvfbFailed(reason: "weston made no Wayland socket in 10 s: \(self.log)")
    }

    deinit {
        weston.signal(SIGTERM)
        weston.wait()
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    var log: String { (try? String(contentsOfFile: runtimeDirectory + "/weston.log", encoding: .utf8)) ?? "" }

    /// An environment that reaches this compositor and nothing else (no X11 for SDL to fall back to).
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = socket
        env["XDG_RUNTIME_DIR"] = runtimeDirectory
        env["SDL_VIDEODRIVER"] = nil
        return env
    }

    /// Moves the pointer to the output's bottom-right pixel (weston's output window is at the X root's
    /// origin): weston always composites a cursor, and an arrow drawn down and right from there falls
    /// outside the output but for its tip (`cursorRows`).
    func parkPointer() throws {
        let xdotool = try ExternalTools.require(
            ["xdotool"], "the pointer cannot be moved off the output", install: "apt-get install xdotool")[0]
        let moved = try SpawnedProcess.run(
            xdotool, ["mousemove", "\(width - 1)", "\(height - 1)"], environment: xvfb.environment)
        guard moved.exit == .success else { throw XvfbFailed(reason: "xdotool mousemove failed: \(moved.errors)") }
    }
}
