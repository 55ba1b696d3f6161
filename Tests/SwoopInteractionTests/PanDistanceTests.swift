import SwoopGesture
import SwoopInputModel
import Testing

@testable import SwoopInteraction

@Test(arguments: [
    (DeviceKind.touchscreen, LockedAxis.x, 250.0 as Double?, 150.0 as Double?, 250.0),
    (.touchscreen, .y, 250, 150, 150),
    (.touchscreen, .x, nil, nil, 100),
    (.touchpad, .x, 100, 60, 50),
    (.touchpad, .y, 100, 60, 30),
    (.touchpad, .x, nil, nil, 40),
    (.touchpad, .y, nil, nil, 30),
    (.touchpad, .y, 100, 0, 30)
])
func defaultDistancesPerDeviceKind(
    kind: DeviceKind, axis: LockedAxis, width: Double?, height: Double?, expected: Double
) {
    let info = width.map { _ in DeviceInfo(id: DeviceID(0), name: "d", kind: kind, widthMM: width, heightMM: height) }
    #expect(PanDistance.defaultMM(kind: kind, axis: axis, device: info) == expected)
}
