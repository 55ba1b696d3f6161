import SwoopCore

/// Everything the engine can refuse, each case saying where and what to do about it.
/// Every case is bad data (exit 65): a scene, modifier text, a script or a timing that cannot be used.
public enum EngineError: CategorizedError, Equatable, Sendable {
    /// A curve, spring or duration that cannot describe a motion (e.g. damping ratio 0 never settles).
    case invalidTiming(String)
    /// Modifier text that does not parse; `column` is 1-based within `text`.
    case modifierSyntax(text: String, column: Int, reason: String)
    /// A scene that cannot be compiled: a duplicate id, a `source(…)` with no such heroID, a misplaced modifier.
    case invalidScene(transition: String, reason: String)
    /// A `swoop simulate --script` that does not parse; `column` is 1-based within `text`.
    case scriptSyntax(text: String, column: Int, reason: String)
    /// A scene file that is not valid JSON or does not follow the schema (docs/engine.md).
    /// `field` is a path such as `destination.elements[1].frame`; empty for JSON syntax errors.
    case sceneFile(file: String, line: Int, column: Int, field: String, reason: String)
    /// An override (`apply`/`changeTarget`) names an element id that no screen of the transition has.
    case unknownElement(transition: String, element: String)
    /// An override's modifiers cannot describe a state (e.g. `duration`, `whenMatched(…)`).
    case invalidOverride(element: String, reason: String)

    public var category: FailureCategory { .badData }

    public var description: String {
        switch self {
        case .invalidTiming(let reason): "invalid timing: \(reason)"
        case .modifierSyntax(let text, let column, let reason):
            "modifiers \"\(MessageExcerpt.of(text, around: column))\", column \(column): \(reason)"
        case .invalidScene(let transition, let reason): "transition '\(transition)': \(reason)"
        case .scriptSyntax(let text, let column, let reason):
            "script \"\(MessageExcerpt.of(text, around: column))\", column \(column): \(reason)"
        case .sceneFile(let file, let line, let column, let field, let reason):
            "\(file):\(line):\(column): " + (field.isEmpty ? "" : "\(field): ") + reason
        case .unknownElement(let transition, let element):
            "transition '\(transition)' has no element '\(element)' to override; use an element id from either screen"
        case .invalidOverride(let element, let reason): "override of element '\(element)': \(reason)"
        }
    }
}
