import Foundation
import SwoopCore
import SwoopEngine
import SwoopRender
import SwoopWindow
import Testing

// `swoop … --window` itself on a real X server (Xvfb): the frame the X framebuffer holds is the
// offscreen render of the same frame (FrameComparison's tolerance: 2 levels per channel, no pixel
// beyond), Esc in the window ends the run as Ctrl-C does with the log complete, a replay plays at
// its recorded speed and logs what it logs without a window, and with no display the command exits
// 69 naming the video drivers it tried.

@Suite(.serialized) struct CommandWindowOnXvfbTests {
    /// Holds the transition at 0.4 for an hour: the window shows that frame until Esc ends the run.
    static let held = "begin; update 0.2; update 0.4; wait 3600; finish 1.5"
    /// Captures taken while waiting for the window to reach the held frame (each one a full `xwd`).
    static let captureAttempts = 100

    @Test func simulateShowsTheFrameOfItsScriptAndEscEndsItWithTheLogComplete() throws {
        let xdotool = try ExternalTools.require(
            ["xdotool"], "keys cannot be pressed in the window", install: "apt-get install xdotool")[0]
        let server = try XvfbServer()
        let swoop = try ProbeProcess(
            ["simulate", "-t", "mask", "--script", Self.held, "--format", "json", "--window"],
            environment: server.environment, program: try ExternalTools.swoop(), talksOnStandardError: true)
        let open = try #require(swoop.await("swoop"), "no window opened; \(swoop.diagnostics)")
        #expect(open.text.hasPrefix("swoop simulate: window open: driver=x11"), "\(open.text)")
        let window = open.integers("window")
        let drawable = open.integers("drawable")
        try #require(window.count == 4 && drawable == [window[2], window[3]], "\(open.text)")

        let offscreen = OffscreenPresenter(size: PixelSize(width: drawable[0], height: drawable[1]))
        let plan = try TransitionPlan(SeedPresets.mask, direction: SeedPresets.mask.defaultDirection)
        try offscreen.present(
            EngineFrameAdapter(definition: SeedPresets.mask, plan: plan).scene(for: plan.frame(at: 0.4)), at: .zero)
        let frame = try #require(offscreen.lastFrame)
        // The held frame comes 2/60 s after the window opens; capture until it is there.
        var capture = try server.capture()
        for _ in 0..<Self.captureAttempts
        where FrameComparison.differingPixels(in: capture, at: (window[0], window[1]), from: frame) > 0 {
            usleep(50_000)
            capture = try server.capture()
        }
        try FrameComparison.expectWindow(in: capture, at: (window[0], window[1]), shows: frame, "simulate-mask-0.4")

        let found = try SpawnedProcess.run(
            xdotool, ["search", "--sync", "--name", "Swoop"], environment: server.environment)
        let id = try #require(
            String(decoding: found.output, as: UTF8.self).split(separator: "\n").first.map(String.init),
            "\(found.errors)")
        let pressed = try SpawnedProcess.run(
            xdotool, ["windowfocus", "--sync", id, "key", "Escape"], environment: server.environment)
        try #require(pressed.exit == .success, "xdotool: \(pressed.errors)")
        let summary = try #require(swoop.await("swoop"), "\(swoop.diagnostics)")
        #expect(summary.text.contains("ended by escape"), "\(summary.text)")
        #expect(swoop.waitForExit() == .success, "\(swoop.diagnostics)")
        // The log is the virtual clock's, whole: the hour's wait, the finish and its settle to completion.
        let log = swoop.keptOutput
        #expect(log.contains(#""type":"complete","finished":true"#), "\(log.suffix(400))")
    }

    @Test func replayShowsTheRecordingAtItsSpeedAndLogsWhatItLogsWithoutAWindow() throws {
        let server = try XvfbServer()
        let fixture = Self.fixture("touchscreen-short-fast-flick")
        let arguments = ["replay", fixture, "-t", "zoom", "--format", "json"]
        let swoop = try ProbeProcess(
            arguments + ["--window"], environment: server.environment, program: try ExternalTools.swoop(),
            talksOnStandardError: true)
        let open = try #require(swoop.await("swoop"), "\(swoop.diagnostics)")
        #expect(open.text.contains("window open: driver=x11"), "\(open.text)")
        let summary = try #require(swoop.await("swoop"), "\(swoop.diagnostics)")
        #expect(summary.text.hasPrefix("swoop replay: window: x11"), "\(summary.text)")
        #expect(!summary.text.contains("ended by"), "the recording ran to its end: \(summary.text)")
        #expect(swoop.waitForExit() == .success, "\(swoop.diagnostics)")

        let plain = try SpawnedProcess.run(try ExternalTools.swoop(), arguments, environment: server.environment)
        #expect(plain.exit == .success)
        #expect(
            swoop.keptOutput == String(decoding: plain.output, as: UTF8.self), "the window changes nothing in the log")
    }

    @Test func withoutADisplayTheCommandExits69NamingTheDriversTried() throws {
        var env = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "SDL_VIDEODRIVER"] { env[name] = nil }
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-no-display-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: runtime) }
        env["XDG_RUNTIME_DIR"] = runtime.path
        if let card = ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []).first(where: {
            $0.hasPrefix("card")
        }),
            access("/dev/dri/\(card)", R_OK | W_OK) == 0
        {
            try ExternalTools.unavailable(
                "/dev/dri/\(card) is usable here: SDL's KMSDRM driver could open a display without X or Wayland")
        }
        let result = try SpawnedProcess.run(
            try ExternalTools.swoop(), ["simulate", "-t", "circle", "--window"], environment: env)
        #expect(result.exit == .status(69))
        #expect(
            result.errors.contains("swoop simulate: no display for a window: SDL2 tried the video drivers x11 ("),
            "\(result.errors)")
        #expect(result.errors.contains("KMSDRM ("), "\(result.errors)")
        #expect(result.output.isEmpty, "nothing is logged when the window cannot open")
    }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name).fixture.jsonl").path
    }
}
