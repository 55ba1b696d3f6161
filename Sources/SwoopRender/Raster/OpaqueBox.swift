import SwoopEngine

/// An opaque, unclipped, axis-aligned layer's rounded rectangle in device pixels: what it paints over
/// completely. The renderer skips what such a layer hides — everything beneath it when it holds the
/// whole scene (`Renderer.hidesBeneath`), and a blur's pixels under it (`largestHidden`).
struct OpaqueBox {
    var centre: (x: Double, y: Double)
    var halfWidth: Double
    var halfHeight: Double
    /// The corner radius along each axis.
    var rx: Double
    var ry: Double

    /// `nil` unless the layer's fill covers its rounded rectangle at full alpha, unclipped, with a
    /// transform that keeps it axis-aligned on the screen.
    init?(_ layer: RenderLayer, _ viewport: Viewport) {
        guard layer.opacity >= 1, layer.fill.alpha >= 1, layer.clips.isEmpty else { return nil }
        self.init(layer.geometry, viewport)
    }

    /// The rounded rectangle of `g`, whatever is drawn in it; `nil` unless its transform keeps it
    /// axis-aligned on the screen.
    init?(_ g: LayerGeometry, _ viewport: Viewport) {
        let t = g.transform
        guard t.isAffineOnLayerPlane, t.m12 == 0, t.m21 == 0 else { return nil }
        halfWidth = abs(t.m11 * g.size.width / 2 * viewport.scaleX)
        halfHeight = abs(t.m22 * g.size.height / 2 * viewport.scaleY)
        centre = viewport.device(g.position.x + t.m14, g.position.y + t.m24)
        rx = g.effectiveRadius * abs(t.m11 * viewport.scaleX)
        ry = g.effectiveRadius * abs(t.m22 * viewport.scaleY)
        guard [halfWidth, halfHeight, centre.x, centre.y, rx, ry].allSatisfy(\.isFinite) else { return nil }
    }

    /// The whole pixels inside the rounded rectangle with a pixel to spare for the antialiased edge:
    /// the largest of its two bands that miss the corners (inset by the radius across x, or across y)
    /// and the rectangle through the corners' 45° points (a circle's inscribed square: circle-pop's
    /// circle hides the screen beneath it there).
    var fullyCovered: PixelRect? {
        var best: PixelRect?
        let diagonal = 1 - 0.5.squareRoot()
        for (ix, iy) in [(rx, 0.0), (0.0, ry), (rx * diagonal, ry * diagonal)] {
            // Bounded first: a layer far larger than any frame is still a rectangle of Ints.
            func whole(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int {
                Int(min(max(v, -1e9), 1e9).rounded(rule))
            }
            let x0 = whole(centre.x - halfWidth + ix + 1, .up)
            let x1 = whole(centre.x + halfWidth - ix - 1, .down)
            let y0 = whole(centre.y - halfHeight + iy + 1, .up)
            let y1 = whole(centre.y + halfHeight - iy - 1, .down)
            guard x1 > x0, y1 > y0 else { continue }
            let rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            if rect.width * rect.height > (best.map { $0.width * $0.height } ?? 0) { best = rect }
        }
        return best
    }

    /// The largest rectangle that one layer of `items` paints over completely: what is drawn before
    /// those items never shows there. `photo`: what a layer's opaque photo covers, where its fill does not.
    static func largestHidden(
        _ scene: RenderScene, _ items: Range<Int>, _ viewport: Viewport, photo: ((RenderLayer) -> PixelRect?)? = nil
    ) -> PixelRect? {
        var best: PixelRect?
        for i in items {
            guard case .layer(let layer) = scene.items[i], let rect = covered(layer, viewport, photo) else { continue }
            if rect.width * rect.height > (best.map { $0.width * $0.height } ?? 0) { best = rect }
        }
        return best
    }

    /// For each item of `items`, the largest rectangle that one later layer paints over completely
    /// before the next blur backdrop: drawing the item there is wasted, since the later layer replaces
    /// those pixels whatever lies beneath. A blur ends the search because it keeps what lies beneath
    /// it between frames (`BeneathCache`) and reads its neighbourhood. Indexed from `items.lowerBound`.
    static func occluders(
        _ scene: RenderScene, _ items: Range<Int>, _ viewport: Viewport, photo: ((RenderLayer) -> PixelRect?)? = nil
    ) -> [PixelRect?] {
        var result = [PixelRect?](repeating: nil, count: items.count)
        var best: PixelRect?
        for i in items.reversed() {
            result[i - items.lowerBound] = best
            switch scene.items[i] {
            case .backdrop(let b) where b.style == .blur:
                best = nil
            case .layer(let layer):
                if let rect = covered(layer, viewport, photo),
                    rect.width * rect.height > (best.map { $0.width * $0.height } ?? 0)
                {
                    best = rect
                }
            case .backdrop:
                continue
            }
        }
        return result
    }

    /// The larger of what the layer's opaque fill covers and what its opaque photo covers.
    private static func covered(
        _ layer: RenderLayer, _ viewport: Viewport, _ photo: ((RenderLayer) -> PixelRect?)?
    ) -> PixelRect? {
        let fill = OpaqueBox(layer, viewport)?.fullyCovered
        guard let image = photo?(layer) else { return fill }
        guard let fill else { return image }
        return fill.width * fill.height >= image.width * image.height ? fill : image
    }
}
