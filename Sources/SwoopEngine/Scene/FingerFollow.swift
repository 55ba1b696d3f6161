/// The element that follows the finger while a pan drives the transition — Hero's pan handlers call
/// `apply(modifiers: [.translate(x: translation.x)], to: view)` on every change — and the overrides
/// that do it. The driver converts the finger's travel into scene points (see `FollowScale` in
/// SwoopInteraction) and hands them here; the engine knows no input.
public enum FingerFollow {
    /// The override for a finger that has travelled `translation` (scene points) since the pan took
    /// hold: applied with `apply(modifiers:to:)`, a `translate` moves the element by exactly that much
    /// in its parent's space (turned or tilted or not), on top of its state at the presented progress.
    public static func modifiers(translation: Point) -> [Modifier] {
        [.translate(x: translation.x, y: translation.y)]
    }

    /// Where `finish` should take a following element so that it leaves at the finger's speed instead
    /// of turning back: `changeTarget(modifiers:isDestination: true)` with these modifiers at the release.
    ///
    /// After the release at progress r the element blends from where the finger left it (its track's
    /// state plus the finger's offset Δ) into its track with weight w = (p − r)/(1 − r). Its velocity
    /// at r is then (D·e(r) − Δ)·ṗ/(1 − r) when the end target is moved by D, e(r) being the
    /// element's eased fraction at r (a translation interpolates with it). The finger moves at k·ṗ
    /// (k: scene points per unit of progress, with Δ = k·r for a pan that began at progress 0), so
    /// D = k / e(r) keeps the speed; cancelling needs nothing (its blend already runs at k·ṗ).
    /// Nil when the element has barely started to move (e(r) < 0.05): the target would be absurdly far.
    public static func finishTarget(pointsPerProgress k: Point, easedAtRelease e: Double) -> [Modifier]? {
        guard e >= 0.05, e.isFinite else { return nil }
        return [.translate(x: k.x / e, y: k.y / e)]
    }
}

extension TransitionPlan {
    /// The eased fraction of the track drawing `element` at `progress` (the first track when a
    /// cross-fading pair draws it twice); nil when no screen has the element.
    public func fraction(of element: String, at progress: Double) -> Double? {
        guard let tracks = elementTracks[element], tracks.count > 0 else { return nil }
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return curves.withUnsafeBufferPointer { curves in
            tables.withUnsafeBufferPointer { tables in
                groups[motions[tracks[0]].group].fraction(at: p * totalDuration, curves: curves, tables: tables)
            }
        }
    }
}
