import SwoopCore
import SwoopEngine
import SwoopNavigation

/// `--app NAME|FILE`: a bundled app (`swoop apps`) or an app file (docs/navigation.md), for `run`,
/// `replay`, `simulate`, `render`, `check` and `demo`.
package enum AppFlag {
    package static let spec = OptionSpec.value(
        "app", "NAME|FILE", "play an app: its screens, stack and routes (a bundled one, see `swoop apps`, or a file)")

    /// `nil` without `--app`; with it and `--transition`, a usage error (an app's routes name their own).
    package static func parse(_ arguments: ParsedArguments) throws -> App? {
        guard let value = arguments.value("app") else { return nil }
        if arguments.value("transition") != nil {
            throw UsageError("--app and --transition exclude each other: an app's routes name their transitions")
        }
        return try load(value)
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
