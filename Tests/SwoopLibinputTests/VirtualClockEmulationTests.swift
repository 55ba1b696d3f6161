import Foundation
import SwoopCore
import SwoopEmulation
import SwoopInputModel
import SwoopRecordings
import SwoopTestSupport
import Testing

/// The emulator on the virtual clock (`EmulationClock.virtual`): libinput's clock and timer follow the
/// recording, through the unmodified libinput.
@Suite(.enabled(if: EmulationGate.shouldRun, "emulation unavailable"))
struct VirtualClockEmulationTests {
    static var virtual: EmulationOptions {
        var options = EmulationOptions(leadTime: .milliseconds(20))
        options.clock = .virtual
        return options
    }

    /// When each frame was played on the emulator's clock: the first frame at `start`, the rest at their
    /// recorded distance from it (all devices on one timeline).
    static func frameTimes(_ devices: [RecordedDevice], start: Timestamp) -> Set<Int64> {
        let times = devices.flatMap { $0.frames.map(\.time) }
        guard let origin = times.min() else { return [] }
        return Set(times.map { start.advanced(byMicros: $0.micros(since: origin)).micros })
    }

    /// Every event libinput made carries exactly the time of the frame it came from, or, for what its
    /// timeouts made, the expiry the clock stopped at: nothing of this machine's timing gets in.
    @Test(arguments: ImportRecordings.all)
    func everyEventTimeIsAFrameTimeOrATimerExpiry(_ name: String) async throws {
        let recording = try SharedRecordings.recording(name)
        let result = try await EmulationGate.run(recording.devices.map { EmulatedDevice($0) }, options: Self.virtual)
        let start = try #require(result.startTime)
        #expect(result.statistics["clock"] == "virtual")
        let frames = Self.frameTimes(recording.devices, start: start)
        let expiries = Set(result.timerExpiries.map(\.micros))
        let input = result.events.filter { event in
            if case .deviceAdded = event.event { return false }
            return true
        }
        #expect(!input.isEmpty)
        let stray = input.filter { !frames.contains($0.time.micros) && !expiries.contains($0.time.micros) }
        #expect(stray.isEmpty, "\(name): \(stray.prefix(5)) at neither a frame's time nor a timer's expiry")
        print("\(name): \(input.count) events, \(expiries.count) timer expiries")
    }

    /// Two fingers land and rest, and the next frame comes only 0.5 s later: libinput's hold timeout
    /// fires between the two, at its own expiry (the clock stopped there), not with the next frame.
    @Test func aTimeoutFiresAtItsExpiryBetweenFrames() async throws {
        var touchpad = try TestPaths.device("touchpad")
        let all = SyntheticTouches.frames(
            on: touchpad, fingers: SyntheticGestures.fingersMoving(2, centre: (50, 35), by: (0, 0), duration: 0.8))
        let first = try #require(all.first?.time)
        touchpad.frames = all.filter { $0.time == first || $0.time.micros(since: first) >= 500_000 }
        let result = try await EmulationGate.run([EmulatedDevice(touchpad)], options: Self.virtual)
        let start = try #require(result.startTime)
        let hold = try #require(
            result.events.first {
                if case .holdBegin = $0.event { return true } else { return false }
            }, "no hold: \(result.inputEvents)")
        #expect(result.timerExpiries.contains(hold.time))
        #expect(hold.time > start && hold.time.micros(since: start) < 500_000, "hold at \(hold.time), start \(start)")
    }

    /// The same frames give the same events at the same times, run after run.
    @Test func twoRunsGiveTheSameEvents() async throws {
        var touchpad = try TestPaths.device("touchpad")
        touchpad.frames = SyntheticTouches.frames(
            on: touchpad, fingers: SyntheticGestures.fingersMoving(3, centre: (50, 35), by: (30, 0), duration: 0.4))
        let a = try await EmulationGate.run([EmulatedDevice(touchpad)], options: Self.virtual)
        let b = try await EmulationGate.run([EmulatedDevice(touchpad)], options: Self.virtual)
        #expect(!a.inputEvents.isEmpty)
        #expect(a.events.filter(\.isInput) == b.events.filter(\.isInput))
    }

    /// An unplug mid-swipe ends the stream with the device's removal, on the virtual clock as in real time.
    @Test func anUnplugMidSwipeEndsWithTheRemoval() async throws {
        var touchpad = try TestPaths.device("touchpad")
        touchpad.frames = SyntheticTouches.frames(
            on: touchpad, fingers: SyntheticGestures.fingersMoving(3, centre: (25, 35), by: (50, 0), duration: 0.4))
        let first = try #require(touchpad.frames.first?.time)
        let result = try await EmulationGate.run(
            [EmulatedDevice(touchpad, removalTime: first.advanced(byMicros: 200_000))], options: Self.virtual)
        #expect(result.statistics["removals"] == "1")
        #expect(result.inputEvents.contains(.swipeBegin(fingers: 3)))
        #expect(result.events.last?.event == .deviceRemoved, "\(result.events.suffix(3))")
        #expect(Decisions.summary(result) == ["cancel/device-removed"])
    }

    /// A program run in the testbed on the virtual clock (`libinput debug-events`) follows it: its
    /// libinput's hold timeout fires between two frames 0.5 s apart, at the expiry the clock stopped at,
    /// and a second run prints the same bytes, times included.
    @Test func aCommandFollowsTheVirtualClock() async throws {
        let tool = try LibinputDebugEventsTool.path()
        var touchpad = try TestPaths.device("touchpad")
        let all = SyntheticTouches.frames(
            on: touchpad, fingers: SyntheticGestures.fingersMoving(2, centre: (50, 35), by: (0, 0), duration: 0.8))
        let first = try #require(all.first?.time)
        touchpad.frames = all.filter { $0.time == first || $0.time.micros(since: first) >= 500_000 }
        let command = [tool, "debug-events", "--device", "/dev/input/event0"]
        let a = try await Emulator.run(command: command, on: [EmulatedDevice(touchpad)], options: Self.virtual)
        let b = try await Emulator.run(command: command, on: [EmulatedDevice(touchpad)], options: Self.virtual)
        #expect(a.statistics["clock"] == "virtual")
        let start = try #require(a.statistics["start"].flatMap(Int64.init))
        let expiry = try #require(
            a.statistics["timerExpiries"]?.split(separator: ",").compactMap { Int64($0) }.first,
            "the clock never stopped for a timer: \(a.statistics)")
        #expect(expiry > start && expiry - start < 500_000, "expiry \(expiry), first frame \(start)")
        // debug-events prints times in ms after its first wake-up: the dummy report, at the clock's
        // origin (the lead time before the first frame).
        let hold = try #require(
            a.standardOutput.split(separator: "\n").first { $0.contains("GESTURE_HOLD_BEGIN") },
            "no hold: \(a.standardOutput)")
        let origin = start - Self.virtual.leadTime.inMicroseconds
        let printed = String(format: "+%.3fs", Double(expiry / 1000 - origin / 1000) / 1000)
        #expect(hold.contains(printed), "\(hold) is not at the expiry, \(printed) after the first frame")
        #expect(a.standardOutput == b.standardOutput)
    }

    /// An unplug mid-swipe reaches a program on the virtual clock too: the emulator waits for it to
    /// hear of the removal before the clock moves on, so it ends the swipe and removes the device.
    @Test func aCommandOnTheVirtualClockSeesAnUnplug() async throws {
        let tool = try LibinputDebugEventsTool.path()
        var touchpad = try TestPaths.device("touchpad")
        touchpad.frames = SyntheticTouches.frames(
            on: touchpad, fingers: SyntheticGestures.fingersMoving(3, centre: (25, 35), by: (50, 0), duration: 0.4))
        let run = try await Emulator.run(
            command: [tool, "debug-events"], on: [EmulatedDevice(touchpad, removalTime: Timestamp(seconds: 0.2))],
            options: Self.virtual)
        let kinds = LibinputDebugEventsTool.kinds(run.standardOutput)
        #expect(kinds.contains("GESTURE_SWIPE_BEGIN"), "\(run.standardOutput)")
        #expect(kinds.last == "DEVICE_REMOVED", "\(run.standardOutput)")
    }
}

extension TimedInputEvent {
    /// Not a device announcement (those carry the time the emulator saw them).
    fileprivate var isInput: Bool {
        if case .deviceAdded = event { return false }
        return true
    }
}

/// The shared recordings every import test covers.
enum ImportRecordings {
    static let all = [
        "touchpad_acer-sw5-012_2fg-short-scroll-up.libinput-record.yml",
        "touchpad_chromebook-pixel_2fg-tap.evemu",
        "touchpad_synaptics-ps2-hp8470p_2fg-swipes-right.evemu",
        "touchscreen_atmel-maxtouch_1fg-drag-up-then-down.evemu",
        "touchscreen_atmel-maxtouch_1fg-fast-taps.evemu",
        "touchscreen_quanta-optical_1fg-short-drags.evemu",
        "touchtablet_wacom-intuos5-touch-M_2fg-swipe-right.evemu"
    ]
}
