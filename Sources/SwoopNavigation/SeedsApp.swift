import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInteraction

/// The apps that come with Swoop (`swoop apps`).
public enum BundledApps {
    public static let all: [App] = [SeedsApp.app]

    public static func named(_ name: String) -> App? { all.first { $0.name == name } }
}

/// `seeds`: every seed transition in the flow it belongs to, on one home screen made of the presets'
/// own pieces — three of the zoom's list rows, the circle's "+" button, the mask's search bar, the
/// match's cards — each kept where its preset puts what the transition starts from (the search bar, the
/// button), the rows and cards moved apart so that nothing overlaps. The other screens are the
/// presets' presented screens, with a close or cancel button where the preset has none.
package enum SeedsApp {
    static let full = Rect(x: 0, y: 0, width: SeedPresets.screen.width, height: SeedPresets.screen.height)
    /// The zoom's inset-grouped section of three rows, below the search bar: the middle one (`cell`)
    /// is where the preset's tapped row is drawn from.
    static let section = Rect(x: SeedPresets.listSection.x, y: 148, width: SeedPresets.listSection.width, height: 300)
    /// The cards go below the rows.
    static let cardShift = 336.0

    static func shifted(_ element: Element, by dy: Double) -> Element {
        var element = element
        element.frame.y += dy
        element.heroID = nil  // a route gives the tapped one its heroID
        return element
    }

    static func children(of definition: TransitionDefinition, _ side: KeyPath<TransitionDefinition, ScreenLayout>)
        -> [Element]
    {
        definition[keyPath: side].elements.flatMap { $0.children.isEmpty ? [$0] : $0.children }
    }

    /// The zoom's rows that can be tapped (each opens the detail, growing out of it).
    static let rows = ["row0", "cell", "row2"]

    static let home: ScreenLayout = {
        let list = Element(
            id: "section", frame: section, cornerRadius: SeedPresets.listCornerRadius,
            children: rows.enumerated().map { k, id in shifted(SeedPresets.row(k, id: id), by: 0) }, clips: true)
        let cardIDs: Set = ["card", "cardTitle", "otherCard", "otherTitle"]
        let cards = children(of: SeedPresets.match, \.source).filter { cardIDs.contains($0.id) }
            .map { shifted($0, by: cardShift) }
        let searchBar = SeedPresets.mask.source.elements.filter { $0.id == "searchBar" }
        let button = SeedPresets.circle.source.elements.filter { $0.id == "button" }
        let home = Element(
            id: "home", frame: full, backgroundColor: SeedPresets.paleGray,
            children: [PhoneChrome.statusBar("home")] + searchBar + [list] + cards + [PhoneChrome.homeIndicator("home")]
        )
        return ScreenLayout(elements: [home] + button)
    }()

    /// Modifier text that is part of the program: a parse failure is a bug.
    static let fade: [Modifier] = {
        do { return try ModifierParser.parse("fade", scope: .element) } catch { preconditionFailure("\(error)") }
    }()

    /// A round button that fades in and out with its screen.
    static func button(_ id: String, _ frame: Rect, _ colour: RGBA) -> Element {
        Element(
            id: id, frame: frame, cornerRadius: min(frame.width, frame.height) / 2, zIndex: 2, backgroundColor: colour,
            modifiers: fade)
    }

    static let menu: ScreenLayout = {
        var layout = SeedPresets.circle.destination
        layout.elements.append(
            button("closeMenu", Rect(center: SeedPresets.circleStart, size: Size(width: 60, height: 60)), .white))
        return layout
    }()

    static let search: ScreenLayout = {
        var layout = SeedPresets.mask.destination
        layout.elements.append(button("cancel", Rect(x: 304, y: 52, width: 70, height: 36), RGBA(hex: "#C7C7CC")!))
        return layout
    }()

    static let pushPreset = "hero-push-left"
    static let pushed = ScreenLayout(elements: children(of: TransitionCatalog.named(pushPreset)!, \.destination))

    static func preset(_ name: String) -> TransitionDefinition { TransitionCatalog.named(name)! }

    /// A touchscreen drag down: the sheet-like way back of the zoom, the circle and the mask.
    static let panDown = PanTrigger(source: .touch, axis: .y, direction: .positive)
    /// A pinch in (toward `--pinch-scale`, 0.5 by default): the zoomed photo's natural way back, beside
    /// the drag down, on a touchscreen (two fingers) or a touchpad.
    static let pinchIn = PanTrigger.pinch

    package static let app = App(
        name: "seeds",
        summary:
            "the seed transitions in their flows: tap a cell (zoom; close, drag down or pinch in to go back), \"+\" (circle), the search bar (mask), a card (Hero match); a three-finger swipe left pushes",
        screenSize: SeedPresets.screen, root: "home",
        screens: [
            AppScreen(name: "home", layout: home),
            AppScreen(name: "detail", layout: SeedPresets.zoom.destination),
            AppScreen(name: "menu", layout: menu),
            AppScreen(name: "search", layout: search),
            AppScreen(name: "card", layout: SeedPresets.match.destination),
            AppScreen(name: "pushed", layout: pushed)
        ],
        routes: [
            Route(
                name: "zoom", from: "home", to: "detail", transitionName: "zoom", transition: SeedPresets.zoom,
                taps: rows, tappedHeroID: "cell",
                back: BackTrigger(taps: ["close"], pans: [panDown, pinchIn])),
            Route(
                name: "circle", from: "home", to: "menu", transitionName: "circle", transition: SeedPresets.circle,
                taps: ["button"], back: BackTrigger(taps: ["closeMenu"], pans: [panDown])),
            Route(
                name: "search", from: "home", to: "search", transitionName: "mask", transition: SeedPresets.mask,
                taps: ["searchBar"], back: BackTrigger(taps: ["cancel"], pans: [panDown])),
            // Hero's tutorial: a right-to-left pan on the detail dismisses it, the detail following the finger.
            Route(
                name: "card", from: "home", to: "card", transitionName: "match", transition: SeedPresets.match,
                taps: ["card", "otherCard"], tappedHeroID: "card",
                back: BackTrigger(pans: [PanTrigger(source: .touch, axis: .x, direction: .negative)])),
            // GNOME's and libadwaita's touchpad navigation: swipe left to go forward, right to go back.
            Route(
                name: "push", kind: .push, from: "home", to: "pushed", transitionName: pushPreset,
                transition: preset(pushPreset),
                pan: PanTrigger(source: .swipe, fingers: [3, 4], axis: .x, direction: .negative),
                back: BackTrigger(reversesPan: true))
        ])
}
