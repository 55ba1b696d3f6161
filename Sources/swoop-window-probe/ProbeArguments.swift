import SwoopEngine
import SwoopRender
import SwoopWindow

/// The probe's command line. Every flag has one spelling and a default, so a test's invocation
/// reads as the frame it asks for.
struct ProbeArguments {
    var preset = "zoom"
    var progress = 0.3
    var hud: HUDState? = HUDState(
        progress: 0.3, threshold: 0.5, projected: 0.62, decision: HUDDecision(.finish, by: .projection))
    var size: PixelSize? = nil
    var position: (x: Int, y: Int)? = nil
    var fullscreen = false
    var vsync = true
    /// Frames presented before `ready` is printed.
    var warmup = 3
    /// Measure mode: present this many frames sweeping the progress, print each one's cost, exit.
    var measure: Int? = nil
    /// Leave SDL's own SIGINT/SIGTERM handlers on (to show that the window turns them off).
    var sdlSignalHandlers = false

    static let usage = """
        usage: swoop-window-probe [--preset NAME] [--progress P] [--no-hud | --hud PROGRESS,THRESHOLD[,PROJECTED[,OUTCOME:FAMILY]]]
                                  [--size WxH] [--position X,Y] [--fullscreen] [--no-vsync] [--warmup N] [--measure N]
                                  [--sdl-signal-handlers]
        Shows one frame of a seed preset in an SDL2 window for the window tests; prints `ready …` once it is
        on screen, then keeps presenting it until Esc, Ctrl-C in the window, the window's close button, or
        standard input closing.
        """

    init(_ arguments: [String]) throws(ProbeUsageError) {
        var rest = arguments[...]
        func value(_ flag: String) throws(ProbeUsageError) -> String {
            guard let v = rest.popFirst() else { throw ProbeUsageError("\(flag) needs a value") }
            return v
        }
        func number(_ flag: String) throws(ProbeUsageError) -> Double {
            let text = try value(flag)
            guard let n = Double(text), n.isFinite else { throw ProbeUsageError("\(flag) \(text): not a number") }
            return n
        }
        func pair(_ flag: String, _ separator: Character) throws(ProbeUsageError) -> (Int, Int) {
            let text = try value(flag)
            let parts = text.split(separator: separator).compactMap { Int($0) }
            guard parts.count == 2 else {
                throw ProbeUsageError("\(flag) \(text): expected two integers separated by \(separator)")
            }
            return (parts[0], parts[1])
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--preset": preset = try value(flag)
            case "--progress": progress = try number(flag)
            case "--no-hud": hud = nil
            case "--hud": hud = try Self.hud(try value(flag))
            case "--size":
                let (w, h) = try pair(flag, "x")
                size = PixelSize(width: w, height: h)
            case "--position":
                let (x, y) = try pair(flag, ",")
                position = (x, y)
            case "--fullscreen": fullscreen = true
            case "--no-vsync": vsync = false
            case "--warmup": warmup = max(1, Int(try number(flag)))
            case "--measure": measure = max(1, Int(try number(flag)))
            case "--sdl-signal-handlers": sdlSignalHandlers = true
            default: throw ProbeUsageError("unknown argument \(flag)")
            }
        }
    }

    /// `PROGRESS,THRESHOLD[,PROJECTED[,OUTCOME:FAMILY]]`, e.g. `0.3,0.5,0.62,finish:projection`.
    static func hud(_ text: String) throws(ProbeUsageError) -> HUDState {
        let fields = text.split(separator: ",").map(String.init)
        guard fields.count >= 2, fields.count <= 4, let p = Double(fields[0]), let t = Double(fields[1]) else {
            throw ProbeUsageError("--hud \(text): expected PROGRESS,THRESHOLD[,PROJECTED[,OUTCOME:FAMILY]]")
        }
        var state = HUDState(progress: p, threshold: t)
        if fields.count >= 3 {
            guard let projected = Double(fields[2]) else {
                throw ProbeUsageError("--hud \(text): bad projected progress")
            }
            state.projected = projected
        }
        if fields.count == 4 {
            let parts = fields[3].split(separator: ":").map(String.init)
            guard parts.count == 2, let outcome = HUDDecision.Outcome(rawValue: parts[0]),
                let family = HUDDecision.RuleFamily(rawValue: parts[1])
            else {
                throw ProbeUsageError(
                    "--hud \(text): the decision is OUTCOME:FAMILY (finish|cancel : threshold|projection|reverseFlick|interrupted)"
                )
            }
            state.decision = HUDDecision(outcome, by: family)
        }
        return state
    }
}

struct ProbeUsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
