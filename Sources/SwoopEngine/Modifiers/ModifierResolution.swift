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

/// How long an element takes, before the longest animation of the transition is known.
enum DurationChoice: Equatable, Sendable {
    case seconds(Double)
    /// Hero's `durationMatchLongest`: as long as the longest animation.
    case matchLongest
}

/// A modifier list with its conditionals decided and its timing modifiers pulled out.
struct ResolvedModifiers {
    var visual: [Modifier] = []
    var beginWith: [Modifier] = []
    var duration: DurationChoice?
    var delay: Double?
    var curve: ElementCurve?
    var arc: Double?
    var cascade: (delta: Double, direction: CascadeDirection)?
    var source: String?
    var forceNonFade = false

    init(_ modifiers: [Modifier], _ context: ModifierContext) {
        add(modifiers, context)
    }

    private mutating func add(_ modifiers: [Modifier], _ context: ModifierContext) {
        for modifier in modifiers {
            switch modifier {
            case .fade, .opacity, .position, .size, .scale, .translate, .rotate, .perspective, .cornerRadius,
                .zPosition,
                .backgroundColor, .borderWidth, .borderColor, .shadowColor, .shadowOpacity, .shadowOffset,
                .shadowRadius, .overlay:
                visual.append(modifier)
            case .duration(let d): duration = .seconds(d)
            case .durationMatchLongest: duration = .matchLongest
            case .delay(let d): delay = d
            case .timingFunction(let c): curve = .bezier(c)
            case .spring(let k, let c): curve = .spring(Spring(stiffness: k, damping: c))
            case .arc(let i): arc = i
            case .cascade(let d, let direction): cascade = (d, direction)
            case .source(let id): source = id
            case .forceNonFade: forceNonFade = true
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

/// Where a `translate` moves an element: along its own (turned, scaled) axes, as a modifier in a
/// scene does (Hero's `CATransform3DTranslate(t, …)`), or by exactly that many points in its
/// parent's space, as an override does (Hero's `apply` replaces the layer's transform with the
/// translation, so a finger's movement is kept point for point).
enum TranslationSpace {
    case own, parent
}

extension VisualState {
    /// Applies visual modifiers in order; non-visual ones are not passed here.
    mutating func apply(_ modifiers: [Modifier], translation space: TranslationSpace = .own) {
        for modifier in modifiers {
            switch modifier {
            case .fade: opacity = 0
            case .opacity(let o): opacity = o
            case .position(let p): center = p
            case .size(let s): size = s
            case .scale(let x, let y, let z): transform = transform * .scale(x: x, y: y, z: z)
            case .translate(let x, let y, let z):
                switch space {
                case .own: transform = transform * .translation(x: x, y: y, z: z)
                case .parent: transform = .translation(x: x, y: y, z: z) * transform
                }
            case .rotate(let x, let y, let z):
                if x != 0 { transform = transform * .rotation(x: x) }
                if y != 0 { transform = transform * .rotation(y: y) }
                if z != 0 { transform = transform * .rotation(z: z) }
            case .perspective(let d): transform.m43 = -1 / d
            case .cornerRadius(let r): cornerRadius = r
            case .zPosition(let z): zPosition = z
            case .backgroundColor(let c): backgroundColor = c
            case .borderWidth(let w): borderWidth = w
            case .borderColor(let c): borderColor = c
            case .shadowColor(let c): shadowColor = c
            case .shadowOpacity(let o): shadowOpacity = o
            case .shadowOffset(let p): shadowOffset = p
            case .shadowRadius(let r): shadowRadius = r
            case .overlay(let c, let a):
                shadeColor = c
                shade = a
            case .duration, .durationMatchLongest, .delay, .timingFunction, .spring, .arc, .cascade, .source,
                .forceNonFade, .whenPresenting, .whenDismissing, .whenMatched, .whenAppearing, .whenDisappearing,
                .beginWith:
                continue
            }
        }
    }

    /// Hero's `apply(modifiers:to:)`: each layer key the modifiers name takes the value they give, built
    /// from scratch — `scale`, `translate`, `rotate` and `perspective` make the transform from the
    /// identity, as a fresh `HeroTargetState` does — and every other key stays as it is.
    mutating func set(_ modifiers: [Modifier]) {
        if modifiers.contains(where: \.namesTransform) { transform = .identity }
        apply(modifiers)
    }

    /// Takes the other element's geometry — Hero's `source(heroID:)`: position, size, transform and
    /// corner radius; never its colours, opacity, border or shadow.
    mutating func borrowGeometry(of other: VisualState) {
        center = other.center
        size = other.size
        transform = other.transform
        cornerRadius = other.cornerRadius
    }
}

extension Modifier {
    /// Sets the transform (Hero's `transform` layer key).
    var namesTransform: Bool {
        switch self {
        case .scale, .translate, .rotate, .perspective: true
        default: false
        }
    }
}
