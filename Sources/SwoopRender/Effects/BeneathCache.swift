import SwoopEngine

/// The pixels of a frame's first items, kept for the next frame. In a transition most of one screen
/// lies still while the moving items are drawn over it: when the same first items, background and
/// viewport come again, the frame starts from the kept pixels instead of drawing them again. Exact:
/// the renderer is deterministic, so the same items give the same pixels.
///
/// Beneath a blur backdrop (zoom's photo over its list) the kept items are those beneath the blur,
/// and the blur's small blurred image of them is kept too (`BackdropBlur`), so such a frame draws
/// the screen neither at full size nor small and does not blur it again.
final class BeneathCache {
    struct Key: Equatable {
        var items: ArraySlice<RenderItem>
        var background: RGBA
        var size: Size
        var viewport: Viewport
        /// The blur drawn over the items, whose blurred image is kept; nil for items kept without one.
        var style: BlurStyle?
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

    /// Writes the kept pixels back into `surface` (of the kept viewport's size) but in `holes`:
    /// pixels that what is drawn next writes whole (a blur mixing with the kept pixels, an opaque
    /// layer, a flattened stack's fill).
    func restore(into surface: RenderSurface, except holes: [PixelRect]) {
        precondition(holdsPixels, "no pixels kept")
        let copied = Region(PixelRect(x: 0, y: 0, width: surface.width, height: surface.height))
        for hole in holes { copied.subtract(hole) }
        surface.withPixels { target, row in
            let source = pixels.pointer
            for r in copied.rectangles {
                for y in r.y..<r.y + r.height {
                    (target + y * row + r.x).update(from: source + y * row + r.x, count: r.width)
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
