import SwoopCore
import SwoopInputModel

/// A recording of one or more real evdev devices, as `evemu-record` or `libinput record` writes it:
/// each device's description (enough to emulate it) and its raw kernel frames.
///
/// Swoop never interprets these frames itself: they are played into an emulated device so that the
/// real libinput turns them into gestures, exactly as it would on the machine where they were recorded.
public struct Recording: Sendable, Equatable {
    public enum Format: String, Sendable, Equatable {
        case evemu
        case libinputRecord = "libinput-record"
    }

    /// The file it came from, for messages and for the fixture's `source`.
    public var file: String
    public var format: Format
    /// The libinput version that made a `libinput record` file, when it says.
    public var recordedWithLibinput: String?
    public var devices: [RecordedDevice]

    public init(file: String, format: Format, recordedWithLibinput: String? = nil, devices: [RecordedDevice]) {
        self.file = file
        self.format = format
        self.recordedWithLibinput = recordedWithLibinput
        self.devices = devices
    }

    /// The recording's own length, first frame to last (any device), in seconds: what playing it
    /// in real time takes at the least.
    public var lengthSeconds: Double {
        let times = devices.flatMap { $0.frames.map(\.time.micros) }
        guard let first = times.min(), let last = times.max() else { return 0 }
        return Double(last - first) / 1e6
    }
}

/// One evdev device: its identity and capabilities (what `EVIOCG*` ioctls answer) and its frames.
public struct RecordedDevice: Sendable, Equatable {
    public var name: String
    public var id: InputID
    /// `INPUT_PROP_*` numbers the device sets (e.g. 0 pointer, 1 direct, 2 buttonpad).
    public var properties: Set<Int>
    /// Event codes the device can send, per event type (`EV_KEY` = 1 → [BTN_TOUCH, …]).
    public var codes: [Int: Set<Int>]
    /// Per `ABS_*` code.
    public var absinfo: [Int: AbsInfo]
    /// udev properties, where the recording carries them (`libinput record` does; evemu does not).
    public var udevProperties: [String: String]
    public var frames: [EvdevFrame]

    public init(
        name: String, id: InputID, properties: Set<Int>, codes: [Int: Set<Int>],
        absinfo: [Int: AbsInfo], udevProperties: [String: String] = [:], frames: [EvdevFrame] = []
    ) {
        self.name = name
        self.id = id
        self.properties = properties
        self.codes = codes
        self.absinfo = absinfo
        self.udevProperties = udevProperties
        self.frames = frames
    }
}

/// `struct input_id`.
public struct InputID: Sendable, Equatable, Hashable {
    public var bustype: Int
    public var vendor: Int
    public var product: Int
    public var version: Int

    public init(bustype: Int, vendor: Int, product: Int, version: Int) {
        self.bustype = bustype
        self.vendor = vendor
        self.product = product
        self.version = version
    }
}

/// `struct input_absinfo`; `resolution` is units per millimetre (0 when the device does not say).
public struct AbsInfo: Sendable, Equatable, Hashable {
    public var value: Int
    public var minimum: Int
    public var maximum: Int
    public var fuzz: Int
    public var flat: Int
    public var resolution: Int

    public init(value: Int = 0, minimum: Int, maximum: Int, fuzz: Int = 0, flat: Int = 0, resolution: Int = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }
}

/// `struct input_event` without its time, which the frame carries.
public struct EvdevEvent: Sendable, Equatable, Hashable {
    public var type: Int
    public var code: Int
    public var value: Int

    public init(type: Int, code: Int, value: Int) {
        self.type = type
        self.code = code
        self.value = value
    }
}

/// The events of one hardware report, up to and including its `SYN_REPORT`, at the recording's own time.
public struct EvdevFrame: Sendable, Equatable {
    public var time: Timestamp
    public var events: [EvdevEvent]
    /// The line of the recording file where the frame's last event is (its `SYN_REPORT`), so that a
    /// frame refused later (a gap too long to play) can be pointed at; `nil` for frames made in code.
    public var line: Int?

    public init(time: Timestamp, events: [EvdevEvent], line: Int? = nil) {
        self.time = time
        self.events = events
        self.line = line
    }
}
