import SwoopCore

/// The wall clock a played window run is paced by (`WindowPlayback.play`): CLOCK_MONOTONIC, or a
/// test's own, which checks the pacing without reading or waiting on real time.
protocol PacingClock: AnyObject {
    func now() -> Timestamp
    func sleep(until deadline: Timestamp)
}

/// CLOCK_MONOTONIC.
final class MonotonicPacing: PacingClock {
    func now() -> Timestamp { MonotonicClock.now() }
    func sleep(until deadline: Timestamp) { MonotonicClock.sleep(until: deadline) }
}
