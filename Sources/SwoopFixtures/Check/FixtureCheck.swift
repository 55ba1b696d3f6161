import SwoopInteraction

/// One row of `swoop check`: an expectation and what the replay did, or an interaction no expectation
/// covers (`expected == nil`, reported but not judged).
package struct CheckRow: CheckedRow, Sendable {
    package var fixture: String
    package var interaction: Int
    package var expected: ExpectedOutcome?
    /// `nil` when the fixture has fewer interactions than the expectation's number.
    package var got: ExpectedOutcome?
    package var decision: ReleaseDecision?
    /// The threshold the interaction was replayed with.
    package var threshold: Double
}

/// Replays fixtures against their expectations.
package struct FixtureCheck {
    /// The configuration before any expectation (a preset's settle timing, the defaults).
    package var base: SessionConfiguration
    /// Applied after each expectation's options, so that they win (the command line's).
    package var overrides: (any ConfigurationLayer)?

    package init(base: SessionConfiguration, overrides: (any ConfigurationLayer)? = nil) {
        self.base = base
        self.overrides = overrides
    }

    /// The expectations that apply to a job: its manifest's, else its header's.
    package static func expectations(of job: FixtureJob) throws -> [Expectation] {
        if let fromManifest = job.manifestExpectations { return fromManifest }
        return try FixtureReader(path: job.path).header.expectations
    }

    /// The configuration for one expectation (or for the fixture when it has none): the base, then the
    /// expectation's options, then the overrides.
    package func configuration(for expectation: Expectation?) -> SessionConfiguration {
        base.applying(expectation?.options, overrides)
    }

    /// Every expectation of the job judged against a replay with its options (one replay per distinct
    /// set of options), plus a row for each interaction that no expectation names.
    package func check(_ job: FixtureJob) throws -> [CheckRow] {
        let resolved = Expectation.resolve(try Self.expectations(of: job))
        var replays: [(configuration: SessionConfiguration, report: ReplayReport)] = []
        func replay(_ configuration: SessionConfiguration) throws -> ReplayReport {
            if let done = replays.first(where: { $0.configuration == configuration }) { return done.report }
            let report = try FixtureReplay(configuration: configuration).run(path: job.path, sink: nil)
            replays.append((configuration, report))
            return report
        }
        var rows: [CheckRow] = []
        for entry in resolved {
            let configuration = configuration(for: entry.expectation)
            let report = try replay(configuration)
            let got = report.interactions.first { $0.number == entry.interaction }
            rows.append(
                CheckRow(
                    fixture: job.path, interaction: entry.interaction, expected: entry.expectation.outcome,
                    got: got?.outcome, decision: got?.decision,
                    threshold: configuration.release.threshold))
        }
        let covered = Set(resolved.map(\.interaction))
        let reference = try replay(configuration(for: resolved.first?.expectation))
        for interaction in reference.interactions where !covered.contains(interaction.number) {
            rows.append(
                CheckRow(
                    fixture: job.path, interaction: interaction.number, expected: nil,
                    got: interaction.outcome, decision: interaction.decision,
                    threshold: reference.configuration.release.threshold))
        }
        return rows.enumerated().sorted { ($0.element.interaction, $0.offset) < ($1.element.interaction, $1.offset) }
            .map(\.element)
    }
}
