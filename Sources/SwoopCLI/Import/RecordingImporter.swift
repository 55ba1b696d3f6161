import Foundation
import SwoopCommandLine
import SwoopDisplay
import SwoopEmulation
import SwoopFixtures
import SwoopInputModel
import SwoopLibinput
import SwoopLiveCLI
import SwoopRecordings

/// A fixture ready to be written: nothing touches the disk until every import of a call succeeded.
struct PreparedFixture: Sendable {
    var path: String
    var header: FixtureHeader
    var events: [TimedInputEvent]
}

/// What one recording became.
struct ImportOutcome: Sendable {
    var target: ImportTarget
    var fixtures: [PreparedFixture]
    /// The recording's own length (first to last frame) in seconds.
    var recordingSeconds: Double
    /// libinput's complaints while it read the emulated devices (touch jumps, lagging, …).
    var libinputWarnings: [String]
    var statistics: [String: String]
}

/// Plays one recording through the real libinput (the emulation harness runs the same
/// `LibinputSource` as `swoop run` on emulated copies of the recorded devices) and turns what
/// libinput reports into fixtures.
enum RecordingImporter {
    /// Lead and settle times of the harness. The emulator's libinput has opened the devices before
    /// the lead time starts, so it only needs to drain the dummy report. The settle time lets
    /// libinput's timers (tap, scroll-stop, hold) fire after the last frame, so the fixture ends as
    /// the gesture did: at most 500 ms, ended in real time as soon as libinput is idle (nothing
    /// unread, no timer armed); on the virtual clock each timer due within it fires at its time.
    static func options(clock: EmulationClock) -> EmulationOptions {
        var options = EmulationOptions(leadTime: .milliseconds(20), settleTime: .milliseconds(500), logPriority: .info)
        options.settlesUntilIdle = true
        options.clock = clock
        return options
    }

    /// How long importing `recording` plays for, for the progress line.
    static func playingTime(_ recording: Recording) -> Double {
        let options = options(clock: .realtime)
        return recordingSeconds(recording) + options.leadTime.inSeconds + options.settleTime.inSeconds
    }

    static func recordingSeconds(_ recording: Recording) -> Double { recording.lengthSeconds }

    /// What can be refused before anything plays: a recording without a single frame, and (unless
    /// `allowLong`) one with a gap or a length too long to play in real time (`PlayingLimits`). On the
    /// virtual clock a recording costs its frames, not its length, so no length is refused there.
    static func preflight(_ recording: Recording, allowLong: Bool, clock: EmulationClock) throws {
        guard recording.devices.contains(where: { !$0.frames.isEmpty }) else {
            let lines = recording.devices.flatMap { $0.frames.compactMap(\.line) }
            throw CommandFailure(
                .badData,
                "\(recording.file):\(lines.max() ?? 1): the recording holds no events "
                    + "(no evdev frames) to import")
        }
        if !allowLong && clock == .realtime { try PlayingLimits.check(recording) }
    }

    /// `sizeOption`: `--size-mm`, for devices that measure no size (the importing machine's displays
    /// are never consulted: the recording was not made on them).
    static func run(
        _ recording: Recording, target: ImportTarget, expectations: [Expectation],
        libinputVersion: String?, environment: EmulationEnvironment,
        sizeOption: PhysicalSize? = nil, clock: EmulationClock = .virtual
    ) throws -> ImportOutcome {
        // The lengths were checked by the command, which knows whether long recordings are allowed.
        try preflight(recording, allowLong: true, clock: clock)
        var options = options(clock: clock)
        options.sizeOption = sizeOption.map { [$0.widthMM, $0.heightMM] }
        let result = try Emulator.run(
            recording.devices.map { EmulatedDevice($0) }, options: options, environment: environment)
        guard let start = result.startTime else {
            throw EmulationError.emulatorFailed(reason: "it did not say when the first frame was played")
        }
        let split = try ImportedEvents.split(result.events, firstFrameTime: start)
        guard !split.isEmpty else {
            let names = recording.devices.map { "'\($0.name)'" }.joined(separator: ", ")
            let log = result.libinputLog.map { "\n  libinput: \($0.text)" }.joined()
            throw CommandFailure(
                .badData,
                "\(recording.file): libinput saw no touchpad or touchscreen among the recorded "
                    + "devices (\(names)); there is nothing to import\(log)")
        }
        let source = FixtureProvenance(
            kind: .imported, libinput: libinputVersion,
            file: String(recording.file.split(separator: "/").last ?? Substring(recording.file)), clock: clock)
        let fixtures = split.enumerated().map { index, device in
            PreparedFixture(
                path: ImportPlan.fixturePath(target.fixture, touchDeviceIndex: index),
                header: FixtureHeader(device: device.device, source: source, expectations: expectations),
                events: device.events)
        }
        return ImportOutcome(
            target: target, fixtures: fixtures, recordingSeconds: recordingSeconds(recording),
            libinputWarnings: result.libinputLog.filter(isWorthReporting).map(\.text),
            statistics: result.statistics)
    }

    /// libinput's errors (touch jumps, kernel bugs, lagging) and what it assumed (a size without a
    /// resolution), without the lines every import prints (device tagged, classified, removed at the end).
    static func isWorthReporting(_ line: EmulationLogLine) -> Bool {
        switch line.priority {
        case .error: return true
        case .debug: return false
        case .info: return !routineLogPhrases.contains { line.text.contains($0) }
        }
    }

    private static let routineLogPhrases = ["is tagged by udev as", ": device is a ", ": device removed"]

    /// Writes every fixture to a temporary file, then renames them all into place; on any failure
    /// none of them appears.
    static func writeAll(_ fixtures: [PreparedFixture]) throws {
        var writers: [FixtureWriter] = []
        do {
            for fixture in fixtures {
                let writer = try FixtureWriter(path: fixture.path, header: fixture.header)
                writers.append(writer)
                try writer.write(contentsOf: fixture.events)
            }
        } catch {
            for writer in writers { writer.abandon() }
            throw error
        }
        for (index, writer) in writers.enumerated() {
            do {
                try writer.commit()
            } catch {
                for later in writers[(index + 1)...] { later.abandon() }
                throw error
            }
        }
    }
}
