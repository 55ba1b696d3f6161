/// Facts about an element that decide which conditional modifiers (`whenMatched(…)`, …) apply.
struct ModifierContext {
    var presenting: Bool
    var matched: Bool
    /// On the to-screen (Hero's `isAppearing`), matched or not.
    var appearing: Bool
}

/// How an element's fraction follows its local time.
enum ElementCurve: Hashable, Sendable {
    case bezier(CubicBezier)
    /// The spring's step response from rest (may overshoot 1).
    case spring(Spring)
}

/// A modifier list with its conditionals decided and its timing modifiers pulled out.
struct ResolvedModifiers {
    var visual: [Modifier] = []
    var beginWith: [Modifier] = []
    var duration: Double?
    var delay: Double?
    var curve: ElementCurve?
    var arc: Double?
    var cascade: (delta: Double, direction: CascadeDirection)?
    var source: String?

    init(_ modifiers: [Modifier], _ context: ModifierContext) {
        add(modifiers, context)
    }

    private mutating func add(_ modifiers: [Modifier], _ context: ModifierContext) {
        for modifier in modifiers {
            switch modifier {
            case .fade, .opacity, .position, .size, .scale, .translate, .rotate, .cornerRadius, .zPosition,
                 .backgroundColor, .overlay:
                visual.append(modifier)
            case .duration(let d): duration = d
            case .delay(let d): delay = d
            case .timingFunction(let c): curve = .bezier(c)
            case .spring(let k, let c): curve = .spring(Spring(stiffness: k, damping: c))
            case .arc(let i): arc = i
            case .cascade(let d, let direction): cascade = (d, direction)
            case .source(let id): source = id
            case .whenPresenting(let inner): if context.presenting { add(inner, context) }
            case .whenDismissing(let inner): if !context.presenting { add(inner, context) }
            case .whenMatched(let inner): if context.matched { add(inner, context) }
            case .whenAppearing(let inner): if context.appearing { add(inner, context) }
            case .whenDisappearing(let inner): if !context.appearing { add(inner, context) }
            case .beginWith(let inner): beginWith += inner
            }
        }
    }
}

extension VisualState {
    /// Applies visual modifiers in order; non-visual ones are not passed here.
    mutating func apply(_ modifiers: [Modifier]) {
        for modifier in modifiers {
            switch modifier {
            case .fade: opacity = 0
            case .opacity(let o): opacity = o
            case .position(let p): center = p
            case .size(let s): size = s
            case .scale(let x, let y): scaleX *= x; scaleY *= y
            case .translate(let x, let y): translation.x += x; translation.y += y
            case .rotate(let z): rotation += z
            case .cornerRadius(let r): cornerRadius = r
            case .zPosition(let z): zPosition = z
            case .backgroundColor(let c): backgroundColor = c
            case .overlay(let a): shade = a
            case .duration, .delay, .timingFunction, .spring, .arc, .cascade, .source, .whenPresenting,
                 .whenDismissing, .whenMatched, .whenAppearing, .whenDisappearing, .beginWith:
                continue
            }
        }
    }
}

/// A whole screen's motion, applied about the screen's centre to its unmatched elements.
struct ScreenTransform: Equatable, Sendable {
    var translation = Point.zero
    var scaleX = 1.0
    var scaleY = 1.0
    var rotation = 0.0
    var opacity = 1.0
    var shade = 0.0

    static let identity = ScreenTransform()
    var isIdentity: Bool { self == .identity }

    mutating func apply(_ modifiers: [Modifier]) {
        for modifier in modifiers {
            switch modifier {
            case .fade: opacity = 0
            case .opacity(let o): opacity = o
            case .scale(let x, let y): scaleX *= x; scaleY *= y
            case .translate(let x, let y): translation.x += x; translation.y += y
            case .rotate(let z): rotation += z
            case .overlay(let a): shade = a
            // Rejected for screens by `Modifier.misplacement(in: .screen)`.
            case .position, .size, .cornerRadius, .zPosition, .backgroundColor, .duration, .delay,
                 .timingFunction, .spring, .arc, .cascade, .source, .whenPresenting, .whenDismissing,
                 .whenMatched, .whenAppearing, .whenDisappearing, .beginWith:
                continue
            }
        }
    }

    static func interpolate(_ a: ScreenTransform, _ b: ScreenTransform, _ f: Double) -> ScreenTransform {
        ScreenTransform(
            translation: Point(x: a.translation.x + (b.translation.x - a.translation.x) * f,
                               y: a.translation.y + (b.translation.y - a.translation.y) * f),
            scaleX: a.scaleX + (b.scaleX - a.scaleX) * f, scaleY: a.scaleY + (b.scaleY - a.scaleY) * f,
            rotation: a.rotation + (b.rotation - a.rotation) * f, opacity: a.opacity + (b.opacity - a.opacity) * f,
            shade: a.shade + (b.shade - a.shade) * f)
    }
}
