import Foundation
import SwoopCLI
import SwoopEmulation
import SwoopInputModel
import SwoopRecordings
import Testing

/// The proof that `swoop import` is faithful, on the real recordings in ../shared/recordings.
@Suite(.enabled(if: ImportGate.recordingsPresent && ImportGate.canEmulate, "emulation or ../shared/recordings unavailable"))
struct ImportFidelityTests {
    static let recordings = [
        "touchpad_acer-sw5-012_2fg-short-scroll-up.libinput-record.yml",
        "touchpad_chromebook-pixel_2fg-tap.evemu",
        "touchpad_synaptics-ps2-hp8470p_2fg-swipes-right.evemu",
        "touchscreen_atmel-maxtouch_1fg-drag-up-then-down.evemu",
        "touchscreen_atmel-maxtouch_1fg-fast-taps.evemu",
        "touchtablet_wacom-intuos5-touch-M_2fg-swipe-right.evemu",
    ]

    @Test(.enabled(if: ImportGate.canCompareWithLibinputTool), arguments: recordings)
    func fixtureHoldsWhatLibinputDebugEventsPrints(_ name: String) async throws {
        let path = try ImportTestSupport.sharedRecording(name)
        let imported = await ImportRun.run([path])
        #expect(imported.status == SwoopCLI.ExitStatus.success, "\(imported.standardError)")
        let fixture = try ImportRun.fixture(for: path, in: imported.directory)

        let recording = try RecordingLoader.load(path: path)
        let tool = try #require(ImportGate.libinputTool, "libinput-tools is not installed")
        let debug = try await Emulator.run(command: [tool, "debug-events", "--device", "/dev/input/event0"],
                                           on: recording.devices.map { EmulatedDevice($0) })
        let expected = LibinputDebugEvents.counts(inOutput: debug.standardOutput)
        let got = LibinputDebugEvents.counts(inFixture: fixture.events)
        print("\(name): libinput debug-events \(expected.sorted { $0.key < $1.key }), fixture \(got.sorted { $0.key < $1.key })")
        #expect(debug.standardOutput.contains("DEVICE_ADDED"), "debug-events saw no device: \(debug.standardError)")
        #expect(got == expected)
    }
}
