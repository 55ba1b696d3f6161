/// One thing on a screen: a view in UIKit terms, with its subviews.
public struct Element: Equatable, Sendable {
    public var id: String
    /// Elements with the same heroID on both screens are paired and morph into each other, at any depth.
    public var heroID: String?
    /// In the parent's coordinates (origin at its top-left corner, as UIKit's `frame`); the screen's
    /// for a top-level element.
    public var frame: Rect
    public var opacity: Double
    public var cornerRadius: Double
    public var transform: ElementTransform
    public var zIndex: Double
    public var backgroundColor: RGBA
    public var modifiers: [Modifier]
    /// Subviews: positioned in this element's coordinates, moved, turned and faded with it, drawn
    /// above it in zIndex order.
    public var children: [Element]
    /// Children are clipped to this element's rounded rectangle (Core Animation's `masksToBounds`).
    public var clips: Bool
    /// A label's text, drawn over the colour and the image.
    public var text: ElementText?
    /// A picture, drawn over the colour, clipped to the rounded rectangle.
    public var image: ElementImage?
    /// Set when the frame is the circle a reveal grows from this point to (see `circle(id:from:in:)`);
    /// scene files then store the point instead of the frame.
    public internal(set) var circleOrigin: Point?

    public init(
        id: String, heroID: String? = nil, frame: Rect, opacity: Double = 1, cornerRadius: Double = 0,
        transform: ElementTransform = .identity, zIndex: Double = 0, backgroundColor: RGBA = .white,
        modifiers: [Modifier] = [], children: [Element] = [], clips: Bool = false, text: ElementText? = nil,
        image: ElementImage? = nil
    ) {
        self.id = id
        self.heroID = heroID
        self.frame = frame
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.transform = transform
        self.zIndex = zIndex
        self.backgroundColor = backgroundColor
        self.modifiers = modifiers
        self.children = children
        self.clips = clips
        self.text = text
        self.image = image
        circleOrigin = nil
    }

    /// The circle of a reveal that starts at `origin` and must cover every corner of `bounds` (a
    /// `size`, the parent's or the screen's): centred on the point, its diameter `2·√(xLen² + yLen²)`
    /// with `xLen = max(x, width − x)` and `yLen = max(y, height − y)` — the distance to the farthest
    /// corner, twice — and its corner radius half of that.
    public static func circle(
        id: String, from origin: Point, in bounds: Size, backgroundColor: RGBA = .white,
        zIndex: Double = 0, modifiers: [Modifier] = []
    ) -> Element {
        let frame = circleFrame(from: origin, in: bounds)
        var e = Element(
            id: id, frame: frame, cornerRadius: frame.width / 2, zIndex: zIndex,
            backgroundColor: backgroundColor, modifiers: modifiers)
        e.circleOrigin = origin
        return e
    }

    public static func circleFrame(from origin: Point, in bounds: Size) -> Rect {
        let xLength = max(origin.x, bounds.width - origin.x)
        let yLength = max(origin.y, bounds.height - origin.y)
        let diameter = 2 * (xLength * xLength + yLength * yLength).squareRoot()
        return Rect(center: origin, size: Size(width: diameter, height: diameter))
    }

    /// The element at rest, in its parent's coordinates.
    public var restingState: VisualState {
        VisualState(
            frame: frame, opacity: opacity, cornerRadius: cornerRadius, transform: transform.matrix,
            zPosition: zIndex, backgroundColor: backgroundColor)
    }

    /// This element and every descendant, depth first (a parent before its children).
    public var subtree: [Element] { [self] + children.flatMap(\.subtree) }
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
/// 0 when not. Without `alongside` it follows the progress like an element (the definition's curve
/// over its duration); with it, it runs beside the transition on its own clock (`AlongsideClock`),
/// as UIKit's `animate(alongsideTransition:)` does.
public struct Overlay: Equatable, Sendable {
    public var style: OverlayStyle
    public var alpha: Double
    public var alongside: AlongsideTiming?
    public init(style: OverlayStyle, alpha: Double = 1, alongside: AlongsideTiming? = nil) {
        self.style = style
        self.alpha = alpha
        self.alongside = alongside
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
    /// Hero's default (`UIView.optimizedDurationTo`): 0.208 s + min(points moved, 500) / 3000 s, where
    /// the points moved are the anchor's move plus the change of the size vector (see `movePoints`).
    case auto

    func seconds(movePoints: Double) -> Double {
        switch self {
        case .fixed(let s): s
        case .auto: Self.autoSeconds(movePoints: movePoints)
        }
    }

    static func autoSeconds(movePoints: Double) -> Double { 0.208 + min(max(movePoints, 0), 500) / 3000 }

    /// Hero's measure of how far a state travels: the distance between the anchors moved by their
    /// transforms' translations, plus the distance between the sizes as vectors after the transforms'
    /// 2-D (affine) parts — so growing 100 pt wide counts like moving 100 pt.
    static func movePoints(_ a: VisualState, _ b: VisualState) -> Double {
        func position(_ s: VisualState) -> Point {
            Point(x: s.center.x + s.transform.m14, y: s.center.y + s.transform.m24)
        }
        func sizeVector(_ s: VisualState) -> Point {
            let t = s.transform
            return Point(
                x: t.m11 * s.size.width + t.m12 * s.size.height, y: t.m21 * s.size.width + t.m22 * s.size.height)
        }
        func distance(_ p: Point, _ q: Point) -> Double {
            ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
        }
        return distance(position(a), position(b)) + distance(sizeVector(a), sizeVector(b))
    }
}

/// The drag a transition is built for: along which screen axis, and which way moves it toward its
/// end (+x right, +y down). A pan recognizer takes these as its defaults; nil means either. The raw
/// values are the names `--axis` and `--direction` take.
public struct PanDefaults: Equatable, Sendable {
    public enum Axis: String, Sendable, CaseIterable {
        case x, y
    }
    public enum Direction: String, Sendable, CaseIterable {
        case positive, negative
    }
    public var axis: Axis?
    public var direction: Direction?

    public init(axis: Axis? = nil, direction: Direction? = nil) {
        self.axis = axis
        self.direction = direction
    }

    /// Any axis, either way: what a transition says when it says nothing.
    public static let any = PanDefaults()
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
    /// The element that follows the finger while a pan drives the transition (Hero's
    /// `apply(modifiers: [.translate(…)], to: view)` in a pan handler); nil for none.
    public var follow: String?
    /// How a release settles and a run plays (`SettleStyle`): Hero's own playback for Hero's presets,
    /// the definition's settle timing otherwise.
    public var settle: SettleStyle
    /// The drag it is built for (`match`: right to left, as the Hero tutorial counts `-translation.x`).
    public var pan: PanDefaults

    public init(
        name: String, summary: String = "", screenSize: Size, source: ScreenLayout, destination: ScreenLayout,
        overlay: Overlay? = nil, duration: DurationRule = .auto, dismissDuration: DurationRule? = nil,
        timingFunction: CubicBezier = .standard,
        presentTiming: SettleTiming = .seedPresent, dismissTiming: SettleTiming = .seedDismiss,
        defaultDirection: TransitionDirection = .present, destinationAbove: Bool = true, follow: String? = nil,
        settle: SettleStyle = .spring, pan: PanDefaults = .any
    ) {
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
        self.follow = follow
        self.settle = settle
        self.pan = pan
    }

    public func durationRule(_ direction: TransitionDirection) -> DurationRule {
        direction == .present ? duration : dismissDuration ?? duration
    }

    public func settleTiming(_ direction: TransitionDirection) -> SettleTiming {
        direction == .present ? presentTiming : dismissTiming
    }
}
