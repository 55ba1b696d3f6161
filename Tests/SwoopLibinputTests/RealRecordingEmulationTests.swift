import Foundation
import SwoopEmulation
import SwoopInputModel
import SwoopRecordings
import SwoopTestSupport
import Testing

/// The real evemu recordings in ../shared/recordings, replayed through the real libinput on emulated
/// copies of the devices that made them. Skipped (loudly) when the folder is absent.
enum SharedRecordings {
    static var present: Bool { SharedFiles.isPresent(SharedFiles.recordings, for: "real-recording emulation") }

    static func recording(_ name: String) throws -> Recording {
        try RecordingLoader.load(path: try SharedFiles.recording(name))
    }

    static func play(_ name: String) async throws -> EmulationResult {
        let recording = try recording(name)
        let result = try await EmulationGate.run(recording.devices.map { EmulatedDevice($0) })
        print("\(name): \(result.inputEvents.count) events, statistics \(result.statistics)")
        return result
    }
}

@Suite(
    .enabled(if: EmulationGate.shouldRun && SharedRecordings.present, "emulation or ../shared/recordings unavailable"))
struct RealRecordingEmulationTests {
    @Test func atmelDragUpThenDownIsOneTouchThatComesBack() async throws {
        let result = try await SharedRecordings.play("touchscreen_atmel-maxtouch_1fg-drag-up-then-down.evemu")
        let events = result.inputEvents
        let downs = events.filter { if case .touchDown = $0 { return true } else { return false } }
        #expect(downs.count == 1)
        #expect(events.filter { if case .touchUp = $0 { return true } else { return false } }.count == 1)
        let ys = events.compactMap { event -> Double? in
            switch event {
            case .touchDown(_, _, let y), .touchMotion(_, _, let y): return y
            default: return nil
            }
        }
        // y 379 → 89 → 393 device units (the screen reports no resolution: libinput's mm are units here).
        let top = try #require(ys.min())
        let topIndex = try #require(ys.firstIndex(of: top))
        #expect(topIndex > ys.count / 4 && topIndex < ys.count * 3 / 4)
        #expect(ys.first! - top > 250 && ys.last! - top > 250)
        // SOURCES.md: cancel (the finger came back).
        #expect(Decisions.interactions(result).map(\.outcome) == [.cancel])
    }

    @Test func atmelFastTapsAreOneTouchPerRecordedContact() async throws {
        let name = "touchscreen_atmel-maxtouch_1fg-fast-taps.evemu"
        // Contacts in the kernel frames: a new ABS_MT_TRACKING_ID ≥ 0 (nine here, not the six SOURCES.md says).
        let contacts = try SharedRecordings.recording(name).devices[0].frames.flatMap(\.events)
            .filter { $0.type == 3 && $0.code == 0x39 && $0.value >= 0 }.count
        let result = try await SharedRecordings.play(name)
        let downs = result.inputEvents.filter { if case .touchDown = $0 { return true } else { return false } }
        let ups = result.inputEvents.filter { if case .touchUp = $0 { return true } else { return false } }
        #expect(contacts == 9)
        #expect(downs.count == contacts && ups.count == contacts)
        #expect(Decisions.interactions(result).isEmpty, "taps start no transition")
    }

    @Test func synapticsTwoFingerSwipesRightScrollRight() async throws {
        let result = try await SharedRecordings.play("touchpad_synaptics-ps2-hp8470p_2fg-swipes-right.evemu")
        let dx = result.inputEvents.reduce(0.0) { sum, event in
            if case .scroll(let dx, _) = event { return sum + dx }
            return sum
        }
        #expect(dx > 50, "two-finger swipes to the right scroll right overall")
        // The hard case: it must decide something, and it does not crash or hang.
        let decided = Decisions.interactions(result)
        #expect(!decided.isEmpty && decided.allSatisfy { $0.decision != nil })
        print(
            "synaptics 2fg swipes: \(decided.map { "\($0.decision!.outcome.rawValue)/\($0.decision!.rule.rawValue) progress \($0.decision!.progress)" })"
        )
        #expect(
            result.events.first.map {
                if case .deviceAdded(let info) = $0.event { return info.kind == .touchpad } else { return false }
            } == true)
    }

    @Test func wacomTwoFingerSwipeRightScrollsRight() async throws {
        let result = try await SharedRecordings.play("touchtablet_wacom-intuos5-touch-M_2fg-swipe-right.evemu")
        let dx = result.inputEvents.reduce(0.0) { sum, event in
            if case .scroll(let dx, _) = event { return sum + dx }
            return sum
        }
        #expect(dx > 50)
        // SOURCES.md: finish, axis x, positive.
        #expect(Decisions.interactions(result).map(\.outcome) == [.finish])
    }

    @Test func chromebookTwoFingerTapMakesNoPan() async throws {
        let result = try await SharedRecordings.play("touchpad_chromebook-pixel_2fg-tap.evemu")
        #expect(!result.inputEvents.contains { $0.isSwipe || $0.isScroll })
        #expect(result.events.count >= 1)
        #expect(Decisions.interactions(result).isEmpty)
    }
}
