/// The four seed transitions on one phone-sized screen (390 × 844 pt). Where a seed's code fixes a
/// number (the circle's formula and 0.3 s, the mask's radius, the zoom's springs, close button and
/// corner radius, Hero's modifiers) it is used and named in a comment; the screens' content (rows,
/// colours, where the button is) is ours. docs/engine.md has the table.
public enum SeedPresets {
    public static let screen = Size(width: 390, height: 844)
    static let fullScreen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// Modifier text that is part of the program, not user input: a parse failure is a bug.
    static func modifiers(_ text: String, scope: ModifierScope = .element) -> [Modifier] {
        do { return try ModifierParser.parse(text, scope: scope) } catch {
            preconditionFailure("preset modifiers: \(error)")
        }
    }

    static let accent = RGBA(hex: "#3478F6")!
    static let pink = RGBA(hex: "#FF2D55")!
    static let purple = RGBA(hex: "#5856D6")!
    static let lightGray = RGBA(hex: "#E5E5EA")!
    package static let paleGray = RGBA(hex: "#F2F2F7")!
    static let midGray = RGBA(hex: "#C7C7CC")!
    static let darkGray = RGBA(hex: "#3A3A3C")!
    /// `UIColor.systemOrange`.
    static let orange = RGBA(hex: "#FF9500")!
    /// `UIColor.separator` over white.
    static let separator = RGBA(hex: "#C6C6C8")!

    /// The captions of Swoop's own photos (`ImageSource.landscape(N)`, N mod 6: what each one shows).
    static let photoCaptions = [
        "Lake at dawn", "Alpine noon", "Desert dusk", "Fjord by night", "Autumn hills", "Valley after rain"
    ]
    static func caption(_ photo: Int) -> String { photoCaptions[photo % photoCaptions.count] }

    // MARK: circle

    /// The tapped button's centre (ours: the seed reveals from `menuButton.center`, wherever it is).
    public static let circleStart = Point(x: 340, y: 770)

    /// The circle seed's two layouts: `present` (the presented screen and the circle grow out of the
    /// start point; dismissing shrinks them back) and `pop`, Swoop's interpretation of a pop: the screen
    /// being returned to grows out of the point over the leaving one, the circle under it. (The
    /// tutorial's pop code shrinks the returning screen instead — a bug carried over from the original
    /// it follows — so this is not the seed's pop.)
    public enum CircleMode: String, Sendable, CaseIterable {
        case present, pop
    }

    /// The circle seed from any start point: a circle of the button's colour, `2·√(xLen² + yLen²)` across
    /// (`Element.circle`), from `scale(0.001)`; the screen from its centre at the point, `scale(0.001)`,
    /// alpha 0 — over the seed's 0.3 s with `UIView.animate`'s default curve (ease-in-out).
    public static func circleReveal(from start: Point, mode: CircleMode = .present, name: String = "circle")
        -> TransitionDefinition
    {
        let grow = "position(\(number(start.x)),\(number(start.y))) scale(0.001) fade"
        let button = Element(
            id: "button", frame: Rect(center: start, size: Size(width: 60, height: 60)), cornerRadius: 30,
            zIndex: 1, backgroundColor: pink,
            text: ElementText("Menu", font: Font(size: 15, weight: .semibold), color: .white, alignment: .center))
        let menu = ["Home", "Photos", "Settings", "Sign out"].enumerated().map { k, title in
            Element(
                id: "item\(k)", frame: Rect(x: 40, y: 260 + 90 * Double(k), width: 310, height: 60), cornerRadius: 12,
                backgroundColor: RGBA(red: 1, green: 1, blue: 1, alpha: 0.8),
                text: ElementText(title, font: Font(size: 20, weight: .semibold), color: pink, alignment: .center))
        }
        let rows = ["Inbox", "Drafts", "Sent", "Archive", "Trash"].enumerated().map { k, title in
            Element(
                id: "row\(k)", frame: Rect(x: 16, y: 120 + 72 * Double(k), width: 358, height: 56), cornerRadius: 10,
                backgroundColor: lightGray,
                children: [
                    Element(
                        id: "row\(k)Title", frame: Rect(x: 16, y: 0, width: 326, height: 56), backgroundColor: .clear,
                        text: ElementText(title, font: TextStyle.body))
                ])
        }
        let chrome = [
            PhoneChrome.statusBar("home"),
            PhoneChrome.largeTitle("home", "Mail")
        ]
        let circle = Element.circle(
            id: "circle", from: start, in: screen, backgroundColor: pink, modifiers: modifiers("scale(0.001)"))
        let timing = SettleTiming.curve(.linear, duration: 0.3)
        switch mode {
        case .present:
            return TransitionDefinition(
                name: name,
                summary:
                    "circle of the button's colour grows from (\(number(start.x)), \(number(start.y))) to cover the screen; the presented screen scales up from there and fades in (0.3 s)",
                screenSize: screen,
                source: ScreenLayout(elements: [Element(id: "home", frame: fullScreen, children: chrome + rows), button]
                ),
                destination: ScreenLayout(elements: [
                    circle,
                    Element(
                        id: "content", frame: fullScreen, zIndex: 1, backgroundColor: .clear,
                        modifiers: modifiers(grow), children: menu)
                ]),
                duration: .fixed(0.3), timingFunction: .easeInOut, presentTiming: timing, dismissTiming: timing)
        case .pop:
            var home = Element(
                id: "home", frame: fullScreen, zIndex: 1, modifiers: modifiers(grow), children: chrome + rows)
            home.children.append(button)
            return TransitionDefinition(
                name: name,
                summary:
                    "Swoop's pop (not the tutorial's, which shrinks it): the screen returned to grows from (\(number(start.x)), \(number(start.y))) over the leaving one, the circle under it (0.3 s)",
                screenSize: screen,
                source: ScreenLayout(elements: [circle, home]),
                destination: ScreenLayout(elements: [
                    Element(id: "menu", frame: fullScreen, backgroundColor: pink, children: menu)
                ]),
                duration: .fixed(0.3), timingFunction: .easeInOut, presentTiming: timing, dismissTiming: timing,
                defaultDirection: .dismiss, destinationAbove: false)
        }
    }

    public static let circle = circleReveal(from: circleStart)
    public static let circlePop = circleReveal(from: circleStart, mode: .pop, name: "circle-pop")

    // MARK: mask

    /// The search bar the mask grows from.
    public static let searchBar = Rect(x: 16, y: 100, width: 358, height: 36)
    /// `UISearchTextField`'s fill on white (tertiary system fill).
    static let searchFieldGray = RGBA(hex: "#EEEEEF")!
    /// The mask seed's corner radius.
    public static let maskCornerRadius = 16.0

    /// A white rounded mask (radius 16; white as the seed's mask view is) grows from the search bar to the full screen; the results screen is
    /// its subview, so it is revealed inside the growing box (clipped to it) while it fades in;
    /// 0.3 s ease-in-out.
    public static let mask: TransitionDefinition = {
        let results = [
            "Lake at dawn", "Lakeside cabins", "Lake Bled", "Lake Como", "Lake Geneva", "Lake Louise",
            "Lake Tahoe", "Lakes of Plitvice"
        ]
        let rows = results.enumerated().map { k, title in
            Element(
                id: "result\(k)", frame: Rect(x: 16, y: 152 + 56 * Double(k), width: 358, height: 44), cornerRadius: 8,
                backgroundColor: paleGray,
                children: [
                    Element(
                        id: "result\(k)Title", frame: Rect(x: 12, y: 0, width: 334, height: 44),
                        backgroundColor: .clear,
                        text: ElementText(title, font: TextStyle.body))
                ])
        }
        // The field is one view to the eye: matched by heroID across the screens, so it stays put
        // above the growing mask (Hero lifts matched views) instead of vanishing under its white; its
        // placeholder rides on it from the search screen.
        let placeholder = Element(
            id: "searchPlaceholder", frame: Rect(x: 12, y: 0, width: 334, height: 36), backgroundColor: .clear,
            text: ElementText("Search", font: TextStyle.body, color: TextStyle.secondary))
        func field(_ id: String, zIndex: Double = 0, children: [Element] = []) -> Element {
            Element(
                id: id, heroID: "searchField", frame: searchBar, cornerRadius: 10, zIndex: zIndex,
                backgroundColor: searchFieldGray, children: children)
        }
        let centre = searchBar.center
        return TransitionDefinition(
            name: "mask",
            summary:
                "white rounded mask (radius 16) grows from the search field to full screen with the results inside it, fading in (0.3 s ease-in-out)",
            screenSize: screen,
            source: ScreenLayout(elements: [
                Element(
                    id: "search", frame: fullScreen,
                    children: [
                        PhoneChrome.statusBar("search"),
                        PhoneChrome.largeTitle("search", "Search"),
                        Element(
                            id: "searchHint", frame: Rect(x: 16, y: 160, width: 358, height: 60),
                            backgroundColor: .clear,
                            text: ElementText(
                                "Places, photos and people you follow", font: TextStyle.subheadline,
                                color: TextStyle.secondary, alignment: .center))
                    ]),
                field("searchBar", zIndex: 1, children: [placeholder])
            ]),
            destination: ScreenLayout(elements: [
                Element(
                    id: "mask", frame: fullScreen, cornerRadius: maskCornerRadius, backgroundColor: .white,
                    modifiers: modifiers(
                        "position(\(number(centre.x)),\(number(centre.y))) size(\(number(searchBar.width)),\(number(searchBar.height)))"
                    ),
                    children: [
                        Element(
                            id: "results", frame: fullScreen, modifiers: modifiers("fade"),
                            children: [field("resultsField")] + rows)
                    ],
                    clips: true)
            ]),
            duration: .fixed(0.3), timingFunction: .easeInOut,
            presentTiming: .curve(.linear, duration: 0.3), dismissTiming: .curve(.linear, duration: 0.3))
    }()

    public static let all = [zoom, circle, circlePop, mask, match]

    /// A whole number without a fraction, else Swift's shortest form: for modifier text.
    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)" }
}
