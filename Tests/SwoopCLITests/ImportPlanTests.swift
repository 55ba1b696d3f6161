import SwoopCommandLine
import SwoopFixtures
import SwoopLiveCLI
import Testing

@testable import SwoopCLI

@Suite struct ImportPlanTests {
    @Test func oneRecordingGoesToTheGivenFileOrADefaultNameHere() throws {
        #expect(
            try ImportPlan.targets(recordings: ["r/a.evemu"], output: "out.jsonl", isDirectory: { _ in false })
                == [ImportTarget(recording: "r/a.evemu", fixture: "out.jsonl")])
        #expect(
            try ImportPlan.targets(recordings: ["r/pad.libinput-record.yml"], output: nil, isDirectory: { _ in false })
                == [ImportTarget(recording: "r/pad.libinput-record.yml", fixture: "pad.fixture.jsonl")])
    }

    @Test func severalRecordingsGoIntoADirectory() throws {
        let targets = try ImportPlan.targets(
            recordings: ["a.evemu", "x/b.yml"], output: "fx/", isDirectory: { $0 == "fx/" })
        #expect(targets.map(\.fixture) == ["fx/a.fixture.jsonl", "fx/b.fixture.jsonl"])
    }

    @Test(
        arguments: [
            (["a.evemu", "b.evemu"], "f.jsonl", "-o f.jsonl: with 2 recordings, -o must be an existing directory"),
            (
                ["x/a.evemu", "y/a.yml"], nil,
                "x/a.evemu and y/a.yml would both be written to a.fixture.jsonl; import them separately with -o"
            ),
            (
                ["a.jsonl"], "a.jsonl",
                "a.jsonl is a recording being imported; it would be overwritten (choose another -o)"
            ),
            ([], nil, "give at least one recording (evemu or `libinput record` YAML)")
        ] as [([String], String?, String)])
    func refusesPlansThatWouldLoseData(_ recordings: [String], _ output: String?, _ message: String) {
        #expect {
            try ImportPlan.targets(recordings: recordings, output: output, isDirectory: { _ in false })
        } throws: { error in
            (error as? UsageError)?.message == message
        }
    }

    @Test func furtherTouchDevicesGetNumberedFixtures() {
        #expect(ImportPlan.fixturePath("fx/a.jsonl", touchDeviceIndex: 0) == "fx/a.jsonl")
        #expect(ImportPlan.fixturePath("fx/a.jsonl", touchDeviceIndex: 1) == "fx/a.2.jsonl")
        #expect(ImportPlan.fixturePath("fx/a.fixture.jsonl", touchDeviceIndex: 1) == "fx/a.2.fixture.jsonl")
        #expect(ImportPlan.fixturePath("fx.d/a", touchDeviceIndex: 2) == "fx.d/a.3")
    }

    @Test func expectationsTakeOutcomesInOrderAndSharedOptions() throws {
        let args = try ParsedArguments(
            [
                "--expect", "finish,threshold=0.5,none", "--expect", "cancel",
                "--axis", "x", "--direction", "positive", "--threshold", "0.3", "--source", "scroll"
            ],
            specs: ImportExpectations.options.specs)
        let expectations = try ImportExpectations.parse(args)
        #expect(expectations.map(\.outcome) == [.finish, .none, .cancel])
        #expect(expectations.map(\.options.threshold) == [0.5, 0.3, 0.3])
        #expect(
            expectations.allSatisfy {
                $0.options.axis == .x && $0.options.direction == .positive && $0.options.source == .scroll
            })
    }

    @Test(arguments: [
        (["--expect", "threshold=0.5"], "--expect: 'threshold=0.5' must start with finish, cancel or none"),
        (["--expect", "finish,,none"], "--expect: 'finish,,none' has an empty item"),
        (
            ["--expect", "finish,speed=3"],
            "--expect: unknown key 'speed' (threshold, distance_mm, axis, direction, source, fingers, edge)"
        ),
        (
            ["--axis", "x"],
            "--source/--fingers/--axis/--direction/--distance/--threshold qualify expectations: add --expect"
        ),
        (
            ["--expect", "finish", "--threshold", "2"],
            "invalid value '2' for --threshold: expected a progress between 0 and 1"
        ),
        (
            ["--expect", "finish", "--fingers", "3,4"],
            "invalid value '3,4' for --fingers: expected one finger count, which an expectation holds"
        ),
        (
            ["--expect", "finish", "--source", "all"],
            "invalid value 'all' for --source: expected one kind, which an expectation holds: "
                + "swipe, scroll, touch or pinch"
        )
    ])
    func refusesMalformedExpectations(_ argv: [String], _ message: String) throws {
        let args = try ParsedArguments(argv, specs: ImportExpectations.options.specs)
        #expect {
            try ImportExpectations.parse(args)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func progressCountsRunningImportsByTheirElapsedTimeCappedAtTheirLength() {
        final class FakeClock: @unchecked Sendable { var now = 100.0 }
        let clock = FakeClock()
        let progress = ImportProgress(totals: [2, 3], write: { _ in }, clock: { clock.now })
        #expect(progress.currentLine().hasSuffix("0.0 / 5.0 s"))
        progress.begin(0)
        progress.begin(1)
        clock.now = 101.5
        #expect(progress.currentLine() == ImportProgress.render(done: 0, count: 2, played: 3, total: 5))
        clock.now = 110
        progress.end(0)
        #expect(progress.currentLine() == ImportProgress.render(done: 1, count: 2, played: 5, total: 5))
    }

    /// On the virtual clock wall time says nothing of how far an import got: it counts once it has ended.
    @Test func unpacedProgressCountsOnlyFinishedImports() {
        final class FakeClock: @unchecked Sendable { var now = 100.0 }
        let clock = FakeClock()
        let progress = ImportProgress(totals: [2, 3], paced: false, write: { _ in }, clock: { clock.now })
        progress.begin(0)
        progress.begin(1)
        clock.now = 101.5
        #expect(progress.currentLine() == ImportProgress.render(done: 0, count: 2, played: 0, total: 5))
        progress.end(1)
        #expect(progress.currentLine() == ImportProgress.render(done: 1, count: 2, played: 3, total: 5))
    }

    @Test func progressLineShowsPlayedOverTotalRecordingTime() {
        #expect(
            ImportProgress.render(done: 1, count: 3, played: 2.14, total: 4.6, width: 10)
                == "importing 1/3 [####······] 2.1 / 4.6 s")
        #expect(
            ImportProgress.render(done: 0, count: 1, played: 9, total: 4.6, width: 4)
                == "importing 0/1 [####] 4.6 / 4.6 s")
    }
}
