import SwoopCore
import SwoopEngine
import SwoopInteraction

/// One screen on the stack, with how it got there.
public struct StackEntry: Sendable, Equatable {
    public var screen: String
    /// The route that put it there (nil for the root).
    public var route: String?
    /// The element whose tap started that route (the way back plays the same scene, heroIDs included).
    public var tapped: String?
}

/// What started a navigation (the `navigation` line's `trigger`).
public enum NavigationTrigger: String, Sendable, Hashable, CaseIterable {
    case tap, pan, call
}

/// Which way a navigation changes the stack: Hero's and UIKit's verbs.
public enum NavigationKind: String, Sendable, Hashable, CaseIterable {
    case present, dismiss, push, pop, unwind
}

/// One navigation: a route played one way between two screens.
public struct Navigation: Sendable, Equatable {
    public var route: String
    public var kind: NavigationKind
    public var from: String
    public var to: String
    public var trigger: NavigationTrigger
    /// `present` plays the route's transition forward, every way back plays it `dismiss`.
    public var direction: TransitionDirection
    /// The screens on the transition's source and destination sides, and the element tapped to start
    /// the route: what `App.plan(of:…)` needs.
    public var sourceScreen: String
    public var destinationScreen: String
    public var tapped: String?
    /// The stack once it finishes (a cancelled one leaves the stack as it was).
    public var finishedStack: [StackEntry]
}

/// Hero's and UIKit's navigation verbs, called by a host (`Navigator`) rather than started by input.
public enum NavigationCall: Sendable, Equatable {
    /// `present(_:animated:)` of a route whose kind is `present`.
    case present(route: String)
    /// `pushViewController(_:animated:)` of a route whose kind is `push`.
    case push(route: String)
    /// `dismissViewController`: the presented screen on top goes.
    case dismiss
    /// `popViewController`: the pushed screen on top goes.
    case pop
    /// `unwindToRootViewController` (and to any screen below): every screen above it goes, the top one
    /// with its route's transition played back to that screen.
    case unwind(to: String)

    public var name: String {
        switch self {
        case .present: "present"
        case .push: "push"
        case .dismiss: "dismiss"
        case .pop: "pop"
        case .unwind: "unwind"
        }
    }
}

/// A tap as the navigation sees it: where on the screen (scene points), or why there is no position.
package struct TapInput: Sendable, Equatable {
    package var time: Timestamp
    package var point: Point?
    /// Why a tap has no point: `touchpad` (a touchpad is not on the screen), `no-size` (a touchscreen
    /// whose size is unknown cannot be mapped to the screen).
    package var noPointReason: String?
}

/// The `tap` line: where (points), what it hit, on which screen, and what came of it.
public struct TapRecord: Sendable, Equatable {
    public var time: Timestamp
    public var point: Point?
    public var element: String?
    public var screen: String
    /// The route it started, if any.
    public var route: String?
    /// Why it started nothing: `transitioning`, `touchpad`, `no-size`, `nothing-hit`, `no-route`.
    public var reason: String?
}

/// The `navigation` line: `began`, or `ended` with whether it finished and the screen now showing.
public struct NavigationRecord: Sendable, Equatable {
    public enum Phase: String, Sendable {
        case began, ended
    }

    public var time: Timestamp
    public var phase: Phase
    public var navigation: Navigation
    public var finished: Bool?
    public var screen: String?
}

/// The `reset` line of trial mode: the trial's transition is put back to its start before the next one.
package struct ResetRecord: Sendable, Equatable {
    package var time: Timestamp
    /// The screen that was showing (`to` after a finished trial, `from` after a cancelled one).
    package var from: String
    /// The screen showing now: always the transition's `from`.
    package var screen: String
}
