import SwoopFixtures
import SwoopInputModel
import SwoopLog
import Testing

/// The state log's `input` lines and the fixture format name events the same way, so a log's input reads
/// like the fixture it was replayed from.
@Test(arguments: [
    InputEvent.deviceAdded(DeviceInfo(id: DeviceID(0), name: "d", kind: .touchpad)), .deviceRemoved,
    .swipeBegin(fingers: 3), .swipeUpdate(fingers: 3, dx: 1, dy: 2), .swipeEnd(fingers: 3, cancelled: false),
    .pinchBegin(fingers: 2), .pinchUpdate(fingers: 2, dx: 0, dy: 0, scale: 1, angleDelta: 0),
    .pinchEnd(fingers: 2, cancelled: true), .holdBegin(fingers: 3), .holdEnd(fingers: 3, cancelled: false),
    .scroll(dx: 0, dy: 1), .scrollStop(horizontal: true, vertical: false), .touchDown(slot: 0, x: 1, y: 2),
    .touchMotion(slot: 0, x: 1, y: 2), .touchUp(slot: 0), .touchCancel(slot: 0), .touchFrame,
])
func inputLogNamesAreTheFixtureTypes(_ event: InputEvent) {
    #expect(InputEventName.of(event) == EventType(event).rawValue)
}
