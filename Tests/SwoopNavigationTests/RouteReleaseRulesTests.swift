import SwoopCore
import SwoopEngine
import SwoopInteraction
import Testing

@testable import SwoopNavigation

/// Per-route release rules (issue 25 item 4): each route, and its way back, may set threshold,
/// projection, deceleration, reverse flick and the release rule; the command line's options win.
@Suite struct RouteReleaseRulesTests {
    /// The seeds app with the zoom's way back set to `back` (and the route's own `both`).
    func seeds(back: ReleaseOverrides, both: ReleaseOverrides = ReleaseOverrides()) -> App {
        var app = SeedsApp.app
        app.routes[0].release = both
        app.routes[0].back.release = back
        return app
    }

    /// Tap a cell, then a pan down: 60 mm of the phone's 156 in 500 ms (p = 0.37, still moving).
    var presentThenPanDown: FlowScript {
        var s = FlowScript()
        s.tap(x: SeedsPoints.cell.x, y: SeedsPoints.cell.y, after: 0)
        s.drag(x: 195, y: 200, axis: .y, direction: .positive, mm: 60, ms: 500)
        return s
    }

    @Test func theWayBacksOwnThresholdDecidesItsPans() throws {
        let strict = ReleaseOverrides(threshold: 0.9, projection: ProjectionRule.none)
        let (_, byDefault) = try presentThenPanDown.run()
        #expect(byDefault.ended.map(\.screen) == ["detail", "home"])
        #expect(byDefault.decisions.map(\.threshold) == [ReleasePolicy.defaultThreshold])
        let (session, records) = try presentThenPanDown.run(seeds(back: strict))
        #expect(records.ended.map(\.screen) == ["detail", "detail"] && session.screen == "detail")
        let decision = try #require(records.decisions.first)
        #expect(decision.threshold == 0.9 && decision.outcome == .cancel && decision.rule == .threshold)
    }

    @Test func theCommandLineWinsOverARoutesRules() throws {
        let strict = ReleaseOverrides(threshold: 0.9, projection: ProjectionRule.none)
        let (_, records) = try presentThenPanDown.run(
            seeds(back: strict), releaseOverrides: ReleaseOverrides(threshold: 0.3))
        // The threshold is the command line's; the projection (not given there) is still the route's.
        #expect(records.ended.map(\.screen) == ["detail", "home"])
        let decision = try #require(records.decisions.first)
        #expect(decision.threshold == 0.3 && decision.rule == .threshold)
    }

    @Test func aRouteNamesItsReleaseRuleAndEachDirectionItsOwn() throws {
        let app = seeds(
            back: ReleaseOverrides(releaseRule: .kwin), both: ReleaseOverrides(threshold: 0.4, releaseRule: .photos))
        let route = app.routes[0]
        let session = try AppSession(app: app, releaseOverrides: ReleaseOverrides(reverseFlickMMPerSecond: 200))
        func navigation(_ direction: TransitionDirection) -> Navigation {
            Navigation(
                route: route.name, kind: direction == .present ? .present : .dismiss,
                from: direction == .present ? "home" : "detail", to: direction == .present ? "detail" : "home",
                trigger: .pan, direction: direction, sourceScreen: "home", destinationScreen: "detail",
                finishedStack: [])
        }
        let forward = session.release(for: navigation(.present))
        let back = session.release(for: navigation(.dismiss))
        #expect(forward.releaseRule == .photos && forward.threshold == 0.4)
        #expect(back.releaseRule == .kwin && back.threshold == 0.4)  // the route's, under the way back's
        #expect(forward.reverseFlickMinimumMMPerSecond == 200 && back.reverseFlickMinimumMMPerSecond == 200)
        #expect(forward.projection == ReleasePolicy.defaultProjection)  // set nowhere: the default
        // The rule is the one the pan's decision names.
        let (_, records) = try presentThenPanDown.run(app)
        #expect(records.decisions.map(\.releaseRule) == [.kwin])
    }

    @Test func appFilesCarryEachDirectionsRules() throws {
        let app = seeds(
            back: ReleaseOverrides(projection: .linear(seconds: 0.5), releaseRule: .photos),
            both: ReleaseOverrides(threshold: 0.4, decelerationRate: 0.99, reverseFlickMMPerSecond: 120))
        let text = AppFile.encode(app)
        #expect(
            text.contains(
                "\"release\": {\"threshold\": 0.4, \"decelerationRate\": 0.99, \"reverseFlick\": 120}"))
        #expect(text.contains("\"release\": {\"projection\": \"linear:0.5\", \"rule\": \"photos\"}"))
        #expect(try AppFile.decode(text, file: "rules.json") == app)
    }

    @Test(arguments: [
        ("\"threshold\": 0.4", "\"threshold\": 1.5", "routes[0].release.threshold"),
        ("\"threshold\": 0.4", "\"projection\": \"fast\"", "routes[0].release.projection"),
        ("\"threshold\": 0.4", "\"rule\": \"ios\"", "routes[0].release.rule"),
        ("\"threshold\": 0.4", "\"decelerationRate\": 1", "routes[0].release.decelerationRate"),
        ("\"threshold\": 0.4", "\"speed\": 1", "routes[0].release")
    ])
    func badRulesNameTheirField(good: String, bad: String, field: String) throws {
        let text = AppFile.encode(seeds(back: ReleaseOverrides(), both: ReleaseOverrides(threshold: 0.4)))
            .replacingFirst(good, with: bad)
        do {
            _ = try AppFile.decode(text, file: "bad.json")
            Issue.record("\(bad) was read")
        } catch {
            #expect(error.description.hasPrefix("bad.json:") && error.description.contains(field), "\(error)")
            #expect(error.category == .badData)
        }
    }
}
