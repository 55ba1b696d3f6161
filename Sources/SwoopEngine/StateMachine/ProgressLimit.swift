/// What happens to progress taken past 0 or 1: by an `update`, and by a settle that overshoots.
///
/// One type for the machine and for whatever drives it: the machine applies it to every `update`
/// (so a pan, a script and an embedder's own calls are bounded alike) and to the motions it samples.
public enum ProgressLimit: Sendable, Hashable {
    /// Held at the bound, and a spring's overshoot with it.
    case clamp
    /// Resists more the further it goes, never beyond `limit` past the bound:
    /// `excess ↦ (1 − 1/(1 + a·excess))/a` with `a = 1/limit` — the rubber band, with `a` in the
    /// denominator so that the slope at the bound is exactly 1 (no change of speed when crossing it).
    /// A settle's overshoot is shown as the spring makes it (it is already bounded by the spring).
    case rubberBand(limit: Double)
    /// Taken as given, overshoot included: for a caller that bounds progress itself, or a script that
    /// must show exactly the values it sends.
    case unbounded

    /// `clamp`: a transition has nothing to show beyond its ends, so by default nothing is drawn there.
    public static let `default` = ProgressLimit.clamp

    /// The limits a rubber band may be given: below a thousandth it is a clamp, and past ten whole
    /// transitions it no longer resists anything a hand can do.
    public static let rubberBandRange = 0.001...10.0

    /// An `update`'s progress as shown.
    public func apply(_ raw: Double) -> Double {
        switch self {
        case .clamp:
            return Self.clamped(raw)
        case .rubberBand(let limit):
            guard limit > 0 else { return Self.clamped(raw) }
            let a = 1 / limit
            let band = { (excess: Double) in (1 - 1 / (1 + a * excess)) / a }
            if raw > 1 { return 1 + band(raw - 1) }
            if raw < 0 { return -band(-raw) }
            return raw
        case .unbounded:
            return raw
        }
    }

    /// A settle's sample as shown: clamped only by `clamp`.
    func applyToMotion(_ progress: Double) -> Double {
        switch self {
        case .clamp: Self.clamped(progress)
        case .rubberBand, .unbounded: progress
        }
    }

    private static func clamped(_ progress: Double) -> Double { min(max(progress, 0), 1) }
}
