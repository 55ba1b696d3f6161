import SwoopBench
import SwoopEmulation
import Testing

/// How the live latency figure pairs output lines with frames: the k-th touch-frame line with the
/// k-th frame injected, and refuses to guess when the counts differ.
struct LiveLatencyMatchingTests {
    let output = "DEVICE_ADDED\nTOUCH_DOWN\nTOUCH_FRAME\nTOUCH_MOTION\nTOUCH_FRAME\nTOUCH_UP\nTOUCH_FRAME\n"

    @Test func theKthFrameLineIsTheKthFramesAndItsLatencyIsArrivalMinusInjection() throws {
        let timing = CommandTiming(
            frameInjectionMicros: [1_000, 2_000, 3_000],
            lineArrivalMicros: [500, 1_100, 1_150, 2_050, 2_400, 3_900, 3_900])
        let latencies = try LiveLatencyBenchmark.latencies(
            output: output, timing: timing, frameLine: "TOUCH_FRAME", command: "test")
        #expect(latencies == [150, 400, 900])
    }

    @Test(arguments: [[1_000, 2_000], [1_000, 2_000, 3_000, 4_000]])
    func framesAndFrameLinesThatDoNotPairUpAreRefused(injections: [Int64]) {
        let timing = CommandTiming(
            frameInjectionMicros: injections, lineArrivalMicros: Array(repeating: 5_000, count: 7))
        #expect(throws: (any Error).self) {
            try LiveLatencyBenchmark.latencies(
                output: output, timing: timing, frameLine: "TOUCH_FRAME", command: "test")
        }
    }

    @Test func linesWithoutArrivalTimesAreRefused() {
        let timing = CommandTiming(frameInjectionMicros: [1, 2, 3], lineArrivalMicros: [5, 6])
        #expect(throws: (any Error).self) {
            try LiveLatencyBenchmark.latencies(
                output: output, timing: timing, frameLine: "TOUCH_FRAME", command: "test")
        }
    }
}
