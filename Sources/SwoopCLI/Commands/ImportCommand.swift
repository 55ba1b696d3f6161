import Foundation
import SwoopCommandLine
import SwoopDisplay
import SwoopEmulation
import SwoopFixtures
import SwoopInputModel
import SwoopLiveCLI
import SwoopRecordings

/// `swoop import`: recordings made on someone's own hardware (evemu, `libinput record`) become
/// fixtures by playing their kernel frames through the real libinput on emulated copies of the
/// recorded devices, headless.
struct ImportCommand: Command {
    static let name = "import"
    static let summary = "turn evemu / `libinput record` recordings into fixtures through the real libinput"
    static let usage = """
        RECORDING... [-o FIXTURE | -o DIR] [--expect finish|cancel|none[,…]] [--source S] [--fingers N]
               [--axis A] [--direction D] [--distance MM] [--threshold P] [--jobs N] [--size-mm WxH] [--realtime]

        Each recording's devices are emulated (umockdev, in a private mount namespace) and its evdev frames
        played into the same libinput input source `swoop run` uses; what libinput reports is written as a
        fixture (source: imported, with the libinput version, the recording's file name and the clock).
        By default libinput runs on the recording's own clock (virtual): each frame arrives at its recorded
        time, libinput's timeouts fire at theirs, nothing waits, and the same recording always gives the same
        fixture. --realtime plays the frames at their recorded gaps in real time, with fresh timestamps, as a
        live device would. Fixture time is 1 s + time since the recording's first frame.
        One recording: -o names the fixture (default: the recording's name + .fixture.jsonl, here). Several: -o
        names an existing directory (default: here); they are imported in parallel. A recording with more
        than one touch device gives NAME.fixture.jsonl, NAME.2.fixture.jsonl, …. Every fixture is written, or none.
        --expect lists the outcomes per interaction in order; the other options say what they hold for.
        With --realtime, a gap over 60 s or a recording over 10 minutes is refused (exit 65, naming the frame's
        line) unless --allow-long is given; on the virtual clock length costs nothing and is not limited.
        Exit 65 for a file that is neither format or is malformed (with its line and YAML column), or whose
        device libinput rejects; 69 when device emulation is unavailable here (the message says what to install
        or enable) or the emulator stops making progress; 130/143 when interrupted (nothing is left behind).
        """
    static let output = Option(
        "output", short: "o", "FILE|DIR", "fixture to write, or a directory for several recordings", FlagSyntax.text)
    static let jobs = Option(
        "jobs", "N", "recordings imported at once (default: two per core)",
        FlagSyntax.wholeNumber.refusing(unless: { $0 >= 1 }, "must be at least 1"))
    static let allowLong = Flag("allow-long", "with --realtime: play gaps over 60 s and recordings over 10 min")
    static let realtime = Flag(
        "realtime", "pace the frames in real time instead of running libinput on the recording's clock")
    static let options: [any OptionDeclaration] =
        [output, jobs, allowLong, realtime, SizeFlag.option] + ImportExpectations.options

    /// The command line, typed.
    struct Options {
        var expectations: [Expectation]
        var jobs: Int
        var targets: [ImportTarget]
        var size: PhysicalSize?
        var clock: EmulationClock

        init(_ arguments: ParsedArguments) throws {
            size = try SizeFlag.parse(arguments)
            clock = arguments.value(ImportCommand.realtime) ? .realtime : .virtual
            expectations = try ImportExpectations.parse(arguments)
            jobs = try arguments.value(ImportCommand.jobs) ?? 2 * max(1, ProcessInfo.processInfo.activeProcessorCount)
            targets = try ImportPlan.targets(
                recordings: arguments.positionals, output: try arguments.value(ImportCommand.output),
                isDirectory: ImportCommand.isDirectory)
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let options = try Options(arguments)
        let (expectations, jobs, targets) = (options.expectations, options.jobs, options.targets)
        // The namespace probe and the version question each run a program: they run while the
        // recordings are read, and their answers are taken below, in the same order as before.
        let environmentVariables = context.environment
        let environmentCheck = Background { EmulationEnvironment.detect(environment: environmentVariables) }
        let versionCheck = Background { LibinputVersion.current }
        // Every recording is read before anything is played, so a bad file costs no time and writes nothing.
        let recordings = try firstFailure(
            of: targets.map { target in
                Result {
                    let recording = try RecordingLoader.load(path: target.recording)
                    try RecordingImporter.preflight(
                        recording, allowLong: arguments.value(allowLong), clock: options.clock)
                    return recording
                }
            }, context)
        // umockdev, the namespace and the emulator are checked before anything plays (exit 69, with the remedy).
        let environment = try environmentCheck.value.get()
        let version = versionCheck.value

        let progress =
            context.stderrIsTerminal
            ? ImportProgress(
                totals: recordings.map(RecordingImporter.playingTime), paced: options.clock == .realtime,
                write: context.standardError) : nil
        progress?.startTicking()
        let results = ParallelImports.run(count: targets.count, jobs: jobs) { index in
            progress?.begin(index)
            defer { progress?.end(index) }
            return try RecordingImporter.run(
                recordings[index], target: targets[index], expectations: expectations,
                libinputVersion: version, environment: environment, sizeOption: options.size,
                clock: options.clock)
        }
        progress?.stop()
        let outcomes = try firstFailure(of: results.map { $0.map(\.outcome) }, context)
        try RecordingImporter.writeAll(outcomes.flatMap(\.fixtures))

        for (outcome, result) in zip(outcomes, results) {
            let seconds = (try? result.get().seconds) ?? 0
            context.standardError(summary(outcome, importSeconds: seconds))
        }
        return .success
    }

    /// One paragraph per recording: what was written and what libinput had to say about it.
    static func summary(_ outcome: ImportOutcome, importSeconds: Double) -> String {
        var text = ""
        for fixture in outcome.fixtures {
            var counts: [String: Int] = [:]
            for event in fixture.events { counts[EventType(event.event).rawValue, default: 0] += 1 }
            let listed = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            text +=
                "swoop import: \(outcome.target.recording) → \(fixture.path): \(fixture.header.device.kind.rawValue) "
                + "'\(fixture.header.device.name)', \(fixture.events.count) events"
                + (listed.isEmpty ? "" : " (\(listed))")
                + String(format: "; %.3f s recorded, imported in %.2f s", outcome.recordingSeconds, importSeconds)
                + sizeNote(fixture.header.device) + "\n"
            text += ImportReplaySummary.describe(fixture: fixture.path)
        }
        if let late = outcome.statistics["maxLateMicros"], let micros = Int(late), micros > 5_000 {
            text +=
                "swoop import:   note: some frames reached libinput up to \(micros / 1000) ms late (a busy machine)\n"
        }
        for warning in outcome.libinputWarnings {
            // The size warnings come from Swoop's own source inside the emulation, marked "swoop: ".
            text +=
                warning.hasPrefix("swoop: ")
                ? "swoop import:   \(warning.dropFirst(7))\n"
                : "swoop import:   libinput: \(warning)\n"
        }
        return text
    }

    /// `; size 344x194 mm (assumed), device units 0..1919 x 0..1079`.
    static func sizeNote(_ device: FixtureDevice) -> String {
        guard let w = device.widthMM, let h = device.heightMM else { return "" }
        var note =
            "; size \(PhysicalSize(widthMM: w, heightMM: h))" + (device.sizeSource.map { " (\($0.rawValue))" } ?? "")
        if case .deviceUnits(let x, let y) = device.coordinates { note += ", device units \(x) x \(y)" }
        return note
    }

    /// The successes, or: every failure but the first printed, the first thrown (the exit status follows it).
    private static func firstFailure<T>(of results: [Result<T, any Error>], _ context: CommandContext) throws -> [T] {
        let failures = results.compactMap { result -> (any Error)? in
            if case .failure(let error) = result { return error }
            return nil
        }
        guard let first = failures.first else { return results.map { try! $0.get() } }
        for error in failures.dropFirst() {
            context.standardError("swoop import: \(ErrorReporting.describe(error).1)\n")
        }
        throw first
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}

/// Imports on threads of their own (an import mostly waits: real-time playback in a child process),
/// at most `jobs` at a time, results in the order of the recordings.
enum ParallelImports {
    struct Timed: Sendable {
        var outcome: ImportOutcome
        var seconds: Double
    }

    static func run(
        count: Int, jobs: Int,
        _ work: @escaping @Sendable (Int) throws -> ImportOutcome
    ) -> [Result<Timed, any Error>] {
        let results = ResultSlots<Timed>(count: count)
        let slots = DispatchSemaphore(value: jobs)
        let group = DispatchGroup()
        for index in 0..<count {
            slots.wait()
            group.enter()
            Thread {
                defer {
                    slots.signal()
                    group.leave()
                }
                let start = ProcessInfo.processInfo.systemUptime
                results.set(
                    index,
                    Result { Timed(outcome: try work(index), seconds: ProcessInfo.processInfo.systemUptime - start) })
            }.start()
        }
        group.wait()
        return results.all
    }
}

private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<T, any Error>?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: Result<T, any Error>) { lock.withLock { slots[index] = result } }
    var all: [Result<T, any Error>] { lock.withLock { slots.map { $0! } } }
}

/// A value worked out on a thread of its own while the caller goes on; `value` waits for it.
final class Background<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: T?

    init(_ work: @escaping @Sendable () -> T) {
        Thread {
            self.result = work()
            self.done.signal()
        }.start()
    }

    var value: T {
        done.wait()
        defer { done.signal() }  // for the next reader
        return result!
    }
}
