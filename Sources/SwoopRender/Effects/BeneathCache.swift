import SwoopEngine

/// What lay beneath the last blur backdrop drawn, kept for the next frame. In a transition over a
/// blurred screen (zoom's photo over its list) the items beneath the blur rarely change from frame
/// to frame while only the blur's alpha and what lies above it move; when the same items, background,
/// viewport and style come again, the frame starts from the kept pixels and the kept small blurred
/// image instead of drawing the screen twice (full size and small) and blurring it. Exact: the
/// renderer is deterministic, so the same items give the same pixels.
final class BeneathCache {
    struct Key: Equatable {
        var items: ArraySlice<RenderItem>
        var background: RGBA
        var size: Size
        var viewport: Viewport
        var style: BlurStyle
    }

    private(set) var key: Key?
    /// Frames drawn from the kept content (read by tests).
    private(set) var reuses = 0
    /// Whether `pixels` hold the frame as it was just before the blur (false when the blur hid all beneath).
    private(set) var holdsPixels = false
    private let pixels = ScratchBuffer<UInt32>()

    /// True when `key` is the kept one and, if `needsPixels`, the pixels are kept too.
    func matches(_ key: Key, needsPixels: Bool) -> Bool {
        let hit = self.key == key && (holdsPixels || !needsPixels)
        if hit { reuses += 1 }
        return hit
    }

    /// Keeps `key` and, when `surface` is given, its pixels (the frame just before the blur).
    func keep(_ key: Key, pixelsOf surface: RenderSurface?) {
        self.key = key
        holdsPixels = surface != nil
        guard let surface else { return }
        surface.withPixels { source, row in
            pixels.reserve(row * surface.height).update(from: source, count: row * surface.height)
        }
    }

    /// The kept frame, for the blur to mix with (`BackdropBlur.apply`'s `sharp`).
    var keptPixels: UnsafePointer<UInt32> {
        precondition(holdsPixels, "no pixels kept")
        return UnsafePointer(pixels.pointer)
    }

    /// Writes the kept pixels back into `surface` (of the kept viewport's size) outside `rect`,
    /// which the blur, mixing with them, writes whole.
    func restore(into surface: RenderSurface, outside rect: PixelRect) {
        precondition(holdsPixels, "no pixels kept")
        surface.withPixels { target, row in
            let source = pixels.pointer
            func copy(_ y: Int, _ x0: Int, _ x1: Int) {
                if x1 > x0 { (target + y * row + x0).update(from: source + y * row + x0, count: x1 - x0) }
            }
            for y in 0..<surface.height {
                if y < rect.y || y >= rect.y + rect.height || rect.isEmpty {
                    copy(y, 0, row)
                } else {
                    copy(y, 0, rect.x)
                    copy(y, rect.x + rect.width, row)
                }
            }
        }
    }

    /// Forgets the kept frame (a blur drawn without the cache leaves `BackdropBlur`'s small image stale).
    func clear() {
        key = nil
        holdsPixels = false
    }
}
