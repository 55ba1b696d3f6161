extension VisualState {
    /// This state, given in `parent`'s coordinates (origin at the parent's top-left corner, as a
    /// subview's frame), expressed in the coordinates `parent` itself is in — one step of walking a
    /// layer tree to the screen.
    ///
    /// The anchor moves with the parent's layout; the parent's transform acts about the parent's anchor
    /// (so the child turns, tilts and scales with it, `Tr(−r) · P · Tr(r) · C` with `r` the child's
    /// anchor relative to the parent's); a parent whose transform mixes in depth flattens the child into
    /// its plane first, as Core Animation renders sublayers. Opacity multiplies; the parent's overlay
    /// shades the child too (as Hero's overlay covers a whole snapshot).
    @inline(__always)
    func composed(in parent: VisualState) -> VisualState {
        var s = self
        let rx = center.x - parent.size.width / 2
        let ry = center.y - parent.size.height / 2
        s.center = Point(x: parent.center.x + rx, y: parent.center.y + ry)
        let p = parent.transform
        if !p.isIdentity {
            let inner = p.keepsDepthApart ? transform : Transform3D.flatten * transform
            s.transform = Transform3D.translation(x: -rx, y: -ry) * p * Transform3D.translation(x: rx, y: ry) * inner
        }
        s.opacity *= parent.opacity
        if parent.shade > 0 {
            if s.shade == 0 { s.shadeColor = parent.shadeColor }
            s.shade = 1 - (1 - s.shade) * (1 - parent.shade)
        }
        return s
    }
}
