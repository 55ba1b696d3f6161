import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopRender
import SwoopWindow

/// The probe's command line, declared with the command line's own options (`SwoopCommandLine`): every
/// flag has one spelling and a default, so a test's invocation reads as the frame it asks for. Not run
/// by `CommandLineDriver`, whose signal handling would change the dispositions the probe reports.
enum ProbeCommand: Command {
    static let name = "swoop-window-probe"
    static let summary = "one frame of a seed preset in an SDL2 window, for the window tests"
    static let usage = """
        [--preset NAME] [--progress P] [--no-hud | --hud PROGRESS,THRESHOLD[,PROJECTED[,OUTCOME:FAMILY]]]
               [--size WxH] [--position X,Y] [--fullscreen] [--no-vsync] [--warmup N] [--measure N]
               [--sdl-signal-handlers]

        Prints `ready …` once the frame is on screen, then keeps presenting it until Esc, Ctrl-C in the
        window, the window's close button, or standard input closing.
        """

    static let preset = Option("preset", "NAME", "seed preset to show", default: "zoom", FlagSyntax.text)
    static let progress = Option("progress", "P", "its progress", default: 0.3, FlagSyntax.decimal)
    static let noHUD = Flag("no-hud", "no heads-up strip")
    static let hud = Option(
        "hud", "PROGRESS,THRESHOLD[,PROJECTED[,OUTCOME:FAMILY]]",
        "the heads-up strip (default 0.3,0.5,0.62,finish:projection)",
        FlagSyntax<HUDState>(
            expected: "PROGRESS,THRESHOLD[,PROJECTED[,OUTCOME:FAMILY]] (OUTCOME finish|cancel, FAMILY "
                + HUDDecision.RuleFamily.allCases.map(\.rawValue).joined(separator: "|") + ")", parse: hudState))
    static let size = Option("size", "WxH", "window size in pixels", pair("x"))
    static let position = Option("position", "X,Y", "window position", pair(","))
    static let fullscreen = Flag("fullscreen", "cover the whole display")
    static let noVSync = Flag("no-vsync", "present without waiting for the display's refresh")
    static let warmup = Option(
        "warmup", "N", "frames presented before `ready` is printed", default: 3, atLeastOne)
    static let measure = Option(
        "measure", "N", "present N frames sweeping the progress, print each one's cost, exit", atLeastOne)
    static let sdlSignalHandlers = Flag(
        "sdl-signal-handlers", "leave SDL's own SIGINT/SIGTERM handlers on (to show that the window turns them off)")

    static let options: [any OptionDeclaration] = [
        preset, progress, noHUD, hud, size, position, fullscreen, noVSync, warmup, measure, sdlSignalHandlers
    ]

    /// The probe runs in `main.swift`; this command only declares and reads its arguments.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus { .success }

    private static let atLeastOne = FlagSyntax.wholeNumber.refusing(unless: { $0 >= 1 }, "must be at least 1")

    /// Two whole numbers separated by `separator` (`640x480`, `10,20`).
    private static func pair(_ separator: Character) -> FlagSyntax<Pair> {
        FlagSyntax(
            expected: "two whole numbers separated by \(separator)", format: { "\($0.x)\(separator)\($0.y)" },
            parse: { text in
                let parts = text.split(separator: separator, omittingEmptySubsequences: false).map { Int($0) }
                guard parts.count == 2, let x = parts[0], let y = parts[1] else { return nil }
                return Pair(x: x, y: y)
            })
    }

    /// `PROGRESS,THRESHOLD[,PROJECTED[,OUTCOME:FAMILY]]`, e.g. `0.3,0.5,0.62,finish:projection`.
    @Sendable static func hudState(_ text: String) -> HUDState? {
        let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { decimal(String($0)) }
        let words = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard (2...4).contains(fields.count), let p = fields[0], let t = fields[1] else { return nil }
        var state = HUDState(progress: p, threshold: t)
        if fields.count >= 3 {
            guard let projected = fields[2] else { return nil }
            state.projected = projected
        }
        if fields.count == 4 {
            let parts = words[3].split(separator: ":").map(String.init)
            guard parts.count == 2, let outcome = HUDDecision.Outcome(rawValue: parts[0]),
                let family = HUDDecision.RuleFamily(rawValue: parts[1])
            else { return nil }
            state.decision = HUDDecision(outcome, by: family)
        }
        return state
    }
}

/// Two whole numbers (a size or a position).
struct Pair: Sendable, Equatable {
    var x: Int
    var y: Int
}

/// The probe's arguments, read.
struct ProbeArguments {
    var preset: String
    var progress: Double
    var hud: HUDState?
    var size: PixelSize?
    var position: (x: Int, y: Int)?
    var fullscreen: Bool
    var vsync: Bool
    /// Frames presented before `ready` is printed.
    var warmup: Int
    /// Measure mode: present this many frames sweeping the progress, print each one's cost, exit.
    var measure: Int?
    /// Leave SDL's own SIGINT/SIGTERM handlers on (to show that the window turns them off).
    var sdlSignalHandlers: Bool

    init(_ a: ParsedArguments) throws {
        preset = try a.value(ProbeCommand.preset)
        progress = try a.value(ProbeCommand.progress)
        if a.value(ProbeCommand.noHUD) {
            guard !a.isGiven(ProbeCommand.hud) else { throw UsageError("--no-hud and --hud exclude each other") }
            hud = nil
        } else {
            hud =
                try a.value(ProbeCommand.hud)
                ?? HUDState(
                    progress: 0.3, threshold: 0.5, projected: 0.62, decision: HUDDecision(.finish, by: .projection))
        }
        size = try a.value(ProbeCommand.size).map { PixelSize(width: $0.x, height: $0.y) }
        position = try a.value(ProbeCommand.position).map { ($0.x, $0.y) }
        fullscreen = a.value(ProbeCommand.fullscreen)
        vsync = !a.value(ProbeCommand.noVSync)
        warmup = try a.value(ProbeCommand.warmup)
        measure = try a.value(ProbeCommand.measure)
        sdlSignalHandlers = a.value(ProbeCommand.sdlSignalHandlers)
    }
}
