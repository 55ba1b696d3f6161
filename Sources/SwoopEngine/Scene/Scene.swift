/// One thing on a screen: a view in UIKit terms.
public struct Element: Equatable, Sendable {
    public var id: String
    /// Elements with the same heroID on both screens are paired and morph into each other.
    public var heroID: String?
    public var frame: Rect
    public var opacity: Double
    public var cornerRadius: Double
    public var transform: Transform2D
    public var zIndex: Double
    public var backgroundColor: RGBA
    public var modifiers: [Modifier]

    public init(id: String, heroID: String? = nil, frame: Rect, opacity: Double = 1, cornerRadius: Double = 0,
                transform: Transform2D = .identity, zIndex: Double = 0, backgroundColor: RGBA = .white,
                modifiers: [Modifier] = []) {
        self.id = id
        self.heroID = heroID
        self.frame = frame
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.transform = transform
        self.zIndex = zIndex
        self.backgroundColor = backgroundColor
        self.modifiers = modifiers
    }

    /// The element at rest, as laid out on its screen.
    public var restingState: VisualState {
        VisualState(frame: frame, opacity: opacity, cornerRadius: cornerRadius, transform: transform,
                    zPosition: zIndex, backgroundColor: backgroundColor)
    }
}

/// One of the two screens (view controllers) of a transition.
public struct ScreenLayout: Equatable, Sendable {
    public var elements: [Element]
    /// Modifiers for the whole screen: its unmatched elements move with it (about the screen's centre)
    /// and take their timing from it.
    public var modifiers: [Modifier]

    public init(elements: [Element], modifiers: [Modifier] = []) {
        self.elements = elements
        self.modifiers = modifiers
    }
}

public enum OverlayStyle: String, Sendable, CaseIterable {
    /// A black dimming view.
    case dim
    /// A blur effect view (the seed's presentation controller).
    case blur
}

/// The presentation controller's backdrop between the two screens: `alpha` when fully presented,
/// 0 when not.
public struct Overlay: Equatable, Sendable {
    public var style: OverlayStyle
    public var alpha: Double
    public init(style: OverlayStyle, alpha: Double = 1) {
        self.style = style
        self.alpha = alpha
    }
}

public enum TransitionDirection: String, Sendable, CaseIterable {
    /// From the source screen to the destination (progress 0 = source).
    case present
    /// From the destination back to the source (progress 0 = destination).
    case dismiss
}

/// How long each element takes when no `duration` modifier says.
public enum DurationRule: Equatable, Sendable {
    case fixed(Double)
    /// Hero's default: 0.208 s + min(distance travelled, 500 pt) / 3000 s.
    case auto

    func seconds(distance: Double) -> Double {
        switch self {
        case .fixed(let s): s
        case .auto: 0.208 + min(distance, 500) / 3000
        }
    }
}

/// A complete transition: the two screens, their modifiers and timing, in both directions.
/// Hero's model: modifiers describe an element's off-screen state, so one definition plays both ways.
public struct TransitionDefinition: Equatable, Sendable {
    public var name: String
    public var summary: String
    public var screenSize: Size
    /// The presenting screen (shown at progress 0 when presenting).
    public var source: ScreenLayout
    /// The presented screen.
    public var destination: ScreenLayout
    public var overlay: Overlay?
    public var duration: DurationRule
    /// Duration rule when dismissing, when it differs (the zoom seed: 0.7 s in, 0.4 s out).
    public var dismissDuration: DurationRule?
    public var timingFunction: CubicBezier
    /// Settle / run timing of the progress itself, per direction.
    public var presentTiming: SettleTiming
    public var dismissTiming: SettleTiming
    public var defaultDirection: TransitionDirection
    /// Whether the destination's unmatched elements are drawn above the source's (Hero's
    /// `insertToViewFirst` inverted); false for zoom-style transitions where the source covers it.
    public var destinationAbove: Bool

    public init(name: String, summary: String = "", screenSize: Size, source: ScreenLayout, destination: ScreenLayout,
                overlay: Overlay? = nil, duration: DurationRule = .auto, dismissDuration: DurationRule? = nil, timingFunction: CubicBezier = .standard,
                presentTiming: SettleTiming = .seedPresent, dismissTiming: SettleTiming = .seedDismiss,
                defaultDirection: TransitionDirection = .present, destinationAbove: Bool = true) {
        self.name = name
        self.summary = summary
        self.screenSize = screenSize
        self.source = source
        self.destination = destination
        self.overlay = overlay
        self.duration = duration
        self.dismissDuration = dismissDuration
        self.timingFunction = timingFunction
        self.presentTiming = presentTiming
        self.dismissTiming = dismissTiming
        self.defaultDirection = defaultDirection
        self.destinationAbove = destinationAbove
    }

    public func durationRule(_ direction: TransitionDirection) -> DurationRule {
        direction == .present ? duration : dismissDuration ?? duration
    }

    public func settleTiming(_ direction: TransitionDirection) -> SettleTiming {
        direction == .present ? presentTiming : dismissTiming
    }
}
