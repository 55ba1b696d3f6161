import SwoopCore
import SwoopEngine

/// What is wrong with an app: a file that does not read, or screens and routes that do not fit.
public enum NavigationError: CategorizedError, Equatable, Sendable {
    /// A field of an app file (`file:line:column: field: reason`).
    case appFile(file: String, line: Int, column: Int, field: String, reason: String)
    /// An app whose parts do not fit together (a route to a screen it lacks, two pan routes on a screen).
    case invalidApp(app: String, reason: String)
    /// A route's transition does not compile between its screens.
    case transition(app: String, route: String, EngineError)
    case unknownApp(String)
    /// A bad step of an `AppScript` (1-based column).
    case script(column: Int, reason: String)

    public var category: FailureCategory {
        switch self {
        case .unknownApp: .usage
        case .appFile, .invalidApp, .transition, .script: .badData
        }
    }

    public var description: String {
        switch self {
        case .appFile(let file, let line, let column, let field, let reason):
            "\(file):\(line):\(column): " + (field.isEmpty ? "" : "field '\(field)': ") + reason
        case .invalidApp(let app, let reason): "app '\(app)': \(reason)"
        case .transition(let app, let route, let error): "app '\(app)': route '\(route)': \(error)"
        case .script(let column, let reason): "script column \(column): \(reason)"
        case .unknownApp(let name):
            "unknown app '\(name)' (bundled: \(BundledApps.all.map(\.name).joined(separator: ", ")))"
        }
    }
}
