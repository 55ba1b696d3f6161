/// The element that follows the finger while a pan drives the transition — Hero's pan handlers call
/// `apply(modifiers: [.translate(x: translation.x)], to: view)` on every change — as an override of
/// its own kind (`ElementOverrides.follow`). The driver converts the finger's travel into scene points
/// (see `FollowScale` in SwoopInteraction) and hands them here; the engine knows no input.
public enum FingerFollow {
    /// One element following the finger, as `ElementOverrides` records it.
    ///
    /// While the pan holds the transition the element is its track's state moved by `offset`. After the
    /// release at progress r the offset goes on moving at the finger's rate (`pointsPerProgress`, k)
    /// and fades out with a smoothstep of the release weight w (0 at r, 1 at the end the progress
    /// heads for): offset(p) = (Δ + k·(p − r))·(1 − (3w² − 2w³)). At r that is Δ moving at k·ṗ, the
    /// finger's own speed (the settle starts with the release's ṗ), so neither position nor speed
    /// jumps; at either end it is 0 and still, so the element lands on its track's endpoint.
    /// (A frozen `apply(modifiers:to:)` blends from a standing state, which would stop the element for
    /// an instant at the release: a follower is not frozen.)
    public struct Entry: Sendable, Equatable {
        public let element: String
        /// The finger's travel (scene points, the element's parent's space) at the last move.
        public let offset: Point
        /// Scene points the finger moves the element per unit of progress, signed.
        public let pointsPerProgress: Point
        /// Where the pan let go; nil while it holds the transition.
        public internal(set) var releaseProgress: Double?

        /// The offset drawn at `progress`.
        public func offset(at progress: Double) -> Point {
            guard let r = releaseProgress else { return offset }
            let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
            let w = TransitionPlan.releaseWeight(progress: p, release: r)
            let keep = 1 - w * w * (3 - 2 * w)
            let moved = min(max(r, 0), 1)
            return Point(
                x: (offset.x + pointsPerProgress.x * (p - moved)) * keep,
                y: (offset.y + pointsPerProgress.y * (p - moved)) * keep)
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
