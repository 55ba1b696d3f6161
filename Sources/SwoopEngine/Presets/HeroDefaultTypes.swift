/// Hero's default animation types (`HeroDefaultAnimationType`), as screen modifiers.
///
/// Hero's table gives the modifiers for presenting; dismissing uses `autoReverse` (push ↔ pull,
/// cover ↔ uncover, pageIn ↔ pageOut, zoom ↔ zoomOut, each in the opposite direction). Because
/// modifiers describe a screen's off-screen state, the reversed type yields the same modifiers on the
/// same screens — so one definition plays both ways. Hero's shadow/rounded-corner `beginWith` is not
/// modelled (shadows are not part of a frame here).
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
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : "\(v)" }
        return "translate(\(n(p.x / by)),\(n(p.y / by)))"
    }

    /// (source modifiers, destination modifiers, destination drawn above) for a directional type.
    static func modifiers(_ kind: Kind, _ d: Direction, _ size: Size) -> (String, String, Bool) {
        let inShift = translate(shift(d, appearing: true, in: size))
        let outShift = translate(shift(d, appearing: false, in: size))
        let decelerate = "whenPresenting(timingFunction(deceleration))"
        let decelerateBack = "whenDismissing(timingFunction(deceleration))"
        switch kind {
        case .push: return ("\(translate(shift(d, appearing: false, in: size), divided: 3)) overlay(0.1) \(decelerate)",
                            "\(inShift) \(decelerate)", true)
        case .pull: return ("\(outShift) \(decelerateBack)",
                            "\(translate(shift(d, appearing: true, in: size), divided: 3)) overlay(0.1) \(decelerateBack)", false)
        case .cover: return ("overlay(0.1) \(decelerate)", "\(inShift) \(decelerate)", true)
        case .uncover: return ("\(outShift) \(decelerateBack)", "overlay(0.1) \(decelerateBack)", false)
        case .slide: return (outShift, inShift, true)
        case .zoomSlide: return ("\(outShift) scale(0.8)", "\(inShift) scale(0.8)", true)
        case .pageIn: return ("scale(0.7) overlay(0.1) \(decelerate)", "\(inShift) \(decelerate)", true)
        case .pageOut: return ("\(outShift) \(decelerateBack)", "scale(0.7) overlay(0.1) \(decelerateBack)", false)
        }
    }

    static func definition(name: String, summary: String, source: String, destination: String, destinationAbove: Bool) -> TransitionDefinition {
        let full = Rect(x: 0, y: 0, width: SeedPresets.screen.width, height: SeedPresets.screen.height)
        let card = Rect(x: 16, y: 100, width: 358, height: 200)
        return TransitionDefinition(
            name: name, summary: summary, screenSize: SeedPresets.screen,
            source: ScreenLayout(elements: [
                Element(id: "sourceBackground", frame: full),
                Element(id: "sourceContent", frame: card, cornerRadius: 12, zIndex: 1, backgroundColor: SeedPresets.lightGray),
            ], modifiers: SeedPresets.modifiers(source, scope: .screen)),
            destination: ScreenLayout(elements: [
                Element(id: "destinationBackground", frame: full, backgroundColor: RGBA(hex: "#F2F2F7")!),
                Element(id: "destinationContent", frame: card, cornerRadius: 12, zIndex: 1, backgroundColor: SeedPresets.accent),
            ], modifiers: SeedPresets.modifiers(destination, scope: .screen)),
            duration: .auto, timingFunction: .standard, destinationAbove: destinationAbove)
    }

    public static let all: [TransitionDefinition] = {
        var result: [TransitionDefinition] = []
        for kind in Kind.allCases {
            for d in Direction.allCases {
                let (source, destination, above) = modifiers(kind, d, SeedPresets.screen)
                result.append(definition(name: "hero-\(kind.rawValue)-\(d.rawValue)",
                                         summary: "Hero's .\(kind.rawValue)(direction: .\(d.rawValue))",
                                         source: source, destination: destination, destinationAbove: above))
            }
        }
        result.append(definition(name: "hero-fade", summary: "Hero's .fade: both screens cross-fade",
                                 source: "fade", destination: "fade", destinationAbove: true))
        result.append(definition(name: "hero-zoom", summary: "Hero's .zoom: source grows 1.3× and fades over the destination growing from 0.7×",
                                 source: "scale(1.3) fade", destination: "scale(0.7)", destinationAbove: false))
        result.append(definition(name: "hero-zoomOut", summary: "Hero's .zoomOut: destination shrinks from 1.3× and fades in over the source shrinking to 0.7×",
                                 source: "scale(0.7)", destination: "scale(1.3) fade", destinationAbove: true))
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
