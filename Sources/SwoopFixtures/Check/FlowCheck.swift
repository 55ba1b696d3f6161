import SwoopCore
import SwoopInteraction
import SwoopNavigation

/// One row of `swoop check --app`: the start (navigation 0) or one navigation that ended, with the
/// screen it left showing and the screen the fixture's `screens` expects there.
package struct FlowRow: CheckedRow, Sendable, Equatable {
    package var fixture: String
    /// 0 for the start, then 1, 2, … in the order navigations ended.
    package var number: Int
    /// nil for the start, and for an expected screen no navigation reached.
    package var navigation: NavigationRecord?
    package var expected: String?
    package var got: String?
}

/// Replays fixtures through an app and compares the screens that show with each fixture's `screens`.
package struct FlowCheck {
    package var app: App
    /// The command line's options (a fixture's interaction expectations are trial mode's, not the app's).
    package var overrides: (any ConfigurationLayer)?

    package init(app: App, overrides: (any ConfigurationLayer)? = nil) {
        self.app = app
        self.overrides = overrides
    }

    /// The rows of one fixture: every navigation, checked where `screens` names a screen. Without
    /// `screens` nothing is checked (`expected` is nil throughout).
    package func check(_ job: FixtureJob) throws -> [FlowRow] {
        let header = try FixtureReader(path: job.path).header
        // The app's routes say which pans do what: the interactions' expectations (trial mode's) do not apply.
        let configuration = SessionConfiguration().applying(overrides)
        let report = try AppReplay(
            app: app, configuration: configuration, releaseOverrides: overrides?.releaseOverrides ?? ReleaseOverrides()
        ).run(path: job.path, sink: nil)
        let expected = header.screens
        var rows = [FlowRow(fixture: job.path, number: 0, navigation: nil, expected: expected?.first, got: app.root)]
        for (index, navigation) in report.navigations.enumerated() {
            let wanted = expected.flatMap { index + 1 < $0.count ? $0[index + 1] : nil }
            rows.append(
                FlowRow(
                    fixture: job.path, number: index + 1, navigation: navigation,
                    expected: expected == nil ? nil : wanted ?? "(none)", got: navigation.screen))
        }
        // Expected screens that no navigation reached.
        if let expected, expected.count > report.navigations.count + 1 {
            for index in (report.navigations.count + 1)..<expected.count {
                rows.append(
                    FlowRow(fixture: job.path, number: index, navigation: nil, expected: expected[index], got: nil))
            }
        }
        return rows
    }
}
