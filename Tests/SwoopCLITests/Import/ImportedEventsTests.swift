import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopInputModel
import SwoopLiveCLI
import Testing

@testable import SwoopCLI

@Suite struct ImportedEventsTests {
    func at(_ t: Int64, _ device: Int, _ event: InputEvent) -> TimedInputEvent {
        TimedInputEvent(time: Timestamp(micros: t), device: DeviceID(device), event: event)
    }

    @Test func eachTouchDeviceBecomesDeviceZeroOfItsOwnFixtureOnTheFixtureClock() throws {
        let pad = DeviceInfo(
            id: DeviceID(1), name: "pad", kind: .touchpad, widthMM: 87, heightMM: 47, node: "/dev/input/event1")
        let screen = DeviceInfo(id: DeviceID(0), name: "screen", kind: .touchscreen)
        let first = Timestamp(micros: 5_000_000)
        let split = try ImportedEvents.split(
            [
                at(4_750_000, 1, .deviceAdded(pad)),
                at(4_750_100, 0, .deviceAdded(screen)),
                at(5_000_000, 1, .scroll(dx: 0, dy: -3)),
                at(5_000_000, 1, .scrollStop(horizontal: false, vertical: true)),
                at(5_010_000, 0, .touchDown(slot: 0, x: 1, y: 2)),
                at(5_020_000, 1, .deviceRemoved)
            ], firstFrameTime: first)
        #expect(
            split == [
                ImportedDeviceEvents(
                    device: FixtureDevice(name: "pad", kind: .touchpad, widthMM: 87, heightMM: 47),
                    events: [
                        at(1_000_000, 0, .scroll(dx: 0, dy: -3)),
                        at(1_000_000, 0, .scrollStop(horizontal: false, vertical: true)),
                        at(1_020_000, 0, .deviceRemoved)
                    ]),
                ImportedDeviceEvents(
                    device: FixtureDevice(name: "screen", kind: .touchscreen),
                    events: [
                        at(1_010_000, 0, .touchDown(slot: 0, x: 1, y: 2))
                    ])
            ])
    }

    @Test func anEventBeforeItsDeviceIsAnInternalError() {
        #expect(throws: CommandFailure.self) {
            try ImportedEvents.split([at(1, 3, .touchFrame)], firstFrameTime: Timestamp(micros: 0))
        }
    }
}
