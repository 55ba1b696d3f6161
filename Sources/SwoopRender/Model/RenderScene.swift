import SwoopEngine

/// What the renderer draws: a flat list, bottom to top, in scene points (y down). Hierarchy is
/// flattened before it gets here — each layer carries its full transform, its composed opacity and
/// the clips of the ancestors that clip it — so drawing never walks a tree and never depth-sorts.
public struct RenderScene: Equatable, Sendable {
    /// The scene's extent in points: what a `Viewport` maps onto pixels.
    public var size: Size
    /// Painted first, under everything (the window behind the screens).
    public var background: RGBA
    public var items: [RenderItem]

    public init(size: Size, background: RGBA = .black, items: [RenderItem] = []) {
        self.size = size
        self.background = background
        self.items = items
    }
}

public enum RenderItem: Equatable, Sendable {
    case layer(RenderLayer)
    /// Acts on everything drawn before it (dims or blurs it), over the whole scene.
    case backdrop(Backdrop)
}

/// Where a rounded rectangle sits: Core Animation's `bounds.size`, `position` (the anchor point,
/// always the centre here) and `transform` (about that centre), plus the corner radius.
public struct LayerGeometry: Equatable, Sendable {
    public var position: Point
    public var size: Size
    public var transform: Transform3D
    /// Clamped to half the shorter side when drawn, as UIKit does for a continuous pill.
    public var cornerRadius: Double

    public init(position: Point, size: Size, transform: Transform3D = .identity, cornerRadius: Double = 0) {
        self.position = position
        self.size = size
        self.transform = transform
        self.cornerRadius = cornerRadius
    }

    /// The rectangle at rest: `frame` with no transform.
    public init(frame: Rect, cornerRadius: Double = 0) {
        self.init(position: frame.center, size: frame.size, cornerRadius: cornerRadius)
    }

    var effectiveRadius: Double { max(0, min(cornerRadius, size.width / 2, size.height / 2)) }
}

/// One rounded rectangle of colour, image, border and shadow — a UIView/CALayer after flattening.
public struct RenderLayer: Equatable, Sendable {
    public var geometry: LayerGeometry
    /// Straight (not premultiplied) sRGB.
    public var fill: RGBA
    /// The whole layer's alpha (its content, shade and border composited together first).
    public var opacity: Double
    /// Alpha of `shadeColor` drawn over the layer's shape (Hero's `overlay(color:opacity:)`).
    public var shade: Double
    public var shadeColor: RGBA
    public var image: LayerImage?
    public var border: Border?
    public var shadow: Shadow?
    /// Ancestors' shapes this layer is clipped to (`clips: true`), outermost first; all apply.
    public var clips: [LayerGeometry]

    public init(
        geometry: LayerGeometry, fill: RGBA = .clear, opacity: Double = 1, shade: Double = 0, shadeColor: RGBA = .black,
        image: LayerImage? = nil, border: Border? = nil, shadow: Shadow? = nil, clips: [LayerGeometry] = []
    ) {
        self.geometry = geometry
        self.fill = fill
        self.opacity = opacity
        self.shade = shade
        self.shadeColor = shadeColor
        self.image = image
        self.border = border
        self.shadow = shadow
        self.clips = clips
    }
}

/// A PNG drawn inside the layer's rounded rectangle, over its fill.
public struct LayerImage: Equatable, Sendable {
    public enum ContentMode: String, Sendable, CaseIterable {
        /// The whole image visible, centred, letterboxed (UIKit's `.scaleAspectFit`).
        case aspectFit
        /// The bounds covered, centred, the overflow clipped (UIKit's `.scaleAspectFill`).
        case aspectFill
    }
    public var path: String
    public var contentMode: ContentMode

    public init(path: String, contentMode: ContentMode = .aspectFill) {
        self.path = path
        self.contentMode = contentMode
    }
}

/// Core Animation's border: drawn inside the bounds, above the content.
public struct Border: Equatable, Sendable {
    public var width: Double
    public var color: RGBA
    public init(width: Double, color: RGBA) {
        self.width = width
        self.color = color
    }
}

/// Core Animation's shadow of the layer's rounded rectangle (as if `shadowPath` were set to it).
public struct Shadow: Equatable, Sendable {
    public var color: RGBA
    public var opacity: Double
    /// In scene points, on screen (not turned by the layer's transform).
    public var offset: Point
    /// Blur radius in points, read as a Gaussian's standard deviation (CSS blur = 2 × radius).
    public var radius: Double

    public init(color: RGBA = .black, opacity: Double, offset: Point = Point(x: 0, y: -3), radius: Double = 3) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }
}

/// The transition's backdrop between the screens (the presentation controller's dimming or blur view).
public struct Backdrop: Equatable, Sendable {
    public enum Style: String, Sendable, CaseIterable {
        /// Black at `alpha`.
        case dim
        /// `UIBlurEffect(.light)` faded in by `alpha`: see `BlurStyle.light`.
        case blur
    }
    public var style: Style
    /// 0 draws nothing; 1 is the full effect.
    public var alpha: Double

    public init(style: Style, alpha: Double) {
        self.style = style
        self.alpha = alpha
    }
}
