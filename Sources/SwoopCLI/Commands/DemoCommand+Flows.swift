import Foundation
import SwoopFixtures
import SwoopInteraction
import SwoopLiveCLI
import SwoopLog
import SwoopNavigation

extension DemoCommand {
    /// The flows folder under the fixtures: replayed through an app, not through one preset.
    static let flowsFolder = "flows"

    /// Whether a fixture is one of the flows (under `folder/flows/`).
    static func isFlow(_ job: FixtureJob, in folder: String) -> Bool {
        job.path.hasPrefix((folder.hasSuffix("/") ? folder : folder + "/") + flowsFolder + "/")
    }

    /// The flows through `app`, one line per navigation, each checked against the fixture's `screens`.
    static func replayFlows(_ jobs: [FixtureJob], app: App, sink: LogSink, window: WindowPlayback?) throws -> (
        text: String, navigations: Int, unexpected: Int
    ) {
        var text = "\n\(jobs.count) flows through the app '\(app.name)' (\(app.screens.count) screens):\n\n"
        var count = 0
        var unexpected = 0
        for job in jobs where window?.stopRequested != true {
            let header = try FixtureReader(path: job.path).header
            var frames = AppFrames(threshold: ReleasePolicy.defaultThreshold, scene: nil, strip: true)
            window?.restartClock()
            let report = try AppReplay(app: app, configuration: SessionConfiguration()).run(
                path: job.path, sink: sink, pacing: window == nil ? .virtual : .realtime,
                observe: window.map { playback in { records, app in frames.play(records, of: app, in: playback) } },
                stopRequested: { window?.stopRequested ?? false })
            let name = (job.path as NSString).lastPathComponent.replacingOccurrences(
                of: FixtureDiscovery.fileSuffix, with: "")
            for (index, ended) in report.navigations.enumerated() {
                count += 1
                let expected = header.screens.flatMap { index + 1 < $0.count ? $0[index + 1] : nil }
                let ok = expected.map { $0 == ended.screen }
                if ok == false { unexpected += 1 }
                let n = ended.navigation
                text +=
                    "\(ok == nil ? " " : ok! ? "✓" : "✗") \(TextColumns.pad(name, 33)) #\(index + 1)  "
                    + "\(n.trigger.rawValue) \(n.route): \(n.kind.rawValue) \(n.from) → \(n.to), "
                    + (ended.finished == true ? "finished" : "cancelled") + " → \(ended.screen ?? "?") shows"
                    + (ok == false ? "   (expected \(expected!))" : "") + "\n"
            }
            // A flow that ends short of its expected screens says so.
            if let screens = header.screens, screens.count > report.navigations.count + 1 {
                unexpected += 1
                text +=
                    "✗ \(TextColumns.pad(name, 33)) expected \(screens.count - 1) navigations, got \(report.navigations.count)\n"
            }
        }
        return (text, count, unexpected)
    }
}
