/// Hero's modifiers. On an unmatched element a visual modifier describes its state while it is
/// off-screen (appearing elements animate from it, disappearing ones to it); on a matched element it
/// adjusts that side of the pair; in a screen's list it acts on the whole screen (about its centre)
/// and sets the timing of every unmatched element of that screen.
public indirect enum Modifier: Equatable, Sendable {
    case fade
    case opacity(Double)
    case position(Point)
    case size(Size)
    case scale(x: Double, y: Double)
    case translate(x: Double, y: Double)
    /// Radians about the screen's z axis.
    case rotate(Double)
    case cornerRadius(Double)
    case zPosition(Double)
    case backgroundColor(RGBA)
    /// Black shade alpha over the element (Hero's `overlay(color: .black, opacity:)`).
    case overlay(Double)

    case duration(Double)
    case delay(Double)
    case timingFunction(CubicBezier)
    /// Hero's `spring(stiffness:damping:)` (mass 1): the element follows the spring's step response.
    case spring(stiffness: Double, damping: Double)
    /// Moves the centre along a curve instead of a line; intensity 1 is Hero's default.
    case arc(Double)
    /// Delays each unmatched element of a screen by `delta` × its rank along `direction`.
    case cascade(delta: Double, direction: CascadeDirection)
    /// Off-screen state taken from the element with this heroID on the other screen.
    case source(heroID: String)

    case whenPresenting([Modifier])
    case whenDismissing([Modifier])
    case whenMatched([Modifier])
    case whenAppearing([Modifier])
    case whenDisappearing([Modifier])
    /// Applied to the element's own state before the transition, at both ends (not animated).
    case beginWith([Modifier])

    public var name: String {
        switch self {
        case .fade: "fade"
        case .opacity: "opacity"
        case .position: "position"
        case .size: "size"
        case .scale: "scale"
        case .translate: "translate"
        case .rotate: "rotate"
        case .cornerRadius: "cornerRadius"
        case .zPosition: "zPosition"
        case .backgroundColor: "backgroundColor"
        case .overlay: "overlay"
        case .duration: "duration"
        case .delay: "delay"
        case .timingFunction: "timingFunction"
        case .spring: "spring"
        case .arc: "arc"
        case .cascade: "cascade"
        case .source: "source"
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
        case .fade, .opacity, .position, .size, .scale, .translate, .rotate, .cornerRadius, .zPosition,
             .backgroundColor, .overlay:
            true
        case .duration, .delay, .timingFunction, .spring, .arc, .cascade, .source, .whenPresenting,
             .whenDismissing, .whenMatched, .whenAppearing, .whenDisappearing, .beginWith:
            false
        }
    }

    /// Why this modifier cannot stand where it is, or nil when it can.
    public func misplacement(in scope: ModifierScope) -> String? {
        switch (scope, self) {
        case (.screen, .position), (.screen, .size), (.screen, .cornerRadius), (.screen, .zPosition),
             (.screen, .backgroundColor), (.screen, .source), (.screen, .arc), (.screen, .beginWith):
            "'\(name)' acts on one element; a screen's modifiers may not use it"
        case (.element, .cascade):
            "'cascade' spreads a screen's elements in time; put it in the screen's modifiers"
        case (.beginWith, _) where !isVisual:
            "'beginWith' takes only visual modifiers (fade, opacity, position, size, scale, translate, rotate, cornerRadius, zPosition, backgroundColor, overlay)"
        default:
            nil
        }
    }

    /// The textual form the parser reads back to an equal modifier.
    public var text: String {
        func n(_ v: Double) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
        }
        func list(_ m: [Modifier]) -> String { m.map(\.text).joined(separator: " ") }
        switch self {
        case .fade: return "fade"
        case .opacity(let v): return "opacity(\(n(v)))"
        case .position(let p): return "position(\(n(p.x)),\(n(p.y)))"
        case .size(let s): return "size(\(n(s.width)),\(n(s.height)))"
        case .scale(let x, let y): return x == y ? "scale(\(n(x)))" : "scale(\(n(x)),\(n(y)))"
        case .translate(let x, let y): return "translate(\(n(x)),\(n(y)))"
        case .rotate(let z): return "rotate(\(n(z)))"
        case .cornerRadius(let r): return "cornerRadius(\(n(r)))"
        case .zPosition(let z): return "zPosition(\(n(z)))"
        case .backgroundColor(let c):
            let channels = [c.red, c.green, c.blue, c.alpha]
            if channels.allSatisfy({ ($0 * 255).rounded() == $0 * 255 }) { return "backgroundColor(\(c))" }
            return "backgroundColor(\(channels.map(n).joined(separator: ",")))"
        case .overlay(let a): return "overlay(\(n(a)))"
        case .duration(let d): return "duration(\(n(d)))"
        case .delay(let d): return "delay(\(n(d)))"
        case .timingFunction(let c):
            if let named = CubicBezier.named.first(where: { $0.curve == c }) { return "timingFunction(\(named.name))" }
            return "timingFunction(\(n(c.x1)),\(n(c.y1)),\(n(c.x2)),\(n(c.y2)))"
        case .spring(let k, let c): return "spring(\(n(k)),\(n(c)))"
        case .arc(let i): return "arc(\(n(i)))"
        case .cascade(let d, let dir): return "cascade(\(n(d)),\(dir.rawValue))"
        case .source(let id): return "source(\(id))"
        case .whenPresenting(let m), .whenDismissing(let m), .whenMatched(let m), .whenAppearing(let m),
             .whenDisappearing(let m), .beginWith(let m):
            return "\(name)(\(list(m)))"
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
