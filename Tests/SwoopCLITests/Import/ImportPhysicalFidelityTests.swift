import Foundation
import SwoopCLI
import SwoopCommandLine
import SwoopEmulation
import SwoopGesture
import SwoopInputModel
import SwoopRecordings
import SwoopTestSupport
import Testing

@testable import SwoopCLI

/// Physical fidelity: for devices that report a resolution, the pan Swoop recognises in an imported
/// fixture is as long (within 10 %) as the fingers' travel computed from the raw evdev coordinates
/// of the frames that made it — so millimetres survive libinput, the input layer and the fixture.
@Suite(.enabled(if: ImportGate.canEmulate, "device emulation unavailable"))
struct ImportPhysicalFidelityTests {
    /// Imports `recording` through the same path as `swoop import` (without writing a file).
    static func importEvents(_ recording: Recording) async throws -> (DeviceInfo, [TimedInputEvent]) {
        let (info, events, _) = try await importEventsWithLateness(recording)
        return (info, events)
    }

    /// Also returns the harness's worst injection lateness (µs): how far a frame's libinput time may
    /// lie after its recorded moment.
    static func importEventsWithLateness(_ recording: Recording) async throws -> (DeviceInfo, [TimedInputEvent], Int64)
    {
        let environment = try EmulationEnvironment.current.get()
        let outcome = try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try RecordingImporter.run(
                            recording, target: ImportTarget(recording: recording.file, fixture: "unused.jsonl"),
                            expectations: [], libinputVersion: nil, environment: environment)
                    })
            }.start()
        }
        let fixture = try #require(outcome.fixtures.first)
        let lateness = try #require(
            Int64(outcome.statistics["maxLateMicros"] ?? ""), "the harness reports its lateness: \(outcome.statistics)")
        return (fixture.header.device.info(), fixture.events, lateness)
    }

    /// The pan is mapped back to the recorded frames by time: an event carries the moment its frame went
    /// in, which is the frame's own moment while every frame goes in less than one frame interval late.
    /// The harness reports its worst lateness; a run later than that did not play the recording as
    /// recorded (libinput saw frames bunched together, another gesture), so nothing about fidelity can
    /// be concluded from it: it is reported through `TestGate` (a skip, a failure under CI=true), never
    /// run again until it happens to pass.
    static func check(_ recording: Recording) async throws {
        let recorded = try #require(recording.devices.first)
        let gaps = zip(recorded.frames.dropFirst(), recorded.frames).map { $0.time.micros - $1.time.micros }
        let frameInterval = gaps.filter { $0 > 0 }.min() ?? .max
        let (info, events, lateness) = try await importEventsWithLateness(recording)
        guard lateness < frameInterval else {
            try TestGate.unavailable(
                "\(recording.file): the emulator played frames up to \(lateness) µs late, more than the \(frameInterval) µs "
                    + "between them (a machine too busy to play the recording in real time)")
        }
        let pan = try #require(
            PanTravel.firstPan(in: events, device: info, recorded: recorded),
            "no pan in \(recording.file): \(events.map(\.event))")
        let travel = try #require(RawFingerTravel.of(recorded, window: pan.frames))
        let finger = pan.axis == .x ? travel.dxMM : travel.dyMM
        print(
            "\(recording.file): pan \(pan.translationMM) mm on \(pan.axis), finger travel \(finger) mm over frames "
                + "\(pan.frames); injection at most \(lateness) µs late, frames \(frameInterval) µs apart")
        #expect(abs(finger) > 1, "the fingers moved")
        #expect(
            abs(pan.translationMM - finger) <= 0.1 * abs(finger),
            "pan \(pan.translationMM) mm vs finger travel \(finger) mm (frames \(pan.frames))")
    }

    @Test func acerScrollIsAsLongAsTheFingersMoved() async throws {
        let path = try SharedFiles.recording("touchpad_acer-sw5-012_2fg-short-scroll-up.libinput-record.yml")
        try await Self.check(try RecordingLoader.load(path: path))
    }

    @Test func chromebookTapMakesNoPanAndBarelyMoves() async throws {
        let path = try SharedFiles.recording("touchpad_chromebook-pixel_2fg-tap.evemu")
        let recording = try RecordingLoader.load(path: path)
        let recorded = try #require(recording.devices.first)
        let (info, events) = try await Self.importEvents(recording)
        #expect(PanTravel.firstPan(in: events, device: info, recorded: recorded) == nil)
        let travel = try #require(RawFingerTravel.of(recorded))
        #expect(abs(travel.dxMM) < 1 && abs(travel.dyMM) < 1, "\(travel)")
    }

    enum Synthetic: String, CaseIterable, Sendable {
        case threeFingerSwipeRight, twoFingerScrollUp, touchscreenDragDown
    }

    /// The project's own device descriptions (with resolutions) moving known distances.
    @Test(arguments: Synthetic.allCases)
    func syntheticGesturesKeepTheirMillimetres(_ gesture: Synthetic) async throws {
        let directory = SharedFiles.packageRoot + "/Fixtures/devices/"
        let (file, fingers): (String, [SyntheticFinger]) =
            switch gesture {
            case .threeFingerSwipeRight:
                ("touchpad.evemu", SyntheticGestures.fingersMoving(3, centre: (40, 35), by: (30, 0), duration: 0.5))
            case .twoFingerScrollUp:
                ("touchpad.evemu", SyntheticGestures.fingersMoving(2, centre: (50, 50), by: (0, -25), duration: 0.5))
            case .touchscreenDragDown:
                ("touchscreen.evemu", SyntheticGestures.fingersMoving(1, centre: (150, 40), by: (0, 60), duration: 0.5))
            }
        var device = try #require(RecordingLoader.load(path: directory + file).devices.first)
        device.frames = SyntheticTouches.frames(on: device, fingers: fingers)
        try await Self.check(
            Recording(file: "synthetic \(gesture.rawValue) on \(file)", format: .evemu, devices: [device]))
    }
}
