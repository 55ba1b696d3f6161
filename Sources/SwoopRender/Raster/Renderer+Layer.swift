import CCairo
import SwoopEngine

extension Renderer {
    /// A layer is drawn as up to five parts — fill, image, text, shade, border — composited together
    /// first when the layer is translucent and more than one part shows (Core Animation's group
    /// opacity: a translucent bordered card does not show its fill through its border).
    ///
    /// `skipping`: pixels a later layer paints over completely, left out when much of the layer lies
    /// there; `flattened`: pixels a `SolidOverSolid` stack fills at once, left out.
    func draw(
        _ layer: RenderLayer, _ cr: OpaquePointer, _ surface: RenderSurface, _ viewport: Viewport,
        skipping occluded: PixelRect?, flattened: [PixelRect]? = nil
    ) throws(RenderError) {
        let opacity = min(layer.opacity, 1)
        guard opacity > 0, outline.build(layer.geometry, viewport: viewport) else { return }
        var holes = flattened ?? []
        if let occluded, skipsHiddenPixels, let hole = worthLeavingOut(occluded) { holes.append(hole) }
        if !holes.isEmpty, SolidOverSolid.isPlainFill(layer), fillAround(holes, layer.fill, alpha: opacity, cr) {
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !holes.isEmpty { clipOut(holes, cr, surface) }
        for shape in layer.clips {
            guard clip.build(shape, viewport: viewport) else { return }
            trace(cr, clip.points)
            cairo_clip(cr)
        }
        if let shadow = layer.shadow, shadow.opacity > 0 {
            let coverage = layer.image != nil || layer.border != nil ? 1 : min(layer.fill.alpha, 1)
            drawShadow(shadow, alpha: coverage * opacity, cr, surface, viewport)
        }

        let frame = (viewport.pixelWidth, viewport.pixelHeight)
        let image = try layer.image.map { spec throws(RenderError) in
            (spec, try images.loaded(spec.source, within: frame))
        }
        let text = layer.text.flatMap { $0.text.string.isEmpty || $0.text.color.alpha <= 0 ? nil : $0 }
        let shade = min(max(layer.shade, 0), 1)
        let content = image != nil || text != nil
        let fillShows = layer.fill.alpha > 0 || (!content && shade > 0)
        let border = layer.border.flatMap { $0.width > 0 && $0.color.alpha > 0 ? $0 : nil }
        let parts =
            (fillShows ? 1 : 0) + (image != nil ? 1 : 0) + (text != nil ? 1 : 0) + (content && shade > 0 ? 1 : 0)
            + (border != nil ? 1 : 0)
        guard parts > 0 else { return }
        let grouped = opacity < 1 && parts > 1
        let alpha = grouped ? 1 : opacity
        if grouped {
            // The group's surface is as large as the clip: bound it by the layer's outline (every part
            // is drawn inside it), not the whole frame.
            let e = outline.extent
            let x0 = e.minX.rounded(.down) - 1
            let y0 = e.minY.rounded(.down) - 1
            cairo_rectangle(cr, x0, y0, e.maxX.rounded(.up) + 1 - x0, e.maxY.rounded(.up) + 1 - y0)
            cairo_clip(cr)
            cairo_push_group(cr)
        }

        if fillShows {
            // Where an opaque photo paints every pixel, the fill beneath it never shows.
            let hidden = image.flatMap { image in
                skipsHiddenPixels ? opaqueInterior(image.1, image.0.contentMode, layer.geometry, viewport) : nil
            }
            let hole = hidden.flatMap(worthLeavingOut)
            if let hole {
                cairo_save(cr)
                clipOut([hole], cr, surface)
            }
            defer { if hole != nil { cairo_restore(cr) } }
            if !content && shade > 0 {
                // The shade colour at `shade` over the fill, as one colour: the same shape, so exact.
                let a = min(max(layer.fill.alpha, 0), 1)
                let outA = a + shade * (1 - a)
                let k = a * (1 - shade) / outA
                let c = shade / outA
                let s = layer.shadeColor
                cairo_set_source_rgba(
                    cr, layer.fill.red * k + s.red * c, layer.fill.green * k + s.green * c,
                    layer.fill.blue * k + s.blue * c, outA * alpha)
            } else {
                setSource(cr, layer.fill, alpha: alpha)
            }
            trace(cr, outline.points)
            cairo_fill(cr)
        }
        if let (spec, loaded) = image {
            drawImage(loaded, spec.contentMode, layer.geometry, alpha: alpha, cr, viewport)
        }
        if let text { try drawText(text, layer.geometry, alpha: alpha, cr, viewport) }
        if content && shade > 0 {
            setSource(cr, layer.shadeColor, alpha: shade * alpha)
            trace(cr, outline.points)
            cairo_fill(cr)
        }
        if let border {
            setSource(cr, border.color, alpha: alpha)
            trace(cr, outline.points)
            if inner.build(layer.geometry, inset: border.width, viewport: viewport) {
                appendPolygon(cr, inner.points)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            }
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// The part of `hole` within the outline's bounds, when it hides a good part of them (a clip
    /// costs a little on every draw after it); counted in `clippedOutLayers`.
    func worthLeavingOut(_ hole: PixelRect) -> PixelRect? {
        let e = outline.extent
        let h = PixelRect(x0: e.minX, y0: e.minY, x1: e.maxX, y1: e.maxY).intersection(hole)
        guard h.width * h.height >= Self.smallestClippedOut else { return nil }
        clippedOutLayers += 1
        return h
    }

    /// Fills the outline in `fill` but in `holes`, piece by piece: each piece is one rectangle of
    /// what is left, clipped to. cairo fills a polygon through a clip with holes by masking every
    /// pixel of its bounds, so a tilted screen with 90 000 pixels left of 2 M costs 320 µs that way
    /// and 40 µs in pieces. False, having drawn nothing, when too many pieces are left.
    private func fillAround(_ holes: [PixelRect], _ fill: RGBA, alpha: Double, _ cr: OpaquePointer) -> Bool {
        let e = outline.extent
        let left = Region(PixelRect(x0: e.minX, y0: e.minY, x1: e.maxX, y1: e.maxY))
        for hole in holes { left.subtract(hole) }
        let pieces = left.rectangles
        guard pieces.count <= Self.mostPieces else { return false }
        setSource(cr, fill, alpha: alpha)
        for r in pieces {
            cairo_save(cr)
            cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
            cairo_clip(cr)
            trace(cr, outline.points)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        return true
    }

    /// Pieces beyond which a fill through a clip costs less than one fill per piece.
    static let mostPieces = 32

    /// Clips the disjoint `holes` out of what follows.
    func clipOut(_ holes: [PixelRect], _ cr: OpaquePointer, _ surface: RenderSurface) {
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(surface.width), Double(surface.height))
        for h in holes { cairo_rectangle(cr, Double(h.x), Double(h.y), Double(h.width), Double(h.height)) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Fills a flattened layer's region with its blended colour (see `SolidOverSolid`).
    func fill(_ region: [PixelRect], _ color: (red: UInt8, green: UInt8, blue: UInt8), _ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, 1)
        cairo_new_path(cr)
        for r in region { cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height)) }
        cairo_fill(cr)
        cairo_restore(cr)
        flattenedFills += 1
    }
}
