import Foundation
import SwoopInteraction
import SwoopLog
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

#if canImport(Glibc)
import Glibc
#endif

@Suite struct ReplayCheckSweepTests {
    static let touchpadHeader = FixtureHeader(
        device: FixtureDevice(name: "Test touchpad", kind: .touchpad, widthMM: 100, heightMM: 70),
        source: FixtureProvenance(kind: .synthesized)
    ).line

    @Test func checkPassesOverEveryBundledFixture() throws {
        let run = CapturedRun(["check", bundledFixtures])
        #expect(run.status == .success, "\(run.out)\(run.err)")
        let jobs = try FixtureDiscovery.jobs(for: [bundledFixtures])
        #expect(jobs.count >= 15)
        // Every bundled fixture carries expectations, and every one of them was judged.
        let expected = try jobs.map { try FixtureReader(path: $0.path).header.expectations.count }
        #expect(expected.allSatisfy { $0 > 0 })
        let okRows = run.out.split(separator: "\n").filter { $0.hasPrefix("ok ") }
        #expect(okRows.count == expected.reduce(0, +))
        #expect(!run.out.contains("FAIL"))
        #expect(run.out.contains("0 mismatches"))
    }

    @Test func theBundledFixturesCoverEveryCaseTheIssueNames() throws {
        let check = FixtureCheck(base: SessionConfiguration())
        var rules: Set<String> = []
        var outcomes: Set<ExpectedOutcome> = []
        var kinds: Set<String> = []
        for job in try FixtureDiscovery.jobs(for: [bundledFixtures]) {
            for row in try check.check(job) {
                rules.insert(row.decision?.rule.rawValue ?? "no pan")
                if let got = row.got { outcomes.insert(got) }
            }
            kinds.insert(try FixtureReader(path: job.path).header.device.kind.rawValue)
        }
        #expect(
            rules.isSuperset(of: [
                "threshold", "projection", "reverse-flick", "gesture-cancelled", "device-removed", "no pan"
            ]))
        #expect(outcomes == [.finish, .cancel, .none])
        #expect(kinds == ["touchpad", "touchscreen"])
    }

    @Test func replayLogsAreByteIdenticalAcrossRuns() throws {
        let dir = TemporaryDirectory()
        for format in ["json", "text"] {
            let a = dir.file("a.\(format)")
            let b = dir.file("b.\(format)")
            let args = [
                "replay", bundled("touchpad-two-swipes"), bundled("touchscreen-drag-then-flick-back"),
                "--transition", "zoom", "--frames", "--format", format
            ]
            #expect(CapturedRun(args + ["--log", a]).status == .success)
            #expect(CapturedRun(args + ["--log", b]).status == .success)
            let first = dir.read("a.\(format)")
            #expect(first == dir.read("b.\(format)"))
            #expect(first.contains("decision") && first.contains("complete"))
        }
        // In memory too, through the library: the same records, field for field.
        let replay = FixtureReplay(configuration: SessionConfiguration())
        let sinks = [MemoryLogSink(), MemoryLogSink()]
        for sink in sinks { _ = try replay.run(path: bundled("touchscreen-short-fast-flick"), sink: sink) }
        #expect(sinks[0].records == sinks[1].records && sinks[0].records.count > 20)
    }

    @Test func realtimeReplayWritesTheSameLogAsTheVirtualClock() {
        let dir = TemporaryDirectory()
        let fixture = bundled("touchscreen-short-fast-flick")  // 100 ms of input
        #expect(CapturedRun(["replay", fixture, "--log", dir.file("virtual")]).status == .success)
        #expect(CapturedRun(["replay", fixture, "--realtime", "--log", dir.file("real")]).status == .success)
        #expect(dir.read("virtual") == dir.read("real"))
    }

    @Test func checkFailsWithExitOneOnAWrongExpectation() throws {
        let dir = TemporaryDirectory()
        // A flick that finishes, but this fixture claims it cancels; a second interaction is right.
        #expect(
            CapturedRun([
                "synth", "--source", "touch", "--travel-mm", "15", "--duration-ms", "100",
                "--expect", "cancel,threshold=0.3,distance_mm=100", "-o", dir.file("wrong.fixture.jsonl")
            ]).status == .success)
        #expect(
            CapturedRun([
                "synth", "--source", "touch", "--travel-mm", "0.3", "--duration-ms", "60", "--append",
                "--expect", "none,distance_mm=100", "-o", dir.file("wrong.fixture.jsonl")
            ]).status == .success)
        let run = CapturedRun(["check", dir.path])
        #expect(run.status == .mismatch)
        #expect(
            run.out.contains(
                "FAIL  \(dir.file("wrong.fixture.jsonl")) 1   cancel    finish    0.120     1.500/s   0.868"))
        #expect(run.out.contains("1 mismatch"))
        // A higher threshold on the command line overrides the fixture's and makes the expectation true.
        #expect(CapturedRun(["check", dir.path, "--threshold", "0.95"]).status == .success)
        // A manifest beside it replaces the header's expectations.
        dir.write(
            "manifest.json",
            #"{"format":"swoop-manifest","version":"1.0","fixtures":{"wrong.fixture.jsonl":[{"outcome":"finish","distance_mm":100}]}}"#
        )
        #expect(CapturedRun(["check", dir.path]).status == .success)
        let json = CapturedRun(["check", dir.path, "--format", "json"])
        #expect(json.out.contains(#""type":"check","fixture":"#) && json.out.contains(#""mismatches":0"#))
    }

    @Test func missingAndMalformedFixturesExitWithTheirCodes() {
        let dir = TemporaryDirectory()
        for command in ["replay", "check", "sweep"] {
            let missing = CapturedRun([command, dir.file("absent.fixture.jsonl")])
            #expect(missing.status == .failure(.missingInput), "\(command)")
            #expect(missing.err.contains("absent.fixture.jsonl: no such fixture file"))
        }
        dir.write("bad.fixture.jsonl", Self.touchpadHeader + "\n{\"t\":1,\"type\":\"swipe_begin\",\"fingers\":\"3\"}\n")
        let bad = CapturedRun(["replay", dir.file("bad.fixture.jsonl")])
        #expect(bad.status == .failure(.badData))
        #expect(bad.err.contains("bad.fixture.jsonl:2: field 'fingers': expected a finger count, got a string"))
        #expect(CapturedRun(["replay", dir.file("bad.fixture.jsonl"), "--threshold", "2"]).status == .failure(.usage))
        #expect(CapturedRun(["sweep", bundledFixtures, "--thresholds", "0.9:0.1:0.1"]).status == .failure(.usage))
    }

    @Test func sweepFlipsExactlyAtTheProjectedProgress() throws {
        let sweep = FixtureSweep(base: SessionConfiguration(), thresholds: ThresholdGrid.standard.values)
        let rows = try sweep.sweep(FixtureJob(path: bundled("touchpad-two-swipes")))
        #expect(rows.count == 2)
        // Hand-computed in Fixtures/generate.sh: p = 0.576, v = 0.6/s, touchpad d = 0.997.
        let projected = 0.576 + 0.6 * 0.997 / 0.003 / 1000
        #expect(abs(rows[0].flip! - projected) < 1e-4)
        #expect(rows[0].outcomes == ThresholdGrid.standard.values.map { $0 <= rows[0].flip! ? .finish : .cancel })
        let check = try FixtureCheck(base: SessionConfiguration())
            .check(FixtureJob(path: bundled("touchpad-two-swipes")))
        #expect(rows[0].flip == check[0].decision?.projected)

        let never = try sweep.sweep(FixtureJob(path: bundled("touchscreen-drag-then-flick-back")))
        #expect(never.count == 1 && never[0].flip == nil && never[0].rule == "reverse-flick")
        #expect(never[0].outcomes.allSatisfy { $0 == .cancel })
        let tap = try sweep.sweep(FixtureJob(path: bundled("touchscreen-tap")))
        #expect(tap[0].flip == nil && tap[0].outcomes.allSatisfy { $0 == .none })
    }

    @Test func sweepWritesTableJsonAndSvg() {
        let dir = TemporaryDirectory()
        let text = CapturedRun([
            "sweep", bundled("touchscreen-stop-lift-past"), "--thresholds", "0.2:0.4:0.1",
            "--svg", dir.file("s.svg")
        ])
        #expect(text.status == .success)
        #expect(text.out.contains(" 1   FFc      0.329000  threshold"))
        #expect(dir.read("s.svg").contains("<title>flips at 0.3290</title>"))
        let json = CapturedRun([
            "sweep", bundled("touchscreen-stop-lift-past"), "--thresholds", "0.2:0.4:0.1", "--format", "json"
        ])
        #expect(json.out.contains(#""thresholds":[0.2,0.3,0.4]"#))
        #expect(json.out.contains(#""outcomes":["finish","finish","cancel"],"flip":0.329"#))
    }

    @Test func demoSummarisesEveryInteractionAndWritesItsLogAtomically() {
        let dir = TemporaryDirectory()
        let run = CapturedRun(["demo", "--log", dir.file("demo.jsonl")])
        #expect(run.status == .success, "\(run.out)\(run.err)")
        #expect(run.out.contains("through 'match' (dismiss)"))
        #expect(run.out.contains("touchscreen-drag-then-flick-back  #1  touch: released at 0.863 flicking back"))
        #expect(run.out.contains("as their fixtures expect.") && !run.out.contains("NOT"))
        let log = dir.read("demo.jsonl")
        #expect(log.hasPrefix(#"{"t":0,"type":"replay""#))
        #expect(log.split(separator: "\n").allSatisfy { $0.hasPrefix("{\"t\":") && $0.hasSuffix("}") })
        let again = CapturedRun(["demo", "--log", dir.file("again.jsonl"), "--transition", "match"])
        #expect(again.out.replacingOccurrences(of: "again.jsonl", with: "demo.jsonl") == run.out)
        #expect(dir.read("again.jsonl") == log)
        #expect(CapturedRun(["demo", "--transition", "nope"]).status == .failure(.usage))
    }
}

/// `--log /dev/null` (as benchmarks use it) must write to the device, not rename a temporary file over it.
@Suite struct SpecialFileOutputTests {
    @Test func logsToADeviceAreWrittenThroughAndFixturesRefuseIt() throws {
        guard getuid() == 0 else { try TestGate.unavailable("root, to make a device node") }
        let dir = TemporaryDirectory()
        let device = dir.file("null")
        // A private copy of /dev/null (character device 1:3), so a regression cannot damage the real one.
        #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)  // makedev(1, 3)
        let run = CapturedRun(["replay", bundled("touchscreen-tap"), "--log", device])
        #expect(run.status == .success)
        var info = stat()
        #expect(stat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        let synth = CapturedRun(["synth", "-o", device])
        #expect(synth.status == .failure(.cannotCreate))
        #expect(stat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["null"])
    }
}
