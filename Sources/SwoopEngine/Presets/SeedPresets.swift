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
    static let paleGray = RGBA(hex: "#F2F2F7")!
    static let midGray = RGBA(hex: "#C7C7CC")!
    static let darkGray = RGBA(hex: "#3A3A3C")!

    // MARK: zoom

    /// The tapped table cell (its content view fills it), in window coordinates.
    public static let tappedCell = Rect(x: 0, y: 200, width: 390, height: 96)
    /// The zoom seed's close button: 50 × 50 at the bottom trailing corner, inset 10.
    public static let closeButtonSide = 50.0
    public static let closeButtonInset = 10.0
    /// The zoom seed rounds the photo only while dismissing: 0 → 10.
    public static let zoomDismissCornerRadius = 10.0

    static func cell(_ id: String, y: Double, heroID: String? = nil, thumbnail: RGBA) -> Element {
        Element(
            id: id, heroID: heroID, frame: Rect(x: 0, y: y, width: 390, height: 96),
            children: [
                Element(
                    id: id + "Thumbnail", frame: Rect(x: 16, y: 8, width: 80, height: 80), cornerRadius: 10,
                    backgroundColor: thumbnail),
                Element(
                    id: id + "Title", frame: Rect(x: 112, y: 26, width: 200, height: 16), cornerRadius: 4,
                    backgroundColor: lightGray),
                Element(
                    id: id + "Detail", frame: Rect(x: 112, y: 54, width: 140, height: 12), cornerRadius: 4,
                    backgroundColor: lightGray)
            ])
    }

    /// The photo grows out of the tapped cell's content frame (`source(cell)`: its geometry only, not
    /// its colour) to the full screen over a light blur; dismissing, it shrinks back and its corners
    /// round 0 → 10 while the close button fades out. The seed's springs drive the progress (0.85 over
    /// 0.7 s in, 0.95 over 0.4 s out); each element follows the progress linearly.
    public static let zoom = TransitionDefinition(
        name: "zoom",
        summary:
            "photo grows from the tapped cell over a light blur; dismiss rounds it (0 → 10) and fades the close button (seed springs 0.85/0.7 s, 0.95/0.4 s)",
        screenSize: screen,
        source: ScreenLayout(elements: [
            Element(
                id: "list", frame: fullScreen,
                children: [
                    cell("cellAbove", y: 104, thumbnail: midGray),
                    cell("cell", y: tappedCell.y, heroID: "cell", thumbnail: accent),
                    cell("cellBelow", y: 296, thumbnail: midGray)
                ])
        ]),
        destination: ScreenLayout(elements: [
            Element(
                id: "photo", frame: fullScreen, backgroundColor: accent,
                modifiers: modifiers("source(cell) whenDismissing(cornerRadius(\(Int(zoomDismissCornerRadius))))")),
            Element(
                id: "close",
                frame: Rect(
                    x: screen.width - closeButtonInset - closeButtonSide,
                    y: screen.height - closeButtonInset - closeButtonSide,
                    width: closeButtonSide, height: closeButtonSide),
                cornerRadius: closeButtonSide / 2, zIndex: 1, backgroundColor: darkGray,
                modifiers: modifiers("whenDismissing(fade)"))
        ]),
        overlay: Overlay(style: .blur, alpha: 1),
        duration: .fixed(0.7), dismissDuration: .fixed(0.4), timingFunction: .linear,
        presentTiming: .seedPresent, dismissTiming: .seedDismiss)

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
            zIndex: 1, backgroundColor: pink)
        let menu = (0..<4).map { k in
            Element(
                id: "item\(k)", frame: Rect(x: 40, y: 260 + 90 * Double(k), width: 310, height: 60), cornerRadius: 12,
                backgroundColor: RGBA(red: 1, green: 1, blue: 1, alpha: 0.8))
        }
        let rows = (0..<5).map { k in
            Element(
                id: "row\(k)", frame: Rect(x: 16, y: 120 + 72 * Double(k), width: 358, height: 56), cornerRadius: 10,
                backgroundColor: lightGray)
        }
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
                source: ScreenLayout(elements: [Element(id: "home", frame: fullScreen, children: rows), button]),
                destination: ScreenLayout(elements: [
                    circle,
                    Element(
                        id: "content", frame: fullScreen, zIndex: 1, backgroundColor: .clear,
                        modifiers: modifiers(grow), children: menu)
                ]),
                duration: .fixed(0.3), timingFunction: .easeInOut, presentTiming: timing, dismissTiming: timing)
        case .pop:
            var home = Element(id: "home", frame: fullScreen, zIndex: 1, modifiers: modifiers(grow), children: rows)
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
    /// The mask seed's corner radius.
    public static let maskCornerRadius = 16.0

    /// A rounded mask (radius 16) grows from the search bar to the full screen; the results screen is
    /// its subview, so it is revealed inside the growing box (clipped to it) while it fades in;
    /// 0.3 s ease-in-out.
    public static let mask: TransitionDefinition = {
        let rows = (0..<8).map { k in
            Element(
                id: "result\(k)", frame: Rect(x: 16, y: 152 + 56 * Double(k), width: 358, height: 44), cornerRadius: 8,
                backgroundColor: midGray)
        }
        let field = Element(id: "resultsField", frame: searchBar, cornerRadius: 10, backgroundColor: paleGray)
        let centre = searchBar.center
        return TransitionDefinition(
            name: "mask",
            summary:
                "rounded mask (radius 16) grows from the search bar to full screen with the results inside it, fading in (0.3 s ease-in-out)",
            screenSize: screen,
            source: ScreenLayout(elements: [
                Element(id: "search", frame: fullScreen),
                Element(id: "searchBar", frame: searchBar, cornerRadius: 10, zIndex: 1, backgroundColor: lightGray)
            ]),
            destination: ScreenLayout(elements: [
                Element(
                    id: "mask", frame: fullScreen, cornerRadius: maskCornerRadius, backgroundColor: lightGray,
                    modifiers: modifiers(
                        "position(\(number(centre.x)),\(number(centre.y))) size(\(number(searchBar.width)),\(number(searchBar.height)))"
                    ),
                    children: [
                        Element(
                            id: "results", frame: fullScreen, modifiers: modifiers("fade"), children: [field] + rows)
                    ],
                    clips: true)
            ]),
            duration: .fixed(0.3), timingFunction: .easeInOut,
            presentTiming: .curve(.linear, duration: 0.3), dismissTiming: .curve(.linear, duration: 0.3))
    }()

    // MARK: match

    /// Hero's usage guide: `view.heroModifiers = [.fade, .translate(x:0, y:-250), .rotate(x:-1.6), .scale(1.5)]`.
    static let matchRest = "fade translate(0,-250) rotate(x:-1.6) scale(1.5)"

    /// heroID-matched card and title fly between the grid and the detail; the detail screen (with its
    /// body) fades, rises 250 pt, tilts back about x by 1.6 rad (foreshortened by cos θ, no
    /// perspective, as in the guide) and grows 1.5×. Built for pan-to-dismiss: the detail follows the
    /// finger (Hero's `apply(modifiers: [.translate(x: translation.x)], to: view)`). Hero's timing.
    public static let match = TransitionDefinition(
        name: "match",
        summary:
            "heroID-matched card and title; the detail: fade translate(0,-250) rotate(x:-1.6) scale(1.5), following the finger (pan-to-dismiss)",
        screenSize: screen,
        source: ScreenLayout(elements: [
            Element(
                id: "grid", frame: fullScreen,
                children: [
                    Element(
                        id: "card", heroID: "card", frame: Rect(x: 16, y: 120, width: 171, height: 228),
                        cornerRadius: 12,
                        zIndex: 1, backgroundColor: purple),
                    Element(
                        id: "cardTitle", heroID: "title", frame: Rect(x: 16, y: 356, width: 171, height: 24), zIndex: 1,
                        backgroundColor: .clear),
                    Element(
                        id: "otherCard", frame: Rect(x: 203, y: 120, width: 171, height: 228), cornerRadius: 12,
                        zIndex: 1,
                        backgroundColor: lightGray)
                ])
        ]),
        destination: ScreenLayout(elements: [
            Element(
                id: "detail", frame: fullScreen, backgroundColor: paleGray, modifiers: modifiers(matchRest),
                children: [
                    Element(
                        id: "image", heroID: "card", frame: Rect(x: 0, y: 0, width: 390, height: 390), zIndex: 1,
                        backgroundColor: purple),
                    Element(
                        id: "title", heroID: "title", frame: Rect(x: 16, y: 406, width: 358, height: 34), zIndex: 1,
                        backgroundColor: .clear),
                    Element(
                        id: "body", frame: Rect(x: 16, y: 456, width: 358, height: 300), cornerRadius: 12, zIndex: 1,
                        children: (0..<4).map { k in
                            Element(
                                id: "line\(k)",
                                frame: Rect(x: 16, y: 24 + 64 * Double(k), width: k == 3 ? 200 : 326, height: 28),
                                cornerRadius: 6, backgroundColor: midGray)
                        })
                ])
        ]),
        duration: .auto, timingFunction: .standard,
        presentTiming: .seedPresent, dismissTiming: .seedDismiss, defaultDirection: .dismiss, follow: "detail",
        settle: .hero, pan: PanDefaults(axis: .x, direction: .negative))

    public static let all = [zoom, circle, circlePop, mask, match]

    /// A whole number without a fraction, else Swift's shortest form: for modifier text.
    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)" }
}
