import SwoopCore
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopRecordings

@Suite struct RawFingerTravelTests {
    @Test func theAcerScrollMovesAboutSixMillimetresUp() throws {
        let recording = try RecordingLoader.load(
            path: try SharedFiles.recording(
                "touchpad_acer-sw5-012_2fg-short-scroll-up.libinput-record.yml"))
        let travel = try #require(RawFingerTravel.of(recording.devices[0]))
        // SOURCES.md: "one small two-finger scroll up: 90 ms, 5.9 mm".
        #expect(travel.dyMM < -5 && travel.dyMM > -7, "\(travel)")
        #expect(abs(travel.dxMM) < 1, "\(travel)")
    }

    @Test func twoFingersMovingTogetherTravelAsOne() {
        func frame(_ t: Int64, _ events: [(Int, Int, Int)]) -> EvdevFrame {
            EvdevFrame(
                time: Timestamp(micros: t),
                events: events.map { EvdevEvent(type: $0.0, code: $0.1, value: $0.2) } + [
                    EvdevEvent(type: 0, code: 0, value: 0)
                ])
        }
        let device = RecordedDevice(
            name: "pad", id: InputID(bustype: 3, vendor: 1, product: 2, version: 3), properties: [],
            codes: [3: [0x2f, 0x35, 0x36, 0x39]],
            absinfo: [
                0x35: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
                0x36: AbsInfo(minimum: 0, maximum: 1000, resolution: 20)
            ],
            frames: [
                frame(
                    0,
                    [
                        (3, 0x2f, 0), (3, 0x39, 1), (3, 0x35, 100), (3, 0x36, 100), (3, 0x2f, 1), (3, 0x39, 2),
                        (3, 0x35, 300), (3, 0x36, 100)
                    ]),
                frame(10, [(3, 0x2f, 0), (3, 0x35, 150), (3, 0x2f, 1), (3, 0x35, 350), (3, 0x36, 140)]),
                frame(20, [(3, 0x2f, 0), (3, 0x39, -1), (3, 0x2f, 1), (3, 0x39, -1)])
            ])
        let travel = RawFingerTravel.of(device)
        #expect(travel == RawFingerTravel(dxUnits: 50, dyUnits: 20, dxMM: 5, dyMM: 1))
        #expect(RawFingerTravel.of(device, window: Timestamp(micros: 11)...Timestamp(micros: 30))?.dxMM == 0)
    }
}
