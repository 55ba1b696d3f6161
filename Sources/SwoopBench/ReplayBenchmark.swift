import SwoopCore
import SwoopFixtures
import SwoopInteraction
import SwoopLog

#if canImport(Glibc)
import Glibc
#endif

/// Replay throughput, end to end (`ReplayPipeline.runToDevNull`), on one thread; and where the time
/// goes: the same corpus read only, then read and played without a log.
package enum ReplayBenchmark {
    package struct Run: Sendable {
        package var counts: ReplayCounts
        package var wallSeconds: Double
        /// CPU time of the replaying thread: what one core does when it is not shared.
        package var cpuSeconds: Double
        package var eventsPerSecond: Double { Double(counts.inputEvents) / wallSeconds }
        package var eventsPerCPUSecond: Double { Double(counts.inputEvents) / cpuSeconds }
    }

    package static func measure(fixture path: String) throws -> Run {
        let (counts, wall, cpu) = try timed { try ReplayPipeline.runToDevNull(fixture: path) }
        return Run(counts: counts, wallSeconds: wall, cpuSeconds: cpu)
    }

    /// CPU ns per input event to read and decode the fixture only.
    package static func readOnly(fixture path: String) throws -> Double {
        let (events, _, cpu) = try timed { () throws -> Int in
            let reader = try FixtureReader(path: path)
            var n = 0
            while try reader.next() != nil { n += 1 }
            return n
        }
        return cpu * 1e9 / Double(max(events, 1))
    }

    /// CPU ns per input event to read and play the fixture through a session, no log made.
    package static func withoutLog(
        fixture path: String,
        configuration: SessionConfiguration = SessionConfiguration()
    ) throws -> Double {
        let (events, _, cpu) = try timed { () throws -> Int in
            let reader = try FixtureReader(path: path)
            var session = PanSession(configuration: configuration)
            var records = SessionRecords()
            var n = 0
            while let event = try reader.next() {
                n += 1
                records.removeAll()
                session.feed(event, into: &records)
            }
            _ = session.endOfInput()
            return n
        }
        return cpu * 1e9 / Double(max(events, 1))
    }

    private static func timed<T>(_ work: () throws -> T) rethrows -> (T, wall: Double, cpu: Double) {
        let cpu0 = ThreadCPUTime.seconds()
        let wall0 = MonotonicClock.nanoseconds()
        let result = try work()
        let wall = Double(MonotonicClock.nanoseconds() - wall0) / 1e9
        return (result, wall, ThreadCPUTime.seconds() - cpu0)
    }
}

/// CLOCK_THREAD_CPUTIME_ID: CPU time of the calling thread, in seconds.
package enum ThreadCPUTime {
    package static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The same clock in nanoseconds (for timing one frame).
    package static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
