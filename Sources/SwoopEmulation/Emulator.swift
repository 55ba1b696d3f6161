import Dispatch
import Foundation
import SwoopCore
import SwoopInputModel
import SwoopLibinput
import SwoopRecordings

#if canImport(Glibc)
import Glibc
#endif

/// What libinput made of an emulation.
package struct EmulationResult: Sendable, Equatable {
    /// The input events the live `LibinputSource` produced, with libinput's CLOCK_MONOTONIC times.
    package var events: [TimedInputEvent]
    package var libinputLog: [EmulationLogLine]
    /// Injection figures from the emulator: `start` (µs), `frames`, `removals`, `maxLateMicros`.
    package var statistics: [String: String]
    /// The monotonic time at which the first frame was due (the recording's origin).
    package var startTime: Timestamp?
    /// Set when libinput stopped reading a device (plan order) and playing stopped after `frames`.
    package var deviceNotRead: DeviceNotRead?

    package struct DeviceNotRead: Sendable, Equatable {
        package var device: Int
        package var frames: Int
    }

    /// On the virtual clock: each expiry of libinput's timer the clock stopped at, in order (events
    /// libinput's timeouts made carry one of these times; all others carry a frame's).
    package var timerExpiries: [Timestamp] {
        (statistics["timerExpiries"] ?? "").split(separator: ",").compactMap { Int64($0).map(Timestamp.init(micros:)) }
    }

    /// The events without device announcements and removals: what a gesture test usually compares.
    package var inputEvents: [InputEvent] {
        events.map(\.event).filter {
            switch $0 {
            case .deviceAdded, .deviceRemoved: return false
            default: return true
            }
        }
    }
}

/// What a program run inside an emulation did.
package struct EmulatedCommandResult: Sendable, Equatable {
    package var status: Int32
    /// True when it ended by a signal (then `status` is the signal number).
    package var endedBySignal: Bool
    package var standardOutput: String
    package var standardError: String
    package var statistics: [String: String]
    /// With `EmulationOptions.timesCommandOutput`: when each frame went in and each output line came out.
    package var timing: CommandTiming? = nil
}

/// One line libinput logged in the emulator.
package struct EmulationLogLine: Sendable, Equatable {
    package var priority: LibinputLogPriority
    package var text: String
}

/// The emulated-device harness: plays devices' frames through the real libinput in a child process.
package enum Emulator {
    /// Emulates `devices` in one testbed (event0, event1, … in order) and returns what libinput produced.
    /// Takes real time: the lead time, the frames' own span and the settle time.
    package static func run(
        _ devices: [EmulatedDevice], options: EmulationOptions = EmulationOptions(),
        environment: EmulationEnvironment? = nil
    ) throws -> EmulationResult {
        try execute(devices, options: options, environment: environment, command: nil) { output, _ in try parse(output)
        }
    }

    /// Runs `arguments` (a program and its arguments) inside the testbed, as umockdev-run would, plays
    /// the frames `options.leadTime` after starting it (give it time to open the devices: ~1 s), and
    /// interrupts it with SIGINT after the settle time unless it has exited by then.
    package static func run(
        command arguments: [String], on devices: [EmulatedDevice],
        options: EmulationOptions = EmulationOptions(leadTime: .seconds(1)),
        environment: EmulationEnvironment? = nil
    ) throws -> EmulatedCommandResult {
        guard !arguments.isEmpty else { throw EmulationError.invalidDevice(name: "-", reason: "no command to run") }
        return try execute(
            devices, options: options, environment: environment,
            command: { directory in
                EmulationPlan.Command(
                    arguments: arguments, stdoutPath: directory.appendingPathComponent("command.stdout").path,
                    stderrPath: directory.appendingPathComponent("command.stderr").path,
                    timingPath: options.timesCommandOutput
                        ? directory.appendingPathComponent("command.timing").path : nil)
            },
            result: { output, directory in
                let statistics = try parse(output).statistics
                func read(_ name: String) -> String { readText(directory.appendingPathComponent(name).path) }
                return EmulatedCommandResult(
                    status: Int32(statistics["commandStatus"] ?? "") ?? -1,
                    endedBySignal: statistics["commandEnded"] == "signal",
                    standardOutput: read("command.stdout"), standardError: read("command.stderr"),
                    statistics: statistics,
                    timing: options.timesCommandOutput ? CommandTiming.decode(read("command.timing")) : nil)
            }
        )
    }

    private static func execute<T>(
        _ devices: [EmulatedDevice], options: EmulationOptions, environment: EmulationEnvironment?,
        command: ((URL) -> EmulationPlan.Command)?,
        result: (String, URL) throws -> T
    ) throws -> T {
        let environment = try environment ?? EmulationEnvironment.current.get()
        try validate(devices)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(directoryPrefix)\(getpid())-\(UUID().uuidString.prefix(8))")
        try wrapping(.cannotCreate, "cannot create the emulation's directory \(directory.path)") {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        // Removed when the emulation ends, or by an interrupted run (`Leftovers`); kept on request only.
        let leftover = Leftovers.register(directory: directory.path)
        let keep = ProcessInfo.processInfo.environment["SWOOP_KEEP_EMULATION"] != nil
        defer {
            Leftovers.unregister(leftover)
            if !keep { Leftovers.removeTree(directory.path) }
        }
        let planned = command?(directory)
        let planURL = try wrapping(.cannotCreate, "cannot write the emulation's files in \(directory.path)") {
            for path in [planned?.stdoutPath, planned?.stderrPath, planned?.timingPath].compactMap({ $0 }) {
                try writeScratchFile(path, "")
            }
            return try writePlan(devices, options: options, command: planned, environment: environment, into: directory)
        }
        let output = try wrapping(.software, "cannot run the device emulator") {
            try EmulatorLaunch.run(
                plan: planURL, directory: directory, stallLimit: options.stallLimit,
                environment: environment)
        }
        let parsed = try parse(output)
        if let stalled = parsed.deviceNotRead {
            let device = devices[min(max(0, stalled.device), devices.count - 1)].device
            throw EmulationError.deviceNotRead(
                name: device.name, framesPlayed: stalled.frames,
                frames: devices.reduce(0) { $0 + $1.device.frames.count },
                libinput: parsed.libinputLog.filter { $0.priority != .debug }.map(\.text))
        }
        return try result(output, directory)
    }

    /// Every emulation's directory is `/tmp/swoop-emulation-PID-…`; the emulator only ever removes one
    /// named so (when its parent died without removing it).
    static let directoryPrefix = "swoop-emulation-"

    /// Foundation's file and process errors become categorized ones where they arise.
    private static func wrapping<T>(_ category: FailureCategory, _ context: String, _ body: () throws -> T) throws -> T
    {
        do {
            return try body()
        } catch let error as CategorizedError {
            throw error
        } catch {
            throw ForeignError(category, context, underlying: error)
        }
    }

    /// Frames become absolute offsets; each device gets its umockdev files beside the plan.
    static func writePlan(
        _ devices: [EmulatedDevice], options: EmulationOptions, command: EmulationPlan.Command? = nil,
        environment: EmulationEnvironment? = nil, into directory: URL
    ) throws -> URL {
        let origin = EmulationPlan.origin(of: devices) ?? Timestamp(micros: 0)
        var planned: [EmulationPlan.Device] = []
        for (index, device) in devices.enumerated() {
            let files = UmockdevFiles(device: device.device, eventNumber: index)
            let umockdev = directory.appendingPathComponent("event\(index).umockdev")
            let ioctl = directory.appendingPathComponent("event\(index).ioctl")
            try writeScratchFile(umockdev.path, files.description)
            try writeScratchFile(ioctl.path, files.ioctl)
            planned.append(
                .init(
                    umockdevPath: umockdev.path, ioctlPath: ioctl.path, sysfsPath: files.sysfsPath,
                    devnode: files.devnode, udevDatabaseName: files.udevDatabaseName,
                    udevDatabase: files.udevDatabase,
                    frames: EmulationPlan.frames(of: device, origin: origin),
                    removalOffsetMicros: device.removalTime.map { $0.micros(since: origin) }))
        }
        var displayPaths: [String] = []
        for (index, display) in options.displays.enumerated() {
            let url = directory.appendingPathComponent("display\(index).umockdev")
            try writeScratchFile(url.path, display.umockdevDescription)
            displayPaths.append(url.path)
        }
        let namespace = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/mnt")) ?? ""
        let plan = EmulationPlan(
            devices: planned, command: command, leadMicros: options.leadTime.inMicroseconds,
            settleMicros: options.settleTime.inMicroseconds,
            settlesUntilIdle: options.settlesUntilIdle, clock: options.clock,
            logPriority: options.logPriority,
            sizeOption: options.sizeOption, displayPaths: displayPaths,
            hostMountNamespace: namespace, setpriv: environment?.setpriv)
        let url = directory.appendingPathComponent("plan.json")
        try writeScratchFile(url.path, String(decoding: try JSONEncoder().encode(plan), as: UTF8.self))
        return url
    }

    /// What libinput must not be given: no device, a device without event types, or an axis it
    /// would trip over (`AxisLimits`).
    static func validate(_ devices: [EmulatedDevice]) throws {
        guard !devices.isEmpty else { throw EmulationError.invalidDevice(name: "-", reason: "no device to emulate") }
        for d in devices {
            guard !d.device.codes.isEmpty else {
                throw EmulationError.invalidDevice(name: d.device.name, reason: "it declares no event types")
            }
            if let (code, problem) = AxisLimits.firstProblem(in: d.device) {
                throw EmulationError.invalidDevice(
                    name: d.device.name, reason: "axis \(AxisLimits.name(ofCode: code)) \(problem)")
            }
        }
    }

    /// A file the emulator or a command wrote, as text; empty when it is not there (nothing was written).
    static func readText(_ path: String) -> String {
        String(decoding: (try? readFile(path, limit: EmulationPlan.maximumFileSize)) ?? [], as: UTF8.self)
    }

    static func parse(_ text: String) throws -> EmulationResult {
        var result = EmulationResult(events: [], libinputLog: [], statistics: [:], startTime: nil)
        for (index, line) in text.split(separator: "\n").enumerated() {
            guard let record = EmulationWire.decode(String(line)) else {
                throw EmulationError.protocolViolation(line: index + 1, text: String(line))
            }
            switch record {
            case .event(let event): result.events.append(event)
            case .log(let priority, let text):
                result.libinputLog.append(EmulationLogLine(priority: priority, text: text))
            case .statistics(let values):
                result.statistics.merge(values) { $1 }
                if let start = values["start"].flatMap(Int64.init) { result.startTime = Timestamp(micros: start) }
            case .progress:
                break
            case .deviceNotRead(let device, let frames):
                result.deviceNotRead = EmulationResult.DeviceNotRead(device: device, frames: frames)
            }
        }
        return result
    }
}
