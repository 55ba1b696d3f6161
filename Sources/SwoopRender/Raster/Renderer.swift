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
    var flattenedFills = 0
    var clippedOutLayers = 0
    let backdropBlur = BackdropBlur()
    let beneath = BeneathCache()
    /// The last frame drawn, to find the items that lie still (`stillItems`).
    private var lastFrame: (scene: RenderScene, viewport: Viewport)?
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
    /// everything under it, so those items are not drawn at full size at all. A frame starts from the
    /// last one's pixels where its first items are the ones drawn then (`BeneathCache`).
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
        let blur = depth == 0 ? items.first(where: { Self.isBlur(scene.items[$0]) }) : nil
        // The first blur of the frame, when what lies beneath it was drawn last frame too.
        var kept: (index: Int, key: BeneathCache.Key, reused: Bool)?
        if let b = blur, start <= b {
            let key = BeneathCache.Key(
                items: scene.items[items.lowerBound..<b], background: scene.background, size: scene.size,
                viewport: viewport, style: blurStyle)
            kept = (b, key, beneath.matches(key, needsPixels: start < b))
        }
        // Without a blur, the first items when they lay still since the last frame.
        var still: (end: Int, key: BeneathCache.Key, reused: Bool)?
        if depth == 0 {
            let end = stillItems(scene, viewport)
            if blur == nil, end > start, Self.worthKeeping(scene.items[start..<end]) {
                let key = BeneathCache.Key(
                    items: scene.items[items.lowerBound..<end], background: scene.background, size: scene.size,
                    viewport: viewport, style: nil)
                still = (end, key, beneath.matches(key, needsPixels: true))
            }
        }
        let cr = cairo_create(surface.surface)!
        defer { cairo_destroy(cr) }
        let letterboxed = sceneRect != PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)
        let photo = { (layer: RenderLayer) in self.photoInterior(layer, viewport) }
        // Over kept still items: the plan of the whole frame when a stack of it lies partly above
        // them (what the stack fills is not copied back), else that of the items above them.
        var over: DrawPlan?
        if let kept, kept.reused, start < kept.index {
            beneath.restore(into: surface, except: [sceneRect])
        } else if let still, still.reused {
            let whole = plan(scene, start..<items.upperBound, viewport)
            let filled = whole.flat?.steps.first { $0.index >= still.end }
            over = filled == nil ? plan(scene, still.end..<items.upperBound, viewport) : whole
            let hidden =
                skipsHiddenPixels
                ? OpaqueBox.largestHidden(scene, still.end..<items.upperBound, viewport, photo: photo) : nil
            beneath.restore(into: surface, except: (filled?.region ?? []) + (hidden.map { [$0] } ?? []))
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

        /// Draws `range` by `plan` (made for a run that holds it).
        func drawItems(_ range: Range<Int>, _ plan: DrawPlan) throws(RenderError) {
            for i in range {
                switch scene.items[i] {
                case .layer(let layer):
                    let step = plan.flat?.step(i)
                    try draw(layer, cr, surface, viewport, skipping: plan.occluder(i), flattened: step?.region)
                    if let step, let color = step.color { fill(step.filled, color, cr) }
                case .backdrop(let backdrop) where backdrop.alpha > 0:
                    switch backdrop.style {
                    case .dim:
                        cairo_set_source_rgba(cr, 0, 0, 0, min(backdrop.alpha, 1))
                        cairo_rectangle(
                            cr, Double(sceneRect.x), Double(sceneRect.y), Double(sceneRect.width),
                            Double(sceneRect.height))
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
        }
        if let still, let over {
            try drawItems(still.end..<items.upperBound, over)
        } else if let still {
            // Drawn whole, whatever lies above them, since the next frame starts from them.
            try drawItems(start..<still.end, plan(scene, start..<still.end, viewport))
            cairo_surface_flush(surface.surface)
            beneath.keep(still.key, pixelsOf: surface)
            try drawItems(still.end..<items.upperBound, plan(scene, still.end..<items.upperBound, viewport))
        } else {
            let first = kept.flatMap { $0.reused ? $0.index : nil } ?? start
            try drawItems(first..<items.upperBound, plan(scene, first..<items.upperBound, viewport))
        }
        cairo_surface_flush(surface.surface)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }

    /// How many of `scene`'s first items are the last frame's (over the same background, size and
    /// viewport); records `scene` as the last frame.
    private func stillItems(_ scene: RenderScene, _ viewport: Viewport) -> Int {
        defer { lastFrame = (scene, viewport) }
        guard let last = lastFrame, last.viewport == viewport, last.scene.background == scene.background,
            last.scene.size == scene.size
        else { return 0 }
        let count = min(last.scene.items.count, scene.items.count)
        var n = 0
        while n < count, last.scene.items[n] == scene.items[n] { n += 1 }
        return n
    }

    /// Whether starting from kept pixels costs less than drawing `items` again: the copy is a pass
    /// over every pixel, about what one full-screen fill costs, so a lone plain layer is drawn again.
    static func worthKeeping(_ items: ArraySlice<RenderItem>) -> Bool {
        guard items.count == 1, case .layer(let layer) = items.first else { return !items.isEmpty }
        return layer.image != nil || layer.text != nil || layer.shadow != nil
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
