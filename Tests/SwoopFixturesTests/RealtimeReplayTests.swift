import SwoopInteraction
import SwoopLog
import Testing

@testable import SwoopFixtures

/// `--realtime` waits on the wall clock and steps to each frame when it is due (a window shows frames as
/// they happen), yet logs exactly what the virtual clock logs.
@Test func aRealtimeReplayLogsWhatTheVirtualClockLogsWithFramesStepByStep() throws {
    // Two swipes: the first one's settle is still moving when the second begins.
    let path = packageRoot + "/Fixtures/touchpad-two-swipes.fixture.jsonl"
    let replay = FixtureReplay(configuration: SessionConfiguration())
    var logs: [[String]] = []
    var steps: [Int] = []
    for pacing in [ReplayPacing.virtual, .realtime] {
        let sink = MemoryLogSink()
        var count = 0
        _ = try replay.run(path: path, sink: sink, pacing: pacing) { _, _ in count += 1 }
        logs.append(sink.records.map { LogFormat.json.render($0) })
        steps.append(count)
    }
    #expect(logs[0] == logs[1])
    #expect(logs[0].count > 20)
    // Both settle frame by frame after the input; real time also steps to the frames between events.
    #expect(steps[1] > steps[0])
}
