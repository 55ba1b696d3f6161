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
        origin.advanced(byMicros: Self.nearest(Double(index) * 1_000_000 / rate))
    }

    /// The first frame time strictly after `time`; `Timestamp.latest` when no frame of the grid is
    /// later than `time` (at the very end of the clock's range, which no accepted input reaches:
    /// callers stop ticking when a frame does not advance).
    public func frame(after time: Timestamp) -> Timestamp {
        indexedFrame(after: time)?.time ?? .latest
    }

    /// `frame(after:)` with the frame's index in the grid; `nil` where that is `Timestamp.latest`. With
    /// the index, a driver that ticks frame by frame finds the next one with `time(ofFrame: index + 1)`.
    public func indexedFrame(after time: Timestamp) -> (index: Int64, time: Timestamp)? {
        var index = Self.floor(time.seconds(since: origin) * rate)
        var frame = self.time(ofFrame: index)  // each frame's time computed once (a settle asks per frame)
        while frame <= time {
            if frame == .latest || index == .max { return nil }
            index += 1
            frame = self.time(ofFrame: index)
        }
        while index > 0 {
            let earlier = self.time(ofFrame: index - 1)
            guard earlier > time else { break }
            index -= 1
            frame = earlier
        }
        return (index, frame)
    }

    /// `Int64(saturating: value.rounded())` (half away from zero) without a call into libm where the
    /// value is far inside `Int64`, as every frame of accepted input is: a settle asks on every frame.
    /// Exact: below 2⁵², `value − trunc(value)` is the fraction, representable as it stands.
    private static func nearest(_ value: Double) -> Int64 {
        guard abs(value) < 0x1p52 else { return Int64(saturating: value.rounded()) }
        let whole = Int64(value)  // towards zero
        let fraction = value - Double(whole)
        return fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
    }

    /// `Int64(saturating: value.rounded(.down))`, likewise.
    private static func floor(_ value: Double) -> Int64 {
        guard abs(value) < 0x1p52 else { return Int64(saturating: value.rounded(.down)) }
        let whole = Int64(value)
        return value < Double(whole) ? whole - 1 : whole
    }
}
