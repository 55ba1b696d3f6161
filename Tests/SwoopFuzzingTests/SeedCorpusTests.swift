import Foundation
import SwoopFuzzing
import Testing

/// Every file of `Fuzz/Corpus` through the function its fuzz target drives, in the ordinary test run:
/// the seeds, and the inputs that once crashed Swoop (kept there as `regression-*`), stay checked
/// without libFuzzer. A crash here is a trap of the test process, which fails the run.
struct SeedCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Corpus").standardized

    @Test(arguments: FuzzTargets.all.map(\.name))
    func everySeedRunsThroughItsTarget(_ name: String) throws {
        let run = try #require(FuzzTargets.all.first { $0.name == name }?.run)
        let folder = Self.corpus.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count >= 2, "\(name) has a seed corpus")
        for file in files {
            run(Array(try Data(contentsOf: folder.appendingPathComponent(file))))
        }
    }

    /// Each target folder in the corpus is a target, and each target has a folder.
    @Test func corpusFoldersMatchTheTargets() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(folders == FuzzTargets.all.map(\.name).sorted())
    }
}
