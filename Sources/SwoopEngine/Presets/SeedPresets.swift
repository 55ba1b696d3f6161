/// The four seed transitions on one phone-sized screen (390 × 844 pt). The requirements describe
/// each seed's motion, not its coordinates; the geometry here is ours, chosen once and documented in
/// docs/engine.md, and the golden tests compute their expectations from it by hand.
public enum SeedPresets {
    public static let screen = Size(width: 390, height: 844)
    static let fullScreen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// Modifier text that is part of the program, not user input: a parse failure is a bug.
    static func modifiers(_ text: String, scope: ModifierScope = .element) -> [Modifier] {
        do { return try ModifierParser.parse(text, scope: scope) } catch { preconditionFailure("preset modifiers: \(error)") }
    }

    static let accent = RGBA(hex: "#3478F6")!
    static let pink = RGBA(hex: "#FF2D55")!
    static let purple = RGBA(hex: "#5856D6")!
    static let lightGray = RGBA(hex: "#E5E5EA")!

    /// A table cell's 80 × 80 thumbnail (radius 10) grows to the full-screen photo; blurred overlay 0 → 1.
    public static let zoom = TransitionDefinition(
        name: "zoom",
        summary: "cell thumbnail grows to the full-screen photo over a blur (seed spring 0.85/0.7 s; back 0.95/0.4 s)",
        screenSize: screen,
        source: ScreenLayout(elements: [
            Element(id: "list", frame: fullScreen),
            Element(id: "cell", frame: Rect(x: 0, y: 200, width: 390, height: 96)),
            Element(id: "thumbnail", heroID: "photo", frame: Rect(x: 16, y: 208, width: 80, height: 80),
                    cornerRadius: 10, zIndex: 1, backgroundColor: accent),
        ]),
        destination: ScreenLayout(elements: [
            Element(id: "photo", heroID: "photo", frame: fullScreen, backgroundColor: accent),
            Element(id: "close", frame: Rect(x: 334, y: 56, width: 40, height: 40), cornerRadius: 20, zIndex: 2,
                    modifiers: modifiers("fade")),
        ]),
        overlay: Overlay(style: .blur, alpha: 1),
        duration: .fixed(0.7), dismissDuration: .fixed(0.4), timingFunction: .linear,
        presentTiming: .seedPresent, dismissTiming: .seedDismiss)

    /// The tapped button at (340, 770); R = √(340² + 770²) reaches the farthest corner (0, 0).
    public static let circleCenter = Point(x: 340, y: 770)
    public static let circleRadius = (340.0 * 340 + 770 * 770).squareRoot()

    /// A circle grows from the tapped button's centre (scale 0.001 → 1) while the presented screen
    /// scales up from that point and fades in; 0.3 s ease-in-out (UIView.animate's default curve).
    public static let circle = TransitionDefinition(
        name: "circle",
        summary: "circle grows from the tapped button to cover the screen; presented screen scales up and fades in (0.3 s)",
        screenSize: screen,
        source: ScreenLayout(elements: [
            Element(id: "home", frame: fullScreen),
            Element(id: "button", frame: Rect(x: 310, y: 740, width: 60, height: 60), cornerRadius: 30, zIndex: 1,
                    backgroundColor: pink),
        ]),
        destination: ScreenLayout(elements: [
            Element(id: "circle", frame: Rect(center: circleCenter, size: Size(width: 2 * circleRadius, height: 2 * circleRadius)),
                    cornerRadius: circleRadius, backgroundColor: pink, modifiers: modifiers("scale(0.001)")),
            Element(id: "content", frame: fullScreen, zIndex: 1, backgroundColor: .clear,
                    modifiers: modifiers("position(340,770) scale(0.001) fade")),
        ]),
        duration: .fixed(0.3), timingFunction: .easeInOut,
        presentTiming: .curve(.linear, duration: 0.3), dismissTiming: .curve(.linear, duration: 0.3))

    /// A radius-16 mask grows from the search bar (16, 100, 358 × 36) to the full screen while the
    /// presented screen fades in; 0.3 s ease-in-out.
    public static let mask = TransitionDefinition(
        name: "mask",
        summary: "rounded mask (radius 16) grows from the search bar to full screen; presented screen fades in (0.3 s ease-in-out)",
        screenSize: screen,
        source: ScreenLayout(elements: [
            Element(id: "search", frame: fullScreen),
            Element(id: "searchBar", frame: Rect(x: 16, y: 100, width: 358, height: 36), cornerRadius: 10, zIndex: 1,
                    backgroundColor: lightGray),
        ]),
        destination: ScreenLayout(elements: [
            Element(id: "mask", frame: fullScreen, cornerRadius: 16, modifiers: modifiers("position(195,118) size(358,36)")),
            Element(id: "results", frame: fullScreen, zIndex: 1, backgroundColor: .clear, modifiers: modifiers("fade")),
        ]),
        duration: .fixed(0.3), timingFunction: .easeInOut,
        presentTiming: .curve(.linear, duration: 0.3), dismissTiming: .curve(.linear, duration: 0.3))

    static let matchRest = "fade translate(0,-250) rotate(-1.6) scale(1.5)"

    /// heroID-matched card and title; everything else on the detail flies off with Hero's example
    /// modifiers. Default direction: dismiss (built for pan-to-dismiss). Hero's default timing.
    public static let match = TransitionDefinition(
        name: "match",
        summary: "heroID-matched card and title; the rest: fade translate(0,-250) rotate(-1.6) scale(1.5) (pan-to-dismiss)",
        screenSize: screen,
        source: ScreenLayout(elements: [
            Element(id: "grid", frame: fullScreen),
            Element(id: "card", heroID: "card", frame: Rect(x: 16, y: 120, width: 171, height: 228), cornerRadius: 12,
                    zIndex: 1, backgroundColor: purple),
            Element(id: "cardTitle", heroID: "title", frame: Rect(x: 16, y: 356, width: 171, height: 24), zIndex: 1,
                    backgroundColor: .clear),
            Element(id: "otherCard", frame: Rect(x: 203, y: 120, width: 171, height: 228), cornerRadius: 12, zIndex: 1,
                    backgroundColor: lightGray),
        ]),
        destination: ScreenLayout(elements: [
            Element(id: "detail", frame: fullScreen, modifiers: modifiers(matchRest)),
            Element(id: "image", heroID: "card", frame: Rect(x: 0, y: 0, width: 390, height: 390), zIndex: 1,
                    backgroundColor: purple),
            Element(id: "title", heroID: "title", frame: Rect(x: 16, y: 406, width: 358, height: 34), zIndex: 1,
                    backgroundColor: .clear),
            Element(id: "body", frame: Rect(x: 16, y: 456, width: 358, height: 300), zIndex: 1, backgroundColor: .clear,
                    modifiers: modifiers(matchRest)),
        ]),
        duration: .auto, timingFunction: .standard,
        presentTiming: .seedPresent, dismissTiming: .seedDismiss, defaultDirection: .dismiss)

    public static let all = [zoom, circle, mask, match]
}
