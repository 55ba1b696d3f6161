/// A point on a monotonic clock, in microseconds — libinput's unit for event times.
///
/// Kept integral so that replay arithmetic is exact and logs are byte-identical across runs.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var micros: Int64

    public init(micros: Int64) { self.micros = micros }
    public init(seconds: Double) { self.micros = Int64((seconds * 1_000_000).rounded()) }

    public var seconds: Double { Double(micros) / 1_000_000 }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.micros < rhs.micros }
    public static func + (lhs: Timestamp, micros: Int64) -> Timestamp { Timestamp(micros: lhs.micros + micros) }
    /// Elapsed time between two instants, in seconds.
    public static func - (lhs: Timestamp, rhs: Timestamp) -> Double { Double(lhs.micros - rhs.micros) / 1_000_000 }

    public var description: String { "\(micros)µs" }
}
