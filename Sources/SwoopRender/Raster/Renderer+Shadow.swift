import CCairo
import SwoopEngine

extension Renderer {
    /// Core Animation's shadow of the rounded rectangle in `outline`: the shape moved by the offset,
    /// blurred (σ = radius, three box passes), painted in the shadow's colour beneath the layer.
    /// `alpha` scales the shadow's opacity by the layer's (and by a translucent fill's alpha, as a
    /// shadow follows the content's coverage).
    func drawShadow(
        _ shadow: Shadow, alpha: Double, _ cr: OpaquePointer, _ surface: RenderSurface, _ viewport: Viewport
    ) {
        let dx = shadow.offset.x * viewport.scaleX
        let dy = shadow.offset.y * viewport.scaleY
        let sigmaX = max(shadow.radius, 0) * abs(viewport.scaleX)
        let sigmaY = max(shadow.radius, 0) * abs(viewport.scaleY)
        let b = outline.bounds
        let margin = (x: (3 * sigmaX).rounded(.up) + 2, y: (3 * sigmaY).rounded(.up) + 2)
        let box = PixelRect(
            x0: b.minX + dx - margin.x, y0: b.minY + dy - margin.y, x1: b.maxX + dx + margin.x,
            y1: b.maxY + dy + margin.y
        )
        .clamped(width: surface.width, height: surface.height)
        guard !box.isEmpty, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height))
        else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }

        let mcr = cairo_create(mask)!
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_new_path(mcr)
        let ox = dx - Double(box.x)
        let oy = dy - Double(box.y)
        if let first = outline.points.first {
            cairo_move_to(mcr, first.x + ox, first.y + oy)
            for p in outline.points.dropFirst() { cairo_line_to(mcr, p.x + ox, p.y + oy) }
            cairo_close_path(mcr)
        }
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)

        let stride = Int(cairo_image_surface_get_stride(mask))
        if shadowScratch.count < stride * box.height {
            shadowScratch = [UInt8](repeating: 0, count: stride * box.height)
        }
        if shadowSums.count < box.width { shadowSums = [UInt32](repeating: 0, count: box.width) }
        let data = cairo_image_surface_get_data(mask)!
        shadowScratch.withUnsafeMutableBufferPointer { scratch in
            shadowSums.withUnsafeMutableBufferPointer { sums in
                BoxBlur.blur(
                    data, scratch: scratch.baseAddress!, sums: sums.baseAddress!, width: box.width, height: box.height,
                    rowLength: stride, boxX: BoxBlur.boxWidth(sigma: sigmaX), boxY: BoxBlur.boxWidth(sigma: sigmaY))
            }
        }
        cairo_surface_mark_dirty(mask)

        setSource(cr, shadow.color, alpha: min(max(shadow.opacity, 0), 1) * alpha)
        cairo_mask_surface(cr, mask, Double(box.x), Double(box.y))
    }
}
