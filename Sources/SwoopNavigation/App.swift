import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInteraction

/// An app as Swoop plays it: screens (each a scene tree), the screen it starts on, and routes
/// between screens. Which screen shows, and how the user gets elsewhere, follows from these alone
/// (`NavigationMachine`); `AppSession` drives it from input. docs/navigation.md has the file format.
public struct App: Sendable, Equatable {
    public var name: String
    public var summary: String = ""
    /// Every screen's size in points (the transitions' scene size).
    public var screenSize: Size
    /// The screen at the bottom of the stack (UIKit's root view controller).
    public var root: String
    public var screens: [AppScreen]
    public var routes: [Route]

    public func screen(named name: String) -> AppScreen? { screens.first { $0.name == name } }
    public func route(named name: String) -> Route? { routes.first { $0.name == name } }

    /// Every screen and every route's transition with the user's photos in Swoop's own (`--photos DIR`,
    /// `ScreenLayout.withPhotos`): photo N is file N mod count everywhere, so a row, the card it opens
    /// and the detail it grows into keep showing one picture.
    public func withPhotos(_ photos: [String]) -> App {
        var app = self
        app.screens = screens.map { AppScreen(name: $0.name, layout: $0.layout.withPhotos(photos)) }
        app.routes = routes.map { route in
            var route = route
            route.transition = route.transition.withPhotos(photos)
            return route
        }
        return app
    }
}

/// One screen: a name and what it shows (elements in the scene-file schema).
public struct AppScreen: Sendable, Equatable {
    public var name: String
    public var layout: ScreenLayout
}

/// How a route puts its screen on the stack, and so how it goes back: a modal presentation is
/// dismissed (Hero's `dismissViewController`), a pushed screen is popped (`popViewController`).
public enum RouteKind: String, Sendable, Hashable, CaseIterable {
    case present
    case push
}

/// A way from one screen to another: the transition it plays, what starts it, and what takes the user
/// back. The way back plays the same transition dismissed (progress 1 → 0), as Hero plays one
/// definition both ways.
public struct Route: Sendable, Equatable {
    public var name: String
    public var kind: RouteKind = .present
    public var from: String
    public var to: String
    /// The transition as written (a preset's name or a scene file's path) and what it holds.
    public var transitionName: String
    public var transition: TransitionDefinition
    /// Elements of `from` whose tap starts the route (a tap inside one of them counts: its subviews too).
    public var taps: [String] = []
    /// The tapped element takes this heroID while the route plays (the zoom seed's `cell`: the photo
    /// grows from whichever cell was tapped, `source(cell)`), as a table view hands over the selected row.
    public var tappedHeroID: String?
    /// A pan on `from` that starts the route interactively.
    public var pan: PanTrigger?
    public var back = BackTrigger()
    /// How a pan's release decides, both ways (the way back lays `back.release` over it): the
    /// session's policy with these set, and the command line's options over both.
    public var release = ReleaseOverrides()

    /// The release rules of the route played `direction`: `release`, and the way back's over it.
    package func release(_ direction: TransitionDirection) -> ReleaseOverrides {
        direction == .present ? release : release.overridden(by: back.release)
    }

    /// The way back's pans: its own, else the forward pan reversed when `reversesPan` says so.
    package var backPanTriggers: [PanTrigger] {
        guard back.pans.isEmpty else { return back.pans }
        return back.reversesPan ? pan.map { [$0.reversed] } ?? [] : []
    }

    /// Whether a pinch starts this route or takes it back (its session then listens to pinches).
    package var takesPinch: Bool { ([pan].compactMap { $0 } + backPanTriggers).contains { $0.source == .pinch } }
}

/// What takes the user back from a route's screen.
public struct BackTrigger: Sendable, Equatable {
    /// Elements of the route's screen whose tap goes back (a close or cancel button).
    public var taps: [String] = []
    /// Pans on the route's screen that go back interactively, any one of them (the zoom seed's drag
    /// down and pinch in), as a view controller holds a pan and a pinch recognizer side by side.
    public var pans: [PanTrigger] = []
    /// The forward pan reversed goes back (a touchpad swipe back, as GNOME's and libadwaita's).
    public var reversesPan = false
    /// The way back's own release rules, over the route's (`Route.release(_:)`).
    public var release = ReleaseOverrides()
}
