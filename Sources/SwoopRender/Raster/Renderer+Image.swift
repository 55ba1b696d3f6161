import CCairo
import SwoopEngine

extension Renderer {
    /// Pieces per side when an image is drawn under perspective (see `drawImage`).
    static let perspectiveGrid = 16

    /// Draws an image inside the layer's rounded rectangle (already traced in `outline`).
    ///
    /// Under an affine transform the image goes through one cairo matrix: exact, bilinear-filtered.
    /// Under perspective no single matrix exists, so the image is cut into a 16 × 16 grid of cells,
    /// each split into two triangles drawn with the affine map fixed by their three projected
    /// corners: exact at every grid point and continuous across pieces (a piecewise-linear texture
    /// map), off by the curvature of the true projection inside a piece — well under a pixel for
    /// the tilts of a transition, visible only for an extreme close-up near the vanishing line.
    func drawImage(
        _ image: LoadedImage, _ mode: LayerImage.ContentMode, _ g: LayerGeometry, alpha: Double,
        _ cr: OpaquePointer, _ viewport: Viewport
    ) {
        let iw = Double(image.width)
        let ih = Double(image.height)
        let s =
            mode == .aspectFit ? min(g.size.width / iw, g.size.height / ih) : max(g.size.width / iw, g.size.height / ih)
        guard s > 0, s.isFinite else { return }
        let left = -iw * s / 2
        let top = -ih * s / 2
        let m = g.transform.planeHomography

        cairo_save(cr)
        defer { cairo_restore(cr) }
        trace(cr, outline.points)
        cairo_clip(cr)

        /// Image pixel (u, v) → device pixel, or nil behind the eye.
        func device(_ u: Double, _ v: Double) -> (x: Double, y: Double)? {
            let p = m.apply(left + u * s, top + v * s)
            guard p.w > ProjectedOutline.minimumW else { return nil }
            let d = viewport.device(g.position.x + p.x / p.w, g.position.y + p.y / p.w)
            return (d.x, d.y)
        }

        if g.transform.isAffineOnLayerPlane {
            guard let o = device(0, 0), let ux = device(1, 0), let vy = device(0, 1) else { return }
            let level = image.level(
                scaleX: ((ux.x - o.x) * (ux.x - o.x) + (ux.y - o.y) * (ux.y - o.y)).squareRoot(),
                scaleY: ((vy.x - o.x) * (vy.x - o.x) + (vy.y - o.y) * (vy.y - o.y)).squareRoot())
            paint(level, (0, 0, o), (1, 0, ux), (0, 1, vy), alpha: alpha, cr)
            return
        }
        // Under perspective one level for the whole image, from its outline's extent on the device.
        let e = outline.extent
        let level = image.level(scaleX: (e.maxX - e.minX) / (iw * s), scaleY: (e.maxY - e.minY) / (ih * s))
        let n = Self.perspectiveGrid
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)  // pieces tile exactly; the outline clip stays smooth
        for j in 0..<n {
            for i in 0..<n {
                let u0 = iw * Double(i) / Double(n)
                let u1 = iw * Double(i + 1) / Double(n)
                let v0 = ih * Double(j) / Double(n)
                let v1 = ih * Double(j + 1) / Double(n)
                guard let a = device(u0, v0), let b = device(u1, v0), let c = device(u1, v1), let d = device(u0, v1)
                else { continue }
                for (p, q, r) in [((u0, v0, a), (u1, v0, b), (u1, v1, c)), ((u0, v0, a), (u1, v1, c), (u0, v1, d))] {
                    cairo_save(cr)
                    cairo_new_path(cr)
                    cairo_move_to(cr, p.2.x, p.2.y)
                    cairo_line_to(cr, q.2.x, q.2.y)
                    cairo_line_to(cr, r.2.x, r.2.y)
                    cairo_close_path(cr)
                    cairo_clip(cr)
                    paint(level, p, q, r, alpha: alpha, cr)
                    cairo_restore(cr)
                }
            }
        }
    }

    /// The whole pixels that `image`, opaque and fitted in `g` by `mode`, paints over completely (a
    /// pixel to spare for its antialiased edges); `nil` for an image with alpha or a turned layer.
    func opaqueInterior(
        _ image: LoadedImage, _ mode: LayerImage.ContentMode, _ g: LayerGeometry, _ viewport: Viewport
    ) -> PixelRect? {
        guard image.isOpaque, let box = OpaqueBox(g, viewport), let inside = box.fullyCovered else { return nil }
        let iw = Double(image.width)
        let ih = Double(image.height)
        let s =
            mode == .aspectFit ? min(g.size.width / iw, g.size.height / ih) : max(g.size.width / iw, g.size.height / ih)
        guard s > 0, s.isFinite else { return nil }
        // The image's rectangle on the device: centred on the layer's, scaled as the layer is.
        let hw = box.halfWidth * iw * s / g.size.width
        let hh = box.halfHeight * ih * s / g.size.height
        guard hw.isFinite, hh.isFinite, hw < 1e9, hh < 1e9 else { return nil }
        let x0 = Int((box.centre.x - hw + 1).rounded(.up))
        let y0 = Int((box.centre.y - hh + 1).rounded(.up))
        let painted = PixelRect(
            x: x0, y: y0, width: Int((box.centre.x + hw - 1).rounded(.down)) - x0,
            height: Int((box.centre.y + hh - 1).rounded(.down)) - y0)
        let hidden = inside.intersection(painted)
        return hidden.isEmpty ? nil : hidden
    }

    /// What a layer's photo paints over completely, when the layer is opaque, unclipped and its photo
    /// already decoded for this frame size (asking never decodes one); nil when skipping is off.
    func photoInterior(_ layer: RenderLayer, _ viewport: Viewport) -> PixelRect? {
        guard skipsHiddenPixels, layer.opacity >= 1, layer.clips.isEmpty, let spec = layer.image,
            let image = images.kept(spec.source, within: (viewport.pixelWidth, viewport.pixelHeight))
        else { return nil }
        return opaqueInterior(image, spec.contentMode, layer.geometry, viewport)
    }

    /// Paints the image (drawn from `level`, a reduction of it) through the affine map taking each
    /// (u, v) of the image to its device point.
    private func paint(
        _ level: (image: LoadedImage, kx: Double, ky: Double), _ p: (Double, Double, (x: Double, y: Double)),
        _ q: (Double, Double, (x: Double, y: Double)), _ r: (Double, Double, (x: Double, y: Double)),
        alpha: Double, _ cr: OpaquePointer
    ) {
        let du1 = q.0 - p.0
        let dv1 = q.1 - p.1
        let du2 = r.0 - p.0
        let dv2 = r.1 - p.1
        let det = du1 * dv2 - du2 * dv1
        guard abs(det) > 1e-12 else { return }
        let dx1 = q.2.x - p.2.x
        let dy1 = q.2.y - p.2.y
        let dx2 = r.2.x - p.2.x
        let dy2 = r.2.y - p.2.y
        // [xx xy; yx yy] · [du; dv] = [dx; dy] for both edges.
        let xx = (dx1 * dv2 - dx2 * dv1) / det
        let xy = (dx2 * du1 - dx1 * du2) / det
        let yx = (dy1 * dv2 - dy2 * dv1) / det
        let yy = (dy2 * du1 - dy1 * du2) / det
        var matrix = cairo_matrix_t(
            xx: xx, yx: yx, xy: xy, yy: yy,
            x0: p.2.x - xx * p.0 - xy * p.1, y0: p.2.y - yx * p.0 - yy * p.1)
        guard abs(xx * yy - xy * yx) > 1e-12 else { return }
        cairo_save(cr)
        cairo_transform(cr, &matrix)
        // Clipped to the image's own rectangle and padded beyond it, so a scaled-up image keeps
        // crisp edges (no fade into transparency over its outer half-pixel).
        cairo_scale(cr, level.kx, level.ky)
        cairo_rectangle(cr, 0, 0, Double(level.image.width), Double(level.image.height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, level.image.surface, 0, 0)
        // The level leaves every scale above ½: two taps per axis see every source pixel.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}
