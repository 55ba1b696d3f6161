import SwoopEngine

/// Scene points → device pixels: `pixel = offset + point × scale`, per axis. The renderer draws in
/// pixels, so everything that has a size in points (blur radii, shadow offsets) goes through here.
public struct Viewport: Equatable, Sendable {
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var scaleX: Double
    public var scaleY: Double
    public var offsetX: Double
    public var offsetY: Double

    public init(
        pixelWidth: Int, pixelHeight: Int, scaleX: Double, scaleY: Double, offsetX: Double = 0, offsetY: Double = 0
    ) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// The scene at a pixel density (`--scale`): 390 × 844 pt at 2 → 780 × 1688 px.
    public static func scaled(_ size: Size, by scale: Double) -> Viewport {
        Viewport(
            pixelWidth: max(1, Int((size.width * scale).rounded())),
            pixelHeight: max(1, Int((size.height * scale).rounded())),
            scaleX: scale, scaleY: scale)
    }

    /// The scene stretched to fill a pixel size exactly (each axis scaled on its own): the worst case
    /// for fill and blur cost, as every full-screen layer covers every pixel.
    public static func stretched(_ size: Size, toWidth width: Int, height: Int) -> Viewport {
        Viewport(
            pixelWidth: width, pixelHeight: height, scaleX: Double(width) / size.width,
            scaleY: Double(height) / size.height)
    }

    /// The scene as large as fits, centred, aspect kept (a window or a panel of another shape).
    public static func fitted(_ size: Size, intoWidth width: Int, height: Int) -> Viewport {
        let s = min(Double(width) / size.width, Double(height) / size.height)
        return Viewport(
            pixelWidth: width, pixelHeight: height, scaleX: s, scaleY: s,
            offsetX: ((Double(width) - size.width * s) / 2).rounded(),
            offsetY: ((Double(height) - size.height * s) / 2).rounded())
    }

    @inline(__always)
    func device(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (offsetX + x * scaleX, offsetY + y * scaleY) }

    /// The scene's rectangle in whole pixels, clamped to the surface (where backdrops act).
    func sceneRect(_ size: Size) -> PixelRect {
        PixelRect(x0: offsetX, y0: offsetY, x1: offsetX + size.width * scaleX, y1: offsetY + size.height * scaleY)
            .clamped(width: pixelWidth, height: pixelHeight)
    }
}

/// A half-open rectangle of whole pixels.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The pixels touched by a real-valued box.
    init(x0: Double, y0: Double, x1: Double, y1: Double) {
        let l = Int(x0.rounded(.down))
        let t = Int(y0.rounded(.down))
        self.init(x: l, y: t, width: Int(x1.rounded(.up)) - l, height: Int(y1.rounded(.up)) - t)
    }

    func clamped(width w: Int, height h: Int) -> PixelRect {
        let l = min(max(x, 0), w)
        let t = min(max(y, 0), h)
        let r = min(max(x + width, 0), w)
        let b = min(max(y + height, 0), h)
        return PixelRect(x: l, y: t, width: r - l, height: b - t)
    }

    var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixels in both (empty when they do not meet).
    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        return PixelRect(
            x: x0, y: y0, width: min(x + width, other.x + other.width) - x0,
            height: min(y + height, other.y + other.height) - y0)
    }
}
