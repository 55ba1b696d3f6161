import SwoopInteraction

/// `swoop sweep --rules`: every interaction of a fixture replayed under each named release rule, so
/// that the rules' decisions stand side by side. Each rule gets a whole replay of its own (a release
/// decided differently leaves a different transition for the next pan to grab), and interactions are
/// matched by number, which recognition alone decides.
package struct RuleComparison {
    /// As `FixtureSweep`'s: the configuration before the fixture's first expectation, and what wins over it.
    package var base: SessionConfiguration
    package var overrides: (any ConfigurationLayer)?
    package var rules: [ReleaseRuleName]

    package init(
        base: SessionConfiguration, overrides: (any ConfigurationLayer)? = nil,
        rules: [ReleaseRuleName] = ReleaseRuleName.allCases
    ) {
        self.base = base
        self.overrides = overrides
        self.rules = rules
    }

    /// One row per interaction of `job`, in the fixture's order.
    package func compare(_ job: FixtureJob) throws -> [RuleRow] {
        let replayed = try job.interactionsByNumber(base: base, overrides: overrides, variants: rules) {
            $0.release.releaseRule = $1
        }
        return replayed.map { number, each in
            RuleRow(
                fixture: job.path, interaction: number, rules: rules,
                outcomes: each.map { $0?.outcome ?? .none }, decisions: each.map { $0?.decision })
        }
    }

    /// The rows with a disagreement first, each group in its given order.
    package static func disagreementsFirst(_ rows: [RuleRow]) -> [RuleRow] {
        rows.filter { !$0.agrees } + rows.filter(\.agrees)
    }
}

/// One interaction under every compared rule.
package struct RuleRow: Sendable, Equatable {
    package var fixture: String
    package var interaction: Int
    package var rules: [ReleaseRuleName]
    /// The outcome under each rule, in `rules`' order.
    package var outcomes: [ExpectedOutcome]
    /// The decision under each rule (`nil`: the interaction never panned under it).
    package var decisions: [ReleaseDecision?]

    package init(
        fixture: String, interaction: Int, rules: [ReleaseRuleName], outcomes: [ExpectedOutcome],
        decisions: [ReleaseDecision?]
    ) {
        self.fixture = fixture
        self.interaction = interaction
        self.rules = rules
        self.outcomes = outcomes
        self.decisions = decisions
    }

    /// Every rule reached the same outcome.
    package var agrees: Bool { Set(outcomes).count <= 1 }

    package var label: String { "\(fixture) #\(interaction)" }
}
