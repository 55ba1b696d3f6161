import SwoopCore
import SwoopEmulation
import SwoopInputModel
import SwoopLibinput
import SwoopRecordings
import Testing

/// The wire between the emulator and the harness carries every event exactly.
struct EmulationWireTests {
    static let samples: [InputEvent] = [
        .deviceRemoved, .swipeBegin(fingers: 3), .swipeUpdate(fingers: 3, dx: 7.8874015748031505, dy: -0.1),
        .swipeEnd(fingers: 4, cancelled: true), .pinchBegin(fingers: 2),
        .pinchUpdate(fingers: 2, dx: 1e-9, dy: -3.5, scale: 1.0625, angleDelta: -0.3333333333333333),
        .pinchEnd(fingers: 2, cancelled: false), .holdBegin(fingers: 1), .holdEnd(fingers: 1, cancelled: true),
        .scroll(dx: 0, dy: -12.345678901234567), .scrollStop(horizontal: true, vertical: false),
        .touchDown(slot: 9, x: 100.1, y: 0.000001), .touchMotion(slot: 0, x: 293.9, y: 164.99999999999997),
        .touchUp(slot: 3), .touchCancel(slot: 0), .touchFrame,
        .deviceAdded(
            DeviceInfo(
                id: DeviceID(2), name: "A  name  with spaces", kind: .touchscreen,
                widthMM: 294, heightMM: nil, node: "/dev/input/event2")),
        .deviceAdded(
            DeviceInfo(
                id: DeviceID(0), name: "units", kind: .touchscreen, widthMM: 344, heightMM: 194,
                sizeSource: .assumed,
                coordinates: .deviceUnits(
                    x: AxisRange(minimum: -5, maximum: 4095),
                    y: AxisRange(minimum: 0, maximum: 1079))))
    ]

    @Test(arguments: samples)
    func eventsRoundTrip(_ event: InputEvent) throws {
        let device = if case .deviceAdded(let info) = event { info.id } else { DeviceID(1) }
        let timed = TimedInputEvent(time: Timestamp(micros: 1_079_284_286), device: device, event: event)
        let line = EmulationWire.encode(.event(timed))
        #expect(!line.contains("\n"))
        #expect(EmulationWire.decode(line) == .event(timed))
    }

    @Test func seededRandomDeltasRoundTripBitForBit() {
        var generator = SplitMix(seed: 0x5300_0001)
        print("seed 0x53000001")
        for _ in 0..<2000 {
            let dx = Double(bitPattern: generator.next() & 0x7fef_ffff_ffff_ffff) * (generator.next() & 1 == 0 ? 1 : -1)
            let event = TimedInputEvent(
                time: Timestamp(micros: Int64(generator.next() >> 2)), device: DeviceID(0),
                event: .swipeUpdate(fingers: 3, dx: dx, dy: -dx / 3))
            #expect(EmulationWire.decode(EmulationWire.encode(.event(event))) == .event(event))
        }
    }

    @Test func logAndStatisticsLinesRoundTrip() {
        let log = EmulationWire.Record.log(priority: .error, text: "event0 - kernel bug: Touch jump detected")
        #expect(EmulationWire.decode(EmulationWire.encode(log)) == log)
        let stats = EmulationWire.Record.statistics(["frames": "41", "start": "123"])
        #expect(EmulationWire.encode(stats) == "S frames=41 start=123")
        #expect(EmulationWire.decode(EmulationWire.encode(stats)) == stats)
    }

    @Test(arguments: [
        "", "Q 1 2", "E 12 0 swipeBegin", "E 12 0 swipeEnd 3 2", "E x 0 touchFrame", "E 1 0 nonsense 1",
        "A 1 0 mouse - - - name", "L loud text"
    ])
    func garbageIsRejected(_ line: String) {
        #expect(EmulationWire.decode(line) == nil)
    }
}

/// Fingers → kernel frames, as the kernel would write them.
struct SyntheticTouchesTests {
    @Test func threeFingersLandTogetherWithTrackingIdsToolAndTouch() throws {
        let touchpad = try TestPaths.device("touchpad")
        let frames = SyntheticTouches.frames(
            on: touchpad,
            fingers: SyntheticGestures.fingersMoving(
                3, centre: (50, 35), by: (10, 0), duration: 0.1))
        let first = try #require(frames.first).events
        #expect(first.filter { $0.code == EvdevCode.ABS_MT_TRACKING_ID }.map(\.value) == [100, 101, 102])
        #expect(first.contains(EvdevEvent(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOUCH, value: 1)))
        #expect(first.contains(EvdevEvent(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_TRIPLETAP, value: 1)))
        #expect(first.last == EvdevEvent(type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT, value: 0))
        let last = try #require(frames.last).events
        #expect(last.filter { $0.code == EvdevCode.ABS_MT_TRACKING_ID }.map(\.value) == [-1, -1, -1])
        #expect(last.contains(EvdevEvent(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_TRIPLETAP, value: 0)))
        // ABS_X follows the first finger: 50 - 18 = 32 mm → 1280 units at 40 units/mm, moving 10 mm in 0.1 s.
        // The frame at 0.1 s is the lift (no position), so the last position reported is at 0.09 s: 41 mm.
        let xs = frames.flatMap(\.events).filter { $0.type == EvdevCode.EV_ABS && $0.code == EvdevCode.ABS_X }.map(
            \.value)
        #expect(xs.first == 1280 && xs.last == 1640)
        #expect(xs == (0...9).map { 1280 + $0 * 40 })
        #expect(frames.map(\.time.micros) == (0...10).map { Int64($0) * 10_000 })
    }

    @Test func anUnmovedFingerReportsNothingBetweenDownAndUp() throws {
        let touchscreen = try TestPaths.device("touchscreen")
        let frames = SyntheticTouches.frames(
            on: touchscreen, fingers: SyntheticGestures.tap(at: (150, 80), duration: 0.08))
        #expect(frames.count == 2, "down and up only: the kernel drops unchanged values")
        #expect(!frames[0].events.contains { $0.code == EvdevCode.BTN_TOOL_FINGER }, "the screen has no finger tools")
    }

    @Test func anExtraFingerTakesTheNextFreeSlot() throws {
        let touchpad = try TestPaths.device("touchpad")
        let fingers = SyntheticGestures.swipeInterruptedByExtraFinger(3, centre: (40, 35), by: (20, 0), duration: 0.4)
        let frames = SyntheticTouches.frames(on: touchpad, fingers: fingers)
        let landing = try #require(frames.first { $0.time.micros == 200_000 }).events
        #expect(landing.contains(EvdevEvent(type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_SLOT, value: 3)))
        #expect(landing.contains(EvdevEvent(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_TRIPLETAP, value: 0)))
        #expect(landing.contains(EvdevEvent(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_QUADTAP, value: 1)))
    }
}

/// Which devices are touch devices, decided from libinput capabilities and udev tags.
struct TouchDeviceClassifierTests {
    @Test(arguments: [
        ([LibinputCapability.touch], false, false, DeviceKind?.some(.touchscreen)),
        ([.pointer, .gesture], false, false, .touchpad),
        ([.pointer], true, false, .touchpad),
        ([.pointer, .touch], true, false, .touchscreen),
        ([.keyboard], false, false, nil),
        ([.pointer], false, false, nil),
        ([.tabletTool], false, false, nil),
        ([.keyboard, .pointer], false, true, .touchscreen)
    ])
    func kindFromCapabilitiesAndTags(
        _ caps: [LibinputCapability], _ touchpad: Bool, _ touchscreen: Bool, _ kind: DeviceKind?
    ) {
        #expect(
            TouchDeviceClassifier.kind(capabilities: Set(caps), touchpadTag: touchpad, touchscreenTag: touchscreen)
                == kind)
    }

    @Test func errorsSayWhatToDoAndPickTheirCategory() {
        let permission = LibinputError.permissionDenied(nodes: ["/dev/input/event4"])
        #expect(permission.category == .permission)
        #expect(permission.description.contains("sudo usermod -aG input $USER"))
        #expect(permission.description.contains("log out and back in"))
        #expect(LibinputError.noTouchDevice(where: "seat 'seat0'", hint: nil).category == .unavailable)
        #expect(LibinputError.noSuchDevice(node: "/dev/input/event9").category == .missingInput)
    }
}

/// A tiny deterministic generator for the seeded loops.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
