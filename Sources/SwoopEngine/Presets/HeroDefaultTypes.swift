/// Hero's default animation types (`HeroDefaultAnimationType`, applied by Hero's
/// `DefaultAnimationPreprocessor`), as modifiers on each screen's root view.
///
/// Hero gives both root views `.timingFunction(.standard), .duration(0.35)` and then each type's
/// modifiers; the types that slide a screen over the other give it a shadow (`shadowOpacity(0)` off
/// screen, `beginWith` a 0.5-opacity black shadow of radius 5 at rest). Dismissing uses `autoReverse`
/// (push ↔ pull, cover ↔ uncover, pageIn ↔ pageOut, zoom ↔ zoomOut, each in the opposite direction);
/// because modifiers describe a screen's off-screen state, the reversed type yields the same
/// modifiers on the same screens — only the deceleration curve is the presenting type's alone. So one
/// definition plays both ways. docs/engine.md has the table of Hero's values.
public enum HeroDefaultTypes {
    public enum Direction: String, CaseIterable, Sendable {
        case left, right, up, down
    }

    public enum Kind: String, CaseIterable, Sendable {
        case push, pull, cover, uncover, slide, zoomSlide, pageIn, pageOut
    }

    /// Hero's `shift(direction:appearing:)`: a full screen width/height, signed so the appearing
    /// screen comes from the side the motion starts on.
    static func shift(_ direction: Direction, appearing: Bool, in size: Size) -> (x: Double, y: Double) {
        switch direction {
        case .left, .right: ((direction == .right) == appearing ? -size.width : size.width, 0)
        case .up, .down: (0, (direction == .down) == appearing ? -size.height : size.height)
        }
    }

    static func translate(_ p: (x: Double, y: Double), divided by: Double = 1) -> String {
        "translate(\(SeedPresets.number(p.x / by)),\(SeedPresets.number(p.y / by)))"
    }

    /// What every root view starts with (`context[view] = [.timingFunction(.standard), .duration(0.35)]`).
    static let base = "duration(0.35) timingFunction(standard)"
    /// `shadowOpacity(0)` off screen over Hero's `shadowState` at rest.
    static let shadow =
        "shadowOpacity(0) beginWith(shadowOpacity(0.5) shadowColor(#000000) shadowRadius(5) shadowOffset(0,0))"

    /// (source root's modifiers, destination root's modifiers, destination drawn above) for a directional type.
    static func modifiers(_ kind: Kind, _ d: Direction, _ size: Size) -> (String, String, Bool) {
        let inShift = translate(shift(d, appearing: true, in: size))
        let outShift = translate(shift(d, appearing: false, in: size))
        let decelerate = "whenPresenting(timingFunction(deceleration))"
        let decelerateBack = "whenDismissing(timingFunction(deceleration))"
        let (source, destination, above): (String, String, Bool) =
            switch kind {
            case .push:
                (
                    "\(translate(shift(d, appearing: false, in: size), divided: 3)) overlay(0.1) \(decelerate)",
                    "\(inShift) \(shadow) \(decelerate)", true
                )
            case .pull:
                (
                    "\(outShift) \(shadow) \(decelerateBack)",
                    "\(translate(shift(d, appearing: true, in: size), divided: 3)) overlay(0.1) \(decelerateBack)",
                    false
                )
            case .cover: ("overlay(0.1) \(decelerate)", "\(inShift) \(shadow) \(decelerate)", true)
            case .uncover: ("\(outShift) \(shadow) \(decelerateBack)", "overlay(0.1) \(decelerateBack)", false)
            case .slide: (outShift, inShift, true)
            case .zoomSlide: ("\(outShift) scale(0.8)", "\(inShift) scale(0.8)", true)
            case .pageIn: ("scale(0.7) overlay(0.1) \(decelerate)", "\(inShift) \(shadow) \(decelerate)", true)
            case .pageOut:
                ("\(outShift) \(shadow) \(decelerateBack)", "scale(0.7) overlay(0.1) \(decelerateBack)", false)
            }
        return ("\(base) \(source)", "\(base) \(destination)", above)
    }

    /// Hero's `.fade`: the destination's modifiers become `[.fade]` (its 0.35 s and curve dropped), and
    /// the source fades too only when it is not opaque (`!fromView.isOpaque` or a translucent
    /// background); both then take `.durationMatchLongest` — as long as the longest animation of the
    /// transition, which is Hero's auto duration (0.208 s) when nothing else moves.
    static func fadeModifiers(sourceOpaque: Bool) -> (source: String, destination: String) {
        (sourceOpaque ? "\(base) durationMatchLongest" : "fade durationMatchLongest", "fade durationMatchLongest")
    }

    static func definition(
        name: String, summary: String, source: String, destination: String, destinationAbove: Bool,
        pan: PanDefaults = .any
    ) -> TransitionDefinition {
        let full = Rect(x: 0, y: 0, width: SeedPresets.screen.width, height: SeedPresets.screen.height)
        let card = Rect(x: 16, y: 100, width: 358, height: 200)
        return TransitionDefinition(
            name: name, summary: summary, screenSize: SeedPresets.screen,
            source: ScreenLayout(elements: [
                Element(
                    id: "sourceScreen", frame: full, modifiers: SeedPresets.modifiers(source),
                    children: [
                        Element(
                            id: "sourceContent", frame: card, cornerRadius: 12, backgroundColor: SeedPresets.lightGray)
                    ])
            ]),
            destination: ScreenLayout(elements: [
                Element(
                    id: "destinationScreen", frame: full, backgroundColor: SeedPresets.paleGray,
                    modifiers: SeedPresets.modifiers(destination),
                    children: [
                        Element(
                            id: "destinationContent", frame: card, cornerRadius: 12, backgroundColor: SeedPresets.accent
                        )
                    ])
            ]),
            duration: .auto, timingFunction: .standard, destinationAbove: destinationAbove, settle: .hero, pan: pan)
    }

    /// The drag that follows a directional type: the way its screens move (`.left`: right to left).
    static func pan(_ d: Direction) -> PanDefaults {
        switch d {
        case .left: PanDefaults(axis: .x, direction: .negative)
        case .right: PanDefaults(axis: .x, direction: .positive)
        case .up: PanDefaults(axis: .y, direction: .negative)
        case .down: PanDefaults(axis: .y, direction: .positive)
        }
    }

    public static let all: [TransitionDefinition] = {
        var result: [TransitionDefinition] = []
        for kind in Kind.allCases {
            for d in Direction.allCases {
                let (source, destination, above) = modifiers(kind, d, SeedPresets.screen)
                result.append(
                    definition(
                        name: "hero-\(kind.rawValue)-\(d.rawValue)",
                        summary: "Hero's .\(kind.rawValue)(direction: .\(d.rawValue))",
                        source: source, destination: destination, destinationAbove: above, pan: pan(d)))
            }
        }
        let fade = fadeModifiers(sourceOpaque: true)
        result.append(
            definition(
                name: "hero-fade", summary: "Hero's .fade: the destination fades in over the opaque source",
                source: fade.source, destination: fade.destination, destinationAbove: true))
        result.append(
            definition(
                name: "hero-zoom",
                summary: "Hero's .zoom: source grows 1.3× and fades over the destination growing from 0.7×",
                source: "\(base) scale(1.3) fade", destination: "\(base) scale(0.7)", destinationAbove: false))
        result.append(
            definition(
                name: "hero-zoomOut",
                summary:
                    "Hero's .zoomOut: destination shrinks from 1.3× and fades in over the source shrinking to 0.7×",
                source: "\(base) scale(0.7)", destination: "\(base) scale(1.3) fade", destinationAbove: true))
        return result
    }()
}

/// Every preset by name: the four seeds first, then Hero's default types.
public enum TransitionCatalog {
    public static let all: [TransitionDefinition] = SeedPresets.all + HeroDefaultTypes.all

    public static func named(_ name: String) -> TransitionDefinition? {
        all.first { $0.name == name }
    }
}
