import CCairo
import SwoopEngine

/// Translucent solid layers over an opaque solid one, with nothing drawn between them over a
/// region: there every pixel ends up one colour, so the renderer fills it once with that colour
/// instead of filling it and then blending over it, layer after layer. A screen fading over another
/// (Hero's `.fade`, the match's detail and its body over the grid) is such a stack, and each blend
/// is a read and a write of every pixel it covers.
///
/// Exact: the colours are computed as pixman blends a solid source OVER an opaque pixel (8-bit
/// premultiplied, divide by 255 rounded), from the colours cairo makes of the layers' fills.
struct SolidOverSolid {
    /// One layer of the stack: drawn with `region` clipped out, then (for a translucent one) `filled`
    /// filled with `color`, opaque: the part of `region` that the next layer of the stack does not fill.
    struct Step {
        var index: Int
        /// Disjoint whole-pixel rectangles.
        var region: [PixelRect]
        var filled: [PixelRect]
        var color: (red: UInt8, green: UInt8, blue: UInt8)?
    }
    /// In drawing order: the opaque layer first.
    var steps: [Step]

    /// The step of item `index`, if it is one.
    func step(_ index: Int) -> Step? { steps.first { $0.index == index } }

    /// Pixels below which a layer is not worth its clips.
    static let smallestRegion = 65_536
    /// Translucent layers over a base tried before giving up on a frame.
    static let maximumCandidates = 4

    /// The first stack of `items` worth flattening, if any. `outline` is scratch for the bounds of
    /// the layers between; `occluders` (from `OpaqueBox.occluders`) leaves out what a later layer hides.
    static func find(
        _ scene: RenderScene, _ items: Range<Int>, _ viewport: Viewport, occluders: [PixelRect?],
        outline: inout ProjectedOutline
    ) -> SolidOverSolid? {
        // The latest large opaque plain fill is the base a translucent one can stack on; a few
        // candidates are tried at most, so that a long scene costs one pass, not one per layer.
        var base: (index: Int, inside: PixelRect, layer: RenderLayer)?
        var tried = 0
        for above in items where tried < maximumCandidates {
            switch scene.items[above] {
            case .backdrop:
                base = nil
                continue
            case .layer(let layer):
                if isPlainFill(layer), let inside = OpaqueBox(layer, viewport)?.fullyCovered,
                    inside.width * inside.height >= smallestRegion
                {
                    base = (above, inside, layer)
                    continue
                }
            }
            guard let topInside = translucentInside(scene.items[above], viewport), let b = base else { continue }
            let both = b.inside.intersection(topInside)
            guard both.width * both.height >= smallestRegion else { continue }
            tried += 1
            let found = (index: b.index, inside: both, layer: b.layer)
            var region = Region(found.inside)
            for i in found.index + 1..<above {
                if case .layer(let layer) = scene.items[i] { region.subtract(drawnBounds(layer, viewport, &outline)) }
            }
            var color = blend(found.layer.fill, alpha: 1, over: (0, 0, 0))
            var steps = [Step(index: found.index, region: [], filled: [], color: nil)]
            var held: [Region] = []
            // This layer and each plain translucent fill after it that still covers much of the region
            // (each within the last one's, so every pixel of it holds the last one's colour).
            for i in above..<items.upperBound {
                guard case .layer(let layer) = scene.items[i] else { break }
                if let inside = translucentInside(scene.items[i], viewport) {
                    let next = region.copy()
                    next.intersect(inside)
                    if let hole = occluders[i - items.lowerBound] { next.subtract(hole) }
                    if next.area >= smallestRegion {
                        color = blend(layer.fill, alpha: layer.opacity, over: color)
                        steps.append(Step(index: i, region: next.rectangles, filled: [], color: color))
                        held.append(next)
                        region = next.copy()
                        continue
                    }
                }
                region.subtract(drawnBounds(layer, viewport, &outline))
                if region.area < smallestRegion { break }
            }
            guard steps.count > 1 else { continue }
            steps[0].region = steps[1].region
            for k in held.indices {
                if k + 1 < held.count { held[k].subtract(held[k + 1]) }
                steps[k + 1].filled = held[k].rectangles
            }
            return SolidOverSolid(steps: steps)
        }
        return nil
    }

    /// The whole pixels a translucent plain fill covers completely, when it is axis-aligned and large.
    private static func translucentInside(_ item: RenderItem, _ viewport: Viewport) -> PixelRect? {
        guard case .layer(let layer) = item, isPlainFill(layer), layer.opacity * layer.fill.alpha < 1,
            layer.opacity * layer.fill.alpha > 0, let inside = OpaqueBox(layer.geometry, viewport)?.fullyCovered,
            inside.width * inside.height >= smallestRegion
        else { return nil }
        return inside
    }

    /// A layer that draws its fill and nothing else (no image, text, shade, border or shadow), unclipped.
    static func isPlainFill(_ layer: RenderLayer) -> Bool {
        layer.image == nil && layer.text == nil && layer.shade <= 0 && layer.border == nil && layer.shadow == nil
            && layer.clips.isEmpty
    }

    /// Every pixel `layer` can touch: its outline's bounds, widened by its shadow's reach and, for a
    /// label, by a line of its font (glyphs may overhang their layout box).
    static func drawnBounds(_ layer: RenderLayer, _ viewport: Viewport, _ outline: inout ProjectedOutline)
        -> PixelRect
    {
        guard outline.build(layer.geometry, viewport: viewport) else {
            return PixelRect(x: 0, y: 0, width: 0, height: 0)  // nothing of it is drawn
        }
        let e = outline.extent
        let scale = max(abs(viewport.scaleX), abs(viewport.scaleY))
        var pad = 2.0
        if let shadow = layer.shadow {
            pad += (3 * shadow.radius + max(abs(shadow.offset.x), abs(shadow.offset.y))) * scale
        }
        if let text = layer.text {
            let t = layer.geometry.transform
            let grown = max(
                layer.geometry.size.width / max(text.layoutSize.width, 1e-9),
                layer.geometry.size.height / max(text.layoutSize.height, 1e-9), 1)
            pad += text.text.font.size * scale * min(grown, 1e3) * max(1, min(max(abs(t.m11), abs(t.m22)), 1e3))
        }
        return PixelRect(x0: e.minX - pad, y0: e.minY - pad, x1: e.maxX + pad, y1: e.maxY + pad)
    }

    /// `top` at `alpha` OVER the opaque 8-bit `bottom`, as cairo and pixman compute it.
    static func blend(_ top: RGBA, alpha: Double, over bottom: (UInt8, UInt8, UInt8)) -> (
        red: UInt8, green: UInt8, blue: UInt8
    ) {
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        // cairo: a double to 16 bits (`_cairo_color_double_to_short`), premultiplied; pixman keeps the high byte.
        func byte(_ v: Double) -> UInt32 { UInt32(v * 65535 + 0.5) >> 8 }
        let a = unit(top.alpha) * alpha
        let sa = byte(a)
        func channel(_ s: Double, _ d: UInt8) -> UInt8 {
            let t = UInt32(d) * (255 - sa) + 0x80
            return UInt8(min(255, byte(unit(s) * a) + ((t + (t >> 8)) >> 8)))
        }
        return (channel(top.red, bottom.0), channel(top.green, bottom.1), channel(top.blue, bottom.2))
    }
}
