import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopNavigation

/// `--app NAME|FILE`: a bundled app (`swoop apps`) or an app file (docs/navigation.md), for `run`,
/// `replay`, `simulate`, `render`, `check` and `demo`.
package enum AppFlag {
    package static let option = Option(
        "app", "NAME|FILE", "play an app: its screens, stack and routes (a bundled one, see `swoop apps`, or a file)",
        FlagSyntax.text)

    /// `nil` without `--app`; with it and `--transition`, a usage error (an app's routes name their own).
    /// With `--photos DIR`, the folder's photos fill the app's photo cells.
    package static func parse(_ arguments: ParsedArguments) throws -> App? {
        guard let value = try arguments.value(option) else { return nil }
        // `--transition`, as `TransitionFlags` and `SimulationFlags` declare it.
        if arguments.isGiven(TransitionFlags.transition) {
            throw UsageError("--app and --transition exclude each other: an app's routes name their transitions")
        }
        return try PhotosFlag.apply(arguments, to: try load(value))
    }

    /// A bundled app by name, else an app file; a transition naming no preset is a scene file beside it.
    package static func load(_ value: String) throws -> App {
        if let app = BundledApps.named(value) { return app }
        guard value.contains("/") || value.hasSuffix(".json") else { throw NavigationError.unknownApp(value) }
        let text = try InputTextFile.read(value, kind: "app file")
        let folder = value.contains("/") ? String(value[...value.lastIndex(of: "/")!]) : ""
        return try AppFile.decode(text, file: value) { (name) throws(NavigationError) -> TransitionDefinition? in
            let path = name.hasPrefix("/") ? name : folder + name
            do { return try SceneFile.decode(try InputTextFile.read(path, kind: "scene file"), file: path) } catch let
                error
                as EngineError
            {
                throw .transition(app: value, route: name, error)
            } catch {
                throw .invalidApp(app: value, reason: "transition '\(name)': \(error)")
            }
        }
    }
}
