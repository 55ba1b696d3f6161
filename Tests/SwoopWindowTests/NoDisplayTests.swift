import Foundation
import SwoopWindow
import Testing

// Opening a window where there is no display, in a child process with no DISPLAY, no Wayland socket
// and no SDL_VIDEODRIVER: SDL 2.26 would quietly fall back to its offscreen driver, which shows
// nothing, so the window refuses it and says which drivers it tried.

/// The environment of a machine with no display: no X, no Wayland (an empty runtime directory, so a
/// desktop's socket is not found either), SDL left to choose. Skips where a console display could be
/// opened instead (a DRM device this user can use), since the window would then open on it.
private func noDisplayEnvironment(_ runtime: URL) throws -> [String: String] {
    let cards = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    if let card = cards.first(where: { $0.hasPrefix("card") }), access("/dev/dri/\(card)", R_OK | W_OK) == 0 {
        print(
            "⚠️  SKIPPED: /dev/dri/\(card) is usable here, so SDL's KMSDRM driver could open a display without X or Wayland"
        )
        try Test.cancel("SKIPPED: a DRM device is usable here")
    }
    var env = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "SDL_VIDEODRIVER"] { env[name] = nil }
    env["XDG_RUNTIME_DIR"] = runtime.path
    return env
}

private func emptyRuntimeDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "swoop-no-display-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    return url
}

@Test func withoutADisplayTheErrorNamesEveryDriverTried() throws {
    let runtime = try emptyRuntimeDirectory()
    defer { try? FileManager.default.removeItem(at: runtime) }
    let probe = try ProbeProcess(["--no-hud"], environment: try noDisplayEnvironment(runtime))
    let error = try #require(probe.await("error"), "the probe opened a window with no display; \(probe.diagnostics)")
    #expect(error["category"] == "69")
    for driver in ["x11", "wayland", "KMSDRM"] {
        #expect(error.text.contains("\(driver) ("), "\(driver) is named with its reason: \(error.text)")
    }
    #expect(!error.text.contains("offscreen ("), "offscreen is not tried unless asked for: \(error.text)")
    #expect(error.text.contains("no display for a window: SDL2 tried the video drivers"))
    #expect(probe.waitForExit() == .status(69))
}

@Test func aDriverNamedBySDLVideoDriverIsTheOnlyOneTried() throws {
    let runtime = try emptyRuntimeDirectory()
    defer { try? FileManager.default.removeItem(at: runtime) }
    var env = try noDisplayEnvironment(runtime)
    env["SDL_VIDEODRIVER"] = "x11"
    let probe = try ProbeProcess(["--no-hud"], environment: env)
    let error = try #require(probe.await("error"), "\(probe.diagnostics)")
    #expect(error.text.contains("SDL_VIDEODRIVER=x11 was tried (x11 ("), "\(error.text)")
    #expect(!error.text.contains("wayland"), "\(error.text)")
    #expect(probe.waitForExit() == .status(69))
}

/// Asked for by name, SDL's offscreen driver is allowed (a window nobody sees, for a headless check).
@Test func offscreenOpensWhenAskedFor() throws {
    let runtime = try emptyRuntimeDirectory()
    defer { try? FileManager.default.removeItem(at: runtime) }
    var env = try noDisplayEnvironment(runtime)
    env["SDL_VIDEODRIVER"] = "offscreen"
    let probe = try ProbeProcess(["--preset", "mask", "--size", "200x300"], environment: env)
    let ready = try #require(probe.await("ready"), "\(probe.diagnostics)")
    #expect(ready["driver"] == "offscreen")
    probe.closeInput()
    #expect(probe.await("end")?["reason"] == "stdin-closed")
    #expect(probe.waitForExit() == .success)
}
