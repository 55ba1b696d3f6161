/// The element that follows the finger while a pan drives the transition — Hero's pan handlers call
/// `apply(modifiers: [.translate(x: translation.x)], to: view)` on every change — as an override of
/// its own kind (`ElementOverrides.follow`), so that a log can tell the finger from a host's call. The
/// driver converts the finger's travel into scene points (see `FollowScale` in SwoopInteraction) and
/// hands them here; the engine knows no input.
public enum FingerFollow {
    /// One element following the finger, as `ElementOverrides` records it.
    ///
    /// While the pan holds the transition the element's transform is exactly the translation `offset`
    /// (Hero's `apply` sets the layer's transform: no turn, tilt or scale of its track while the finger
    /// holds it), every other property following the progress. After the release it goes from there
    /// to its track's endpoint, as an `apply` does: blended back by the release weight with the
    /// definition's settle, restarted along its curve with Hero's (docs/engine.md, "Overrides").
    public struct Entry: Sendable, Equatable {
        public let element: String
        /// The finger's travel (scene points, the element's parent's space) at the last move.
        public let offset: Point
        /// Where the pan let go; nil while it holds the transition.
        public internal(set) var releaseProgress: Double?

        /// The share of the offset still drawn at `progress`: all of it while held, then less as the
        /// release weight goes from 0 at the release to 1 at the end the progress heads for.
        public func offset(at progress: Double) -> Point {
            guard let r = releaseProgress else { return offset }
            let keep = 1 - TransitionPlan.releaseWeight(progress: progress, release: r)
            return Point(x: offset.x * keep, y: offset.y * keep)
        }
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
