import SwoopCore
import SwoopEngine

extension App {
    /// The transition `route` plays, between the app's own screens: `from` (default the route's) on the
    /// source side, `to` (default the route's) on the destination side, the `tapped` element of the
    /// source taking the route's tapped heroID. A route played without a tap (a call, a pan) plays as
    /// from its first tap element, as `present(route:)` from code shows the route's own transition.
    ///
    /// A preset moves its screens in one of two ways, and an app's screen takes the preset's place in
    /// either: the seeds put modifiers on elements of the screens they were made with (an app screen
    /// made from such a side, or any screen for a side without one root, is used as it is); Hero's
    /// default types put them on one full-screen root view per screen (an app screen that lacks that
    /// root becomes its content, as Hero animates a view controller's view).
    package func definition(of route: Route, from: String? = nil, to: String? = nil, tapped: String? = nil)
        throws(NavigationError) -> TransitionDefinition
    {
        guard let source = screen(named: from ?? route.from), let destination = screen(named: to ?? route.to) else {
            throw .invalidApp(app: name, reason: "route '\(route.name)' names a screen the app lacks")
        }
        var definition = route.transition
        definition.screenSize = screenSize
        definition.source = Self.place(source.layout, in: route.transition.source, size: screenSize)
        definition.destination = Self.place(destination.layout, in: route.transition.destination, size: screenSize)
        if let heroID = route.tappedHeroID, let tapped = tapped ?? route.taps.first {
            definition.source.elements = definition.source.elements.map { Self.giving(heroID, to: tapped, in: $0) }
            if let photo = definition.source.elements.lazy.compactMap({ Self.firstImage(under: tapped, in: $0) }).first
            {
                definition.destination.elements = definition.destination.elements.map {
                    Self.showing(photo, where: heroID, in: $0)
                }
            }
        }
        return definition
    }

    /// The first image in the subtree of the element `id` (the tapped cell's thumbnail), depth first.
    static func firstImage(under id: String, in element: Element) -> ImageSource? {
        func first(_ element: Element) -> ImageSource? {
            element.image?.source ?? element.children.lazy.compactMap(first).first
        }
        if element.id == id { return first(element) }
        return element.children.lazy.compactMap { firstImage(under: id, in: $0) }.first
    }

    /// A destination image that grows out of the tapped element (`source(heroID)`) shows the tapped
    /// element's photo, as a detail view controller is handed the selected item: the zoom's detail
    /// shows the photo of whichever row was tapped. Its content mode stays the destination's. A
    /// heroID-matched pair (the match's card) is left as drawn: its title and text are separate
    /// elements that no rule can pair with the tapped one.
    static func showing(_ photo: ImageSource, where heroID: String, in element: Element) -> Element {
        var element = element
        let growsOutOfTapped = element.modifiers.contains { if case .source(heroID) = $0 { true } else { false } }
        if growsOutOfTapped, element.image != nil { element.image?.source = photo }
        element.children = element.children.map { showing(photo, where: heroID, in: $0) }
        return element
    }

    /// A compiled `definition(of:…)` played `direction`.
    package func plan(
        of route: Route, direction: TransitionDirection, from: String? = nil, to: String? = nil, tapped: String? = nil
    ) throws(NavigationError) -> TransitionPlan {
        let definition = try definition(of: route, from: from, to: to, tapped: tapped)
        do { return try TransitionPlan(definition, direction: direction) } catch {
            throw .transition(app: name, route: route.name, error)
        }
    }

    /// A transition that shows the root screen at progress 0, to draw it at rest before anything moves:
    /// the first route from the root (the session's first armed or played plan replaces it).
    package func restingScene() throws(NavigationError) -> (TransitionDefinition, TransitionPlan) {
        guard let route = routes.first(where: { $0.from == root }) ?? routes.first else {
            throw .invalidApp(app: name, reason: "no route to draw the screens with")
        }
        let tapped = route.taps.first
        let definition = try definition(of: route, tapped: tapped)
        return (definition, try plan(of: route, direction: .present, tapped: tapped))
    }

    /// `screen` in the place of a preset's `side` (see `definition(of:)`).
    static func place(_ screen: ScreenLayout, in side: ScreenLayout, size: Size) -> ScreenLayout {
        guard side.elements.count == 1, let root = side.elements.first, !root.modifiers.isEmpty,
            root.frame == Rect(x: 0, y: 0, width: size.width, height: size.height), !screen.contains(root.id)
        else { return screen }
        var wrapper = root
        wrapper.children = screen.elements
        return ScreenLayout(elements: [wrapper], modifiers: screen.modifiers + side.modifiers)
    }

    static func giving(_ heroID: String, to id: String, in element: Element) -> Element {
        var element = element
        if element.id == id { element.heroID = heroID }
        element.children = element.children.map { giving(heroID, to: id, in: $0) }
        return element
    }

    /// The routes that start on `screen` with a pan, and the routes whose way back is a pan from it:
    /// together at most one (see `validate()`).
    func panRoutes(on screen: String) -> [(route: Route, back: Bool)] {
        routes.filter { $0.from == screen && $0.pan != nil }.map { ($0, false) }
            + routes.filter { $0.to == screen && !$0.backPanTriggers.isEmpty }.map { ($0, true) }
    }

    /// Refuses an app whose parts do not fit: unknown screens or elements, two pan routes on one screen
    /// (the recognizer locks one axis and direction; which route a pan starts must not depend on
    /// more), and routes whose transition does not compile between their screens.
    package func validate() throws(NavigationError) {
        func fail(_ reason: String) -> NavigationError { .invalidApp(app: name, reason: reason) }
        var names: Set<String> = []
        for screen in screens where !names.insert(screen.name).inserted {
            throw fail("two screens are named '\(screen.name)'")
        }
        guard names.contains(root) else { throw fail("the root screen '\(root)' is not one of its screens") }
        var routeNames: Set<String> = []
        for route in routes {
            guard routeNames.insert(route.name).inserted else { throw fail("two routes are named '\(route.name)'") }
            guard let from = screen(named: route.from) else {
                throw fail("route '\(route.name)': no screen '\(route.from)'")
            }
            guard let to = screen(named: route.to) else { throw fail("route '\(route.name)': no screen '\(route.to)'") }
            guard route.from != route.to else {
                throw fail("route '\(route.name)' goes from '\(route.from)' to itself")
            }
            for id in route.taps where !from.layout.contains(id) {
                throw fail("route '\(route.name)': screen '\(from.name)' has no element '\(id)' to tap")
            }
            for id in route.back.taps where !to.layout.contains(id) {
                throw fail("route '\(route.name)': screen '\(to.name)' has no element '\(id)' to tap back")
            }
            guard !route.taps.isEmpty || route.pan != nil else {
                throw fail("route '\(route.name)' has no trigger (give taps or a pan)")
            }
            // Both ways compile, from each element that can start it (its heroID changes the scene).
            for tapped in route.taps.isEmpty ? [nil] : route.taps.map(Optional.some) {
                _ = try plan(of: route, direction: .present, tapped: tapped)
                _ = try plan(of: route, direction: .dismiss, tapped: tapped)
            }
        }
        for screen in screens {
            let pans = panRoutes(on: screen.name)
            if pans.count > 1 {
                throw fail(
                    "screen '\(screen.name)' has \(pans.count) pan routes (\(pans.map(\.route.name).joined(separator: ", "))): one pan route a screen"
                )
            }
        }
    }
}

extension ScreenLayout {
    /// Whether an element with this id is on the screen, at any depth.
    package func contains(_ id: String) -> Bool { element(id) != nil }

    /// The element with this id, at any depth.
    package func element(_ id: String) -> Element? {
        func find(_ elements: [Element]) -> Element? {
            for element in elements {
                if element.id == id { return element }
                if let found = find(element.children) { return found }
            }
            return nil
        }
        return find(elements)
    }
}
