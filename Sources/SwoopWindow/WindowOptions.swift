import SwoopCore
import SwoopEngine

/// How the window opens (`--window`, `--fullscreen`).
public struct WindowOptions: Equatable, Sendable {
    public var title: String
    /// The scene's size in points: the window's first size keeps its aspect.
    public var contentSize: Size
    /// Cover the whole display in desktop mode (`--fullscreen`): no mode switch; the scene is
    /// letterboxed into the display's shape.
    public var fullscreen: Bool
    /// The window's size in points; nil makes it the content's size, shrunk to fit 85 % of the
    /// display's usable area (kept whole, never enlarged: a 390 × 844 pt phone screen stays phone-sized).
    public var size: PixelSize?
    /// The window's top-left corner in desktop coordinates; nil centres it.
    public var position: (x: Int, y: Int)?
    /// Wait for the display's refresh on every present (SDL_RENDERER_PRESENTVSYNC). Where the renderer
    /// cannot, the presenter sleeps to the refresh period instead. Off only to measure raw cost.
    public var vsync: Bool

    public init(
        title: String = "Swoop", contentSize: Size, fullscreen: Bool = false, size: PixelSize? = nil,
        position: (x: Int, y: Int)? = nil, vsync: Bool = true
    ) {
        self.title = title
        self.contentSize = contentSize
        self.fullscreen = fullscreen
        self.size = size
        self.position = position
        self.vsync = vsync
    }

    public static func == (a: WindowOptions, b: WindowOptions) -> Bool {
        (a.title, a.contentSize, a.fullscreen, a.size, a.vsync) == (
            b.title, b.contentSize, b.fullscreen, b.size, b.vsync
        )
            && a.position?.x == b.position?.x && a.position?.y == b.position?.y
    }

    /// The first windowed size for a display whose usable area is `usable` (points).
    func initialSize(usable: PixelSize) -> PixelSize {
        if let size { return size }
        let w = max(contentSize.width, 1)
        let h = max(contentSize.height, 1)
        let scale = min(1, 0.85 * Double(usable.width) / w, 0.85 * Double(usable.height) / h)
        return PixelSize(width: max(1, Int((w * scale).rounded())), height: max(1, Int((h * scale).rounded())))
    }
}
