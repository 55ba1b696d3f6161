import SwoopCore
import SwoopEmulation
import SwoopInputModel
import SwoopRecordings
import Testing

@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct TouchscreenEmulationTests {
    let touchscreen: RecordedDevice

    init() throws { touchscreen = try TestPaths.device("touchscreen") }

    private func play(_ fingers: [SyntheticFinger], removalTime: Timestamp? = nil) async throws -> EmulationResult {
        var device = touchscreen
        device.frames = SyntheticTouches.frames(on: touchscreen, fingers: fingers)
        return try await EmulationGate.run([EmulatedDevice(device, removalTime: removalTime)])
    }

    @Test func touchscreenUnpluggedMidDragCancelsTheTouch() async throws {
        let result = try await play(
            [SyntheticFinger(from: (100, 120), to: (100, 60), down: 0, up: 0.6)],
            removalTime: Timestamp(seconds: 0.3))
        let events = result.events.map(\.event)
        #expect(events.contains { if case .touchMotion = $0 { return true } else { return false } })
        // libinput's clean-up lift is dropped: the touch ends with the device.
        #expect(!events.contains(.touchUp(slot: 0)) && !events.contains(.touchCancel(slot: 0)))
        #expect(events.suffix(2) == [.touchFrame, .deviceRemoved])
        #expect(Decisions.summary(result) == ["cancel/device-removed"])
    }

    @Test func oneFingerDragIsTouchesInMillimetres() async throws {
        let result = try await play([SyntheticFinger(from: (100, 120), to: (100, 60), down: 0, up: 0.4)])
        guard case .deviceAdded(let info)? = result.events.first?.event else {
            Issue.record("no deviceAdded first")
            return
        }
        #expect(info.kind == .touchscreen)
        #expect(info.widthMM == 294 && info.heightMM == 165)
        let events = result.inputEvents
        guard case .touchDown(0, let x0, let y0)? = events.first else {
            Issue.record("does not start with a touch down in slot 0: \(events.prefix(3))")
            return
        }
        #expect(abs(x0 - 100) < 0.2 && abs(y0 - 120) < 0.2)
        let motions = events.compactMap { event -> Double? in
            if case .touchMotion(0, _, let y) = event { return y }
            return nil
        }
        #expect(motions.count >= 10)
        #expect(zip(motions, motions.dropFirst()).allSatisfy { $1 < $0 }, "the finger only moves up")
        #expect(abs((motions.last ?? 0) - 60) < 2)
        #expect(events.suffix(2) == [.touchUp(slot: 0), .touchFrame])
        #expect(events.filter { $0 == .touchFrame }.count == motions.count + 2)
        // 60 mm up a 165 mm tall screen, still moving at the lift: past 0.3 either way.
        #expect(Decisions.summary(result).first?.hasPrefix("finish/") == true, "\(Decisions.summary(result))")
    }

    @Test func tapIsADownAndAnUpWithoutMotion() async throws {
        let result = try await play(SyntheticGestures.tap(at: (150, 80)))
        let events = result.inputEvents
        #expect(events.count == 4)
        #expect(events.first.map { if case .touchDown(0, _, _) = $0 { return true } else { return false } } == true)
        #expect(Array(events.dropFirst()) == [.touchFrame, .touchUp(slot: 0), .touchFrame])
        #expect(Decisions.interactions(result).isEmpty, "a tap starts no interaction")
    }
}

/// Keyboards are dropped at the boundary: they get no DeviceID and none of their events is converted.
@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct KeyboardIsDroppedTests {
    @Test func keyPressesBesideASwipeNeverReachTheModel() async throws {
        var touchpad = try TestPaths.device("touchpad")
        touchpad.frames = SyntheticTouches.frames(
            on: touchpad,
            fingers: SyntheticGestures.fingersMoving(
                3, centre: (50, 35), by: (25, 0), duration: 0.3))
        var keyboard = try TestPaths.device("keyboard")
        keyboard.frames = stride(from: 0.0, to: 0.3, by: 0.05).flatMap { t -> [EvdevFrame] in
            [press(EvdevCode.KEY_A, 1, at: t), press(EvdevCode.KEY_A, 0, at: t + 0.02)]
        }
        let result = try await EmulationGate.run([EmulatedDevice(touchpad), EmulatedDevice(keyboard)])
        // libinput did open the keyboard (it says so in its log)…
        #expect(result.libinputLog.contains { $0.text.contains("Swoop Emulated Keyboard") })
        // …but only the touchpad exists for Swoop, and only its events come out.
        let added = result.events.compactMap { event -> DeviceInfo? in
            if case .deviceAdded(let info) = event.event { return info }
            return nil
        }
        #expect(added.map(\.name) == ["Swoop Emulated Touchpad"])
        #expect(result.events.allSatisfy { $0.device == DeviceID(0) })
        #expect(result.inputEvents.contains(.swipeBegin(fingers: 3)))
    }

    private func press(_ key: Int, _ value: Int, at t: Double) -> EvdevFrame {
        EvdevFrame(
            time: Timestamp(seconds: t),
            events: [
                EvdevEvent(type: EvdevCode.EV_KEY, code: key, value: value),
                EvdevEvent(type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT, value: 0)
            ])
    }
}
