import CCairo
import SwoopEngine

/// Draws a `RenderScene` into a `RenderSurface` with cairo: frame in, pixels out. Knows nothing of
/// input, logs or plans. Keeps its scratch state (outlines, blur buffers, decoded images) between
/// frames, so one renderer should draw a whole animation; it is not shared between threads.
public final class Renderer {
    public let images: ImageCache
    /// The blur backdrop's look (`UIBlurEffect(.light)` unless changed).
    public var blurStyle: BlurStyle
    var outline = ProjectedOutline()
    var inner = ProjectedOutline()
    var clip = ProjectedOutline()
    /// Scratch for the bounds of layers between a `SolidOverSolid` stack.
    var scratchOutline = ProjectedOutline()
    /// Regions filled at once for a `SolidOverSolid` stack, and layers drawn with a later layer's
    /// pixels clipped out (read by tests).
    private(set) var flattenedFills = 0
    private(set) var clippedOutLayers = 0
    let backdropBlur = BackdropBlur()
    let beneath = BeneathCache()
    private var smallSurfaces: [RenderSurface?] = []
    let shadowScratch = ScratchBuffer<UInt8>()
    let shadowSums = ScratchBuffer<UInt32>()
    let textLayouts = TextLayouts()

    /// Whether pixels that a later layer paints over are left undrawn (`OpaqueBox.occluders`, a fill
    /// under an opaque photo) and solid stacks filled once (`SolidOverSolid`). Off only to compare: the
    /// frames are the same (within a level where cairo composites a clipped edge another way).
    package var skipsHiddenPixels = true

    public init(images: ImageCache = ImageCache(), blurStyle: BlurStyle = .light) {
        self.images = images
        self.blurStyle = blurStyle
    }

    /// Draws `scene` over the whole surface (the background first, also in any letterbox margin).
    public func render(_ scene: RenderScene, into surface: RenderSurface, viewport: Viewport) throws(RenderError) {
        guard surface.width == viewport.pixelWidth, surface.height == viewport.pixelHeight else {
            throw .frameSizeMismatch(
                expected: "\(viewport.pixelWidth)×\(viewport.pixelHeight) (the viewport)",
                got: "\(surface.width)×\(surface.height) (the surface)")
        }
        try draw(scene, scene.items.indices, into: surface, viewport: viewport, depth: 0)
    }

    /// Does before the frames what their first use would cost: draws each of `scenes` into `surface`
    /// (decoding images, laying out text, sizing blur buffers), then makes every image reduction
    /// between an image's smallest and largest drawn sizes. Given a transition's first and last
    /// frames, no frame in between makes one (each costs milliseconds at 1080p). Leaves `surface`
    /// holding the last scene; the pixels of later frames are the same as without it.
    public func prepare(_ scenes: [RenderScene], into surface: RenderSurface, viewport: Viewport) throws(RenderError) {
        for scene in scenes { try render(scene, into: surface, viewport: viewport) }
        images.makeLevelsBetweenUsed()
    }

    /// Draws `items` of `scene` over its background. A blur backdrop first has the items beneath it
    /// drawn again, small, for the blur to read (see `BackdropBlur`); a blur at full alpha hides
    /// everything under it, so those items are not drawn at full size at all.
    private func draw(
        _ scene: RenderScene, _ items: Range<Int>, into surface: RenderSurface, viewport: Viewport,
        depth: Int
    ) throws(RenderError) {
        let sceneRect = viewport.sceneRect(scene.size)
        // Whatever an opaque item hides over the whole scene is not drawn (the background neither,
        // unless a letterbox margin shows it): full-screen backgrounds are common, and each full
        // layer costs a pass over every pixel.
        let covering = items.last { Self.hidesBeneath(scene.items[$0], sceneRect, viewport) }
        let start = covering ?? items.lowerBound
        // The first blur of the frame, when what lies beneath it was drawn last frame too (`BeneathCache`).
        var kept: (index: Int, key: BeneathCache.Key, reused: Bool)?
        if depth == 0, let b = items.first(where: { Self.isBlur(scene.items[$0]) }), start <= b {
            let key = BeneathCache.Key(
                items: scene.items[items.lowerBound..<b], background: scene.background, size: scene.size,
                viewport: viewport, style: blurStyle)
            kept = (b, key, beneath.matches(key, needsPixels: start < b))
        }
        let cr = cairo_create(surface.surface)!
        defer { cairo_destroy(cr) }
        let letterboxed = sceneRect != PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)
        if let kept, kept.reused, start < kept.index {
            beneath.restore(into: surface, outside: sceneRect)
        } else if covering == nil || letterboxed {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            setSource(cr, scene.background, alpha: 1)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        if letterboxed {
            // The scene ends at its edges, as a phone's screen does: a layer reaching past them (a
            // circle growing to cover the screen) must not show in a window's letterbox margins.
            cairo_rectangle(
                cr, viewport.offsetX, viewport.offsetY, scene.size.width * viewport.scaleX,
                scene.size.height * viewport.scaleY)
            cairo_clip(cr)
        }

        let first = kept.map { $0.reused ? $0.index : start } ?? start
        let photo = { (layer: RenderLayer) in self.photoInterior(layer, viewport) }
        let occluders = OpaqueBox.occluders(scene, first..<items.upperBound, viewport, photo: photo)
        let flat =
            skipsHiddenPixels
            ? SolidOverSolid.find(
                scene, first..<items.upperBound, viewport, occluders: occluders, outline: &scratchOutline) : nil
        for i in first..<items.upperBound {
            switch scene.items[i] {
            case .layer(let layer):
                let step = flat?.step(i)
                try draw(layer, cr, surface, viewport, skipping: occluders[i - first], flattened: step?.region)
                if let step, let color = step.color { fill(step.filled, color, cr) }
            case .backdrop(let backdrop) where backdrop.alpha > 0:
                switch backdrop.style {
                case .dim:
                    cairo_set_source_rgba(cr, 0, 0, 0, min(backdrop.alpha, 1))
                    cairo_rectangle(
                        cr, Double(sceneRect.x), Double(sceneRect.y), Double(sceneRect.width), Double(sceneRect.height))
                    cairo_fill(cr)
                case .blur:
                    guard !sceneRect.isEmpty else { continue }
                    let sigmaX = blurStyle.radius * abs(viewport.scaleX)
                    let sigmaY = blurStyle.radius * abs(viewport.scaleY)
                    let f = BackdropBlur.factor(sigma: min(sigmaX, sigmaY))
                    let hidden = OpaqueBox.largestHidden(scene, i + 1..<items.upperBound, viewport, photo: photo)
                    if let kept, kept.index == i, kept.reused {
                        backdropBlur.apply(
                            beneath: nil, factor: f, to: surface, rect: sceneRect, sigmaX: sigmaX, sigmaY: sigmaY,
                            style: blurStyle, alpha: backdrop.alpha, hidden: hidden,
                            sharp: start < i ? beneath.keptPixels : nil)
                        continue
                    }
                    let size = BackdropBlur.smallSize(sceneRect, f)
                    let small = try smallSurface(depth, size.width, size.height)
                    // The scene's rectangle stretched over the small surface exactly (each axis 1/f, or a
                    // little more when the size is not a multiple of f), so no pixel of the small image
                    // lies half outside the scene and pulls the background into the blur's edge.
                    let kx = Double(size.width) / Double(sceneRect.width)
                    let ky = Double(size.height) / Double(sceneRect.height)
                    let smallViewport = Viewport(
                        pixelWidth: size.width, pixelHeight: size.height,
                        scaleX: viewport.scaleX * kx, scaleY: viewport.scaleY * ky,
                        offsetX: (viewport.offsetX - Double(sceneRect.x)) * kx,
                        offsetY: (viewport.offsetY - Double(sceneRect.y)) * ky)
                    try draw(scene, items.lowerBound..<i, into: small, viewport: smallViewport, depth: depth + 1)
                    cairo_surface_flush(surface.surface)
                    if let kept, kept.index == i {
                        beneath.keep(kept.key, pixelsOf: start < i ? surface : nil)
                    } else {
                        beneath.clear()  // the small image about to be blurred is not the kept one
                    }
                    backdropBlur.apply(
                        beneath: small, factor: f, to: surface, rect: sceneRect, sigmaX: sigmaX, sigmaY: sigmaY,
                        style: blurStyle, alpha: backdrop.alpha, hidden: hidden)
                }
            case .backdrop:
                continue
            }
        }
        cairo_surface_flush(surface.surface)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }

    static func isBlur(_ item: RenderItem) -> Bool {
        if case .backdrop(let b) = item, b.style == .blur, b.alpha > 0 { return true }
        return false
    }

    /// True when `item` leaves nothing of what is beneath it visible anywhere in the scene: a backdrop
    /// at full alpha, or an opaque, unclipped, axis-aligned layer whose rounded rectangle holds every
    /// pixel of the scene whole, with a pixel to spare (so not even its antialiased edge shows through).
    static func hidesBeneath(_ item: RenderItem, _ sceneRect: PixelRect, _ viewport: Viewport) -> Bool {
        switch item {
        case .backdrop(let b):
            return b.alpha >= 1
        case .layer(let layer):
            guard !sceneRect.isEmpty, let box = OpaqueBox(layer, viewport) else { return false }
            let (centre, hw, hh, rx, ry) = (box.centre, box.halfWidth, box.halfHeight, box.rx, box.ry)
            let corners = [
                (Double(sceneRect.x), Double(sceneRect.y)),
                (Double(sceneRect.x + sceneRect.width), Double(sceneRect.y)),
                (Double(sceneRect.x), Double(sceneRect.y + sceneRect.height)),
                (Double(sceneRect.x + sceneRect.width), Double(sceneRect.y + sceneRect.height))
            ]
            // The shape is convex, so holding the scene's four corners means holding the scene. Straight
            // edges are exact; a rounded corner is drawn as chords inside the arc and antialiased, so a
            // scene corner must lie a pixel inside it.
            return corners.allSatisfy { p in
                let dx = abs(p.0 - centre.x)
                let dy = abs(p.1 - centre.y)
                guard dx <= hw, dy <= hh else { return false }
                let ex = dx - (hw - rx)
                let ey = dy - (hh - ry)
                guard ex > 0, ey > 0 else { return true }
                guard rx > 1, ry > 1 else { return false }
                return (ex / (rx - 1)) * (ex / (rx - 1)) + (ey / (ry - 1)) * (ey / (ry - 1)) <= 1
            }
        }
    }

    /// The surface a blur backdrop at `depth` reads (one per nesting level, kept between frames).
    private func smallSurface(_ depth: Int, _ width: Int, _ height: Int) throws(RenderError) -> RenderSurface {
        while smallSurfaces.count <= depth { smallSurfaces.append(nil) }
        if let s = smallSurfaces[depth], s.width == width, s.height == height { return s }
        let s = try RenderSurface(width: width, height: height)
        smallSurfaces[depth] = s
        return s
    }

    /// A layer is drawn as up to five parts — fill, image, text, shade, border — composited together
    /// first when the layer is translucent and more than one part shows (Core Animation's group
    /// opacity: a translucent bordered card does not show its fill through its border).
    ///
    /// `skipping`: pixels a later layer paints over completely, left out when much of the layer lies
    /// there; `flattened`: pixels a `SolidOverSolid` stack fills at once, left out.
    private func draw(
        _ layer: RenderLayer, _ cr: OpaquePointer, _ surface: RenderSurface, _ viewport: Viewport,
        skipping occluded: PixelRect?, flattened: [PixelRect]? = nil
    ) throws(RenderError) {
        let opacity = min(layer.opacity, 1)
        guard opacity > 0, outline.build(layer.geometry, viewport: viewport) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let occluded, skipsHiddenPixels { clipOut(occluded, cr, surface) }
        if let flattened { clipOut(flattened, cr, surface) }
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
            if let hidden {
                cairo_save(cr)
                clipOut(hidden, cr, surface)
            }
            defer { if hidden != nil { cairo_restore(cr) } }
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

    /// Clips `hole` out of what follows when it hides a good part of the outline's bounds (a clip
    /// costs a little on every draw after it). Whole pixels, so cairo keeps the clip as a region.
    private func clipOut(_ hole: PixelRect, _ cr: OpaquePointer, _ surface: RenderSurface) {
        let e = outline.extent
        let bounds = PixelRect(x0: e.minX, y0: e.minY, x1: e.maxX, y1: e.maxY)
        let h = bounds.intersection(hole)
        guard h.width * h.height >= Self.smallestClippedOut else { return }
        clipOut([h], cr, surface)
        clippedOutLayers += 1
    }

    /// Clips the disjoint `holes` out of what follows.
    private func clipOut(_ holes: [PixelRect], _ cr: OpaquePointer, _ surface: RenderSurface) {
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(surface.width), Double(surface.height))
        for h in holes { cairo_rectangle(cr, Double(h.x), Double(h.y), Double(h.width), Double(h.height)) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Fills a flattened layer's region with its blended colour (see `SolidOverSolid`).
    private func fill(_ region: [PixelRect], _ color: (red: UInt8, green: UInt8, blue: UInt8), _ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, 1)
        cairo_new_path(cr)
        for r in region { cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height)) }
        cairo_fill(cr)
        cairo_restore(cr)
        flattenedFills += 1
    }

    /// Pixels of a layer hidden by a later one below which drawing them costs less than the clip.
    static let smallestClippedOut = 16_384

    func setSource(_ cr: OpaquePointer, _ color: RGBA, alpha: Double) {
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        cairo_set_source_rgba(cr, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha) * alpha)
    }

    /// Replaces the current path with the polygon.
    func trace(_ cr: OpaquePointer, _ points: [DevicePoint]) {
        cairo_new_path(cr)
        appendPolygon(cr, points)
    }

    func appendPolygon(_ cr: OpaquePointer, _ points: [DevicePoint]) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
    }
}
