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
    /// A label drawn over the fill and the image.
    public var text: LayerText?
    public var border: Border?
    public var shadow: Shadow?
    /// Ancestors' shapes this layer is clipped to (`clips: true`), outermost first; all apply.
    public var clips: [LayerGeometry]

    public init(
        geometry: LayerGeometry, fill: RGBA = .clear, opacity: Double = 1, shade: Double = 0, shadeColor: RGBA = .black,
        image: LayerImage? = nil, text: LayerText? = nil, border: Border? = nil, shadow: Shadow? = nil,
        clips: [LayerGeometry] = []
    ) {
        self.geometry = geometry
        self.fill = fill
        self.opacity = opacity
        self.shade = shade
        self.shadeColor = shadeColor
        self.image = image
        self.text = text
        self.border = border
        self.shadow = shadow
        self.clips = clips
    }
}

/// A PNG or JPEG file, or one of Swoop's own photos, fitted inside the layer's rounded rectangle
/// (and clipped to it) over its fill; the fit follows the bounds of every frame, as a UIImageView's does.
public struct LayerImage: Equatable, Sendable {
    public typealias ContentMode = ImageContentMode
    public var source: ImageSource
    public var contentMode: ContentMode

    public init(_ source: ImageSource, contentMode: ContentMode = .aspectFill) {
        self.source = source
        self.contentMode = contentMode
    }

    public init(path: String, contentMode: ContentMode = .aspectFill) {
        self.init(.file(path), contentMode: contentMode)
    }
}

/// A label laid out at `layoutSize` (the element's own size at rest) and drawn scaled, uniformly, by
/// how much the layer's bounds have grown or shrunk since (the smaller of the two ratios): a title that
/// zooms with its card grows with it instead of reflowing, as a snapshot-based transition shows it.
public struct LayerText: Equatable, Sendable {
    public var text: ElementText
    public var layoutSize: Size

    public init(_ text: ElementText, layoutSize: Size) {
        self.text = text
        self.layoutSize = layoutSize
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
