import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopFixtures
import SwoopInteraction
import SwoopLiveCLI
import SwoopRender

/// `check --render-failures DIR`: a GIF for every interaction that did not do what its fixture
/// expected — the gesture driving the transition with the heads-up strip, from the interaction's
/// start until the next one starts (its settle included) — the picture a CI job keeps of what went
/// wrong. Each file is `FIXTURE-interaction-N.gif` (the fixture's name without `.fixture.jsonl`).
struct FailureRenders {
    let directory: String
    let check: FixtureCheck
    let definition: TransitionDefinition
    let plan: TransitionPlan
    /// The element following the finger, as the check's own replays have it.
    let follow: FollowSetup?
    let scale: Double

    /// Writes one GIF per mismatched row; returns the paths written, in the rows' order.
    func write(_ rows: [CheckRow], jobs: [FixtureJob]) throws -> [String] {
        let failed = rows.filter(\.isMismatch)
        guard !failed.isEmpty else { return [] }
        if let problem = OutputDirectory.problem(directory) ?? OutputDirectory.make(directory) {
            throw CommandFailure(.cannotCreate, "\(directory): \(problem)")
        }
        var written: [String] = []
        let export = FrameExport(definition: definition, plan: plan, scale: scale)
        for row in failed {
            guard let job = jobs.first(where: { $0.path == row.fixture }) else { continue }
            let entry = Expectation.resolve(try FixtureCheck.expectations(of: job)).first {
                $0.interaction == row.interaction && $0.expectation.outcome == row.expected
                    && check.configuration(for: $0.expectation).release.threshold == row.threshold
            }
            let configuration = check.configuration(for: entry?.expectation)
            var frames = ReplayFrames(threshold: configuration.release.threshold, keep: true, window: nil)
            let report = try FixtureReplay(configuration: configuration, follow: follow).run(path: job.path, sink: nil)
            { records, _ in
                frames.observe(records)
            }
            let path = fileName(for: row, taken: written)
            try export.write(
                Self.frames(of: row.interaction, in: report, from: frames, threshold: configuration.release.threshold),
                to: .gif(path))
            written.append(path)
        }
        return written
    }

    /// The interaction's frames until the next interaction starts. An interaction that never moved
    /// the transition (no pan took hold, or the fixture has fewer interactions than expected) is one
    /// still of where the transition rests, so there is still a file to look at.
    static func frames(of number: Int, in report: ReplayReport, from frames: ReplayFrames, threshold: Double)
        -> [TimedFrame]
    {
        let interaction = report.interactions.first { $0.number == number }
        let next = report.interactions.first { $0.number == number + 1 }
        let shown = interaction.map { frames.frames(from: $0.start, until: next?.start) } ?? []
        if !shown.isEmpty { return shown }
        let at = interaction?.start ?? Timestamp.zero
        let before = frames.recorded.last { $0.time <= at }
        return [
            TimedFrame(
                time: at, progress: before?.progress ?? 0,
                hud: HUDState(progress: before?.progress ?? 0, threshold: threshold))
        ]
    }

    private func fileName(for row: CheckRow, taken: [String]) -> String {
        var base = row.fixture.split(separator: "/").last.map(String.init) ?? row.fixture
        for suffix in [".fixture.jsonl", ".jsonl"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        let stem = directory + "/" + base + "-interaction-\(row.interaction)"
        var path = stem + ".gif"
        var k = 2
        while taken.contains(path) {
            path = stem + "-\(k).gif"
            k += 1
        }
        return path
    }
}
