#if canImport(Glibc)
import Glibc
#endif

extension Bench {
    static func importFigure(_ c: BenchConfiguration, progress: (String) -> Void) -> BenchFigure {
        let (key, title, unit) = ("import_overhead_s", "import overhead", "s")
        var method =
            "`swoop import RECORDING -o FILE --realtime` run as a child process (the real touchpad recording "
            + "../shared/recordings/\(ImportOverheadBenchmark.defaultRecording) unless --recording is given): its wall "
            + "time (CLOCK_MONOTONIC, start to reaped) minus the recording's own length (first to last frame), which "
            + "a real-time import plays in real time."
        func unavailable(_ reason: String) -> BenchFigure {
            BenchFigure(
                key: key, title: title, unit: unit, spread: nil, unavailableReason: reason, goal: .atMost(0.3),
                command: c.command(.importing), method: method)
        }
        let benchmark: ImportOverheadBenchmark
        switch ImportOverheadBenchmark.prepare(recordingPath: c.importRecording, swoopExecutable: c.swoopExecutable) {
        case .failure(let error): return unavailable(error.description)
        case .success(let prepared): benchmark = prepared
        }
        method += " Recording: \(benchmark.recordingPath) (\(BenchNumber.text(benchmark.recordingSeconds)) s)."
        var values: [Double] = []
        do {
            let directory = try makeTemporaryDirectory()
            defer { rmdir(directory) }
            for run in 1...c.importRuns {
                progress("import overhead \(run)/\(c.importRuns)…")
                values.append(try benchmark.measure(directory: directory))
            }
        } catch {
            return unavailable("\(error)")
        }
        return BenchFigure(
            key: key, title: title, unit: unit, spread: Spread(values), goal: .atMost(0.3),
            command: c.command(.importing), method: method)
    }
}
