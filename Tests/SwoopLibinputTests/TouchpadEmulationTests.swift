import SwoopCore
import SwoopEmulation
import SwoopInputModel
import SwoopRecordings
import Testing

/// The live `LibinputSource` (udev backend, as `swoop run` uses it) on an emulated touchpad, fed with
/// synthetic evdev frames: what comes out is what the real libinput 1.22 made of them.
@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct TouchpadEmulationTests {
    let touchpad: RecordedDevice

    init() throws { touchpad = try TestPaths.device("touchpad") }

    private func play(_ fingers: [SyntheticFinger], removalTime: Timestamp? = nil) async throws -> EmulationResult {
        var device = touchpad
        device.frames = SyntheticTouches.frames(on: touchpad, fingers: fingers)
        return try await EmulationGate.run([EmulatedDevice(device, removalTime: removalTime)])
    }

    @Test func deviceAppearsAsATouchpadWithItsSize() async throws {
        let result = try await play(SyntheticGestures.tap(at: (50, 35)))
        guard case .deviceAdded(let info)? = result.events.first?.event else {
            Issue.record("first event is not deviceAdded: \(String(describing: result.events.first))")
            return
        }
        #expect(info.kind == .touchpad)
        #expect(info.name == "Swoop Emulated Touchpad")
        #expect(info.widthMM == 100 && info.heightMM == 70)
        #expect(info.node == "/dev/input/event0")
        #expect(info.id == DeviceID(0))
    }

    @Test func threeFingerSwipeRightIsOneUncancelledSwipeThatFinishes() async throws {
        let result = try await play(SyntheticGestures.fingersMoving(3, centre: (25, 35), by: (50, 0), duration: 0.3))
        let gesture = result.inputEvents.filter(\.isSwipe)
        #expect(gesture.first == .swipeBegin(fingers: 3))
        #expect(gesture.last == .swipeEnd(fingers: 3, cancelled: false))
        let updates = gesture.compactMap(\.swipeDelta)
        #expect(updates.count >= 10)
        #expect(updates.allSatisfy { $0.dx > 0 && $0.dy == 0 })
        // The input layer divides out libinput's constant-filter factor (0.9 × 0.2968), so the deltas are
        // real 1000-dpi units: 50 mm of finger travel, less the part spent reaching the gesture threshold.
        let travel = InputUnits.millimetres(fromNormalized: updates.map(\.dx).reduce(0, +))
        #expect(travel > 40 && travel <= 50, "\(travel) mm")
        #expect(!result.inputEvents.contains { if case .scroll = $0 { return true } else { return false } })
        // A long swipe: its distance alone carries it past 0.3.
        #expect(Decisions.summary(result) == ["finish/threshold"])
    }

    @Test func twoFingerScrollUpIsFingerScrollEndingInAStopThatFinishes() async throws {
        let result = try await play(SyntheticGestures.fingersMoving(2, centre: (50, 55), by: (0, -40), duration: 0.3))
        let scrolls = result.inputEvents.compactMap { event -> (dx: Double, dy: Double)? in
            if case .scroll(let dx, let dy) = event { return (dx, dy) }
            return nil
        }
        #expect(scrolls.count >= 5)
        #expect(scrolls.allSatisfy { $0.dy < 0 && $0.dx == 0 })
        // libinput stops both axes of a finger scroll at once (a zero value on each).
        #expect(result.inputEvents.last == .scrollStop(horizontal: true, vertical: true))
        #expect(!result.inputEvents.contains { $0.isSwipe })
        #expect(Decisions.summary(result).first?.hasPrefix("finish/") == true, "\(Decisions.summary(result))")
    }

    @Test func oneFingerTapMakesNoPanEvent() async throws {
        let result = try await play(SyntheticGestures.tap(at: (50, 35)))
        #expect(result.events.count >= 1)  // the device itself
        #expect(!result.inputEvents.contains { $0.isSwipe || $0.isScroll })
        #expect(Decisions.interactions(result).isEmpty, "a tap starts no interaction")
    }

    @Test func extraFingerLandingMidSwipeCancelsIt() async throws {
        let result = try await play(
            SyntheticGestures.swipeInterruptedByExtraFinger(
                3, centre: (40, 35), by: (40, 0), duration: 0.6, stillAfterwards: 0.3))
        let gesture = result.inputEvents.filter(\.isSwipe)
        #expect(gesture.first == .swipeBegin(fingers: 3))
        #expect(gesture.last == .swipeEnd(fingers: 3, cancelled: true))
        #expect(!gesture.contains(.swipeEnd(fingers: 3, cancelled: false)))
        // The hand rests after the cancel, so no swipe resumes it: libinput's cancel stands.
        #expect(Decisions.summary(result) == ["cancel/gesture-cancelled"])
    }

    @Test func touchpadUnpluggedMidSwipeEndsWithDeviceRemoved() async throws {
        let result = try await play(
            SyntheticGestures.fingersMoving(3, centre: (50, 35), by: (30, 0), duration: 0.6),
            removalTime: Timestamp(seconds: 0.3))
        let events = result.events.map(\.event)
        #expect(events.contains(.swipeBegin(fingers: 3)))
        // libinput "lifts" the fingers itself on removal; the input layer drops that end, so the
        // swipe ends with the removal itself.
        #expect(events.last == .deviceRemoved)
        #expect(events.dropLast().last.map(\.isSwipe) == true)
        #expect(!events.contains { if case .swipeEnd = $0 { return true } else { return false } })
        #expect(result.statistics["removals"] == "1")
        #expect(Decisions.summary(result) == ["cancel/device-removed"])
    }

    @Test func touchpadUnpluggedMidScrollEndsWithoutAScrollStop() async throws {
        let result = try await play(
            SyntheticGestures.fingersMoving(2, centre: (50, 50), by: (0, -30), duration: 0.6),
            removalTime: Timestamp(seconds: 0.3))
        let events = result.events.map(\.event)
        #expect(events.contains { if case .scroll = $0 { return true } else { return false } })
        #expect(events.last == .deviceRemoved)
        #expect(!events.contains { if case .scrollStop = $0 { return true } else { return false } })
        #expect(Decisions.summary(result) == ["cancel/device-removed"])
    }
}

extension InputEvent {
    var isSwipe: Bool {
        switch self {
        case .swipeBegin, .swipeUpdate, .swipeEnd: return true
        default: return false
        }
    }

    var isScroll: Bool {
        switch self {
        case .scroll, .scrollStop: return true
        default: return false
        }
    }

    var swipeDelta: (dx: Double, dy: Double)? {
        if case .swipeUpdate(_, let dx, let dy) = self { return (dx, dy) }
        return nil
    }
}
