import SwoopCore
import SwoopFixtures
import SwoopInputModel
import SwoopInteraction

/// Per-event cost of recognizer + controller + engine (a `PanSession`), without I/O: the events are
/// read into memory first and the records the session makes are dropped.
///
/// Method: CLOCK_MONOTONIC is read around batches of `batchSize` consecutive events (one read costs
/// tens of ns, as much as an event, so timing events one by one would mostly measure the clock). Each
/// batch gives (elapsed − clock overhead) / batchSize; p50 and p99 are taken over every batch of a pass
/// through the events. A p99 is thus a percentile of batch means: one slow event among cheap ones is
/// diluted by its batch, so the true per-event tail is somewhat heavier.
package struct EventCostBenchmark: Sendable {
    package var events: [TimedInputEvent]
    package var configuration: SessionConfiguration
    package var batchSize: Int

    package init(
        events: [TimedInputEvent], configuration: SessionConfiguration = SessionConfiguration(),
        batchSize: Int = 16
    ) {
        precondition(batchSize >= 1)
        self.events = events
        self.configuration = configuration
        self.batchSize = batchSize
    }

    /// Reads the first `limit` events of a fixture into memory.
    package static func load(fixture path: String, limit: Int) throws -> [TimedInputEvent] {
        let reader = try FixtureReader(path: path)
        var events: [TimedInputEvent] = []
        events.reserveCapacity(min(limit, 1 << 20))
        while events.count < limit, let event = try reader.next() { events.append(event) }
        return events
    }

    package struct Pass: Sendable {
        package var p50: Double
        package var p99: Double
        package var mean: Double
        package var batches: Int
        /// Heap allocations per event over the pass, when the allocation counter is preloaded
        /// (`AllocationCounter`); `nil` without it.
        package var allocationsPerEvent: Double? = nil
    }

    /// The median cost of reading the clock twice around nothing, in ns (subtracted from every batch).
    package static func clockOverhead() -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(10_001)
        for _ in 0...10_000 {
            let t0 = MonotonicClock.nanoseconds()
            let t1 = MonotonicClock.nanoseconds()
            samples.append(Double(t1 - t0))
        }
        samples.sort()
        return Percentile.of(samples, 0.5)
    }

    /// One pass through all the events with a fresh session.
    package func measure(clockOverhead: Double) -> Pass {
        var session = PanSession(configuration: configuration)
        var records = SessionRecords()
        var perEvent: [Double] = []
        perEvent.reserveCapacity(events.count / batchSize + 1)
        var total: UInt64 = 0
        var index = 0
        let allocationsBefore = AllocationCounter.current()
        events.withUnsafeBufferPointer { events in
            while index + batchSize <= events.count {
                let t0 = MonotonicClock.nanoseconds()
                for i in index..<(index + batchSize) {
                    records.removeAll()
                    session.feed(events[i], into: &records)
                }
                let t1 = MonotonicClock.nanoseconds()
                total += t1 - t0
                perEvent.append(max(0, Double(t1 - t0) - clockOverhead) / Double(batchSize))
                index += batchSize
            }
        }
        let allocations = AllocationCounter.current().flatMap { after in allocationsBefore.map { after - $0 } }
        _ = session.endOfInput()
        perEvent.sort()
        guard !perEvent.isEmpty else { return Pass(p50: 0, p99: 0, mean: 0, batches: 0) }
        return Pass(
            p50: Percentile.of(perEvent, 0.5), p99: Percentile.of(perEvent, 0.99),
            mean: Double(total) / Double(index), batches: perEvent.count,
            allocationsPerEvent: allocations.map { Double($0) / Double(index) })
    }
}
