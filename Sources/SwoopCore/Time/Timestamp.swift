/// A point on a monotonic clock, in integer microseconds: libinput's unit for event times and the
/// log's unit for `t`.
///
/// Integral so that replay arithmetic is exact and the same input always prints the same bytes.
///
/// Range: every `Int64` number of microseconds, about ±292 000 years around the clock's origin.
/// Arithmetic never traps: a result beyond the range saturates at `Timestamp.earliest` or
/// `Timestamp.latest` (and a difference at ±`Int64.max` µs), so hostile or corrupt times can make
/// wrong answers at the very ends of the range but never a crash.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var micros: Int64

    @inlinable
    public init(micros: Int64) { self.micros = micros }

    /// Rounds to the nearest microsecond; saturates beyond the range, and NaN is the origin.
    public init(seconds: Double) {
        self.micros = Self.saturatingMicros(seconds * 1_000_000)
    }

    public static let zero = Timestamp(micros: 0)
    public static let earliest = Timestamp(micros: .min)
    public static let latest = Timestamp(micros: .max)

    /// The times Swoop accepts from a file (fixture events, recorded frames): 0 … 2⁵³ µs, about 285
    /// years, far beyond any monotonic or wall clock a device stamps with. Two reasons for the bound:
    /// every time in it converts to `Double` seconds and back exactly (velocities and the frame grid
    /// are computed in seconds), and what the pipeline adds after the last event (settling, which
    /// ends within minutes, resume windows, frame ticks) stays about 292 000 years below `latest`,
    /// so no arithmetic on an accepted time ever reaches the saturation point where clocks stop.
    public static let acceptedRange = Timestamp(micros: 0)...Timestamp(micros: 1 << 53)

    public var seconds: Double { Double(micros) / 1_000_000 }

    @inlinable
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.micros < rhs.micros }

    /// Saturating; a duration finer than a microsecond is truncated towards zero.
    public static func + (lhs: Timestamp, rhs: Duration) -> Timestamp {
        lhs.advanced(byMicros: rhs.inMicroseconds)
    }

    /// Saturating; a duration finer than a microsecond is truncated towards zero.
    public static func - (lhs: Timestamp, rhs: Duration) -> Timestamp {
        let micros = rhs.inMicroseconds
        return micros == .min ? lhs.advanced(byMicros: .max) : lhs.advanced(byMicros: -micros)
    }

    /// The time from `rhs` to `lhs` (negative when `lhs` is earlier), saturating at ±`Int64.max` µs.
    public static func - (lhs: Timestamp, rhs: Timestamp) -> Duration {
        .microseconds(lhs.micros(since: rhs))
    }

    /// `micros` later (earlier when negative), saturating. For loops that keep a duration as
    /// microseconds, converted once from a `Duration`.
    @inlinable
    public func advanced(byMicros micros: Int64) -> Timestamp {
        let (sum, overflow) = self.micros.addingReportingOverflow(micros)
        guard overflow else { return Timestamp(micros: sum) }
        return micros > 0 ? .latest : .earliest
    }

    /// Microseconds from `earlier` to this instant, saturating.
    @inlinable
    public func micros(since earlier: Timestamp) -> Int64 {
        let (difference, overflow) = micros.subtractingReportingOverflow(earlier.micros)
        guard overflow else { return difference }
        return micros > earlier.micros ? .max : .min
    }

    /// Seconds from `earlier` to this instant, computed as `Double(µs) / 10⁶` so the result is the same
    /// bits on every run (durations in the log and the release decision are derived from it).
    @inlinable
    public func seconds(since earlier: Timestamp) -> Double {
        Double(micros(since: earlier)) / 1_000_000
    }

    public var description: String { "\(micros)µs" }

    /// `value` rounded to an integer, clamped to `Int64`; NaN gives 0.
    static func saturatingMicros(_ value: Double) -> Int64 {
        Int64(saturating: value.rounded())
    }
}

extension Int64 {
    /// `value` truncated towards zero and clamped to `Int64` (NaN is 0): the conversion for a
    /// `Double` that may be out of range, where `Int64(_:)` would trap.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value <= -0x1p63 {
            self = .min
        } else {
            self = Int64(value)
        }
    }
}

extension Duration {
    /// Whole microseconds, truncated towards zero, saturating at the ends of `Int64`.
    public var inMicroseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        guard !overflow else { return seconds > 0 ? .max : .min }
        let (sum, overflowAgain) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000_000)
        guard !overflowAgain else { return seconds > 0 ? .max : .min }
        return sum
    }

    /// Seconds as a `Double`. A whole number of microseconds (every duration Swoop makes) converts as
    /// `Double(µs) / 10⁶`, the same bits as `Timestamp.seconds(since:)`.
    public var inSeconds: Double {
        let (seconds, attoseconds) = components
        if attoseconds % 1_000_000_000_000 == 0 {
            let micros = inMicroseconds
            if micros != .max && micros != .min { return Double(micros) / 1_000_000 }
        }
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// `seconds` rounded to the microsecond, saturating (NaN is zero): for durations a person typed,
    /// where the standard library's conversion would trap on a non-finite value.
    public static func seconds(saturating seconds: Double) -> Duration {
        .microseconds(Timestamp.saturatingMicros(seconds * 1_000_000))
    }
}
