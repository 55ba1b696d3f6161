import SwoopCore
import SwoopEngine
import SwoopInputModel
import SwoopInteraction
import Testing

@testable import SwoopLog

private func json(_ record: LogRecord) -> String { LogFormat.json.render(record) }

@Test func overrideCallsRenderAsOverrideLines() {
    #expect(
        json(LogRecord(t: 5, override: .applied(element: "image", modifiers: [.translate(x: 0, y: 37), .fade])))
            == #"{"t":5,"type":"override","action":"apply","element":"image","modifiers":"translate(0,37) fade"}"#
            + "\n")
    #expect(
        json(
            LogRecord(
                t: 5,
                override: .targetChanged(element: "card", modifiers: [.scale(x: 0.5, y: 0.5)], isDestination: false)))
            == #"{"t":5,"type":"override","action":"change-target","element":"card","modifiers":"scale(0.5)","is_destination":false}"#
            + "\n")
    #expect(
        json(
            LogRecord(
                SessionRecord(
                    time: Timestamp(micros: 5),
                    entry: .interaction(.override(.refused(element: "x", reason: .notRunning))))))
            == #"{"t":5,"type":"override","action":"refused","element":"x","reason":"not-running"}"# + "\n")
}

/// A touchscreen drag of `mm` millimetres down over `steps` frames of 10 ms (device 1, slot 0).
private func drag(to mm: Double, steps: Int, from start: Int64 = 1_000_000) -> [TimedInputEvent] {
    var events: [TimedInputEvent] = []
    func add(_ t: Int64, _ e: InputEvent) {
        events.append(TimedInputEvent(time: Timestamp(micros: t), device: DeviceID(1), event: e))
    }
    add(start, .touchDown(slot: 0, x: 50, y: 0))
    add(start, .touchFrame)
    for i in 1...steps {
        let t = start + Int64(i) * 10_000
        add(t, .touchMotion(slot: 0, x: 50, y: mm * Double(i) / Double(steps)))
        add(t, .touchFrame)
    }
    return events
}

@Test func framesWithElementsShowTheOverrides() throws {
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    var configuration = SessionConfiguration()
    configuration.drive.distance = .fixed(millimetres: 100)
    configuration.timing = plan.settleTiming
    var session = PanSession(configuration: configuration)
    let sink = MemoryLogSink()
    let logging = SessionLogging(includeInput: false)
    var buffer = plan.makeFrameBuffer()
    for event in drag(to: 40, steps: 8) {
        try logging.write(session.feed(event), to: sink, scene: plan, buffer: &buffer)
    }
    let progress = session.controller.presentedProgress
    let before = sink.records.count
    try logging.write(
        session.apply(modifiers: [.translate(x: 0, y: 37)], to: "image"), to: sink, scene: plan, buffer: &buffer)
    let lines = sink.records[before...].map(json)
    #expect(lines.count == 2 && lines[0].contains(#""type":"override","action":"apply","element":"image""#))

    // The redrawn frame: the matched card (drawn under the to-side id) 37 pt below where it would be.
    let plain = plan.frame(at: progress).states[plan.tracks.firstIndex { $0.id == "card" }!].presentedFrame
    let moved = LogRecord(t: 0, frame: plan.frame(at: progress), of: plan)
    #expect(sink.records.last!.type == "frame" && sink.records.last!["progress"] == .double(progress))
    guard case .array(let shown)? = sink.records.last!["elements"], case .array(let unmoved)? = moved["elements"],
        let i = plan.tracks.firstIndex(where: { $0.id == "card" })
    else {
        Issue.record("no elements")
        return
    }
    #expect(shown[i] != unmoved[i])
    guard case .object(let fields) = shown[i], case .double(let y)? = fields.first(where: { $0.0 == "y" })?.1 else {
        Issue.record("no y")
        return
    }
    #expect(abs(y - (plain.y + 37)) < 1e-9)
    for j in shown.indices where j != i { #expect(shown[j] == unmoved[j]) }

    // An override naming an element the scene does not have fails the log, naming it.
    let records = session.apply(modifiers: [.fade], to: "nope")
    #expect(throws: EngineError.unknownElement(transition: "match", element: "nope")) {
        try logging.write(records, to: MemoryLogSink(), scene: plan, buffer: &buffer)
    }
}
