import CCairo

/// A set of whole pixels as disjoint rectangles (cairo's region).
final class Region {
    private let region: OpaquePointer

    init(_ rect: PixelRect) {
        var r = Self.rectangle(rect)
        region = cairo_region_create_rectangle(&r)
    }

    private init(owning region: OpaquePointer) { self.region = region }
    deinit { cairo_region_destroy(region) }

    func copy() -> Region { Region(owning: cairo_region_copy(region)) }

    func subtract(_ rect: PixelRect) {
        var r = Self.rectangle(rect)
        cairo_region_subtract_rectangle(region, &r)
    }

    func subtract(_ other: Region) { cairo_region_subtract(region, other.region) }

    func intersect(_ rect: PixelRect) {
        var r = Self.rectangle(rect)
        cairo_region_intersect_rectangle(region, &r)
    }

    var rectangles: [PixelRect] {
        (0..<cairo_region_num_rectangles(region)).map { n in
            var r = cairo_rectangle_int_t()
            cairo_region_get_rectangle(region, n, &r)
            return PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height))
        }
    }

    var area: Int {
        var total = 0
        var r = cairo_rectangle_int_t()
        for n in 0..<cairo_region_num_rectangles(region) {
            cairo_region_get_rectangle(region, n, &r)
            total += Int(r.width) * Int(r.height)
        }
        return total
    }

    private static func rectangle(_ r: PixelRect) -> cairo_rectangle_int_t {
        func clamp(_ v: Int) -> Int32 { Int32(min(max(v, -(1 << 28)), 1 << 28)) }
        return cairo_rectangle_int_t(x: clamp(r.x), y: clamp(r.y), width: clamp(r.width), height: clamp(r.height))
    }
}
