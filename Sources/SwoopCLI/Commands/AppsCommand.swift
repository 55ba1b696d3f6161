import SwoopCommandLine
import SwoopCore
import SwoopInteraction
import SwoopLiveCLI
import SwoopLog
import SwoopNavigation

/// `swoop apps`: the bundled apps, or one of them as an app file to edit and load with `--app FILE`.
struct AppsCommand: Command {
    static let name = "apps"
    static let summary = "list the bundled apps (screens, stack and routes), or export one as an app file"
    static let usage = """
        [--format text|json] [--export NAME]

        An app is screens, a stack and routes between the screens (docs/navigation.md). --export NAME prints
        one as an app file, to edit and play with `--app FILE` on run, replay, simulate, render, check and demo.
        """
    static let export = Option(
        "export", "NAME", "print this app as an app file instead of the list", FlagSyntax.text)
    /// The list's format, as `swoop transitions` takes it.
    static let options: [any OptionDeclaration] = [TransitionsCommand.format, export]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        try arguments.requireNoPositionals()
        if let name = try TransitionsCommand.exportName(arguments, Self.export) {
            guard let app = BundledApps.named(name) else { throw NavigationError.unknownApp(name) }
            context.standardOutput(AppFile.encode(app))
            return .success
        }
        var out = ""
        switch try arguments.value(TransitionsCommand.format) ?? .text {
        case .text:
            let width = max(4, BundledApps.all.map(\.name.count).max() ?? 0)
            out += TextColumns.pad("NAME", width + 1) + " ROOT     SCREENS  ROUTES  SUMMARY\n"
            for app in BundledApps.all {
                out +=
                    TextColumns.pad(app.name, width + 1) + " " + TextColumns.pad(app.root, 8) + " "
                    + TextColumns.pad(String(app.screens.count), 8) + " " + TextColumns.pad(String(app.routes.count), 7)
                    + " " + app.summary + "\n"
                for route in app.routes {
                    var triggers = route.taps.map { "tap \($0)" }
                    if let pan = route.pan { triggers.append(Self.describe(pan)) }
                    let back = route.back.taps.map { "tap \($0)" } + route.backPanTriggers.map(Self.describe)
                    out +=
                        "  \(route.name): \(route.kind.rawValue) \(route.from) → \(route.to) with \(route.transitionName); "
                        + triggers.joined(separator: ", ") + "; back: "
                        + (back.isEmpty ? "-" : back.joined(separator: ", ")) + "\n"
                }
            }
        case .json:
            for app in BundledApps.all {
                let row = JSONNode.object([
                    ("name", .string(app.name)), ("root", .string(app.root)),
                    ("screens", .array(app.screens.map { .string($0.name) })),
                    ("routes", .array(app.routes.map { .string($0.name) })), ("summary", .string(app.summary))
                ])
                out += JSONWriter.render(row, style: .lossless) + "\n"
            }
        }
        context.standardOutput(out)
        return .success
    }

    /// `pan touch y+`, `pan swipe(3,4) x-`: source (any), fingers, axis and sign; a pinch is `pinch`
    /// (it moves toward the session's `--pinch-scale`, along no axis of the screen).
    static func describe(_ pan: PanTrigger) -> String {
        let fingers = pan.fingers.map { "(" + $0.map(String.init).joined(separator: ",") + ")" } ?? ""
        if pan.source == .pinch { return "pinch" + fingers }
        let sign = pan.direction == .positive ? "+" : "-"
        return "pan " + (pan.source?.rawValue ?? "any") + fingers + " \(pan.axis.rawValue)\(sign)"
    }
}
