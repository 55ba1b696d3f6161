import SwoopEngine
import Testing

@testable import SwoopBench

/// The window section's arithmetic: how a run of presents becomes a rate, and the drag it shows.
struct WindowPresentRateTests {
    @Test func aRateLeavesOutTheFirstPresentsColdStart() throws {
        // A first present 0.4 s before the rest, then 60 presents 1/60 s apart.
        let presents = [0] + (0...60).map { 400_000 + Int64($0) * 1_000_000 / 60 }
        let rate = try WindowPresentBenchmark.rate(presents, command: "test")
        #expect(abs(rate - 60) < 0.01, "\(rate)")
    }

    @Test func tooFewPresentsAreAFailureNotARate() {
        #expect(throws: BenchError.self) { try WindowPresentBenchmark.rate([0, 10], command: "test") }
        #expect(throws: BenchError.self) { try WindowPresentBenchmark.rate([0, 10, 10], command: "test") }
    }

    @Test func theDragGoesToTheEndAndBackAtTheFrameRate() throws {
        let text = WindowPresentBenchmark.dragScript(seconds: 2, rate: 240)
        let steps = try TransitionScript.parse(text).steps
        #expect(steps.count == 481, "begin, 479 updates, cancel")
        #expect(steps.first == .event(.begin) && steps.last == .event(.cancel(velocity: 0)))
        let progress = steps.compactMap { step -> Double? in
            if case .event(.update(let p)) = step { p } else { nil }
        }
        #expect(progress.max() == 1 && progress.first! < 0.01 && progress.last! < 0.01)
    }
}
