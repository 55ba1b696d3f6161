import Foundation
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

@Suite struct BundledFixturesTests {
    /// Every bundled fixture is exactly what the `swoop synth` commands in its header make: the files
    /// cannot drift from Fixtures/generate.sh, and anyone can regenerate them.
    @Test func bundledFixturesAreReproducibleFromTheirRecordedCommands() throws {
        let dir = TemporaryDirectory()
        let jobs = try FixtureDiscovery.jobs(for: [bundledFixtures])
        #expect(!jobs.isEmpty)
        for job in jobs {
            let header = try FixtureReader(path: job.path).header
            guard header.source.kind == .synthesized, let command = header.source.command else { continue }
            let temporary = dir.file((job.path as NSString).lastPathComponent)
            var recordedOutput = ""
            for step in command.components(separatedBy: " && ") {
                var words = step.split(separator: " ").map(String.init)
                #expect(words.first == "swoop")
                words.removeFirst()
                guard let o = words.firstIndex(of: "-o"), o + 1 < words.count else {
                    Issue.record("\(job.path): no -o in \(step)")
                    break
                }
                recordedOutput = words[o + 1]
                words[o + 1] = temporary
                let run = CapturedRun(words)
                #expect(run.status == .success, "\(job.path): \(run.err)")
            }
            let regenerated = dir.read((job.path as NSString).lastPathComponent)
                .replacingOccurrences(of: temporary, with: recordedOutput)
            let original = String(decoding: FileManager.default.contents(atPath: job.path) ?? Data(), as: UTF8.self)
            #expect(
                regenerated == original, "\(job.path) differs from what its commands make: run Fixtures/generate.sh")
        }
    }
}
