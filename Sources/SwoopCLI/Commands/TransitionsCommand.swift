import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopLiveCLI
import SwoopLog

/// `swoop transitions`: the presets, or one of them as an editable scene file.
struct TransitionsCommand: Command {
    static let name = "transitions"
    static let summary = "list the preset transitions (seeds and Hero's default types)"
    static let usage = """
        [--format text|json] [--export NAME]

        --export NAME prints that preset as a scene file (docs/engine.md) to edit and load with
        `swoop simulate --scene FILE`.
        """
    static let format = Option(
        "format", "text|json", "text table (default) or one JSON object per line", FlagSyntax<LogFormat>.oneOf)
    static let export = Option(
        "export", "NAME", "print this preset as a scene JSON file instead of the list", FlagSyntax.text)
    static let options: [any OptionDeclaration] = [format, export]

    /// The NAME of a listing's `--export NAME` (this command's, `apps`'), which prints JSON of its own
    /// and so takes no `--format`.
    static func exportName(_ arguments: ParsedArguments, _ export: Option<String?>) throws -> String? {
        guard let name = try arguments.value(export) else { return nil }
        guard !arguments.isGiven(format) else { throw UsageError("--export prints JSON already; drop --format") }
        return name
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        try arguments.requireNoPositionals()
        if let name = try exportName(arguments, Self.export) {
            context.standardOutput(SceneFile.encode(try TransitionFlags.preset(named: name)))
            return .success
        }
        let format = try arguments.value(Self.format) ?? .text
        var out = ""
        switch format {
        case .text:
            let width = TransitionCatalog.all.map(\.name.count).max() ?? 0
            out +=
                "NAME".padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + "DEFAULT  SETTLE  AXIS  DIRECTION  ELEMENTS  SUMMARY\n"
            for d in TransitionCatalog.all {
                let elements = "\(Self.count(d.source))+\(Self.count(d.destination))"
                out +=
                    d.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + d.defaultDirection.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
                    + d.settle.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                    + Self.axis(d.pan).padding(toLength: 6, withPad: " ", startingAt: 0)
                    + Self.direction(d.pan).padding(toLength: 11, withPad: " ", startingAt: 0)
                    + elements.padding(toLength: 10, withPad: " ", startingAt: 0) + d.summary + "\n"
            }
        case .json:
            for d in TransitionCatalog.all {
                let row = JSONNode.object([
                    ("name", .string(d.name)), ("direction", .string(d.defaultDirection.rawValue)),
                    ("settle", .string(d.settle.rawValue)), ("pan_axis", .string(Self.axis(d.pan))),
                    ("pan_direction", .string(Self.direction(d.pan))),
                    ("source_elements", .integer(Int64(Self.count(d.source)))),
                    ("destination_elements", .integer(Int64(Self.count(d.destination)))),
                    ("overlay", d.overlay.map { .string($0.style.rawValue) } ?? .null), ("summary", .string(d.summary))
                ])
                out += JSONWriter.render(row, style: .lossless) + "\n"
            }
        }
        context.standardOutput(out)
        return .success
    }

    /// The pan's defaults as `--axis` and `--direction` name them.
    static func axis(_ pan: PanDefaults) -> String { pan.axis?.rawValue ?? "auto" }
    static func direction(_ pan: PanDefaults) -> String { pan.direction?.rawValue ?? "both" }

    /// Every element of a screen, children included: a screen is one view with its subviews.
    static func count(_ screen: ScreenLayout) -> Int { screen.elements.reduce(0) { $0 + $1.subtree.count } }
}
