import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import SwoopInteraction

/// One thing that happened in an app session, in order.
public enum AppRecord: Sendable, Equatable {
    /// The pipeline's records (input, pans, decisions, the engine's lines), as a `PanSession` makes them.
    case session(SessionRecord)
    case tap(TapRecord)
    case navigation(NavigationRecord)
    /// From here on, frames show this plan (an index into `AppSession.plans`): the showing screen's
    /// transition changed. Not a log line: what a renderer needs to draw the frames that follow.
    case scene(Int)
}

/// An app on a virtual clock: the pan pipeline (`PanSession`, whose recognizer and clock carry on
/// from screen to screen) driven by where the user is (`NavigationMachine`). At rest the session is
/// armed with the showing screen's pan route, so a pan drives it from its first movement exactly as a
/// trial would; a tap that hits a route's element plays that route on its own (`begin`, then `finish`
/// from rest: the transition's own settle timing, as `present(animated: true)`), and a pan during it
/// grabs it. Like `PanSession`, it never reads the wall clock: the same input gives the same records.
public struct AppSession: Sendable {
    public let app: App
    package private(set) var navigation: NavigationMachine
    public private(set) var session: PanSession
    /// Every plan played so far, in the order first played (`AppRecord.scene` indexes it), and the
    /// definition each was compiled from (what a renderer needs beyond the plan: the overlay's style).
    public private(set) var plans: [TransitionPlan] = []
    package private(set) var definitions: [TransitionDefinition] = []
    /// How a release decides on each plan (`release(for:)` of the navigation it was made for): what a
    /// heads-up strip shows while that plan shows.
    package private(set) var releases: [ReleasePolicy] = []
    /// The plan frames show now (nil before anything was armed or played: the root screen at rest).
    public private(set) var scene: Int?
    private var planIndex: [PlanKey: Int] = [:]
    /// Tap contacts already handed to the navigation (`session.unpanned` grows).
    private var contactsSeen = 0

    private struct PlanKey: Hashable {
        var route: String
        var direction: TransitionDirection
        var source: String
        var destination: String
        var tapped: String?
    }

    /// The release settings that win over every route's own (the command line's options).
    package let releaseOverrides: ReleaseOverrides

    /// `configuration`'s timing is each route's own; its gesture and drive options hold for every
    /// route, and its release policy is where each route's release rules start from (`Route.release`),
    /// with `releaseOverrides` over them. Listening to every kind (no `--source`), an app whose routes
    /// take a pinch listens to pinches too (`PanSources.pinchesBeside`). Throws when the app does not
    /// validate.
    public init(
        app: App, configuration: SessionConfiguration = SessionConfiguration(),
        releaseOverrides: ReleaseOverrides = ReleaseOverrides()
    ) throws(NavigationError) {
        try app.validate()
        self.app = app
        self.releaseOverrides = releaseOverrides
        navigation = NavigationMachine(app: app)
        var configuration = configuration
        if configuration.gesture.sources.kind == nil, app.routes.contains(where: \.takesPinch) {
            configuration.gesture.sources.pinchesBeside = true
        }
        session = PanSession(configuration: configuration)
        var first: [AppRecord] = []
        try arm(navigation.armed, into: &first)
        pending = first
    }

    /// What the session did before its first step (the root screen's armed scene): handed out first.
    private var pending: [AppRecord] = []

    private mutating func start() -> [AppRecord] {
        guard !pending.isEmpty else { return [] }
        defer { pending = [] }
        return pending
    }

    /// The plan frames show now, if any.
    public var currentPlan: TransitionPlan? { scene.map { plans[$0] } }
    /// The screen on top of the stack.
    public var screen: String { navigation.top.screen }
    /// The screens shown, root first (UIKit's navigation and presentation stack).
    public var stack: [StackEntry] { navigation.stack }
    public var now: Timestamp? { session.now }
    public var nextFrame: Timestamp? { session.nextFrame }
    public var isAtRest: Bool { session.isAtRest && navigation.state == .showing }

    /// One input event: the frames and completions before it, then the event (pans, taps).
    public mutating func feed(_ event: TimedInputEvent) -> [AppRecord] {
        var out = start()
        absorb(session.advance(to: event.time), into: &out)
        absorb(session.feed(event), into: &out)
        takeTaps(into: &out)
        return out
    }

    public mutating func advance(to time: Timestamp) -> [AppRecord] {
        var out = start()
        absorb(session.advance(to: time), into: &out)
        takeTaps(into: &out)
        return out
    }

    /// The input has ended: a pan still down is cancelled, and whatever moves settles. With `settle`
    /// false the settle is left to the caller's frames (`advance(to: nextFrame)` until at rest), as
    /// `PanSession.endOfInput(settle:)`.
    public mutating func endOfInput(settle: Bool = true) -> [AppRecord] {
        var out = start()
        absorb(session.endOfInput(settle: false), into: &out)
        takeTaps(into: &out)
        guard settle else { return out }
        while let frame = nextFrame { out += advance(to: frame) }
        return out
    }

    /// Why the last `perform` was refused, if it was (nil after one that started a navigation).
    public private(set) var lastRefusal: String?

    /// A navigation whose transition could not be built between its screens (an unwind to a
    /// screen its route's scene does not fit, which `App.validate` cannot foresee): it ends unfinished
    /// at once, and whoever drives the session stops with this error (`AppDriver` throws it, `Navigator`
    /// refuses the call), naming the app and the route. Kept until `takeFailure()`.
    public private(set) var failure: NavigationError?

    /// The failure not yet reported, now reported.
    public mutating func takeFailure() -> NavigationError? {
        defer { failure = nil }
        return failure
    }

    /// A navigation verb from the host (`Navigator`), at `time`; a refusal is `lastRefusal`.
    public mutating func perform(_ call: NavigationCall, at time: Timestamp) -> [AppRecord] {
        var out = advance(to: time)
        let effects = navigation.handle(.call(call, at: max(time, now ?? time)))
        lastRefusal = nil
        for case .refused(_, let reason) in effects { lastRefusal = reason }
        apply(effects, into: &out)
        return out
    }

    /// A tap the host recognized itself, at a scene point.
    public mutating func tap(at point: Point, time: Timestamp) -> [AppRecord] {
        var out = advance(to: time)
        apply(navigation.handle(.tap(TapInput(time: max(time, now ?? time), point: point))), into: &out)
        return out
    }

    // MARK: the pipeline's records → navigation events

    private mutating func absorb(_ records: SessionRecords, into out: inout [AppRecord]) {
        for index in records.indices {
            let record = records[index]
            out.append(.session(record))
            switch record.entry {
            case .pan(let pan) where pan.phase == .began && navigation.state == .showing:
                // A pan that takes hold at rest starts the armed navigation: say so before its state lines.
                if Self.takesHold(records, after: index) {
                    apply(navigation.handle(.panTookHold(at: record.time)), into: &out)
                }
            case .interaction(.transition(.completed(let finished))):
                apply(navigation.handle(.completed(finished: finished, at: record.time)), into: &out)
            default:
                break
            }
        }
    }

    /// Whether the pan beginning at `index` took hold of a transition (not a grab, not turned away).
    private static func takesHold(_ records: SessionRecords, after index: Int) -> Bool {
        for later in records[(index + 1)...] {
            switch later.entry {
            case .interaction(.attached(let binding)): return !binding.grabbed
            case .pan: return false
            default: continue
            }
        }
        return false
    }

    private mutating func takeTaps(into out: inout [AppRecord]) {
        while contactsSeen < session.unpanned.count {
            let contact = session.unpanned[contactsSeen]
            contactsSeen += 1
            guard contact.isTap else { continue }
            apply(navigation.handle(.tap(tapInput(contact))), into: &out)
        }
    }

    /// A tap's position in scene points, mapped as a touchscreen shows the scene (`FollowScale`, the
    /// mapping the finger-following element uses), or why it has none.
    private func tapInput(_ contact: UnpannedContact) -> TapInput {
        guard let mm = contact.position else {
            return TapInput(time: contact.end, point: nil, noPointReason: "touchpad")
        }
        guard let device = session.recognizer.device(contact.device), let w = device.widthMM, let h = device.heightMM,
            w > 0, h > 0
        else { return TapInput(time: contact.end, point: nil, noPointReason: "no-size") }
        let scale = FollowScale.touchscreen(sceneSize: app.screenSize, displayWidthMM: w, displayHeightMM: h)
        return TapInput(time: contact.end, point: Point(x: mm.x * scale.pointsPerMM.x, y: mm.y * scale.pointsPerMM.y))
    }

    // MARK: navigation effects → the pipeline

    private mutating func apply(_ effects: [NavigationMachine.Effect], into out: inout [AppRecord]) {
        var time = now ?? Timestamp(micros: 0)
        for effect in effects {
            switch effect {
            case .tapped(let record): out.append(.tap(record))
            case .navigation(let record):
                time = record.time
                out.append(.navigation(record))
            case .refused: break
            case .arm(let armed):
                do throws(NavigationError) { try arm(armed, into: &out) } catch { failure = error }
            case .play(let navigation):
                do throws(NavigationError) { try play(navigation, at: time, into: &out) } catch {
                    // Nothing plays: the navigation ends where it began, and the stack stays as it was.
                    failure = error
                    apply(self.navigation.handle(.completed(finished: false, at: time)), into: &out)
                }
            }
        }
    }

    /// At rest: the session takes the armed navigation's timing, follower and pan, and frames show it.
    private mutating func arm(_ armed: NavigationMachine.ArmedPan?, into out: inout [AppRecord]) throws(NavigationError)
    {
        guard let armed else {
            _ = session.retarget(timing: session.configuration.timing, follow: nil, gate: .none)
            return
        }
        let index = try plan(for: armed.navigation)
        _ = session.retarget(
            timing: plans[index].settleTiming, follow: FollowSetup(plan: plans[index]), gate: .only(armed.triggers),
            release: release(for: armed.navigation))
        show(index, into: &out)
    }

    /// A tap's or a call's navigation: begun and released at once, so it runs with the transition's
    /// own settle timing and a pan can grab it.
    private mutating func play(_ navigation: Navigation, at time: Timestamp, into out: inout [AppRecord])
        throws(NavigationError)
    {
        let index = try plan(for: navigation)
        _ = session.retarget(
            timing: plans[index].settleTiming, follow: FollowSetup(plan: plans[index]), gate: .none,
            release: release(for: navigation))
        show(index, into: &out)
        absorb(session.perform(.begin, at: time), into: &out)
        absorb(session.perform(.finish(velocity: 0), at: time), into: &out)
    }

    /// How a pan's release decides on `navigation`: the session's policy, the route's rules for that
    /// direction over it, and `releaseOverrides` over both.
    package func release(for navigation: Navigation) -> ReleasePolicy {
        var policy = session.configuration.release
        app.route(named: navigation.route)?.release(navigation.direction).apply(to: &policy)
        releaseOverrides.apply(to: &policy)
        return policy
    }

    private mutating func show(_ index: Int, into out: inout [AppRecord]) {
        guard scene != index else { return }
        scene = index
        out.append(.scene(index))
    }

    private mutating func plan(for navigation: Navigation) throws(NavigationError) -> Int {
        let key = PlanKey(
            route: navigation.route, direction: navigation.direction, source: navigation.sourceScreen,
            destination: navigation.destinationScreen, tapped: navigation.tapped)
        if let index = planIndex[key] { return index }
        guard let route = app.route(named: navigation.route) else {
            throw .invalidApp(app: app.name, reason: "no route '\(navigation.route)'")
        }
        let definition = try app.definition(
            of: route, from: navigation.sourceScreen, to: navigation.destinationScreen, tapped: navigation.tapped)
        do { plans.append(try TransitionPlan(definition, direction: navigation.direction)) } catch {
            throw .transition(app: app.name, route: route.name, error)
        }
        definitions.append(definition)
        releases.append(release(for: navigation))
        planIndex[key] = plans.count - 1
        return plans.count - 1
    }
}
