import SwoopInteraction

/// `swoop sweep`: every interaction's outcome at every threshold of a grid, and the exact threshold
/// where it flips.
///
/// The release rule is `finish iff projected ≥ threshold`, and `projected` (progress plus the
/// velocity's projection) does not depend on the threshold, so an interaction decided by the threshold
/// or the projection finishes at every threshold up to its `projected` and cancels above: that value
/// *is* the flip, exactly, not a grid interval. A flick back, a cancelled gesture, a removed device or
/// input that never panned gives the same outcome at every threshold and has no flip. The grid replays
/// confirm the derivation; where they disagree (a later pan that grabs a transition the earlier
/// release left settling differently), the flip is withheld and the row says why.
package struct FixtureSweep {
    /// As `FixtureCheck`'s: the configuration before the fixture's first expectation, and what wins over it.
    package var base: SessionConfiguration
    package var overrides: (any ConfigurationLayer)?
    package var thresholds: [Double]

    package init(base: SessionConfiguration, overrides: (any ConfigurationLayer)? = nil, thresholds: [Double]) {
        self.base = base
        self.overrides = overrides
        self.thresholds = thresholds
    }

    package func sweep(_ job: FixtureJob) throws -> [SweepRow] {
        let replayed = try job.interactionsByNumber(base: base, overrides: overrides, variants: thresholds) {
            $0.release.threshold = $1
        }
        return replayed.map { number, each in
            let outcomes = each.map { $0?.outcome ?? .none }
            return Self.row(fixture: job.path, number: number, thresholds: thresholds, each: each, outcomes: outcomes)
        }
    }

    static func row(
        fixture: String, number: Int, thresholds: [Double], each: [ReplayedInteraction?],
        outcomes: [ExpectedOutcome]
    ) -> SweepRow {
        let decisions = each.map { $0?.decision }
        // Every rule the grid saw, in grid order: `threshold+projection` for a release that the projection
        // carries across some thresholds and not others.
        var rules: [String] = []
        for decision in decisions {
            let name = decision?.rule.rawValue ?? "none"
            if !rules.contains(name) { rules.append(name) }
        }
        let rule = rules.joined(separator: "+")
        // Rules with constants of their own (`--release-rule kwin`, …) do not move with the grid.
        let thresholdDecided = decisions.compactMap { $0 }.filter {
            ($0.rule == .threshold || $0.rule == .projection) && $0.releaseRule.usesPolicyThreshold
        }
        guard let reference = thresholdDecided.first else {
            let outcome = outcomes.first ?? .none
            let note = outcome == .none ? "no transition at any threshold" : "\(outcome.rawValue) at every threshold"
            return SweepRow(
                fixture: fixture, interaction: number, outcomes: outcomes, flip: nil, rule: rule, note: note)
        }
        let flip = reference.projected
        let agrees =
            zip(thresholds, outcomes).allSatisfy { t, outcome in outcome == (t <= flip ? .finish : .cancel) }
            && thresholdDecided.allSatisfy { $0.projected == flip }
        guard agrees else {
            return SweepRow(
                fixture: fixture, interaction: number, outcomes: outcomes, flip: nil, rule: rule,
                note: "depends on earlier interactions at some thresholds (a grab): see the grid")
        }
        return SweepRow(fixture: fixture, interaction: number, outcomes: outcomes, flip: flip, rule: rule)
    }
}

extension FixtureJob {
    /// The job replayed once per variant of its configuration (`base` under its first expectation's
    /// options and `overrides`, then `vary`), and its interactions matched by number, which recognition
    /// alone decides: for each number from 1 to the most any replay made, that interaction in each replay.
    func interactionsByNumber<Variant>(
        base: SessionConfiguration, overrides: (any ConfigurationLayer)?, variants: [Variant],
        _ vary: (inout SessionConfiguration, Variant) -> Void
    ) throws -> [(number: Int, each: [ReplayedInteraction?])] {
        let first = Expectation.resolve(try FixtureCheck.expectations(of: self)).first?.expectation
        let configuration = base.applying(first?.options, overrides)
        var replays: [[ReplayedInteraction]] = []
        for variant in variants {
            var varied = configuration
            vary(&varied, variant)
            replays.append(try FixtureReplay(configuration: varied).run(path: path, sink: nil).interactions)
        }
        let count = replays.map(\.count).max() ?? 0
        guard count > 0 else { return [] }
        return (1...count).map { number in (number, replays.map { list in list.first { $0.number == number } }) }
    }
}
