import SwoopCore
import SwoopEngine
import SwoopInteraction
import Testing

@testable import SwoopNavigation

@Suite struct AppSessionFlowTests {
    @Test func tappingACellPresentsTheZoomDetailAndTappingCloseDismissesIt() throws {
        var s = FlowScript()
        s.tap(x: SeedsPoints.cell.x, y: SeedsPoints.cell.y, after: 0)
        s.tap(x: SeedsPoints.close.x, y: SeedsPoints.close.y)
        let (session, records) = try s.run()
        #expect(records.taps.map(\.element) == ["cell", "close"])
        #expect(records.taps.map(\.route) == ["zoom", "zoom"])
        #expect(records.ended.map(\.screen) == ["detail", "home"])
        #expect(records.ended.map(\.navigation.kind) == [.present, .dismiss])
        #expect(records.navigations.allSatisfy { $0.navigation.trigger == .tap })
        #expect(session.screen == "home" && session.navigation.stack.count == 1)
        // The tap's point is where the finger touched, in scene points (the phone maps 1 mm to 5.42 pt).
        let first = try #require(records.taps.first?.point)
        #expect(abs(first.x - SeedsPoints.cell.x) < 0.01 && abs(first.y - SeedsPoints.cell.y) < 0.01)
    }

    @Test func aTapPlaysTheRouteWithTheTransitionsOwnSettleTiming() throws {
        var s = FlowScript()
        s.tap(x: SeedsPoints.cell.x, y: SeedsPoints.cell.y, after: 0)
        s.tap(x: SeedsPoints.close.x, y: SeedsPoints.close.y, after: 1500)
        let (_, records) = try s.run()
        let navigations = records.navigations
        #expect(navigations.count == 4)
        // The zoom seed: 0.7 s spring (damping 0.85) in, 0.4 s (0.95) out: settled within 0.001 after
        // about 1.25 × the duration, never before it.
        let presented = navigations[1].time.micros - navigations[0].time.micros
        let dismissed = navigations[3].time.micros - navigations[2].time.micros
        #expect(presented > 700_000 && presented < 1_000_000)
        #expect(dismissed > 400_000 && dismissed < 600_000)
        // Played as `present(animated: true)`: released from rest at once, toward the end.
        let settles = records.compactMap { r -> TransitionEffect? in
            if case .session(let record) = r, case .interaction(.transition(let e)) = record.entry, case .settle = e {
                return e
            }
            return nil
        }
        #expect(settles == [.settle(toward: .end, from: 0, velocity: 0), .settle(toward: .end, from: 0, velocity: 0)])
    }

    @Test func aTapDuringATransitionIsIgnoredAndSaysWhy() throws {
        var s = FlowScript()
        s.tap(x: SeedsPoints.cell.x, y: SeedsPoints.cell.y, after: 0)
        s.tap(x: SeedsPoints.cell.x, y: SeedsPoints.cell.y, after: 100)
        let (session, records) = try s.run()
        #expect(records.taps.map(\.reason) == [nil, "transitioning"])
        #expect(records.taps[1].element == nil)
        #expect(records.ended.map(\.screen) == ["detail"] && session.screen == "detail")
    }

    @Test func aPanDownOnThePresentedDetailDismissesItAndACancelledOneLeavesItShowing() throws {
        var s = FlowScript()
        s.tap(x: SeedsPoints.cell.x, y: SeedsPoints.cell.y, after: 0)
        s.drag(x: 195, y: 200, axis: .y, direction: .positive, mm: 20, ms: 1000, profile: .stopLift)
        s.drag(x: 195, y: 200, axis: .y, direction: .positive, mm: 60, ms: 500)
        let (_, records) = try s.run()
        #expect(records.ended.map(\.screen) == ["detail", "detail", "home"])
        #expect(records.ended.map(\.finished) == [true, false, true])
        #expect(
            records.ended.dropFirst().allSatisfy { $0.navigation.trigger == .pan && $0.navigation.kind == .dismiss })
    }

    @Test func aPanTheShowingScreenHasNoRouteForDoesNothing() throws {
        var s = FlowScript()
        s.drag(x: 195, y: 500, axis: .y, direction: .positive, mm: 60, ms: 500, after: 0)  // home: no touch pan
        s.swipe(.positive)  // home: a swipe right has no route (left pushes)
        let (session, records) = try s.run()
        #expect(records.navigations.isEmpty && session.screen == "home")
        #expect(session.session.interactions.isEmpty)
        // The pans are in the log all the same: the input happened.
        let pans = records.filter { if case .session(let r) = $0, case .pan = r.entry { true } else { false } }
        #expect(!pans.isEmpty)
    }

    @Test func aPanGrabsATapStartedPresentationWithoutANewNavigation() throws {
        var s = FlowScript()
        s.tap(x: SeedsPoints.cell.x, y: SeedsPoints.cell.y, after: 0)
        s.drag(x: 195, y: 320, axis: .y, direction: .positive, mm: 30, ms: 300, profile: .flick, after: 120)
        let (session, records) = try s.run()
        #expect(records.navigations.count == 2 && records.ended.map(\.screen) == ["detail"])
        #expect(session.session.interactions.map(\.grabbed) == [true])
    }

    @Test func everySeedFlowRunsEndToEnd() throws {
        var s = FlowScript()
        s.tap(x: SeedsPoints.plus.x, y: SeedsPoints.plus.y, after: 0)
        s.tap(x: SeedsPoints.plus.x, y: SeedsPoints.plus.y, after: 800)  // the menu's close sits on the "+"
        s.tap(x: SeedsPoints.searchBar.x, y: SeedsPoints.searchBar.y, after: 800)
        s.tap(x: SeedsPoints.cancel.x, y: SeedsPoints.cancel.y, after: 800)
        s.tap(x: SeedsPoints.card.x, y: SeedsPoints.card.y, after: 800)
        s.drag(x: 330, y: 400, axis: .x, direction: .negative, mm: 40, ms: 400)
        s.swipe(.negative)
        s.swipe(.positive)
        let (session, records) = try s.run()
        #expect(records.ended.map(\.screen) == ["menu", "home", "search", "home", "card", "home", "pushed", "home"])
        #expect(
            records.ended.map(\.navigation.kind) == [
                .present, .dismiss, .present, .dismiss, .present, .dismiss, .push, .pop
            ])
        #expect(records.ended.allSatisfy { $0.finished == true } && session.screen == "home")
    }

    @Test func theMatchDetailFollowsTheFingerWhileItIsPannedAway() throws {
        var s = FlowScript()
        s.tap(x: SeedsPoints.card.x, y: SeedsPoints.card.y, after: 0)
        s.drag(x: 330, y: 400, axis: .x, direction: .negative, mm: 40, ms: 400)
        let (_, records) = try s.run()
        let follows = records.compactMap { r -> OverrideEffect? in
            if case .session(let record) = r, case .interaction(.override(let e)) = record.entry { e } else { nil }
        }
        #expect(!follows.isEmpty)
        #expect(follows.allSatisfy { if case .followed("detail", let offset) = $0 { offset.x <= 0 } else { false } })
    }

    @Test func aTouchpadTapSelectsNothingAndSaysWhy() throws {
        var s = FlowScript()
        s.touchpadTap(after: 0)
        let (_, records) = try s.run()
        #expect(records.taps.count == 1)
        let tap = try #require(records.taps.first)
        #expect(tap.point == nil && tap.element == nil && tap.reason == "touchpad" && tap.screen == "home")
    }

    @Test func theSameInputGivesTheSameRecords() throws {
        var s = FlowScript()
        s.tap(x: SeedsPoints.card.x, y: SeedsPoints.card.y, after: 0)
        s.drag(x: 330, y: 400, axis: .x, direction: .negative, mm: 40, ms: 400, after: 300)
        #expect(try s.run().records == s.run().records)
    }
}

/// The zoom's detail is handed the tapped row's photo, as a detail view controller is handed the
/// selected item; a route played from code shows its first tap element's.
@Suite struct TappedPhotoTests {
    func detailPhoto(tapped: String?) throws -> ImageSource? {
        let app = SeedsApp.app
        let route = try #require(app.route(named: "zoom"))
        let definition = try app.definition(of: route, tapped: tapped)
        let photo = try #require(definition.destination.elements.first { $0.id == "photo" })
        return photo.image?.source
    }

    @Test func theDetailShowsThePhotoOfTheRowTapped() throws {
        #expect(try detailPhoto(tapped: "row0") == .landscape(0))
        #expect(try detailPhoto(tapped: "cell") == .landscape(1))
        #expect(try detailPhoto(tapped: "row2") == .landscape(2))
        #expect(try detailPhoto(tapped: nil) == .landscape(0))
    }

    @Test func aHeroMatchedPairKeepsItsOwnContent() throws {
        let app = SeedsApp.app
        let route = try #require(app.route(named: "card"))
        let image = { (tapped: String) throws -> ImageSource? in
            try app.definition(of: route, tapped: tapped).destination.elements
                .flatMap { [$0] + $0.children }.first { $0.id == "image" }?.image?.source
        }
        #expect(try image("otherCard") == image("card"))
    }
}
