/// What drawing a run of a frame's items leaves out: for each item, the largest rectangle that a
/// later layer of the run paints over (`OpaqueBox.occluders`), and a stack of solid fills filled at
/// once (`SolidOverSolid`). A run ends where the pixels are kept for the next frame, since those
/// must hold everything beneath whatever comes above them then.
struct DrawPlan {
    /// The item the run starts at.
    let first: Int
    let occluders: [PixelRect?]
    let flat: SolidOverSolid?

    func occluder(_ item: Int) -> PixelRect? { occluders[item - first] }
}

extension Renderer {
    /// The plan of drawing `items` of `scene` (no stack when hidden pixels are drawn too).
    func plan(_ scene: RenderScene, _ items: Range<Int>, _ viewport: Viewport) -> DrawPlan {
        let occluders = OpaqueBox.occluders(scene, items, viewport) { self.photoInterior($0, viewport) }
        let flat =
            skipsHiddenPixels
            ? SolidOverSolid.find(scene, items, viewport, occluders: occluders, outline: &scratchOutline) : nil
        return DrawPlan(first: items.lowerBound, occluders: occluders, flat: flat)
    }
}
