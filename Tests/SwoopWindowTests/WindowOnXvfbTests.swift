import Foundation
import SwoopCore
import SwoopEngine
import SwoopRender
import SwoopWindow
import Testing

// The live window on a real X server (Xvfb), shown by `swoop-window-probe` in a child process: what
// the X framebuffer holds is compared with the offscreen presenter's frame, and the inputs that end a
// run are sent the way a desktop sends them — keys through the XTEST extension (xdotool), the close
// button as the ICCCM WM_DELETE_WINDOW message a window manager sends. One test at a time: each
// starts its own server and window, and two cores are shared with builds.

/// A frame the probe shows: a seed preset at a progress, with the heads-up strip.
struct ShownFrame: CustomTestStringConvertible, Sendable {
    var preset: String
    var progress: Double
    var hud: HUDState

    var testDescription: String { "\(preset)-\(progress)" }

    var probeArguments: [String] {
        var fields = ["\(hud.progress)", "\(hud.threshold)"]
        if let projected = hud.projected { fields.append("\(projected)") }
        if let decision = hud.decision { fields.append("\(decision.outcome.rawValue):\(decision.family.rawValue)") }
        return ["--preset", preset, "--progress", "\(progress)", "--hud", fields.joined(separator: ",")]
    }

    /// The scene as the probe builds it: the preset's default direction, evaluated at `progress`.
    func scene() throws -> RenderScene {
        let definition = try #require(SeedPresets.all.first { $0.name == preset })
        let plan = try TransitionPlan(definition, direction: definition.defaultDirection)
        return EngineFrameAdapter(definition: definition, plan: plan).scene(for: plan.frame(at: progress)).withHUD(hud)
    }

    static let zoomDragging = ShownFrame(
        preset: "zoom", progress: 0.3,
        hud: HUDState(progress: 0.3, threshold: 0.5, projected: 0.62, decision: HUDDecision(.finish, by: .projection)))
    /// Photos (aspect-fill cards, the detail's photo) and text (titles, body) in mid-flight.
    static let matchPhotosAndText = ShownFrame(
        preset: "match", progress: 0.4,
        hud: HUDState(progress: 0.4, threshold: 0.3, projected: 0.5, decision: HUDDecision(.finish, by: .threshold)))
    static let circleCancelled = ShownFrame(
        preset: "circle", progress: 0.7,
        hud: HUDState(progress: 0.7, threshold: 0.3, projected: -0.2, decision: HUDDecision(.cancel, by: .reverseFlick))
    )
}

@Suite(.serialized) struct WindowOnXvfbTests {
    /// A window narrower than the scene's aspect, so the letterbox shows at the sides.
    static let windowArguments = ["--size", "600x700", "--position", "100,80"]

    @Test(arguments: [ShownFrame.zoomDragging, .matchPhotosAndText, .circleCancelled])
    func theWindowShowsExactlyTheOffscreenFrame(_ shown: ShownFrame) throws {
        let server = try XvfbServer()
        let probe = try ProbeProcess(shown.probeArguments + Self.windowArguments, environment: server.environment)
        let ready = try #require(probe.await("ready"), "the probe never showed its window; \(probe.diagnostics)")
        #expect(ready["driver"] == "x11")
        let window = ready.integers("window")
        let drawable = ready.integers("drawable")
        try #require(
            window.count == 4 && drawable == [window[2], window[3]],
            "X11 has no HiDPI scale: drawable \(drawable), window \(window)")
        #expect(window == [100, 80, 600, 700], "the window is where and as large as asked")
        let capture = try server.capture()
        probe.closeInput()
        #expect(probe.await("end")?["reason"] == "stdin-closed", "\(probe.diagnostics)")
        #expect(probe.waitForExit() == .success)

        let offscreen = OffscreenPresenter(size: PixelSize(width: drawable[0], height: drawable[1]))
        try offscreen.present(shown.scene(), at: .zero)
        let frame = try #require(offscreen.lastFrame)
        try FrameComparison.expectWindow(
            in: capture, at: (window[0], window[1]), shows: frame, "window-\(shown.testDescription)")
    }

    @Test(arguments: [("Escape", EndRequest.escapeKey), ("ctrl+c", .interruptKey)])
    func aKeyPressedInTheWindowEndsTheRun(key: String, request: EndRequest) throws {
        let xdotool = try ExternalTools.require(
            ["xdotool"], "keys cannot be pressed in the window", install: "apt-get install xdotool")[0]
        let server = try XvfbServer()
        let probe = try ProbeProcess(
            ["--preset", "circle", "--no-hud", "--size", "300x400"], environment: server.environment)
        _ = try #require(probe.await("ready"), "\(probe.diagnostics)")
        let id = try windowID(of: probe, on: server, xdotool: xdotool)
        // Focus first: with no window manager, keys go to the focused window.
        let pressed = try SpawnedProcess.run(
            xdotool, ["windowfocus", "--sync", id, "key", key], environment: server.environment)
        try #require(pressed.exit == .success, "xdotool: \(pressed.errors)")
        #expect(probe.await("end")?["reason"] == request.rawValue, "\(probe.diagnostics)")
        #expect(probe.waitForExit() == .success)
    }

    @Test func closingTheWindowEndsTheRun() throws {
        let tools = try ExternalTools.require(
            ["xdotool", "python3"], "the window's close button cannot be pressed",
            install: "apt-get install xdotool python3")
        let server = try XvfbServer()
        let probe = try ProbeProcess(
            ["--preset", "circle", "--no-hud", "--size", "300x400"], environment: server.environment)
        _ = try #require(probe.await("ready"), "\(probe.diagnostics)")
        let id = try windowID(of: probe, on: server, xdotool: tools[0])
        let sent = try SpawnedProcess.run(tools[1], ["-c", Self.deleteWindow, id], environment: server.environment)
        try #require(sent.exit == .success, "sending WM_DELETE_WINDOW: \(sent.errors)")
        #expect(probe.await("end")?["reason"] == EndRequest.windowClosed.rawValue, "\(probe.diagnostics)")
        #expect(probe.waitForExit() == .success)
    }

    /// SDL leaves SIGINT and SIGTERM as they were (SDL_HINT_NO_SIGNAL_HANDLERS), so Ctrl-C in the
    /// terminal reaches whatever the program set up — here nothing, so it ends the process as a signal.
    /// The same run with SDL's handlers allowed shows what the hint prevents: SDL takes both signals and
    /// turns Ctrl-C into a quit event, which a run would mistake for the window being closed.
    @Test(arguments: [false, true])
    func theWindowLeavesCtrlCToTheProgram(sdlHandlers: Bool) throws {
        let server = try XvfbServer()
        let probe = try ProbeProcess(
            ["--preset", "circle", "--no-hud", "--size", "300x400"] + (sdlHandlers ? ["--sdl-signal-handlers"] : []),
            environment: server.environment)
        let before = try #require(probe.await("signals"), "\(probe.diagnostics)")
        try #require(
            before["sigint"] == "default" && before["sigterm"] == "default",
            "the probe must start with default dispositions to show who changes them: \(before.text)")
        let ready = try #require(probe.await("ready"), "\(probe.diagnostics)")
        probe.child.signal(SIGINT)
        if sdlHandlers {
            #expect(ready["sigint"] == "handler" && ready["sigterm"] == "handler", "\(ready.text)")
            #expect(probe.await("end")?["reason"] == EndRequest.windowClosed.rawValue, "\(probe.diagnostics)")
            #expect(probe.waitForExit() == .success)
        } else {
            #expect(ready["sigint"] == "default" && ready["sigterm"] == "default", "\(ready.text)")
            #expect(probe.waitForExit() == .signal(SIGINT), "\(probe.diagnostics)")
        }
    }

    /// The X window id of the probe's window, found by its title (which holds the probe's pid).
    private func windowID(of probe: ProbeProcess, on server: XvfbServer, xdotool: String) throws -> String {
        let found = try SpawnedProcess.run(
            xdotool, ["search", "--sync", "--name", "swoop-window-probe \(probe.pid)"],
            environment: server.environment)
        let id = String(decoding: found.output, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return try #require(id, "xdotool found no window: \(found.errors)")
    }

    /// What a window manager sends when the close button is pressed (ICCCM WM_DELETE_WINDOW), through
    /// libX11 from Python's ctypes: no window manager runs on the test's server. Argument: the window id.
    static let deleteWindow = """
        import ctypes, sys
        x = ctypes.CDLL("libX11.so.6")
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        class ClientMessage(ctypes.Structure):
            _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                        ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                        ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]
        class XEvent(ctypes.Union):
            _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]
        x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.POINTER(XEvent)]
        display = x.XOpenDisplay(None)
        if not display:
            sys.exit("cannot open the display")
        window = int(sys.argv[1])
        event = XEvent()
        event.xclient.type = 33  # ClientMessage
        event.xclient.window = window
        event.xclient.message_type = x.XInternAtom(display, b"WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data[0] = x.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
        if x.XSendEvent(display, window, 0, 0, ctypes.byref(event)) == 0:
            sys.exit("XSendEvent failed")
        x.XSync(display, 0)
        x.XCloseDisplay(display)
        """
}
