import SwoopCore

/// The instants at which a driver should send `.tick`: a grid of `1/rate` seconds anchored at an
/// origin, so that frames land on the same microseconds however the events between them fall.
/// The engine never reads a clock itself: every event arrives with its time.
public struct FrameClock: Sendable, Equatable {
    public let rate: Double
    public let origin: Timestamp

    /// 120 Hz: the refresh rate of high-refresh panels, and twice the common 60 Hz, so a settle is
    /// sampled at least as finely as the display it is shown on draws it.
    public static let defaultRate = 120.0

    /// `rate` in Hz (frames per second); must be positive and finite.
    public init(rate: Double, origin: Timestamp = .zero) {
        precondition(rate.isFinite && rate > 0, "frame rate must be a positive number of Hz")
        self.rate = rate
        self.origin = origin
    }

    /// The time of frame `index` (rounded to the microsecond, never accumulating rounding error).
    /// Saturates at `Timestamp.latest`/`earliest` where the grid leaves the clock's range.
    public func time(ofFrame index: Int64) -> Timestamp {
        origin.advanced(byMicros: Int64(saturating: (Double(index) * 1_000_000 / rate).rounded()))
    }

    /// The first frame time strictly after `time`; `Timestamp.latest` when no frame of the grid is
    /// later than `time` (at the very end of the clock's range, which no accepted input reaches:
    /// callers stop ticking when a frame does not advance).
    public func frame(after time: Timestamp) -> Timestamp {
        var index = Int64(saturating: (time.seconds(since: origin) * rate).rounded(.down))
        while self.time(ofFrame: index) <= time {
            if self.time(ofFrame: index) == .latest || index == .max { return .latest }
            index += 1
        }
        while index > 0, self.time(ofFrame: index - 1) > time { index -= 1 }
        return self.time(ofFrame: index)
    }
}
