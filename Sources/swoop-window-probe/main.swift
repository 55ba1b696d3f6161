import CSDL2
import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopRender
import SwoopWindow

#if canImport(Glibc)
import Glibc
#endif

// A window for the window tests, in a process of its own: SDL's state (driver, event queue, signal
// dispositions) is per process and wants one thread, while tests run many at once on worker threads;
// a child also gets its own DISPLAY and SDL_VIDEODRIVER. See docs/rendering.md, "The live window".

/// How a signal is handled right now: `default`, `ignore` or `handler`.
func disposition(_ signo: Int32) -> String {
    var action = sigaction()
    sigaction(signo, nil, &action)
    let raw = withUnsafeBytes(of: &action.__sigaction_handler) { $0.load(as: UInt.self) }
    return raw == 0 ? "default" : raw == 1 ? "ignore" : "handler"
}

/// One line on standard output, written at once (the test reads lines as they come). A test that
/// stopped reading has nothing to be told, so a failed write is not an error here.
func say(_ line: String, terminator: String = "\n") { try? writeAll(1, line + terminator, name: "<stdout>") }

/// True once standard input is at its end (the test closed it): non-blocking.
func standardInputClosed() -> Bool {
    var fd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    guard poll(&fd, 1, 0) > 0 else { return false }
    var byte: UInt8 = 0
    return read(0, &byte, 1) == 0
}

func run() -> Int32 {
    let argv = Array(CommandLine.arguments.dropFirst())
    let name = ProbeCommand.name
    if ParsedArguments.asksForHelp(argv, specs: ProbeCommand.options.specs) {
        say(ProbeCommand.helpText(invokedAs: name), terminator: "")
        return 0
    }
    let arguments: ProbeArguments
    do {
        arguments = try ProbeArguments(ParsedArguments(argv, specs: ProbeCommand.options.specs))
    } catch {
        complain("\(name): \(ErrorReporting.describe(error).1)\nusage: \(name) \(ProbeCommand.usage)\n")
        return FailureCategory.usage.rawValue
    }
    guard let definition = SeedPresets.all.first(where: { $0.name == arguments.preset }) else {
        complain("swoop-window-probe: no preset \(arguments.preset)\n")
        return FailureCategory.usage.rawValue
    }
    say("signals sigint=\(disposition(SIGINT)) sigterm=\(disposition(SIGTERM))")
    if arguments.sdlSignalHandlers { SDL_SetHintWithPriority(SDL_HINT_NO_SIGNAL_HANDLERS, "0", SDL_HINT_OVERRIDE) }
    do throws(WindowError) {
        let plan = try planOrExit(definition)
        let adapter = EngineFrameAdapter(definition: definition, plan: plan)
        let window = try SDLWindowPresenter(
            WindowOptions(
                title: "swoop-window-probe \(getpid())", contentSize: plan.screenSize,
                fullscreen: arguments.fullscreen, size: arguments.size,
                position: arguments.position, vsync: arguments.vsync))
        var time = Timestamp.zero
        if let count = arguments.measure {
            for i in 0..<count {
                let p = Double(i % 120) / 119
                let scene = adapter.scene(for: plan.frame(at: p)).withHUD(
                    arguments.hud.map { HUDState(progress: p, threshold: $0.threshold) })
                let frame = try window.present(scene, at: time)
                let cost = frame.cost!
                say(
                    "cost draw_ns=\(cost.drawNanoseconds) upload_ns=\(cost.uploadNanoseconds) present_ns=\(cost.presentNanoseconds) shown_us=\(frame.shownAt!.micros)"
                )
                time = time.advanced(byMicros: 16_667)
            }
            say("measured \(describe(window.info))")
            return 0
        }
        let scene = adapter.scene(for: plan.frame(at: arguments.progress)).withHUD(arguments.hud)
        var presented = 0
        while true {
            try window.present(scene, at: time)
            presented += 1
            time = time.advanced(byMicros: 16_667)
            if presented == arguments.warmup {
                say("ready \(describe(window.info)) sigint=\(disposition(SIGINT)) sigterm=\(disposition(SIGTERM))")
            }
            for event in window.pollEvents() {
                switch event {
                case .endRequested(let request):
                    say("end reason=\(request.rawValue) frames=\(presented)")
                    return 0
                case .resized(let size):
                    say("resized drawable=\(size.width),\(size.height)")
                }
            }
            if presented >= arguments.warmup, standardInputClosed() {
                say("end reason=stdin-closed frames=\(presented)")
                return 0
            }
        }
    } catch {
        say("error category=\(error.category.rawValue) \(error)")
        return error.category.rawValue
    }
}

func describe(_ info: PresenterInfo) -> String {
    let w = info.window ?? WindowRect(x: 0, y: 0, width: 0, height: 0)
    return
        "driver=\(info.videoDriver) renderer=\(info.renderer) vsync=\(info.vsync ? 1 : 0) refresh=\(info.refreshRate ?? 0) "
        + "window=\(w.x),\(w.y),\(w.width),\(w.height) drawable=\(info.drawable.width),\(info.drawable.height)"
}

/// The presets are valid by construction: a plan that cannot be made is a bug in Swoop.
func planOrExit(_ definition: TransitionDefinition) throws(WindowError) -> TransitionPlan {
    do { return try TransitionPlan(definition, direction: definition.defaultDirection) } catch {
        complain("swoop-window-probe: preset \(definition.name): \(error)\n")
        exit(FailureCategory.software.rawValue)
    }
}

func complain(_ text: String) { try? writeAll(2, text, name: "<stderr>") }

exit(run())
