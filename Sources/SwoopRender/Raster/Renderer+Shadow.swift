import CCairo
import SwoopEngine

extension Renderer {
    /// Core Animation's shadow of the rounded rectangle in `outline`: the shape moved by the offset,
    /// blurred (σ = radius, three box passes), painted in the shadow's colour beneath the layer.
    /// `alpha` scales the shadow's opacity by the layer's (and by a translucent fill's alpha, as a
    /// shadow follows the content's coverage).
    ///
    /// The cost is bounded by the pixels the shadow covers, whatever its radius (`ShadowMask`): a wide
    /// blur is computed at 1/f resolution and scaled back up, and a shadow too spread out to reach half
    /// a colour level anywhere is not drawn at all.
    func drawShadow(
        _ shadow: Shadow, alpha: Double, _ cr: OpaquePointer, _ surface: RenderSurface, _ viewport: Viewport
    ) {
        let strength = min(max(shadow.opacity, 0), 1) * alpha
        guard
            let mask = ShadowMask(
                outline: outline, offset: (shadow.offset.x * viewport.scaleX, shadow.offset.y * viewport.scaleY),
                sigma: (shadow.radius * abs(viewport.scaleX), shadow.radius * abs(viewport.scaleY)),
                strength: strength, surfaceWidth: surface.width, surfaceHeight: surface.height)
        else { return }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mask.small.width), Int32(mask.small.height))
        else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return }

        // The shape, moved by the offset, into the mask's pixels (each 1/f of a device pixel, or a little
        // more when f does not divide the box: the box is stretched over the small image exactly).
        let mcr = cairo_create(image)!
        cairo_scale(mcr, mask.kx, mask.ky)
        cairo_translate(mcr, mask.dx - Double(mask.box.x), mask.dy - Double(mask.box.y))
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        trace(mcr, outline.points)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(image)

        let stride = Int(cairo_image_surface_get_stride(image))
        let rows = mask.small.height
        let data = cairo_image_surface_get_data(image)!
        BoxBlur.blur(
            data, scratch: shadowScratch.reserve(stride * rows), sums: shadowSums.reserve(mask.small.width),
            width: mask.small.width, height: rows, rowLength: stride, boxX: mask.boxX, boxY: mask.boxY)
        cairo_surface_mark_dirty(image)

        setSource(cr, shadow.color, alpha: strength)
        if mask.factor == (1, 1) {
            cairo_mask_surface(cr, image, Double(mask.box.x), Double(mask.box.y))
            return
        }
        // Scaled back up bilinearly, sample centres aligned, within the box only (the pattern's edge
        // pixels are extended so its border does not fade to nothing at a frame's edge).
        let pattern = cairo_pattern_create_for_surface(image)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, mask.kx, mask.ky)
        cairo_matrix_translate(&matrix, -Double(mask.box.x), -Double(mask.box.y))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        let visible = mask.box.clamped(width: surface.width, height: surface.height)
        cairo_rectangle(cr, Double(visible.x), Double(visible.y), Double(visible.width), Double(visible.height))
        cairo_clip(cr)
        cairo_mask(cr, pattern)
        cairo_restore(cr)
    }
}

/// Where and how finely a shadow's mask is computed, the part of its drawing that could otherwise grow
/// with the radius.
///
/// - The mask covers the shape, moved by the offset, with a 3σ margin (beyond it a Gaussian adds less
///   than 0.3 %), cut to the frame with the same margin: what lies farther outside cannot reach a pixel.
/// - It is computed at 1/f resolution, per axis f the largest power of two leaving σ ≥ 8 small pixels
///   (f = 1 below σ = 16 px, the common card shadows, drawn at full resolution). Its size is then at
///   most (frame + 6σ) / f + 1 ≤ frame / f + 97 small pixels a side, and the box widths stay below 31:
///   a radius of 10⁹ points costs what one of 20 does.
/// - A shadow whose densest point stays below half a colour level (its shape's area over 2πσ², times
///   its opacity) is skipped: it cannot be seen.
struct ShadowMask {
    /// The mask's rectangle in device pixels (it may reach past the frame by up to 3σ).
    var box: PixelRect
    /// The small image's size, ⌈box / f⌉.
    var small: (width: Int, height: Int)
    /// Device pixels per small pixel along each axis (about: see `kx`, `ky`).
    var factor: (x: Int, y: Int)
    /// Small pixels per device pixel, per axis (1/f, or a little more when f does not divide the box).
    var kx: Double, ky: Double
    /// The shadow's offset in device pixels.
    var dx: Double, dy: Double
    /// Box widths of the three passes per axis, in small pixels.
    var boxX: Int, boxY: Int

    /// The smallest σ (device pixels) a factor must leave in small pixels.
    static let smallSigma = 8.0
    /// σ in device pixels is taken as at most this: a bound for the arithmetic only (10⁹ points at
    /// the largest scale, 8, is 8·10⁹), as any such shadow is either invisible or a uniform wash.
    static let maximumSigma = 1e10

    /// `nil` when nothing would show.
    init?(
        outline: ProjectedOutline, offset: (x: Double, y: Double), sigma: (x: Double, y: Double), strength: Double,
        surfaceWidth: Int, surfaceHeight: Int
    ) {
        guard strength > 0, !outline.points.isEmpty, offset.x.isFinite, offset.y.isFinite else { return nil }
        let sx = min(max(sigma.x.isNaN ? 0 : sigma.x, 0), Self.maximumSigma)
        let sy = min(max(sigma.y.isNaN ? 0 : sigma.y, 0), Self.maximumSigma)
        let b = outline.bounds
        let margin = (x: (3 * sx).rounded(.up) + 2, y: (3 * sy).rounded(.up) + 2)
        // In doubles first: the shape's own box may be far larger than anything an Int rect should hold.
        let x0 = max(b.minX + offset.x - margin.x, -margin.x)
        let y0 = max(b.minY + offset.y - margin.y, -margin.y)
        let x1 = min(b.maxX + offset.x + margin.x, Double(surfaceWidth) + margin.x)
        let y1 = min(b.maxY + offset.y + margin.y, Double(surfaceHeight) + margin.y)
        guard x1 > x0, y1 > y0, x1 > 0, y1 > 0, x0 < Double(surfaceWidth), y0 < Double(surfaceHeight) else {
            return nil
        }
        // Visible at all: the Gaussian's peak (1/2πσxσy, 10 % more for the box approximation) over the
        // shape's area within the mask, times the strength, against half a level of 255.
        if sx > 1 && sy > 1 {
            let area =
                (min(b.maxX + offset.x, x1) - max(b.minX + offset.x, x0))
                * (min(b.maxY + offset.y, y1) - max(b.minY + offset.y, y0))
            guard strength * 255 * 1.1 * max(area, 0) / (2 * Double.pi * sx * sy) >= 0.5 else { return nil }
        }
        box = PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
        factor = (Self.factor(sigma: sx), Self.factor(sigma: sy))
        small = ((box.width + factor.x - 1) / factor.x, (box.height + factor.y - 1) / factor.y)
        kx = Double(small.width) / Double(box.width)
        ky = Double(small.height) / Double(box.height)
        dx = offset.x
        dy = offset.y
        // The f × f average and the bilinear scale-up blur too (variances f²/12 and f²/6): take them off.
        func smallSigma(_ s: Double, _ f: Int, _ k: Double) -> Double {
            f == 1 ? s : (max(s * s - 1 / (4 * k * k), 0)).squareRoot() * k
        }
        boxX = BoxBlur.boxWidth(sigma: smallSigma(sx, factor.x, kx))
        boxY = BoxBlur.boxWidth(sigma: smallSigma(sy, factor.y, ky))
    }

    /// The largest power of two that leaves `sigma` device pixels at least `smallSigma` small ones.
    static func factor(sigma: Double) -> Int {
        var f = 1
        while sigma / Double(f * 2) >= smallSigma { f *= 2 }
        return f
    }
}
