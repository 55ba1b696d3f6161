import SwoopCore
import SwoopEngine

/// The cost of one frame of a matched-element scene (`SyntheticScenes.matchedGrid`: heroID pairs,
/// nearly every pair with its own timing, some on arcs, some cross-fading): `evaluate(progress:into:)`
/// into a reused buffer, timed frame by frame over a sweep of progress 0 → 1 (a 2 s transition at
/// 120 Hz). A frame costs microseconds to a millisecond, so the clock's ~tens of ns do not matter.
package struct FrameCostBenchmark {
    package let elements: Int
    package let plan: TransitionPlan
    /// Tracks drawn (translucent pairs are two tracks).
    package var trackCount: Int { plan.tracks.count }
    package var framesPerPass = 240

    package init(elements: Int) throws {
        self.elements = elements
        plan = try TransitionPlan(SyntheticScenes.matchedGrid(count: elements), direction: .present)
    }

    /// One sweep; returns the median frame time in ms.
    package func measure() -> Double {
        var buffer = plan.makeFrameBuffer()
        var times: [Double] = []
        times.reserveCapacity(framesPerPass)
        var checksum = 0.0
        for frame in 0..<framesPerPass {
            let progress = Double(frame) / Double(framesPerPass - 1)
            let t0 = MonotonicClock.nanoseconds()
            plan.evaluate(progress: progress, into: &buffer)
            let t1 = MonotonicClock.nanoseconds()
            times.append(Double(t1 - t0) / 1e6)
            checksum += buffer.states.last?.opacity ?? 0  // the frames are used, so they are made
        }
        precondition(checksum.isFinite)
        times.sort()
        return Percentile.of(times, 0.5)
    }
}
