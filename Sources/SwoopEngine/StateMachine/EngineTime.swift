/// An instant on the engine's clock, in integer microseconds (the unit of libinput and of the log).
///
/// Integral so that virtual clocks in tests and replay add up exactly and logs stay byte-identical.
/// The engine never reads a clock itself: every event arrives with its time.
public struct EngineTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var micros: Int64

    public init(micros: Int64) { self.micros = micros }
    /// Rounds to the nearest microsecond.
    public init(seconds: Double) { self.micros = Int64((seconds * 1_000_000).rounded()) }

    public static let zero = EngineTime(micros: 0)

    public var seconds: Double { Double(micros) / 1_000_000 }

    public static func < (lhs: EngineTime, rhs: EngineTime) -> Bool { lhs.micros < rhs.micros }
    public static func + (lhs: EngineTime, micros: Int64) -> EngineTime { EngineTime(micros: lhs.micros + micros) }
    /// Elapsed seconds from `rhs` to `lhs`.
    public static func - (lhs: EngineTime, rhs: EngineTime) -> Double { Double(lhs.micros - rhs.micros) / 1_000_000 }

    public var description: String { "\(micros)µs" }
}

/// The instants at which a driver should send `.tick`: a grid of `1/rate` seconds anchored at an
/// origin, so that frames land on the same microseconds however the events between them fall.
public struct FrameClock: Sendable, Equatable {
    public let rate: Double
    public let origin: EngineTime

    /// `rate` in Hz (frames per second); must be positive and finite.
    public init(rate: Double, origin: EngineTime = .zero) {
        precondition(rate.isFinite && rate > 0, "frame rate must be a positive number of Hz")
        self.rate = rate
        self.origin = origin
    }

    /// The time of frame `index` (rounded to the microsecond, never accumulating rounding error).
    public func time(ofFrame index: Int64) -> EngineTime {
        origin + Int64((Double(index) * 1_000_000 / rate).rounded())
    }

    /// The first frame time strictly after `time`.
    public func frame(after time: EngineTime) -> EngineTime {
        var index = Int64(((time - origin) * rate).rounded(.down))
        while self.time(ofFrame: index) <= time { index += 1 }
        while index > 0, self.time(ofFrame: index - 1) > time { index -= 1 }
        return self.time(ofFrame: index)
    }
}
