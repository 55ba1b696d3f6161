import SwoopCore
import SwoopInputModel

/// A displacement or velocity on the device's two axes (mm, or mm/s). +x right, +y down.
public struct PlanarVector: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = PlanarVector(x: 0, y: 0)
    public var length: Double { (x * x + y * y).squareRoot() }

    public func component(along axis: LockedAxis) -> Double {
        switch axis {
        case .x: x
        case .y: y
        }
    }

    public static func + (a: PlanarVector, b: PlanarVector) -> PlanarVector { PlanarVector(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: PlanarVector, b: PlanarVector) -> PlanarVector { PlanarVector(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: PlanarVector, k: Double) -> PlanarVector { PlanarVector(x: a.x * k, y: a.y * k) }
}

/// Velocity as the mean over the last `window` of time, *ending at the moment asked about*.
///
/// The position is known at each report and taken as linear between reports; after the latest report it
/// is held, because touch devices only report when something changes. Consequences, all on purpose:
/// - report rate does not matter (time is weighed, not reports): 60 Hz, 125 Hz or uneven gaps give the
///   same answer for the same motion;
/// - several reports with the same timestamp count as one (the last position wins), so there is never a
///   division by a zero interval;
/// - a finger that stops and then lifts is asked about at the lift: the held position makes the estimate
///   fall linearly to exactly 0 after a pause of one window. GNOME measures up to the *last report*
///   instead, and so hands a stale speed to a finger that had stopped.
/// - before a full window has passed, the mean is taken since the first report; a jump carried by the
///   first report (libinput puts the motion that started a gesture in the begin's frame) is an offset,
///   not a speed.
package struct VelocityEstimator: Sendable, Hashable {
    struct Sample: Sendable, Hashable {
        var time: Int64
        var position: PlanarVector
    }

    package let window: Duration
    /// `window` in µs, converted once: the per-report arithmetic stays integral.
    private let windowMicros: Int64
    /// The samples from `start` on are the estimate's; those before it have left the window and are
    /// dropped in batches (`add`), so that a report does not shift every sample down by one.
    private var samples: [Sample] = []
    private var start = 0

    package init(window: Duration = PanConfiguration.defaultVelocityWindow) {
        precondition(window.inMicroseconds > 0, "a velocity window must last at least a microsecond")
        self.window = window
        self.windowMicros = window.inMicroseconds
    }

    /// Records that the contact was at `position` (cumulative mm) at `time`. A time earlier than the
    /// latest one (out-of-order input) is treated as a repeat of the latest.
    package mutating func add(position: PlanarVector, at time: Timestamp) {
        let t = max(time.micros, samples.last?.time ?? time.micros)
        samples.append(Sample(time: t, position: position))
        // Keep one sample at or before the window's start: it anchors the interpolation there.
        let horizon = Timestamp(micros: t).advanced(byMicros: -windowMicros).micros
        while start + 1 < samples.count, samples[start + 1].time <= horizon { start += 1 }
        if start >= 64, start * 2 >= samples.count {
            samples.removeFirst(start)
            start = 0
        }
    }

    /// Forgets every sample (a new contact), keeping the buffer for the next ones.
    package mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        start = 0
    }

    /// Mean velocity (mm/s) over `[time − window, time]`, or over the contact's whole life when shorter.
    package func velocity(at time: Timestamp) -> PlanarVector {
        guard start < samples.endIndex, let last = samples.last else { return .zero }
        let end = max(time.micros, last.time)
        let from = max(Timestamp(micros: end).advanced(byMicros: -windowMicros).micros, samples[start].time)
        guard end > from else { return .zero }
        // `end` is never before the latest report, where the position is held.
        let moved = last.position - position(at: from)
        return moved * (1_000_000 / Double(end - from))
    }

    /// Position at `t`: linear between reports, held after the last, the last of equal timestamps winning.
    /// Inlined into `velocity`, its one caller, which asks it once per pan event.
    @inline(__always)
    func position(at t: Int64) -> PlanarVector {
        guard let last = samples.last else { return .zero }
        if t >= last.time { return last.position }
        // Latest sample at or before t; the next one is then strictly later. Searched from the window's
        // start, where the estimate asks (a report or two in), rather than back from the newest.
        var index = start
        while index + 1 < samples.count, samples[index + 1].time <= t { index += 1 }
        let a = samples[index]
        if a.time > t { return a.position }  // t before the first sample
        let b = samples[index + 1]
        let f = Double(t - a.time) / Double(b.time - a.time)
        return a.position + (b.position - a.position) * f
    }
}

extension VelocityEstimator {
    /// Two estimators are equal when they would estimate alike: the same window and the same samples
    /// in it (samples already out of the window do not count).
    package static func == (a: VelocityEstimator, b: VelocityEstimator) -> Bool {
        a.window == b.window && a.samples[a.start...].elementsEqual(b.samples[b.start...])
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(window)
        for sample in samples[start...] { hasher.combine(sample) }
    }
}
