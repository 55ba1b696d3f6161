import SwoopBench
import Testing

/// How the latency to presentation pairs a window's presents with injected frames: each present that
/// reflects new touch frames is paired with the newest of them; a present that reflects nothing new is
/// not a sample; a report that cannot be read, or that claims more frames than were injected, is refused.
struct LivePresentPairingTests {
    let injections: [Int64] = [1_000, 2_000, 3_000, 4_000]

    @Test func eachPresentThatReflectsNewFramesIsPairedWithTheNewest() throws {
        // Frame 1 alone; frames 2 and 3 together (2 superseded); a present of nothing new; frame 4.
        let report = "1 1500\n3 3700\n3 3900\n4 4250\n"
        let run = try LivePresentLatencyBenchmark.pair(report: report, injections: injections, command: "test")
        #expect(run.latencies == [500, 700, 250])
        #expect(run.injected == 4 && run.reflected == 4)
    }

    @Test func presentsBeforeAnyFrameAndFramesNeverShownAreNotSamples() throws {
        let run = try LivePresentLatencyBenchmark.pair(
            report: "0 500\n2 2600\n", injections: injections, command: "test")
        #expect(run.latencies == [600])
        #expect(run.reflected == 2)
    }

    @Test(arguments: ["5 9000\n", "2 2500\n1 2600\n", "2\n", "x 2500\n", "", "0 100\n"])
    func reportsThatDoNotPairAreRefused(report: String) {
        #expect(throws: (any Error).self) {
            try LivePresentLatencyBenchmark.pair(report: report, injections: injections, command: "test")
        }
    }
}
