#if canImport(Glibc)
import Glibc
#endif

/// How fast `swoop import` (virtual clock, the default) gets through a recording: the recording's
/// seconds (first to last frame) per second of the import's wall time, start-up included. A real-time
/// import scores just under 1; the virtual clock's goal is 20.
struct ImportSpeedBenchmark {
    /// The longest shared recording (13.9 s of touchscreen drags), in ../shared beside the package.
    static let defaultRecording = "touchscreen_quanta-optical_1fg-short-drags.evemu"
    static let goal = BenchGoal.atLeast(20)

    let run: ImportOverheadBenchmark

    static func prepare(recordingPath: String?, swoopExecutable: String) -> Result<ImportSpeedBenchmark, BenchError> {
        ImportOverheadBenchmark.prepare(
            recordingPath: recordingPath, swoopExecutable: swoopExecutable, defaultRecording: defaultRecording
        ).map(ImportSpeedBenchmark.init)
    }

    /// One import into `directory`: recording seconds per wall second.
    func measure(directory: String) throws -> Double {
        run.recordingSeconds / max(1e-6, try run.wallSeconds(directory: directory, realtime: false))
    }
}

extension Bench {
    static let importSpeedKey = (key: "import_speed_x", title: "import speed", unit: "×")

    static func importSpeedFigure(_ c: BenchConfiguration, progress: (String) -> Void) -> BenchFigure {
        let (key, title, unit) = importSpeedKey
        var method =
            "`swoop import RECORDING -o FILE` (libinput on the recording's virtual clock) run as a child process "
            + "(../shared/recordings/\(ImportSpeedBenchmark.defaultRecording) unless --recording is given): the "
            + "recording's own length (first to last frame) divided by the import's wall time (CLOCK_MONOTONIC, "
            + "start to reaped, start-up included)."
        let benchmark: ImportSpeedBenchmark
        switch ImportSpeedBenchmark.prepare(recordingPath: c.importRecording, swoopExecutable: c.swoopExecutable) {
        case .failure(let error):
            return BenchFigure(
                key: key, title: title, unit: unit, spread: nil, unavailableReason: error.description,
                goal: ImportSpeedBenchmark.goal, command: c.command(.importing), method: method)
        case .success(let prepared): benchmark = prepared
        }
        method += " Recording: \(benchmark.run.recordingPath) (\(BenchNumber.text(benchmark.run.recordingSeconds)) s)."
        var values: [Double] = []
        do {
            let directory = try makeTemporaryDirectory()
            defer { rmdir(directory) }
            for run in 1...c.importRuns {
                progress("import speed \(run)/\(c.importRuns)…")
                values.append(try benchmark.measure(directory: directory))
            }
        } catch {
            return BenchFigure(
                key: key, title: title, unit: unit, spread: nil, unavailableReason: "\(error)",
                goal: ImportSpeedBenchmark.goal, command: c.command(.importing), method: method)
        }
        return BenchFigure(
            key: key, title: title, unit: unit, spread: Spread(values), goal: ImportSpeedBenchmark.goal,
            command: c.command(.importing), method: method)
    }
}
