import Foundation
import SwoopInteraction
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

@Suite struct RuleComparisonTests {
    @Test func eachRuleDecidesTheSameInteractionItsOwnWay() throws {
        let rows = try RuleComparison(base: SessionConfiguration())
            .compare(FixtureJob(path: bundled("touchscreen-drag-then-flick-back")))
        #expect(rows.count == 1)
        let row = rows[0]
        #expect(row.rules == ReleaseRuleName.allCases)
        func decision(_ rule: ReleaseRuleName) -> ReleaseDecision? { row.decisions[row.rules.firstIndex(of: rule)!] }
        // Released high up while flicking back: swoop and android cancel on the motion back, gnome on
        // the throw's direction; seed, kwin and photos see only a position past their thresholds.
        #expect(decision(.swoop)?.rule == .reverseFlick && decision(.swoop)?.outcome == .cancel)
        #expect(decision(.android)?.rule == .reverseFlick)
        #expect(decision(.gnome)?.rule == .flick && decision(.gnome)?.outcome == .cancel)
        for rule in [ReleaseRuleName.seed, .kwin, .photos] {
            #expect(decision(rule)?.outcome == .finish && decision(rule)?.rule == .threshold, "\(rule)")
        }
        for (rule, d) in zip(row.rules, row.decisions) { #expect(d?.releaseRule == rule) }
        #expect(!row.agrees)
        // Every rule saw the same release.
        #expect(Set(row.decisions.map { $0?.progress }).count == 1)
    }

    @Test func seedMatchesTheTutorialOnEveryBundledRelease() throws {
        let comparison = RuleComparison(base: SessionConfiguration(), rules: [.seed])
        var releases = 0
        for job in try FixtureDiscovery.jobs(for: [bundledFixtures]) {
            for row in try comparison.compare(job) {
                guard let d = row.decisions[0], d.rule == .threshold else { continue }
                #expect((d.outcome == .finish) == (d.progress > 0.3), "\(row.label)")
                releases += 1
            }
        }
        #expect(releases >= 10)
    }

    @Test func disagreementsComeFirstInTheirOrder() {
        func row(_ n: Int, _ outcomes: [ExpectedOutcome]) -> RuleRow {
            RuleRow(
                fixture: "f", interaction: n, rules: [.swoop, .seed], outcomes: outcomes, decisions: [nil, nil])
        }
        let sorted = RuleComparison.disagreementsFirst([
            row(1, [.finish, .finish]), row(2, [.finish, .cancel]), row(3, [.none, .none]),
            row(4, [.cancel, .finish])
        ])
        #expect(sorted.map(\.interaction) == [2, 4, 1, 3])
    }

    @Test func sweepRulesAllWritesTableJsonLinesAndSvg() throws {
        let dir = TemporaryDirectory()
        let text = CapturedRun(["sweep", bundledFixtures, "--rules", "all", "--svg", dir.file("rules.svg")])
        #expect(text.status == .success)
        let lines = text.out.split(separator: "\n").map(String.init)
        let header = try #require(lines.dropFirst().first)
        #expect(ReleaseRuleName.allCases.allSatisfy { header.contains($0.rawValue) })
        // Disagreements (marked ≠) first, then the rows on which every rule agrees.
        let marks = lines.dropFirst(2).map { $0.contains(" ≠ ") }
        #expect(marks.first == true && marks.last == false && marks == marks.sorted { $0 && !$1 })
        let interactions = lines.count - 2

        let json = CapturedRun(["sweep", bundledFixtures, "--rules", "all", "--format", "json"])
        let objects = json.out.split(separator: "\n")
        #expect(objects.count == interactions)
        let first = try JSONSerialization.jsonObject(with: Data(objects[0].utf8)) as? [String: Any]
        let decisions = try #require(first?["decisions"] as? [String: Any])
        #expect(Set(decisions.keys) == Set(ReleaseRuleName.allCases.map(\.rawValue)))
        #expect(first?["agree"] as? Bool == false)

        // One cell per interaction and rule, coloured by its outcome.
        let svg = dir.read("rules.svg")
        #expect(svg.components(separatedBy: "<title>").count - 1 == interactions * ReleaseRuleName.allCases.count)
        #expect(svg.contains("under seed: cancel (threshold)") && svg.contains("under gnome: finish (flick)"))
    }

    @Test func rulesTakeNamesOnceAndNoGrid() {
        let some = CapturedRun(["sweep", bundled("touchpad-swipe-flick"), "--rules", "seed,swoop"])
        #expect(some.status == .success && some.out.contains("c threshold") && some.out.contains("F projection"))
        for bad in [["--rules", "seed,seed"], ["--rules", "hero"], ["--rules", "all", "--thresholds", "0.1:0.9:0.1"]] {
            #expect(CapturedRun(["sweep", bundledFixtures] + bad).status == .failure(.usage), "\(bad)")
        }
    }

    @Test func aThresholdGridDoesNotMoveRulesWithConstantsOfTheirOwn() throws {
        var base = SessionConfiguration()
        base.release.releaseRule = .kwin
        let rows = try FixtureSweep(base: base, thresholds: ThresholdGrid.standard.values)
            .sweep(FixtureJob(path: bundled("touchpad-two-swipes")))
        #expect(rows.count == 2 && rows.allSatisfy { $0.flip == nil })
        #expect(rows.allSatisfy { Set($0.outcomes).count == 1 })
    }
}
