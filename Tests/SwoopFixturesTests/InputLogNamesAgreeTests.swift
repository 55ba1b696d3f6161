import Foundation
import SwoopCore
import SwoopFixtures
import SwoopInputModel
import SwoopLog
import Testing

/// A state log's `input` line and the fixture line of the same event, as each path actually renders
/// them, carry the same event name and the same fields with the same values: a log's input reads like
/// the fixture it was replayed from.
@Test(arguments: [
    InputEvent.deviceAdded(
        DeviceInfo(id: DeviceID(0), name: "d", kind: .touchpad, widthMM: 100, heightMM: 70)),
    .deviceRemoved,
    .swipeBegin(fingers: 3), .swipeUpdate(fingers: 3, dx: 1.5, dy: -2), .swipeEnd(fingers: 3, cancelled: false),
    .pinchBegin(fingers: 2), .pinchUpdate(fingers: 2, dx: 0.25, dy: 0, scale: 1.5, angleDelta: -3),
    .pinchEnd(fingers: 2, cancelled: true), .holdBegin(fingers: 3), .holdEnd(fingers: 3, cancelled: false),
    .scroll(dx: 0, dy: 1), .scrollStop(horizontal: true, vertical: false), .touchDown(slot: 0, x: 1, y: 2),
    .touchMotion(slot: 1, x: 1.125, y: 2), .touchUp(slot: 0), .touchCancel(slot: 2), .touchFrame
])
func inputLogLinesSayWhatFixtureLinesSay(_ event: InputEvent) throws {
    let timed = TimedInputEvent(time: Timestamp(micros: 1_000), device: DeviceID(0), event: event)
    func object(_ line: String) throws -> [String: AnyHashable] {
        let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return try #require(parsed).compactMapValues { $0 as? AnyHashable }
    }
    var log = try object(LogFormat.json.render(LogRecord(input: timed)))
    var fixture = try object(EventLineEncoder.line(timed))
    #expect(log.removeValue(forKey: "type") == AnyHashable("input"))
    #expect(log.removeValue(forKey: "event") == fixture.removeValue(forKey: "type"))
    // Device 0 is implicit in a fixture line; the log always names the device.
    #expect(log.removeValue(forKey: "device") == AnyHashable(0))
    fixture.removeValue(forKey: "device")
    #expect(log == fixture)
}
