import SwoopCore
import SwoopFixtures
import SwoopInteraction
import SwoopNavigation
import SwoopTestSupport
import Testing

@testable import SwoopCLI

/// The `--window` strip of an app shows the threshold of the route playing, in its direction, not the
/// session's.
@Suite struct AppFramesTests {
    @Test func theStripShowsTheThresholdOfTheRoutePlaying() throws {
        var app = SeedsApp.app
        app.routes[0].back.release.threshold = 0.45  // the zoom's way back only
        var frames = AppFrames(threshold: ReleasePolicy.defaultThreshold, scene: nil, strip: true)
        var shown: [TimedFrame] = []
        let path = bundled("flows/zoom-pinch-dismiss")
        let report = try AppReplay(app: app, configuration: SessionConfiguration()).run(
            path: path, sink: nil, observe: { records, session in shown += frames.frames(in: records, of: session) })
        let began = try #require(report.navigations.last).navigation
        #expect(began.kind == .dismiss && report.navigations.map(\.screen) == ["detail", "home"])
        let dismissal = try #require(report.navigations.last?.time)
        let presented = try #require(report.navigations.first?.time)
        // Presenting (the route's own rules: none, so the default) and dismissing (its way back's).
        let present = shown.filter { $0.time <= presented }.compactMap(\.hud?.threshold)
        let dismiss = shown.filter { $0.time > presented && $0.time <= dismissal }.compactMap(\.hud?.threshold)
        #expect(!present.isEmpty && present.allSatisfy { $0 == 0.3 }, "\(Set(present))")
        #expect(!dismiss.isEmpty && dismiss.allSatisfy { $0 == 0.45 }, "\(Set(dismiss))")
    }

    @Test func anAnchorsRuleShowsItsOwnConstant() {
        var policy = ReleasePolicy()
        #expect(policy.restingThreshold == 0.3)
        policy.releaseRule = .kwin
        #expect(policy.restingThreshold == 0.5)
        policy.releaseRule = .photos
        #expect(policy.restingThreshold == 0.33)
    }
}
