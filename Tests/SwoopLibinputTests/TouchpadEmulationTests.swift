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
        guard case let .deviceAdded(info)? = result.events.first?.event else {
            Issue.record("first event is not deviceAdded: \(String(describing: result.events.first))")
            return
        }
        #expect(info.kind == .touchpad)
        #expect(info.name == "Swoop Emulated Touchpad")
        #expect(info.widthMM == 100 && info.heightMM == 70)
        #expect(info.node == "/dev/input/event0")
        #expect(info.id == DeviceID(0))
    }

    @Test func threeFingerSwipeRightIsOneUncancelledSwipe() async throws {
        let result = try await play(SyntheticGestures.fingersMoving(3, centre: (50, 35), by: (30, 0), duration: 0.4))
        let gesture = result.inputEvents.filter(\.isSwipe)
        #expect(gesture.first == .swipeBegin(fingers: 3))
        #expect(gesture.last == .swipeEnd(fingers: 3, cancelled: false))
        let updates = gesture.compactMap(\.swipeDelta)
        #expect(updates.count >= 10)
        #expect(updates.allSatisfy { $0.dx > 0 && $0.dy == 0 })
        // libinput's touchpad "unaccelerated" deltas carry its constant-filter factor (0.9 × 0.2968):
        // 30 mm of finger travel, less the part spent reaching the gesture threshold, sums to ~7 mm.
        let travel = InputUnits.millimetres(fromNormalized: updates.map(\.dx).reduce(0, +))
        #expect(travel > 5 && travel < 30)
        #expect(!result.inputEvents.contains { if case .scroll = $0 { return true } else { return false } })
    }

    @Test func twoFingerScrollUpIsFingerScrollEndingInAStop() async throws {
        let result = try await play(SyntheticGestures.fingersMoving(2, centre: (50, 50), by: (0, -25), duration: 0.4))
        let scrolls = result.inputEvents.compactMap { event -> (dx: Double, dy: Double)? in
            if case let .scroll(dx, dy) = event { return (dx, dy) }
            return nil
        }
        #expect(scrolls.count >= 5)
        #expect(scrolls.allSatisfy { $0.dy < 0 && $0.dx == 0 })
        // libinput stops both axes of a finger scroll at once (a zero value on each).
        #expect(result.inputEvents.last == .scrollStop(horizontal: true, vertical: true))
        #expect(!result.inputEvents.contains { $0.isSwipe })
    }

    @Test func oneFingerTapMakesNoPanEvent() async throws {
        let result = try await play(SyntheticGestures.tap(at: (50, 35)))
        #expect(result.events.count >= 1)  // the device itself
        #expect(!result.inputEvents.contains { $0.isSwipe || $0.isScroll })
    }

    @Test func extraFingerLandingMidSwipeCancelsIt() async throws {
        let result = try await play(SyntheticGestures.swipeInterruptedByExtraFinger(3, centre: (40, 35), by: (24, 0), duration: 0.6))
        let gesture = result.inputEvents.filter(\.isSwipe)
        #expect(gesture.first == .swipeBegin(fingers: 3))
        #expect(gesture.contains(.swipeEnd(fingers: 3, cancelled: true)))
        #expect(!gesture.contains(.swipeEnd(fingers: 3, cancelled: false)))
    }

    @Test func touchpadUnpluggedMidSwipeEndsWithDeviceRemoved() async throws {
        let result = try await play(SyntheticGestures.fingersMoving(3, centre: (50, 35), by: (30, 0), duration: 0.6),
                              removalTime: Timestamp(seconds: 0.3))
        let events = result.events.map(\.event)
        #expect(events.contains(.swipeBegin(fingers: 3)))
        // libinput lifts the fingers itself on removal; the input layer reports that end as cancelled.
        #expect(events.suffix(2) == [.swipeEnd(fingers: 3, cancelled: true), .deviceRemoved])
        #expect(!events.contains(.swipeEnd(fingers: 3, cancelled: false)))
        #expect(result.statistics["removals"] == "1")
    }

    @Test func touchpadUnpluggedMidScrollEndsWithoutAScrollStop() async throws {
        let result = try await play(SyntheticGestures.fingersMoving(2, centre: (50, 50), by: (0, -30), duration: 0.6),
                              removalTime: Timestamp(seconds: 0.3))
        let events = result.events.map(\.event)
        #expect(events.contains { if case .scroll = $0 { return true } else { return false } })
        #expect(events.last == .deviceRemoved)
        #expect(!events.contains { if case .scrollStop = $0 { return true } else { return false } })
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
        if case let .swipeUpdate(_, dx, dy) = self { return (dx, dy) }
        return nil
    }
}
