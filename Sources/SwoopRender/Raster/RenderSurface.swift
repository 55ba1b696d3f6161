import CCairo

/// A pixel buffer frames are drawn into and reused from frame to frame: cairo's ARGB32 image surface
/// (premultiplied alpha, one native-endian 32-bit word per pixel — SDL's `ARGB8888`).
/// The only owner of its `cairo_surface_t`.
public final class RenderSurface {
    public let width: Int
    public let height: Int
    let surface: OpaquePointer

    public init(width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw .invalidSize(width: width, height: height)
        }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
        else {
            throw .cairo("cannot make a \(width)×\(height) surface")
        }
        self.width = width
        self.height = height
        surface = s
    }

    public convenience init(for viewport: Viewport) throws(RenderError) {
        try self.init(width: viewport.pixelWidth, height: viewport.pixelHeight)
    }

    /// A PNG read back into a surface of its own size (a golden image, a committed picture).
    public convenience init(png path: String) throws(RenderError) {
        let image = try LoadedImage(path: path)
        try self.init(width: image.width, height: image.height)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_paint(cr)
        cairo_surface_flush(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes from one row to the next.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixels, premultiplied ARGB words, valid until the next drawing call.
    public func withPixels<R>(_ body: (UnsafeMutablePointer<UInt32>, _ wordsPerRow: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        let base = cairo_image_surface_get_data(surface)!
        return try base.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) {
            try body($0, stride / 4)
        }
    }

    /// One pixel as straight (un-premultiplied) 8-bit channels, for tests and diffs.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        cairo_surface_flush(surface)
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return RGBA8(premultiplied: base.load(fromByteOffset: y * stride + x * 4, as: UInt32.self))
    }

    /// Draws `other` with its top-left corner at (x, y) (a filmstrip's cell).
    public func place(_ other: RenderSurface, x: Int, y: Int) {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, other.surface, Double(x), Double(y))
        cairo_rectangle(cr, Double(x), Double(y), Double(other.width), Double(other.height))
        cairo_fill(cr)
    }

    /// Fills a rectangle of pixels with one colour (a filmstrip's separators).
    public func fill(x: Int, y: Int, width: Int, height: Int, color: RGBA8) {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(
            cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
        cairo_rectangle(cr, Double(x), Double(y), Double(width), Double(height))
        cairo_fill(cr)
    }
}

/// An 8-bit straight-alpha pixel.
public struct RGBA8: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    init(premultiplied word: UInt32) {
        let a = UInt8(word >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let v = (word >> shift) & 0xFF
            guard a != 0 else { return 0 }
            return UInt8(min(255, (v * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        self.init(r: channel(16), g: channel(8), b: channel(0), a: a)
    }

    public var description: String { "(\(r), \(g), \(b), \(a))" }
}
