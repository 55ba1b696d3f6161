import SwoopCore
import SwoopInputModel
import SwoopLibinput
import SwoopRecordings

/// A device to emulate: its description and frames (in the recording's own time), and optionally the
/// moment it is unplugged.
package struct EmulatedDevice: Sendable, Equatable {
    package var device: RecordedDevice
    /// When (recording time) a `remove` uevent unplugs the device; frames after it are not played.
    package var removalTime: Timestamp?

    package init(_ device: RecordedDevice, removalTime: Timestamp? = nil) {
        self.device = device
        self.removalTime = removalTime
    }
}

/// How an emulation is paced.
package struct EmulationOptions: Sendable, Equatable {
    /// Between the dummy `SYN_REPORT` and the first real frame: libinput has opened the devices and
    /// drained what was pending before anything that matters arrives.
    package var leadTime: Duration
    /// After the last frame (or removal), how long libinput's timers get to fire before the run ends.
    package var settleTime: Duration
    /// libinput's log lines at this priority and above come back in the result.
    package var logPriority: LibinputLogPriority
    /// An emulator silent this long is wedged and stopped (`EmulationError.stalled`). It writes a
    /// heartbeat every second while it plays or waits, and starts (umockdev, libinput) in well under
    /// a second, so only a hung emulator goes quiet this long, even on a busy machine.
    package var stallLimit: Duration
    /// `--size-mm` for the emulated devices (width, height); the displays are never consulted, since
    /// the emulated devices cover none of this machine's.
    package var sizeOption: [Double]?
    /// Displays in the testbed's sysfs, which a program run in it (`swoop run`) reads for a size.
    package var displays: [EmulatedDisplay]
    /// For a command: time every frame's injection and every line of its standard output
    /// (`EmulatedCommandResult.timing`). Its output then goes through a pipe instead of into a file.
    package var timesCommandOutput = false
    /// End the settle time as soon as libinput has read every byte written and is idle — nothing
    /// ready, no timer armed (`RealtimeSettle`) — rather than after all of `settleTime`, which then
    /// only bounds the wait for its timeouts, not for bytes still unread. For the emulator's own
    /// libinput source (not a command's).
    package var settlesUntilIdle = false
    /// `.virtual`: libinput runs on the recording's clock (the preload's virtual clock): frames go in
    /// at their recorded times, each of libinput's timeouts fires at its own time, and nothing sleeps
    /// (`VirtualInjector`). With a command (`libinput debug-events`), the command's libinput follows
    /// the same clock, played by the same rule; a live reader (`swoop record`) keeps `.realtime`.
    package var clock: EmulationClock = .realtime

    package init(
        leadTime: Duration = .milliseconds(250), settleTime: Duration = .milliseconds(500),
        logPriority: LibinputLogPriority = .info, stallLimit: Duration = .seconds(20),
        sizeOption: [Double]? = nil, displays: [EmulatedDisplay] = []
    ) {
        self.leadTime = leadTime
        self.settleTime = settleTime
        self.logPriority = logPriority
        self.stallLimit = stallLimit
        self.sizeOption = sizeOption
        self.displays = displays
    }
}

/// Everything the emulator process needs, written by the parent as JSON. Times are µs after the
/// first frame of the whole emulation, which is played `leadMicros` after the dummy report.
struct EmulationPlan: Codable, Equatable {
    /// The plan, and what the emulator writes back, hold every frame and event of the recordings played:
    /// far below this for any real recording.
    static let maximumFileSize = 1 << 30

    struct Device: Codable, Equatable {
        var umockdevPath: String
        var ioctlPath: String
        var sysfsPath: String
        var devnode: String
        var udevDatabaseName: String
        var udevDatabase: String
        var frames: [Frame]
        var removalOffsetMicros: Int64?
    }

    struct Frame: Codable, Equatable {
        var offsetMicros: Int64
        /// `type, code, value` triples, flattened.
        var events: [Int32]
    }

    /// A program to run in the testbed instead of the emulator's own libinput source.
    struct Command: Codable, Equatable {
        var arguments: [String]
        var stdoutPath: String
        var stderrPath: String
        /// Where to write `CommandTiming` (the command's stdout then goes through a pipe); nil: no timing.
        var timingPath: String? = nil
    }

    var devices: [Device]
    var command: Command?
    var leadMicros: Int64
    var settleMicros: Int64
    var settlesUntilIdle = false
    var clock: EmulationClock = .realtime
    var logPriority: LibinputLogPriority
    var sizeOption: [Double]?
    /// umockdev descriptions of the displays (`EmulatedDisplay`), added after the devices.
    var displayPaths: [String] = []
    /// `/proc/self/ns/mnt` of the parent: the emulator refuses to mount anything in that namespace.
    var hostMountNamespace: String
    /// `setpriv`, which starts a command with a parent-death signal (so it cannot outlive the emulator).
    var setpriv: String?

    /// The recording time that becomes offset 0.
    static func origin(of devices: [EmulatedDevice]) -> Timestamp? {
        devices.flatMap { d in d.device.frames.map(\.time) + (d.removalTime.map { [$0] } ?? []) }.min()
    }

    static func frames(of device: EmulatedDevice, origin: Timestamp) -> [Frame] {
        device.device.frames
            .filter { frame in device.removalTime.map { frame.time < $0 } ?? true }
            .map { frame in
                Frame(
                    offsetMicros: frame.time.micros(since: origin),
                    events: frame.events.flatMap {
                        [
                            Int32(truncatingIfNeeded: $0.type), Int32(truncatingIfNeeded: $0.code),
                            Int32(truncatingIfNeeded: $0.value)
                        ]
                    })
            }
    }
}

/// One thing the emulator does at a planned moment.
struct ScheduledAction: Equatable {
    enum Kind: Equatable {
        case frame([Int32])
        case remove
    }
    var offsetMicros: Int64
    var device: Int
    var kind: Kind

    /// All devices' frames and removals on one timeline; equal times keep plan order (device by
    /// device, a device's removal after its frames), so the schedule is deterministic.
    static func timeline(_ plan: EmulationPlan) -> [ScheduledAction] {
        var actions: [ScheduledAction] = []
        for (index, device) in plan.devices.enumerated() {
            actions += device.frames.map {
                ScheduledAction(offsetMicros: $0.offsetMicros, device: index, kind: .frame($0.events))
            }
            if let removal = device.removalOffsetMicros {
                actions.append(ScheduledAction(offsetMicros: removal, device: index, kind: .remove))
            }
        }
        return actions.enumerated().sorted { a, b in
            if a.element.offsetMicros != b.element.offsetMicros {
                return a.element.offsetMicros < b.element.offsetMicros
            }
            return a.offset < b.offset
        }.map(\.element)
    }
}
