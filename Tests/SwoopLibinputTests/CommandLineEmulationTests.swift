import Foundation
import SwoopCore
import SwoopEmulation
import SwoopFixtures
import SwoopInputModel
import SwoopRecordings
import SwoopTestSupport
import Testing

/// The `swoop` executable itself, run inside an emulation (as umockdev-run would run it): `devices`
/// and `record` on emulated devices, through the real libinput, udev backend, seat0.
@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct CommandLineEmulationTests {
    let swoop = EmulationEnvironment.executableDirectory() + "/swoop"

    @Test func devicesListsTheTouchDevicesButNotTheKeyboard() async throws {
        let devices = try ["touchpad", "touchscreen", "keyboard"].map { EmulatedDevice(try TestPaths.device($0)) }
        let result = try await Emulator.run(
            command: [swoop, "devices", "--format", "json"], on: devices,
            options: EmulationOptions(leadTime: .milliseconds(100), settleTime: .seconds(30)))
        #expect(result.status == 0 && !result.endedBySignal, "stderr: \(result.standardError)")
        struct Listing: Decodable {
            struct Device: Decodable, Equatable {
                var node: String
                var name: String
                var kind: String
                var widthMM: Double?
                var heightMM: Double?
                var sizeSource: String?
                var capabilities: [String]
                var seat: String

                enum CodingKeys: String, CodingKey {
                    case node, name, kind, capabilities, seat
                    case widthMM = "width_mm"
                    case heightMM = "height_mm"
                    case sizeSource = "size_source"
                }
            }
            var devices: [Device]
        }
        let listing = try JSONDecoder().decode(Listing.self, from: Data(result.standardOutput.utf8))
        #expect(
            listing.devices == [
                .init(
                    node: "/dev/input/event0", name: "Swoop Emulated Touchpad", kind: "touchpad", widthMM: 100,
                    heightMM: 70, sizeSource: "device", capabilities: ["pointer", "gesture"], seat: "seat0"),
                .init(
                    node: "/dev/input/event1", name: "Swoop Emulated Touchscreen", kind: "touchscreen", widthMM: 294,
                    heightMM: 165, sizeSource: "device", capabilities: ["touch"], seat: "seat0")
            ])
    }

    @Test func devicePathBackendReadsOnlyTheNamedNode() async throws {
        let devices = try ["touchpad", "touchscreen", "keyboard"].map { EmulatedDevice(try TestPaths.device($0)) }
        let options = EmulationOptions(leadTime: .milliseconds(100), settleTime: .seconds(30))
        let one = try await Emulator.run(
            command: [swoop, "devices", "--device", "/dev/input/event1"], on: devices, options: options)
        #expect(one.status == 0, "stderr: \(one.standardError)")
        let lines = one.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines.last?.hasPrefix(
                "/dev/input/event1  touchscreen  294x165 mm  device  Swoop Emulated Touchscreen  touch") == true,
            "\(one.standardOutput)")
        let keyboard = try await Emulator.run(
            command: [swoop, "devices", "--device", "/dev/input/event2"], on: devices, options: options)
        #expect(keyboard.status == 69)
        #expect(
            keyboard.standardError.contains(
                "/dev/input/event2 (Swoop Emulated Keyboard) is not a touchpad or touchscreen"))
    }

    @Test func recordStoppedByCtrlCLeavesAValidFixtureOfTheSwipe() async throws {
        var touchpad = try TestPaths.device("touchpad")
        touchpad.frames = SyntheticTouches.frames(
            on: touchpad,
            fingers: SyntheticGestures.fingersMoving(
                3, centre: (50, 35), by: (30, 0), duration: 0.4))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-record-\(UUID().uuidString).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try await Emulator.run(command: [swoop, "record", "-o", output], on: [EmulatedDevice(touchpad)])
        // SIGINT came after the gesture (the emulation sends it, as Ctrl-C would): a clean exit.
        #expect(result.status == 0 && !result.endedBySignal, "stderr: \(result.standardError)")
        let (header, events) = try FixtureReader.readAll(path: output)
        #expect(
            header.device
                == FixtureDevice(
                    name: "Swoop Emulated Touchpad", kind: .touchpad, widthMM: 100, heightMM: 70,
                    sizeSource: .device))
        #expect(header.source.kind == .recorded)
        let gesture = events.map(\.event).filter(\.isSwipe)
        #expect(gesture.first == .swipeBegin(fingers: 3))
        #expect(gesture.last == .swipeEnd(fingers: 3, cancelled: false))
        #expect(events.allSatisfy { $0.time.micros >= 1_000_000 })
        // Nothing is left beside the fixture (it was written under a temporary name, then renamed).
        let siblings = try FileManager.default.contentsOfDirectory(
            atPath: (output as NSString).deletingLastPathComponent)
        #expect(!siblings.contains { $0.hasPrefix((output as NSString).lastPathComponent + ".") })
    }

    /// `swoop run` live on an emulated touchpad: the swipe drives the pipeline to a decision in the
    /// log; a second touchpad unplugged mid-swipe cancels its pan and the run goes on. The lean
    /// `swoop-live run` is the same command without its window.
    @Test(arguments: ["swoop", "swoop-live"])
    func runLogsTheDecisionsOfLivePans(executable: String) async throws {
        var finishing = try TestPaths.device("touchpad")
        finishing.frames = SyntheticTouches.frames(
            on: finishing,
            fingers: SyntheticGestures.fingersMoving(
                3, centre: (25, 35), by: (50, 0), duration: 0.3))
        var unplugged = try TestPaths.device("touchpad")
        unplugged.name = "Swoop Emulated Touchpad 2"
        unplugged.frames = SyntheticTouches.frames(
            on: unplugged,
            fingers: SyntheticGestures.fingersMoving(
                3, centre: (25, 35), by: (50, 0), duration: 0.6)
        ).map { frame in
            var later = frame
            later.time = frame.time + .milliseconds(1500)  // after the first swipe has settled
            return later
        }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-run-\(UUID().uuidString).jsonl")
            .path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let result = try await Emulator.run(
            command: [EmulationEnvironment.executableDirectory() + "/" + executable, "run", "--log", log],
            on: [
                EmulatedDevice(finishing), EmulatedDevice(unplugged, removalTime: Timestamp(micros: 1_800_000))
            ])
        #expect(result.status == 0 && !result.endedBySignal, "stderr: \(result.standardError)")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        let records = try lines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(records.first?["type"] as? String == "run")
        let decisions = records.filter { $0["type"] as? String == "decision" }
            .map { "\($0["outcome"] ?? "?")/\($0["rule"] ?? "?")" }
        // 50 mm of swipe passes 0.3 by distance alone (the deltas are real millimetres: see LibinputEventConversion).
        #expect(decisions == ["finish/threshold", "cancel/device-removed"], "\(result.standardError)")
        // Each executable signs its messages with its own name (`swoop-live run: …`).
        #expect(result.standardError.contains("\(executable) run: 2 interactions: finish, cancel"))
        let times = records.compactMap { $0["t"] as? Int }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "log time never goes backwards")
    }

    /// The reference: libinput's own `debug-events` tool, on the same emulated touchpad and swipe.
    @Test func libinputDebugEventsSeesTheSameSwipe() async throws {
        let tool = try LibinputDebugEventsTool.path()
        var touchpad = try TestPaths.device("touchpad")
        touchpad.frames = SyntheticTouches.frames(
            on: touchpad,
            fingers: SyntheticGestures.fingersMoving(
                3, centre: (50, 35), by: (30, 0), duration: 0.4))
        let result = try await Emulator.run(command: [tool, "debug-events"], on: [EmulatedDevice(touchpad)])
        let kinds = LibinputDebugEventsTool.kinds(result.standardOutput)
        #expect(kinds.contains("DEVICE_ADDED"))
        #expect(kinds.first { $0.hasPrefix("GESTURE_") } == "GESTURE_SWIPE_BEGIN", "\(result.standardOutput)")
        #expect(kinds.contains("GESTURE_SWIPE_UPDATE"))
        #expect(kinds.last { $0.hasPrefix("GESTURE_") } == "GESTURE_SWIPE_END")
    }
}
