/// A raster's extent in whole pixels: a display mode (EDID's preferred timing, a DRM connector's mode)
/// or a window's drawable. Here, below both, so that the display code and the window share one type.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}
