import SwoopCore
import SwoopEngine
import SwoopInputModel
import SwoopInteraction

/// One app, the way an app embeds Swoop beside `InteractiveTransition`: Hero's navigation verbs
/// (`present(route:)`, `dismiss()`, `push(route:)`, `pop()`, `unwind(to:)`), `tap(at:)` for a host that
/// recognizes its own taps, `feed(_:)` for input events (taps and pans are recognized here) and
/// `advance(to:)` on every display refresh while something moves. Each call returns the frames to
/// draw, already evaluated, and the screen that shows. A call the stack refuses (`dismiss` on the root,
/// anything while a navigation moves) throws with the reason, and so does one whose transition cannot
/// be built between its screens (`session.failure`, which input sets too: input never throws).
///
/// ```swift
/// var navigator = try Navigator(app: "seeds")
/// var step = try navigator.present(route: "zoom", at: now)     // frames to draw, step.screen
/// step = navigator.advance(to: now + .milliseconds(8))          // until navigator.isAtRest
/// ```
public struct Navigator: Sendable {
    public private(set) var session: AppSession
    private var buffer: FrameBuffer?
    private var bufferScene: Int?
    /// The plan frames show (`AppRecord.scene` changes it as the records go by).
    private var shown: Int?

    public init(app: App, configuration: SessionConfiguration = SessionConfiguration()) throws(NavigationError) {
        session = try AppSession(app: app, configuration: configuration)
        shown = session.scene
    }

    /// A bundled app (`BundledApps`: `seeds`).
    public init(app name: String, configuration: SessionConfiguration = SessionConfiguration()) throws(NavigationError)
    {
        guard let app = BundledApps.named(name) else { throw .unknownApp(name) }
        try self.init(app: app, configuration: configuration)
    }

    /// The screen on top of the stack (leaving it while a navigation moves).
    public var screen: String { session.screen }
    public var stack: [StackEntry] { session.stack }
    /// Nothing moves and no finger holds a transition: no need to call `advance` until the next input.
    public var isAtRest: Bool { session.isAtRest }

    public mutating func present(route: String, at time: Timestamp) throws(NavigationCallError) -> NavigationStep {
        try call(.present(route: route), at: time)
    }

    public mutating func push(route: String, at time: Timestamp) throws(NavigationCallError) -> NavigationStep {
        try call(.push(route: route), at: time)
    }

    /// Hero's `dismissViewController`: the presented screen on top goes back.
    public mutating func dismiss(at time: Timestamp) throws(NavigationCallError) -> NavigationStep {
        try call(.dismiss, at: time)
    }

    public mutating func pop(at time: Timestamp) throws(NavigationCallError) -> NavigationStep {
        try call(.pop, at: time)
    }

    /// Hero's `unwindToRootViewController`, to any screen below the top.
    public mutating func unwind(to screen: String, at time: Timestamp) throws(NavigationCallError) -> NavigationStep {
        try call(.unwind(to: screen), at: time)
    }

    /// A tap the host recognized, in scene points: it selects what the showing screen has there.
    public mutating func tap(at point: Point, time: Timestamp) -> NavigationStep {
        step(session.tap(at: point, time: time))
    }

    /// One input event (touch, swipe, scroll, hold): taps and pans are recognized and navigate.
    public mutating func feed(_ event: TimedInputEvent) -> NavigationStep { step(session.feed(event)) }

    /// The frames due by `time` while a transition moves on its own.
    public mutating func advance(to time: Timestamp) -> NavigationStep { step(session.advance(to: time)) }

    private mutating func call(_ call: NavigationCall, at time: Timestamp) throws(NavigationCallError)
        -> NavigationStep
    {
        let records = session.perform(call, at: time)
        if let reason = session.lastRefusal { throw .refused(call, reason: reason) }
        if let failure = session.takeFailure() { throw .refused(call, reason: failure.description) }
        return step(records)
    }

    private mutating func step(_ records: [AppRecord]) -> NavigationStep {
        var out = NavigationStep(screen: session.screen)
        for record in records {
            switch record {
            case .navigation(let n): out.navigations.append(n)
            case .tap(let t): out.taps.append(t)
            case .scene(let index): shown = index
            case .session: break
            }
            guard case .session(let r) = record, case .interaction(.transition(.frame(let progress))) = r.entry,
                let scene = shown
            else { continue }
            let plan = session.plans[scene]
            if bufferScene != scene {
                buffer = plan.makeFrameBuffer()
                bufferScene = scene
            }
            // Overrides come from the pipeline's own follower on this plan: evaluation cannot refuse them.
            try? plan.evaluate(progress: progress, overrides: r.overrides, into: &buffer!)
            out.frames.append(
                TransitionFrame(
                    time: r.time, progress: progress, tracks: plan.tracks, states: buffer!.states,
                    overlayAlpha: buffer!.overlayAlpha))
        }
        return out
    }
}

/// What a `Navigator` call did: the frames to draw (each evaluated on the plan then showing), the
/// screen showing after it, and the navigations and taps it made.
public struct NavigationStep: Sendable, Equatable {
    public var frames: [TransitionFrame] = []
    public var screen: String
    public var navigations: [NavigationRecord] = []
    public var taps: [TapRecord] = []
}

/// A navigation call the stack would not make, with the reason (Hero ignores these silently).
public enum NavigationCallError: Error, Equatable, Sendable, CustomStringConvertible {
    case refused(NavigationCall, reason: String)

    /// What a host shows: the call and why the stack refused it.
    public var description: String {
        switch self {
        case .refused(let call, let reason): "\(call.verb) refused: \(reason)"
        }
    }
}

extension NavigationCall {
    /// The call as Hero's verb: `present(zoom)`, `dismiss`, `unwind(home)`.
    var verb: String {
        switch self {
        case .present(let route): "present(\(route))"
        case .push(let route): "push(\(route))"
        case .dismiss: "dismiss"
        case .pop: "pop"
        case .unwind(let screen): "unwind(\(screen))"
        }
    }
}
