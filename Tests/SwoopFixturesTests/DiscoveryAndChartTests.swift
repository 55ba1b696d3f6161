import Foundation
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

@Suite struct DiscoveryAndChartTests {
    @Test func foldersAreSearchedRecursivelyInPathOrderWithTheirManifests() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.file("b/deeper"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir.file(".hidden"), withIntermediateDirectories: true)
        for name in [
            "z.fixture.jsonl", "a.fixture.jsonl", "notes.jsonl", "b/deeper/c.fixture.jsonl", ".hidden/h.fixture.jsonl"
        ] {
            dir.write(name, headerLine + "\n")
        }
        dir.write(
            "b/deeper/manifest.json",
            """
            {"format": "swoop-manifest", "version": "1.0",
             "fixtures": {"c.fixture.jsonl": [{"outcome": "cancel", "threshold": 0.5}, {"outcome": "none"}]}}
            """)
        let jobs = try FixtureDiscovery.jobs(for: [dir.path])
        #expect(
            jobs.map { String($0.path.dropFirst(dir.path.count + 1)) }
                == ["a.fixture.jsonl", "z.fixture.jsonl", "b/deeper/c.fixture.jsonl"])
        #expect(
            jobs[2].manifestExpectations == [
                Expectation(outcome: .cancel, options: ExpectationOptions(threshold: 0.5)),
                Expectation(outcome: .none)
            ])
        #expect(jobs[0].manifestExpectations == nil)
        // A file given by name still takes its folder's manifest.
        #expect(
            try FixtureDiscovery.jobs(for: [dir.file("b/deeper/c.fixture.jsonl")]).first?.manifestExpectations?.count
                == 2)
        #expect(throws: FixtureError.missingFile(path: dir.file("nope"))) {
            _ = try FixtureDiscovery.jobs(for: [dir.file("nope")])
        }
    }

    @Test(arguments: [
        (
            "{\"format\":\"swoop-manifest\",\"version\":\"1.0\",\"fixtures\":{\"x.fixture.jsonl\":[]}}",
            "'x.fixture.jsonl' is not in"
        ),
        ("{\"format\":\"swoop-manifest\",\"version\":\"1.0\"}", "field 'fixtures': missing"),
        (
            "{\"format\":\"swoop-manifest\",\"version\":\"1.0\",\"fixtures\":{\"a\":[{\"outcome\":\"win\"}]}}",
            "field 'fixtures.a[0].outcome'"
        ),
        ("{\"format\":\"swoop-manifest\",\"version\":\"3.0\",\"fixtures\":{}}", "version 3.0 is not supported"),
        (
            "{\"format\":\"swoop-manifest\",\n\"version\":\"1.0\",\n\"fixtures\":{,}}",
            "manifest.json:3:13: malformed JSON"
        ),
        (
            "{\"format\":\"swoop-manifest\",\"version\":\"1.0\",\"fixtures\":{\"../up\":[]}}",
            "relative to the manifest's folder"
        )
    ])
    func invalidManifestsAreRefusedWithAReason(text: String, message: String) {
        let dir = TemporaryDirectory()
        dir.write("manifest.json", text)
        do {
            _ = try FixtureDiscovery.jobs(for: [dir.path])
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(message), "got \(error.description)")
            #expect(error.category == .badData)
        }
    }

    @Test func theSweepChartMarksFlipsAndIsDeterministic() {
        let thresholds = ThresholdGrid.standard.values
        let rows = [
            SweepRow(
                fixture: "a<b>.fixture.jsonl", interaction: 1,
                outcomes: thresholds.map { $0 <= 0.42 ? .finish : .cancel }, flip: 0.42, rule: "threshold"),
            SweepRow(
                fixture: "b", interaction: 2, outcomes: thresholds.map { _ in .cancel }, flip: nil,
                rule: "reverse-flick", note: "cancel at every threshold"),
            SweepRow(
                fixture: "c", interaction: 1, outcomes: thresholds.map { _ in .finish }, flip: 1.7, rule: "projection")
        ]
        let svg = SweepChart.svg(thresholds: thresholds, rows: rows)
        #expect(svg == SweepChart.svg(thresholds: thresholds, rows: rows))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("a&lt;b&gt;.fixture.jsonl #1"))
        #expect(svg.components(separatedBy: "<title>flips at 0.4200</title>").count == 2)
        #expect(svg.contains("flip 1.7000 (off the grid)"))
        #expect(svg.contains("cancel at every threshold (reverse-flick)"))
        #expect(svg.components(separatedBy: "fill=\"#34c759\"><title>").count - 1 == 8 + 19)
        // 0.42 sits between the cells of 0.40 and 0.45: 7.9 cells from the left edge.
        #expect(SweepChart.xPosition(of: 0.42, in: thresholds, labelWidth: 200) == 200 + 7.9 * SweepChart.cellWidth)
    }
}
