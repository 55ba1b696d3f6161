import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import SwoopInteraction
import Testing

@testable import SwoopLog

private func json(_ record: LogRecord) -> String { LogFormat.json.render(record) }

@Test func inputLinesNameTheEventAndItsModelFields() {
    let swipe = TimedInputEvent(
        time: Timestamp(micros: 1_500), device: DeviceID(0),
        event: .swipeUpdate(fingers: 3, dx: 12.5, dy: -0.25))
    #expect(
        json(LogRecord(input: swipe))
            == #"{"t":1500,"type":"input","device":0,"event":"swipe_update","fingers":3,"dx":12.5,"dy":-0.25}"# + "\n")
    let added = TimedInputEvent(
        time: Timestamp(micros: 0), device: DeviceID(2),
        event: .deviceAdded(
            DeviceInfo(
                id: DeviceID(2), name: "Pad", kind: .touchpad,
                widthMM: 100, heightMM: 60.5)))
    #expect(
        json(LogRecord(input: added))
            == #"{"t":0,"type":"input","device":2,"event":"device_added","name":"Pad","kind":"touchpad","width_mm":100,"height_mm":60.5}"#
            + "\n")
    let end = TimedInputEvent(
        time: Timestamp(micros: 9), device: DeviceID(1), event: .swipeEnd(fingers: 4, cancelled: true))
    #expect(
        json(LogRecord(input: end))
            == #"{"t":9,"type":"input","device":1,"event":"swipe_end","fingers":4,"cancelled":true}"# + "\n")
    let touch = TimedInputEvent(
        time: Timestamp(micros: 3), device: DeviceID(1), event: .touchDown(slot: 2, x: 1.5, y: 80))
    #expect(
        json(LogRecord(input: touch))
            == #"{"t":3,"type":"input","device":1,"event":"touch_down","slot":2,"x":1.5,"y":80}"# + "\n")
}

@Test func decisionLinesCarryExactlyTheContractFields() {
    let d = ReleasePolicy().decide(progress: 0.25, velocity: 0.1, velocityMMPerSecond: 10, kind: .touchscreen)
    #expect(
        json(LogRecord(t: 2_000, decision: d))
            == #"{"t":2000,"type":"decision","outcome":"cancel","progress":0.25,"velocity":0.1,"velocity_mm_s":10,"projected":0.2999,"threshold":0.3,"rule":"threshold"}"#
            + "\n")
    let flick = ReleasePolicy().decide(progress: 0.9, velocity: -0.9, velocityMMPerSecond: -90, kind: .touchscreen)
    #expect(LogRecord(t: 0, decision: flick)["rule"] == "reverse-flick")
}

@Test func panAndEngineLines() {
    let pan = PanEvent(
        phase: .cancelled(reason: .deviceRemoved), time: Timestamp(micros: 77), device: DeviceID(1),
        source: .touchscreenDrag(fingers: 1), axis: .y, direction: .negative, translation: 12,
        velocity: -3.5)
    #expect(
        json(LogRecord(pan: pan))
            == #"{"t":77,"type":"pan","phase":"cancelled","device":1,"source":"touch","fingers":1,"axis":"y","direction":"negative","translation_mm":12,"velocity_mm_s":-3.5,"reason":"device-removed"}"#
            + "\n")
    // Engine effects inside a session use the engine's own lines.
    let settle = SessionRecord(
        time: Timestamp(micros: 5),
        entry: .interaction(.transition(.settle(toward: .end, from: 0.25, velocity: 0.2))))
    #expect(json(LogRecord(settle)) == json(LogRecord(t: 5, engine: .settle(toward: .end, from: 0.25, velocity: 0.2))))
    #expect(json(LogRecord(settle)) == #"{"t":5,"type":"settle","toward":"end","from":0.25,"velocity":0.2}"# + "\n")
}

/// A whole session logged twice gives the same bytes, and the log tells the story in order.
@Test func aLoggedSessionIsByteIdenticalAndTellsTheStory() {
    var events: [TimedInputEvent] = []
    var t: Int64 = 1_000_000
    func add(_ e: InputEvent) {
        events.append(TimedInputEvent(time: Timestamp(micros: t), device: DeviceID(0), event: e))
    }
    add(
        .deviceAdded(
            DeviceInfo(id: DeviceID(0), name: "pad", kind: .touchpad, widthMM: 90, heightMM: 60)))
    add(.swipeBegin(fingers: 3))
    for _ in 0..<20 {
        t += 9_000
        add(.swipeUpdate(fingers: 3, dx: 80, dy: 3))
    }
    add(.swipeEnd(fingers: 3, cancelled: false))
    func log() -> String {
        let sink = MemoryLogSink()
        var session = PanSession()
        for e in events { SessionLogging().write(session.feed(e), to: sink) }
        SessionLogging().write(session.endOfInput(), to: sink)
        return sink.records.map { LogFormat.json.render($0) }.joined()
    }
    let first = log()
    #expect(first == log())
    let types = first.split(separator: "\n").compactMap { line in
        line.split(separator: ",").dropFirst().first.map(String.init)
    }
    let story = types.filter { !$0.contains("input") && !$0.contains("frame") && !$0.contains("appearance") }
    #expect(story.first == #""type":"pan""#)
    #expect(story.contains(#""type":"decision""#) && story.last == #""type":"state""#)
    #expect(first.contains(#""type":"complete","finished":true"#))
    let quiet = MemoryLogSink()
    var session = PanSession()
    for e in events { SessionLogging(includeInput: false, includeFrames: false).write(session.feed(e), to: quiet) }
    #expect(quiet.records.allSatisfy { $0.type != "input" && $0.type != "frame" } && !quiet.records.isEmpty)
}

/// Every line is declared once: the sink's direct rendering and the `LogRecord` built from the same
/// declaration print the same bytes, in JSON and in text, for every record of a session (pans, the
/// decision, the engine's lines, input with a device's size and a two-word name).
@Test(arguments: LogFormat.allCases)
func directRenderingAndRecordsAgree(format: LogFormat) throws {
    var events: [TimedInputEvent] = []
    var t: Int64 = 2_000_000
    func add(_ e: InputEvent) {
        events.append(TimedInputEvent(time: Timestamp(micros: t), device: DeviceID(0), event: e))
    }
    add(
        .deviceAdded(
            DeviceInfo(id: DeviceID(0), name: "two words", kind: .touchpad, widthMM: 90, heightMM: 60)))
    add(.swipeBegin(fingers: 3))
    for step in 0..<12 {
        t += 8_000
        add(.swipeUpdate(fingers: 3, dx: 70 - Double(step) * 9.5, dy: -1.25))
    }
    add(.swipeEnd(fingers: 3, cancelled: false))
    var session = PanSession()
    var records: [SessionRecord] = []
    for e in events { records += session.feed(e) }
    records += session.endOfInput()

    let direct = CapturingOutput()
    let sink = FormattedLogSink(format: format, output: direct)
    SessionLogging().write(SessionRecords(records), to: sink)
    try sink.flush()
    let viaRecords = records.map { format.render(LogRecord($0)) }.joined()
    #expect(Set(records.map { LogRecord($0).type }).isSuperset(of: ["input", "pan", "decision", "state", "frame"]))
    #expect(direct.text == viaRecords)
}

/// What a sink wrote, kept in memory.
private final class CapturingOutput: ByteOutput {
    var text = ""
    func write(_ text: String) throws { self.text += text }
    func flush() throws {}
}
