import SwoopCommandLine
import SwoopEngine
import SwoopLiveCLI

/// `--window [--fullscreen]`: show a session's frames in a window as they happen (`run`, `replay`,
/// `simulate`).
struct WindowFlags {
    static let window = Flag("window", "show the frames in a window (X11, Wayland or KMS/DRM) with the heads-up strip")
    static let fullscreen = Flag("fullscreen", "with --window: cover the whole display")
    static let options: [any OptionDeclaration] = [window, fullscreen]

    var window: Bool
    var fullscreen: Bool

    init(_ arguments: ParsedArguments) throws {
        window = arguments.value(Self.window)
        fullscreen = arguments.value(Self.fullscreen)
        if fullscreen, !window { throw UsageError("--fullscreen needs --window") }
    }

    /// The window, when asked for; no display is exit 69 naming the video drivers tried. Once it is open,
    /// `swoop NAME: window open: …` on standard error says where (driver, place, pixels): what a person
    /// checks first when a window does not show, and what the window tests read. With
    /// `SWOOP_PRESENTATION_REPORT` set (by the bench), every present goes into that file.
    func open(
        definition: TransitionDefinition, plan: TransitionPlan, catchSignals: Bool,
        command: String, _ context: CommandContext
    ) throws -> WindowPlayback? {
        guard window else { return nil }
        let playback = try WindowPlayback.open(
            definition: definition, plan: plan, fullscreen: fullscreen, catchSignals: catchSignals)
        playback.report = try PresentationReport.open(context.environment)
        context.standardError("swoop \(command): window open: \(playback.placement)\n")
        return playback
    }
}
