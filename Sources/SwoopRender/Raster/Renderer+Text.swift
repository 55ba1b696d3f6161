import CCairo
import CPango
import SwoopEngine

extension Renderer {
    /// Draws a label in the layer's bounds: laid out at `layoutSize`, scaled uniformly by how much
    /// the bounds have changed since, placed by its alignment across and centred down, moved with
    /// the layer's transform (clips and opacity are the caller's, as for every part of a layer).
    ///
    /// Under an affine transform Pango draws straight through the cairo matrix (vector glyphs,
    /// sharp at any scale). Under perspective no matrix exists: the label is drawn into an image at
    /// the frame's resolution first and mapped like a photo (`drawImage`'s 16 × 16 grid).
    func drawText(
        _ label: LayerText, _ g: LayerGeometry, alpha: Double, _ cr: OpaquePointer, _ viewport: Viewport
    ) throws(RenderError) {
        let n = label.layoutSize
        guard n.width > 0, n.height > 0, !label.text.string.isEmpty else { return }
        let k = min(g.size.width / n.width, g.size.height / n.height)
        guard k > 0, k.isFinite else { return }
        let entry = textLayouts.entry(label.text, size: n)
        let x0: Double =
            switch label.text.alignment {
            case .left: 0
            case .center: (g.size.width - k * n.width) / 2
            case .right: g.size.width - k * n.width
            }
        let y0 = (g.size.height - k * entry.height) / 2

        func show(_ cr: OpaquePointer) {
            setSource(cr, label.text.color, alpha: alpha)
            pango_cairo_show_layout(cr, entry.layout)
        }

        if g.transform.isAffineOnLayerPlane {
            let m = g.transform.planeHomography
            func device(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
                let p = m.apply(-g.size.width / 2 + x0 + k * u, -g.size.height / 2 + y0 + k * v)
                return viewport.device(g.position.x + p.x, g.position.y + p.y)
            }
            let o = device(0, 0)
            let ux = device(1, 0)
            let vy = device(0, 1)
            var matrix = cairo_matrix_t(
                xx: ux.x - o.x, yx: ux.y - o.y, xy: vy.x - o.x, yy: vy.y - o.y, x0: o.x, y0: o.y)
            guard abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx) > 1e-12 else { return }
            cairo_save(cr)
            cairo_transform(cr, &matrix)
            show(cr)
            cairo_restore(cr)
            return
        }

        // Perspective: the label as an image of the layer's bounds at the frame's pixel density, in its
        // own colour, faded as it is mapped: a label that only tilts and fades is drawn once (kept).
        let density = min(max(abs(viewport.scaleX), abs(viewport.scaleY)), 2048 / max(g.size.width, g.size.height))
        let w = max(1, Int((g.size.width * density).rounded(.up)))
        let h = max(1, Int((g.size.height * density).rounded(.up)))
        let key = TextLayouts.ImageKey(text: label.text, layoutSize: n, width: w, height: h, bounds: g.size)
        let image = try textLayouts.image(key) { () throws(RenderError) in
            guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
                cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
            else { throw .cairo("cannot make a \(w)×\(h) text image") }
            let image = LoadedImage(owning: s)
            let tc = cairo_create(s)!
            cairo_scale(tc, Double(w) / g.size.width, Double(h) / g.size.height)
            cairo_translate(tc, x0, y0)
            cairo_scale(tc, k, k)
            setSource(tc, label.text.color, alpha: 1)
            pango_cairo_show_layout(tc, entry.layout)
            cairo_destroy(tc)
            cairo_surface_flush(s)
            return image
        }
        drawImage(image, .aspectFit, g, alpha: alpha, cr, viewport)
    }
}
