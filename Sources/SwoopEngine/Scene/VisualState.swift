/// Everything a frame says about one element, as Core Animation's layer keys: `position` (`center`,
/// the anchor), `bounds.size`, a 4×4 `transform` about the anchor, opacity, corner radius, colours,
/// Hero's overlay, border and shadow.
///
/// A track's states are in its parent's coordinates (the screen's for top-level elements); the states
/// of a `FrameBuffer` are composed through every parent into scene points.
public struct VisualState: Equatable, Sendable {
    public var center: Point
    public var size: Size
    /// About `center`; interpolated as Core Animation interpolates `transform` (see `DecomposedTransform`).
    public var transform: Transform3D
    public var opacity: Double
    public var cornerRadius: Double
    public var zPosition: Double
    public var backgroundColor: RGBA
    /// Hero's `overlay(color:opacity:)`: `shadeColor` at alpha `shade` over the element.
    public var shade: Double
    public var shadeColor: RGBA
    public var borderWidth: Double
    public var borderColor: RGBA
    public var shadowColor: RGBA
    public var shadowOpacity: Double
    /// Core Animation's `shadowOffset` (UIKit's default (0, −3)).
    public var shadowOffset: Point
    public var shadowRadius: Double

    public init(
        frame: Rect, opacity: Double = 1, cornerRadius: Double = 0, transform: Transform3D = .identity,
        zPosition: Double = 0, backgroundColor: RGBA = .clear, shade: Double = 0
    ) {
        center = frame.center
        size = frame.size
        self.transform = transform
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.zPosition = zPosition
        self.backgroundColor = backgroundColor
        self.shade = shade
        shadeColor = .black
        borderWidth = 0
        borderColor = .black
        shadowColor = .black
        shadowOpacity = 0
        shadowOffset = Self.defaultShadowOffset
        shadowRadius = 3
    }

    /// `CALayer.shadowOffset`'s default.
    public static let defaultShadowOffset = Point(x: 0, y: -3)

    /// The transform's translation in x and y (its `m14`, `m24`): where the anchor is moved to.
    public var translation: Point {
        get { Point(x: transform.m14, y: transform.m24) }
        set {
            transform.m14 = newValue.x
            transform.m24 = newValue.y
        }
    }

    /// The transform's scale along x and y, as Core Animation takes the matrix apart.
    public var scaleX: Double { translationAndScale.sx }
    public var scaleY: Double { translationAndScale.sy }

    /// The turn in the screen's plane (radians, clockwise on screen); a tilt about x or y is not one.
    public var rotation: Double {
        transform.m12 == 0 && transform.m21 == 0 ? 0 : DecomposedTransform(transform)?.planeRotation ?? 0
    }

    /// The frame after translation and scale (rotation, tilt and perspective aside): what a log line
    /// shows beside the full transform.
    public var presentedFrame: Rect {
        let p = translationAndScale
        return Rect(
            center: Point(x: center.x + p.tx, y: center.y + p.ty),
            size: Size(width: size.width * p.sx, height: size.height * p.sy))
    }

    private var translationAndScale: (tx: Double, ty: Double, sx: Double, sy: Double) {
        let t = transform
        if t.m12 == 0 && t.m21 == 0 && t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.isAffineOnLayerPlane {
            // Translation and scale only: read them off (a negative scale stays a mirror on its own axis).
            return (t.m14, t.m24, t.m11, t.m22)
        }
        let parts = DecomposedTransform(t) ?? .identity
        return (parts.translation.0, parts.translation.1, parts.scale.0, parts.scale.1)
    }

    /// The interpolation of every key at fraction `f` (may leave 0…1 for springy curves): the
    /// transform as Core Animation does it (by its parts), the rest straight-line, colours by channel.
    public static func interpolate(_ a: VisualState, _ b: VisualState, _ f: Double) -> VisualState {
        var s = interpolateKeys(a, b, f)
        s.transform = Transform3D.interpolate(a.transform, b.transform, f)
        return s
    }

    /// Every key but the transform (which stays `a`'s), so the frame loop can use parts it took apart once.
    @inline(__always)
    static func interpolateKeys(_ a: VisualState, _ b: VisualState, _ f: Double) -> VisualState {
        var s = a
        s.center.x += (b.center.x - a.center.x) * f
        s.center.y += (b.center.y - a.center.y) * f
        s.size.width += (b.size.width - a.size.width) * f
        s.size.height += (b.size.height - a.size.height) * f
        s.opacity += (b.opacity - a.opacity) * f
        s.cornerRadius += (b.cornerRadius - a.cornerRadius) * f
        s.zPosition += (b.zPosition - a.zPosition) * f
        s.backgroundColor = RGBA.interpolate(a.backgroundColor, b.backgroundColor, f)
        s.shade += (b.shade - a.shade) * f
        if a.shadeColor != b.shadeColor { s.shadeColor = RGBA.interpolate(a.shadeColor, b.shadeColor, f) }
        if a.borderWidth != 0 || b.borderWidth != 0 {
            s.borderWidth += (b.borderWidth - a.borderWidth) * f
            s.borderColor = RGBA.interpolate(a.borderColor, b.borderColor, f)
        }
        if a.shadowOpacity != 0 || b.shadowOpacity != 0 {
            s.shadowOpacity += (b.shadowOpacity - a.shadowOpacity) * f
            s.shadowColor = RGBA.interpolate(a.shadowColor, b.shadowColor, f)
            s.shadowOffset.x += (b.shadowOffset.x - a.shadowOffset.x) * f
            s.shadowOffset.y += (b.shadowOffset.y - a.shadowOffset.y) * f
            s.shadowRadius += (b.shadowRadius - a.shadowRadius) * f
        }
        return s
    }

    /// Opaque enough to hide what is behind it: a matched pair cross-fades unless both sides are.
    public var isOpaque: Bool { opacity >= 1 && backgroundColor.alpha >= 1 }
}

extension RGBA {
    /// Channel by channel, as Core Animation interpolates colours.
    @inline(__always)
    public static func interpolate(_ a: RGBA, _ b: RGBA, _ f: Double) -> RGBA {
        RGBA(
            red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
            blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}

/// An element's resting transform in a scene file, in Hero's modifier order: perspective (`m34`),
/// then translate, rotate about x, y, z, then scale — `P · T · Rx · Ry · Rz · S`.
public struct ElementTransform: Equatable, Sendable {
    public var translateX: Double
    public var translateY: Double
    public var translateZ: Double
    public var rotateX: Double
    public var rotateY: Double
    /// Radians about the screen's z axis (clockwise on screen).
    public var rotateZ: Double
    public var scaleX: Double
    public var scaleY: Double
    public var scaleZ: Double
    /// The eye's distance for Core Animation's `m34 = −1/d`; nil for none.
    public var perspective: Double?

    public init(
        translateX: Double = 0, translateY: Double = 0, translateZ: Double = 0,
        rotateX: Double = 0, rotateY: Double = 0, rotateZ: Double = 0,
        scaleX: Double = 1, scaleY: Double = 1, scaleZ: Double = 1, perspective: Double? = nil
    ) {
        self.translateX = translateX
        self.translateY = translateY
        self.translateZ = translateZ
        self.rotateX = rotateX
        self.rotateY = rotateY
        self.rotateZ = rotateZ
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.scaleZ = scaleZ
        self.perspective = perspective
    }

    public static let identity = ElementTransform()

    public var matrix: Transform3D {
        if self == .identity { return .identity }
        var m = Transform3D.identity
        if let d = perspective { m.m43 = -1 / d }
        if translateX != 0 || translateY != 0 || translateZ != 0 {
            m = m * .translation(x: translateX, y: translateY, z: translateZ)
        }
        if rotateX != 0 { m = m * .rotation(x: rotateX) }
        if rotateY != 0 { m = m * .rotation(y: rotateY) }
        if rotateZ != 0 { m = m * .rotation(z: rotateZ) }
        if scaleX != 1 || scaleY != 1 || scaleZ != 1 { m = m * .scale(x: scaleX, y: scaleY, z: scaleZ) }
        return m
    }
}
