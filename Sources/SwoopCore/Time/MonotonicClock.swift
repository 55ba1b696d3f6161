#if canImport(Glibc)
import Glibc
#endif

/// CLOCK_MONOTONIC: libinput's clock for event times, and the only clock live runs and benchmarks read.
/// Replay never reads it: a replay's time comes from its events.
public enum MonotonicClock {
    /// Now, to the microsecond.
    public static func now() -> Timestamp {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Timestamp(micros: Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1_000)
    }

    /// Now, to the nanosecond (for measuring short stretches of work).
    @inline(__always)
    public static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Sleeps until the clock reads `deadline` (at once when it has passed). An absolute deadline, so
    /// a signal that interrupts the sleep neither shortens nor lengthens it.
    public static func sleep(until deadline: Timestamp) {
        let micros = max(0, deadline.micros)
        var target = timespec(tv_sec: Int(micros / 1_000_000), tv_nsec: Int(micros % 1_000_000) * 1000)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &target, nil) == EINTR {}
    }
}
