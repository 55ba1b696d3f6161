/// Everything a frame says about one element. The transform acts about the element's centre in
/// the order translate · rotate · scale (Core Animation's), kept as components so they interpolate.
public struct VisualState: Equatable, Sendable {
    public var center: Point
    public var size: Size
    public var translation: Point
    public var scaleX: Double
    public var scaleY: Double
    /// Radians, positive clockwise on screen (y down), as UIKit.
    public var rotation: Double
    public var opacity: Double
    public var cornerRadius: Double
    public var zPosition: Double
    public var backgroundColor: RGBA
    /// Alpha of a black shade drawn over the element (Hero's `overlay` modifier).
    public var shade: Double

    public init(frame: Rect, opacity: Double = 1, cornerRadius: Double = 0, transform: Transform2D = .identity,
                zPosition: Double = 0, backgroundColor: RGBA = .clear, shade: Double = 0) {
        center = frame.center
        size = frame.size
        translation = Point(x: transform.translateX, y: transform.translateY)
        scaleX = transform.scaleX
        scaleY = transform.scaleY
        rotation = transform.rotation
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.zPosition = zPosition
        self.backgroundColor = backgroundColor
        self.shade = shade
    }

    /// The frame after translation and scale (rotation aside): what a log line shows.
    public var presentedFrame: Rect {
        Rect(center: Point(x: center.x + translation.x, y: center.y + translation.y),
             size: Size(width: size.width * scaleX, height: size.height * scaleY))
    }

    /// Straight-line interpolation of every component (`fraction` may leave 0…1 for springy curves).
    @inline(__always)
    public static func interpolate(_ a: VisualState, _ b: VisualState, _ f: Double) -> VisualState {
        var s = a
        s.center.x += (b.center.x - a.center.x) * f
        s.center.y += (b.center.y - a.center.y) * f
        s.size.width += (b.size.width - a.size.width) * f
        s.size.height += (b.size.height - a.size.height) * f
        s.translation.x += (b.translation.x - a.translation.x) * f
        s.translation.y += (b.translation.y - a.translation.y) * f
        s.scaleX += (b.scaleX - a.scaleX) * f
        s.scaleY += (b.scaleY - a.scaleY) * f
        s.rotation += (b.rotation - a.rotation) * f
        s.opacity += (b.opacity - a.opacity) * f
        s.cornerRadius += (b.cornerRadius - a.cornerRadius) * f
        s.zPosition += (b.zPosition - a.zPosition) * f
        s.backgroundColor.red += (b.backgroundColor.red - a.backgroundColor.red) * f
        s.backgroundColor.green += (b.backgroundColor.green - a.backgroundColor.green) * f
        s.backgroundColor.blue += (b.backgroundColor.blue - a.backgroundColor.blue) * f
        s.backgroundColor.alpha += (b.backgroundColor.alpha - a.backgroundColor.alpha) * f
        s.shade += (b.shade - a.shade) * f
        return s
    }

    /// Opaque enough to hide what is behind it: a matched pair cross-fades unless both sides are.
    public var isOpaque: Bool { opacity >= 1 && backgroundColor.alpha >= 1 }
}

/// An element's resting transform in a scene file.
public struct Transform2D: Equatable, Sendable {
    public var translateX: Double
    public var translateY: Double
    public var scaleX: Double
    public var scaleY: Double
    public var rotation: Double

    public init(translateX: Double = 0, translateY: Double = 0, scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0) {
        self.translateX = translateX; self.translateY = translateY
        self.scaleX = scaleX; self.scaleY = scaleY
        self.rotation = rotation
    }

    public static let identity = Transform2D()
}
