import SwoopCore
import SwoopEngine
import SwoopInteraction

/// Where the user is: the stack of screens and the navigation in flight, as a value with one entry
/// point, `handle(_:)`, whose effects are returned, never performed. It knows nothing of input
/// devices, clocks or frames: `AppSession` turns taps, pans and completions into its events and plays
/// the transitions it asks for.
///
/// Rules (UIKit's container view controllers): one navigation at a time — a tap while one moves is
/// ignored (`transitioning`), a call is refused; a pan that catches a moving transition grabs it and
/// starts nothing new. Completion decides the stack: finished, the destination shows; cancelled, the
/// stack is as it was.
package struct NavigationMachine: Sendable, Equatable {
    package enum State: Sendable, Equatable {
        case showing
        case moving(Navigation)
    }

    package enum Event: Sendable, Equatable {
        case tap(TapInput)
        /// The armed pan (`armed`) took hold of the transition at rest.
        case panTookHold(at: Timestamp)
        case completed(finished: Bool, at: Timestamp)
        case call(NavigationCall, at: Timestamp)
    }

    package enum Effect: Sendable, Equatable {
        case tapped(TapRecord)
        case navigation(NavigationRecord)
        /// Play this navigation's transition on its own, with its timing (a tap, a call).
        case play(Navigation)
        /// At rest: the pan that would start a navigation from the showing screen (nil: none), so
        /// that a pan can drive it interactively from its first movement.
        case arm(ArmedPan?)
        case refused(NavigationCall, reason: String)
    }

    /// The navigation a pan on the showing screen starts, and the pans that start it.
    package struct ArmedPan: Sendable, Equatable {
        package var navigation: Navigation
        package var triggers: [PanTrigger]
    }

    package let app: App
    package private(set) var stack: [StackEntry]
    package private(set) var state: State = .showing
    package private(set) var armed: ArmedPan?

    package init(app: App) {
        self.app = app
        stack = [StackEntry(screen: app.root)]
        armed = Self.armedPan(app: app, stack: stack)
    }

    /// The screen on top of the stack (the one showing, or leaving while a navigation moves).
    package var top: StackEntry { stack[stack.count - 1] }

    package mutating func handle(_ event: Event) -> [Effect] {
        switch (state, event) {
        case (.moving, .tap(let tap)):
            return [.tapped(TapRecord(time: tap.time, point: tap.point, screen: top.screen, reason: "transitioning"))]
        case (.showing, .tap(let tap)):
            return tapped(tap)
        case (.showing, .panTookHold(let time)):
            guard let armed else { return [] }
            state = .moving(armed.navigation)
            return [.navigation(NavigationRecord(time: time, phase: .began, navigation: armed.navigation))]
        case (.moving, .panTookHold):
            return []  // a grab: the navigation in flight goes on
        case (.moving(let navigation), .completed(let finished, let time)):
            if finished { stack = navigation.finishedStack }
            state = .showing
            armed = Self.armedPan(app: app, stack: stack)
            let ended = NavigationRecord(
                time: time, phase: .ended, navigation: navigation, finished: finished,
                screen: finished ? navigation.to : navigation.from)
            return [.navigation(ended), .arm(armed)]
        case (.showing, .completed):
            return []  // not ours (nothing was navigating)
        case (.moving, .call(let call, _)):
            return [.refused(call, reason: "transitioning")]
        case (.showing, .call(let call, let time)):
            switch navigation(for: call) {
            case .success(var navigation):
                navigation.trigger = .call
                return start(navigation, at: time)
            case .failure(let refusal):
                return [.refused(call, reason: refusal.reason)]
            }
        }
    }

    private mutating func start(_ navigation: Navigation, at time: Timestamp) -> [Effect] {
        state = .moving(navigation)
        armed = nil
        return [.navigation(NavigationRecord(time: time, phase: .began, navigation: navigation)), .play(navigation)]
    }

    private mutating func tapped(_ tap: TapInput) -> [Effect] {
        var record = TapRecord(time: tap.time, point: tap.point, screen: top.screen)
        guard let point = tap.point, let screen = app.screen(named: top.screen) else {
            record.reason = tap.noPointReason ?? "touchpad"
            return [.tapped(record)]
        }
        let hit = HitTest(point, on: screen.layout)
        record.element = hit.element
        guard !hit.path.isEmpty else {
            record.reason = "nothing-hit"
            return [.tapped(record)]
        }
        // The innermost element that starts something wins, as a tap in a cell's thumbnail selects the cell.
        for id in hit.path {
            if let route = app.routes.first(where: { $0.from == top.screen && $0.taps.contains(id) }) {
                var navigation = forward(route, tapped: id)
                navigation.trigger = .tap
                record.route = route.name
                return [.tapped(record)] + start(navigation, at: tap.time)
            }
            if let route = top.route.flatMap(app.route(named:)), route.back.taps.contains(id),
                var navigation = back(from: top, kind: route.kind == .push ? .pop : .dismiss)
            {
                navigation.trigger = .tap
                record.route = route.name
                return [.tapped(record)] + start(navigation, at: tap.time)
            }
        }
        record.reason = "no-route"
        return [.tapped(record)]
    }

    private struct Refusal: Error {
        var reason: String
    }

    private func navigation(for call: NavigationCall) -> Result<Navigation, Refusal> {
        switch call {
        case .present(let name), .push(let name):
            guard let route = app.route(named: name) else { return .failure(Refusal(reason: "no route '\(name)'")) }
            let wanted: RouteKind = if case .present = call { .present } else { .push }
            guard route.kind == wanted else {
                return .failure(
                    Refusal(reason: "route '\(name)' is a \(route.kind.rawValue), not a \(wanted.rawValue)"))
            }
            guard route.from == top.screen else {
                return .failure(Refusal(reason: "route '\(name)' starts on '\(route.from)', not on '\(top.screen)'"))
            }
            return .success(forward(route, tapped: nil))
        case .dismiss, .pop:
            let kind: NavigationKind = if case .dismiss = call { .dismiss } else { .pop }
            guard let route = top.route.flatMap(app.route(named:)) else {
                return .failure(Refusal(reason: "'\(top.screen)' is the root"))
            }
            guard (route.kind == .push) == (kind == .pop) else {
                return .failure(
                    Refusal(
                        reason:
                            "'\(top.screen)' was \(route.kind == .push ? "pushed: pop it" : "presented: dismiss it")"))
            }
            return back(from: top, kind: kind).map(Result.success) ?? .failure(Refusal(reason: "nothing to go back to"))
        case .unwind(let screen):
            guard let index = stack.dropLast().lastIndex(where: { $0.screen == screen }) else {
                return .failure(Refusal(reason: "'\(screen)' is not below '\(top.screen)' on the stack"))
            }
            guard var navigation = back(from: top, kind: .unwind) else {
                return .failure(Refusal(reason: "nothing to go back to"))
            }
            navigation.to = screen
            navigation.sourceScreen = screen
            navigation.finishedStack = Array(stack[...index])
            return .success(navigation)
        }
    }

    private func forward(_ route: Route, tapped: String?) -> Navigation {
        Navigation(
            route: route.name, kind: route.kind == .push ? .push : .present, from: top.screen, to: route.to,
            trigger: .call, direction: .present, sourceScreen: top.screen, destinationScreen: route.to,
            tapped: tapped, finishedStack: stack + [StackEntry(screen: route.to, route: route.name, tapped: tapped)])
    }

    /// The way back from `entry` (the top) to the screen below it, on the route that put it there.
    private func back(from entry: StackEntry, kind: NavigationKind) -> Navigation? {
        guard stack.count > 1, let name = entry.route, let route = app.route(named: name) else { return nil }
        let below = stack[stack.count - 2]
        return Navigation(
            route: name, kind: kind, from: entry.screen, to: below.screen, trigger: .call, direction: .dismiss,
            sourceScreen: route.from, destinationScreen: entry.screen, tapped: entry.tapped,
            finishedStack: Array(stack.dropLast()))
    }

    /// The showing screen's pan route (`App.validate` allows one): a route that starts there with a pan,
    /// or the way back of the route that put it there.
    static func armedPan(app: App, stack: [StackEntry]) -> ArmedPan? {
        let machine = NavigationMachine(app: app, stack: stack)
        let top = machine.top
        if let route = app.routes.first(where: { $0.from == top.screen && $0.pan != nil }), let pan = route.pan {
            var navigation = machine.forward(route, tapped: nil)
            navigation.trigger = .pan
            return ArmedPan(navigation: navigation, triggers: [pan])
        }
        if let name = top.route, let route = app.route(named: name), !route.backPanTriggers.isEmpty,
            var navigation = machine.back(from: top, kind: route.kind == .push ? .pop : .dismiss)
        {
            navigation.trigger = .pan
            return ArmedPan(navigation: navigation, triggers: route.backPanTriggers)
        }
        return nil
    }

    private init(app: App, stack: [StackEntry]) {
        self.app = app
        self.stack = stack
    }
}
