import Foundation
import SwoopRecordings
import SwoopTestSupport
import Testing

/// The real recordings in ../shared/recordings (never copied into the repository).
enum SharedEvemuFiles {
    static let evemuFiles = [
        "touchpad_chromebook-pixel_2fg-tap.evemu",
        "touchpad_synaptics-ps2-hp8470p_2fg-swipes-right.evemu",
        "touchscreen_atmel-maxtouch_1fg-drag-up-then-down.evemu",
        "touchscreen_atmel-maxtouch_1fg-fast-taps.evemu",
        "touchtablet_wacom-intuos5-touch-M_2fg-swipe-right.evemu"
    ]

    static var present: Bool { SharedFiles.isPresent(SharedFiles.recordings, for: "real-recording tests") }
}

@Suite(.enabled(if: SharedEvemuFiles.present, "../shared/recordings is absent"))
struct SharedEvemuRecordingTests {
    @Test(arguments: SharedEvemuFiles.evemuFiles)
    func realRecordingParses(_ name: String) throws {
        let recording = try RecordingLoader.load(path: try SharedFiles.recording(name))
        let device = try #require(recording.devices.first)
        #expect(recording.devices.count == 1)
        #expect(device.frames.count > 5)
        #expect(zip(device.frames, device.frames.dropFirst()).allSatisfy { $0.time <= $1.time })
        // Every frame but possibly a cut-off last one ends in SYN_REPORT.
        #expect(device.frames.dropLast().allSatisfy { $0.events.last == EvdevEvent(type: 0, code: 0, value: 0) })
        #expect(device.codes[3]?.contains(0x35) == true, "multitouch X")
        if name.hasPrefix("touchscreen_atmel") {
            #expect(device.name == "Atmel maXTouch Touchscreen")
            #expect(device.properties == [1])
            #expect(device.absinfo[0x2f]?.maximum == 9)
        }
        if name.hasPrefix("touchpad_synaptics") {
            #expect(device.absinfo[0]?.resolution == 0, "five-field A: lines (no resolution)")
            #expect(device.id.bustype == 0x11)
        }
    }
}
