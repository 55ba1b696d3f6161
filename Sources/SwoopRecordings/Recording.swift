import SwoopCore
import SwoopInputModel

/// A recording of one or more real evdev devices, as `evemu-record` or `libinput record` writes it:
/// each device's description (enough to emulate it) and its raw kernel frames.
///
/// Swoop never interprets these frames itself: they are played into an emulated device so that the
/// real libinput turns them into gestures, exactly as it would on the machine where they were recorded.
package struct Recording: Sendable, Equatable {
    package enum Format: String, Sendable, Equatable {
        case evemu
        case libinputRecord = "libinput-record"
    }

    /// The file it came from, for messages and for the fixture's `source`.
    package var file: String
    package var format: Format
    /// The libinput version that made a `libinput record` file, when it says.
    package var recordedWithLibinput: String?
    package var devices: [RecordedDevice]

    package init(file: String, format: Format, recordedWithLibinput: String? = nil, devices: [RecordedDevice]) {
        self.file = file
        self.format = format
        self.recordedWithLibinput = recordedWithLibinput
        self.devices = devices
    }

    /// The recording's own length, first frame to last (any device), in seconds: what playing it
    /// in real time takes at the least.
    package var lengthSeconds: Double {
        let times = devices.flatMap { $0.frames.map(\.time.micros) }
        guard let first = times.min(), let last = times.max() else { return 0 }
        return Double(last - first) / 1e6
    }
}

/// One evdev device: its identity and capabilities (what `EVIOCG*` ioctls answer) and its frames.
package struct RecordedDevice: Sendable, Equatable {
    package var name: String
    package var id: InputID
    /// `INPUT_PROP_*` numbers the device sets (e.g. 0 pointer, 1 direct, 2 buttonpad).
    package var properties: Set<Int>
    /// Event codes the device can send, per event type (`EV_KEY` = 1 → [BTN_TOUCH, …]).
    package var codes: [Int: Set<Int>]
    /// Per `ABS_*` code.
    package var absinfo: [Int: AbsInfo]
    /// udev properties, where the recording carries them (`libinput record` does; evemu does not).
    package var udevProperties: [String: String] = [:]
    package var frames: [EvdevFrame] = []
}

/// `struct input_id`.
package struct InputID: Sendable, Equatable, Hashable {
    package var bustype: Int
    package var vendor: Int
    package var product: Int
    package var version: Int
}

/// `struct input_absinfo`; `resolution` is units per millimetre (0 when the device does not say).
package struct AbsInfo: Sendable, Equatable, Hashable {
    package var value: Int
    package var minimum: Int
    package var maximum: Int
    package var fuzz: Int
    package var flat: Int
    package var resolution: Int

    package init(value: Int = 0, minimum: Int, maximum: Int, fuzz: Int = 0, flat: Int = 0, resolution: Int = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }
}

/// `struct input_event` without its time, which the frame carries.
package struct EvdevEvent: Sendable, Equatable, Hashable {
    package var type: Int
    package var code: Int
    package var value: Int

    package init(type: Int, code: Int, value: Int) {
        self.type = type
        self.code = code
        self.value = value
    }
}

/// The events of one hardware report, up to and including its `SYN_REPORT`, at the recording's own time.
package struct EvdevFrame: Sendable, Equatable {
    package var time: Timestamp
    package var events: [EvdevEvent]
    /// The line of the recording file where the frame's last event is (its `SYN_REPORT`), so that a
    /// frame refused later (a gap too long to play) can be pointed at; `nil` for frames made in code.
    package var line: Int?

    package init(time: Timestamp, events: [EvdevEvent], line: Int? = nil) {
        self.time = time
        self.events = events
        self.line = line
    }
}
