/// Hero's modifiers. On an unmatched element a visual modifier describes its state while it is
/// off-screen (appearing elements animate from it, disappearing ones to it); on a matched element it
/// adjusts that side of the pair; in a screen's list it acts on the whole screen (about its centre)
/// and sets the timing of every unmatched element of that screen.
///
/// The transform modifiers compose as Hero's do: each multiplies the transform so far on the right
/// (`CATransform3DTranslate/Rotate/Scale(t, …)`: the new step acts first, in the element's own axes),
/// and `perspective(d)` sets `m34 = −1/d` of the transform so far.
public indirect enum Modifier: Equatable, Sendable {
    case fade
    case opacity(Double)
    case position(Point)
    case size(Size)
    case scale(x: Double, y: Double, z: Double = 1)
    case translate(x: Double, y: Double, z: Double = 0)
    /// Radians about the element's x, then y, then z axis (z turns clockwise on screen).
    case rotate(x: Double = 0, y: Double = 0, z: Double)
    /// Core Animation's `m34 = −1/d` on the transform so far: the eye `d` points in front of the element.
    case perspective(Double)
    case cornerRadius(Double)
    case zPosition(Double)
    case backgroundColor(RGBA)
    case borderWidth(Double)
    case borderColor(RGBA)
    case shadowColor(RGBA)
    case shadowOpacity(Double)
    case shadowOffset(Point)
    case shadowRadius(Double)
    /// Hero's `overlay(color:opacity:)`: a layer of `color` at `opacity` over the element.
    case overlay(color: RGBA, opacity: Double)

    case duration(Double)
    /// As long as the longest animation of the transition (Hero's `durationMatchLongest`).
    case durationMatchLongest
    case delay(Double)
    case timingFunction(CubicBezier)
    /// Hero's `spring(stiffness:damping:)` (mass 1): the element follows the spring's step response.
    case spring(stiffness: Double, damping: Double)
    /// Moves the centre along a curve instead of a line; intensity 1 is Hero's default.
    case arc(Double)
    /// Delays each unmatched element of a screen by `delta` × its rank along `direction`.
    case cascade(delta: Double, direction: CascadeDirection)
    /// Off-screen geometry (position, size, transform, corner radius) taken from the element with
    /// this heroID on the other screen; its colours and opacity stay this element's own.
    case source(heroID: String)
    /// A matched pair whose sides are translucent still moves as one element, without a cross-fade.
    case forceNonFade

    case whenPresenting([Modifier])
    case whenDismissing([Modifier])
    case whenMatched([Modifier])
    case whenAppearing([Modifier])
    case whenDisappearing([Modifier])
    /// Applied to the element's own state before the transition, at both ends (not animated).
    case beginWith([Modifier])

    /// Hero's `rotate(_ z:)`: a turn in the screen's plane.
    public static func rotate(_ z: Double) -> Modifier { .rotate(x: 0, y: 0, z: z) }

    /// Hero's `overlay(color: .black, opacity:)`, the shade its default types use.
    public static func overlay(_ opacity: Double) -> Modifier { .overlay(color: .black, opacity: opacity) }

    public var name: String {
        switch self {
        case .fade: "fade"
        case .opacity: "opacity"
        case .position: "position"
        case .size: "size"
        case .scale: "scale"
        case .translate: "translate"
        case .rotate: "rotate"
        case .perspective: "perspective"
        case .cornerRadius: "cornerRadius"
        case .zPosition: "zPosition"
        case .backgroundColor: "backgroundColor"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .shadowColor: "shadowColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowOffset: "shadowOffset"
        case .shadowRadius: "shadowRadius"
        case .overlay: "overlay"
        case .duration: "duration"
        case .durationMatchLongest: "durationMatchLongest"
        case .delay: "delay"
        case .timingFunction: "timingFunction"
        case .spring: "spring"
        case .arc: "arc"
        case .cascade: "cascade"
        case .source: "source"
        case .forceNonFade: "forceNonFade"
        case .whenPresenting: "whenPresenting"
        case .whenDismissing: "whenDismissing"
        case .whenMatched: "whenMatched"
        case .whenAppearing: "whenAppearing"
        case .whenDisappearing: "whenDisappearing"
        case .beginWith: "beginWith"
        }
    }

    /// Changes what an element looks like (as opposed to when or how it moves).
    public var isVisual: Bool {
        switch self {
        case .fade, .opacity, .position, .size, .scale, .translate, .rotate, .perspective, .cornerRadius, .zPosition,
            .backgroundColor, .borderWidth, .borderColor, .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius,
            .overlay:
            true
        case .duration, .durationMatchLongest, .delay, .timingFunction, .spring, .arc, .cascade, .source, .forceNonFade,
            .whenPresenting, .whenDismissing, .whenMatched, .whenAppearing, .whenDisappearing, .beginWith:
            false
        }
    }

    static let visualNames =
        "fade, opacity, position, size, scale, translate, rotate, perspective, cornerRadius, "
        + "zPosition, backgroundColor, borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, overlay"

    /// Why this modifier cannot stand where it is, or nil when it can.
    public func misplacement(in scope: ModifierScope) -> String? {
        switch (scope, self) {
        case (.screen, .position), (.screen, .size), (.screen, .cornerRadius), (.screen, .zPosition),
            (.screen, .backgroundColor), (.screen, .borderWidth), (.screen, .borderColor), (.screen, .shadowColor),
            (.screen, .shadowOpacity), (.screen, .shadowOffset), (.screen, .shadowRadius), (.screen, .source),
            (.screen, .arc), (.screen, .beginWith), (.screen, .forceNonFade):
            "'\(name)' acts on one element; a screen's modifiers may not use it"
        case (.element, .cascade):
            "'cascade' spreads a screen's elements in time; put it in the screen's modifiers"
        case (.beginWith, _) where !isVisual:
            "'beginWith' takes only visual modifiers (\(Self.visualNames))"
        default:
            nil
        }
    }
}

public enum CascadeDirection: String, Sendable, CaseIterable {
    case topToBottom, bottomToTop, leftToRight, rightToLeft
}

/// Where a modifier list stands: on an element, on a whole screen, or inside `beginWith(…)`.
public enum ModifierScope: Sendable {
    case element, screen, beginWith
}

extension Array where Element == Modifier {
    public var text: String { map(\.text).joined(separator: " ") }
}
