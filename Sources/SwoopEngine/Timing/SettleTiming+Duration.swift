extension Spring {
    /// Seconds until the spring, released from rest, stays within `durationTolerance` of its target.
    public var settleDuration: Double {
        Spring.unitSettleTime(dampingRatio: dampingRatio, tolerance: Spring.durationTolerance) / naturalFrequency
    }
}

extension SettleTiming {
    /// How long a settle over the whole distance runs, in seconds: a curve's duration over its
    /// completion speed, a spring's `settleDuration`, Hero's playback its whole timeline. Rules that reason about "the transition's
    /// duration" (UIKit's release) read it.
    public var nominalDuration: Double {
        switch mode {
        case .curve(_, let duration, let completionSpeed): duration / completionSpeed
        case .spring(let spring): spring.settleDuration
        case .hero(let timeline): timeline.totalDuration
        }
    }
}
