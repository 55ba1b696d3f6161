import SwoopCommandLine
import SwoopFixtures
import SwoopLiveCLI

/// The fixtures `check` and `sweep` go through, one job after another.
enum FixtureJobs {
    /// The fixtures under `paths`, in order; finding none is a missing input (exit 66).
    static func under(_ paths: [String]) throws -> [FixtureJob] {
        let jobs = try FixtureDiscovery.jobs(for: paths)
        guard !jobs.isEmpty else {
            throw CommandFailure(.missingInput, "no *.fixture.jsonl under " + paths.joined(separator: ", "))
        }
        return jobs
    }

    /// Every job's rows, in order, with a progress line (`label` and a count) on a terminal when there
    /// are at least `progressFrom` jobs.
    static func rows<Row>(
        of jobs: [FixtureJob], _ label: String, progressFrom: Int, _ context: CommandContext,
        _ rowsOfJob: (FixtureJob) throws -> [Row]
    ) throws -> [Row] {
        let progress = TerminalLine(context, enabled: jobs.count >= progressFrom)
        var rows: [Row] = []
        for (i, job) in jobs.enumerated() {
            progress.progress(label, done: i, of: jobs.count)
            rows += try rowsOfJob(job)
        }
        progress.clear()
        return rows
    }
}
