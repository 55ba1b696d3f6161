import SwoopCore
import SwoopEngine

/// What an override call did.
public enum OverrideEffect: Sendable, Equatable {
    case applied(element: String, modifiers: [Modifier])
    case targetChanged(element: String, modifiers: [Modifier], isDestination: Bool)
    /// A `follow` call: the element is drawn `offset` scene points from its track.
    case followed(element: String, offset: Point)
    case refused(element: String, reason: OverrideRefusal)
}

public enum OverrideRefusal: String, Sendable, Equatable {
    /// No transition is running: there is nothing to override (Hero would silently do nothing).
    case notRunning = "not-running"
    /// A modifier that says when or how to move (`duration`, `spring`, `whenMatched(…)`, …), not what
    /// the element looks like: an override replaces a state, so it takes visual modifiers only.
    case notVisual = "not-visual"
    /// A follow offset that is not a finite number of points.
    case notFinite = "not-finite"
}

extension InteractiveController {
    /// Overrides an element's presented state (and its heroID partner's) for the rest of this transition
    /// (Hero's `apply(modifiers:to:)`, e.g. make a card follow the finger): the layer keys the modifiers
    /// name take exactly their values while interactive, the others following the progress; from the
    /// release on it goes back to its track as the settle style says. A later call for the same element
    /// replaces what it says of the same keys. The element id is checked
    /// against the scene when a frame is evaluated (`TransitionPlan.evaluate(progress:overrides:into:)`).
    /// Refused, with a reason, when no transition is running or a modifier is not visual.
    public mutating func apply(modifiers: [Modifier], to element: String, at time: Timestamp) -> [OverrideEffect] {
        guard isRunning else { return [.refused(element: element, reason: .notRunning)] }
        let interactive = if case .interactive = machine.state { true } else { false }
        do {
            try overrides.apply(modifiers, to: element, at: machine.presentedProgress, interactive: interactive)
        } catch {
            // `invalidOverride`: a modifier that is not visual (the machine's progress is always finite).
            return [.refused(element: element, reason: .notVisual)]
        }
        return [.applied(element: element, modifiers: modifiers)]
    }

    /// Changes where the transition takes an element (Hero's `changeTarget`): its state at the end
    /// (`isDestination`, where `finish` goes) or at the start (where `cancel` goes) becomes that state
    /// with `modifiers` applied, for the rest of this transition. Refused, with a reason, when no
    /// transition is running or a modifier is not visual.
    public mutating func changeTarget(
        modifiers: [Modifier], isDestination: Bool = true, to element: String,
        at time: Timestamp
    ) -> [OverrideEffect] {
        guard isRunning else { return [.refused(element: element, reason: .notRunning)] }
        do {
            try overrides.changeTarget(modifiers, isDestination: isDestination, of: element)
        } catch {
            return [.refused(element: element, reason: .notVisual)]
        }
        return [.targetChanged(element: element, modifiers: modifiers, isDestination: isDestination)]
    }

    var isRunning: Bool {
        switch machine.state {
        case .interactive, .settling, .animating: true
        case .idle, .completed: false
        }
    }
}
