import SwoopEngine

/// The modifier type that `apply(modifiers:to:)` and `changeTarget` carry: the engine's Hero modifiers.
public typealias OverrideModifier = Modifier

/// What `apply`/`changeTarget` recorded, per element id, for the scene evaluation to consume.
///
/// `current` replaces an element's modifiers while the transition runs (Hero applies them to the view and
/// its matched pair at once); `target` replaces the state `finish` settles an element to, on the
/// destination or the source side.
public struct ModifierOverrides: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var modifiers: [OverrideModifier]
        public var isDestination: Bool
    }

    public private(set) var current: [String: [OverrideModifier]] = [:]
    public private(set) var targets: [String: Target] = [:]

    public init() {}

    public var isEmpty: Bool { current.isEmpty && targets.isEmpty }

    /// Later calls for the same element replace earlier ones, as in Hero.
    mutating func apply(_ modifiers: [OverrideModifier], to element: String) {
        current[element] = modifiers
    }

    mutating func changeTarget(_ modifiers: [OverrideModifier], isDestination: Bool, of element: String) {
        targets[element] = Target(modifiers: modifiers, isDestination: isDestination)
    }
}

/// What an override call did.
public enum OverrideEffect: Sendable, Equatable {
    case applied(element: String, modifiers: [OverrideModifier])
    case targetChanged(element: String, modifiers: [OverrideModifier], isDestination: Bool)
    case refused(element: String, reason: OverrideRefusal)
}

public enum OverrideRefusal: String, Sendable, Equatable {
    /// No transition is running: there is nothing to override (Hero would silently do nothing).
    case notRunning = "not-running"
}
