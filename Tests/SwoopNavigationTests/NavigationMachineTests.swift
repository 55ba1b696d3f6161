import SwoopCore
import SwoopEngine
import Testing

@testable import SwoopNavigation

@Suite struct NavigationMachineTests {
    let t = Timestamp(micros: 1_000_000)

    func tap(_ p: (x: Double, y: Double)) -> NavigationMachine.Event {
        .tap(TapInput(time: t, point: Point(x: p.x, y: p.y)))
    }

    @Test func aTapOnACellsThumbnailStartsTheCellsRoute() {
        var m = NavigationMachine(app: SeedsApp.app)
        let effects = m.handle(tap((50, 290)))  // inside cellThumbnail
        guard case .tapped(let record) = effects.first else {
            Issue.record("no tap record")
            return
        }
        #expect(record.element == "cellThumbnail" && record.route == "zoom")
        #expect(
            effects.contains { if case .play(let n) = $0 { n.tapped == "cell" && n.to == "detail" } else { false } })
        #expect(m.state != .showing)
    }

    @Test func completionDecidesTheStack() {
        var m = NavigationMachine(app: SeedsApp.app)
        _ = m.handle(tap(SeedsPoints.cell))
        _ = m.handle(.completed(finished: false, at: t))
        #expect(m.stack.map(\.screen) == ["home"])
        _ = m.handle(tap(SeedsPoints.cell))
        let effects = m.handle(.completed(finished: true, at: t))
        #expect(m.stack.map(\.screen) == ["home", "detail"] && m.state == .showing)
        // Showing the detail arms its way back: a pan down.
        #expect(effects.contains { if case .arm(let a) = $0 { a?.navigation.kind == .dismiss } else { false } })
    }

    @Test func callsThatDoNotFitTheStackAreRefusedWithAReason() {
        var m = NavigationMachine(app: SeedsApp.app)
        #expect(m.handle(.call(.dismiss, at: t)) == [.refused(.dismiss, reason: "'home' is the root")])
        #expect(
            m.handle(.call(.present(route: "push"), at: t)) == [
                .refused(.present(route: "push"), reason: "route 'push' is a push, not a present")
            ])
        _ = m.handle(.call(.push(route: "push"), at: t))
        #expect(m.handle(.call(.pop, at: t)) == [.refused(.pop, reason: "transitioning")])
        _ = m.handle(.completed(finished: true, at: t))
        #expect(m.handle(.call(.dismiss, at: t)) == [.refused(.dismiss, reason: "'pushed' was pushed: pop it")])
        #expect(m.handle(.call(.unwind(to: "nowhere"), at: t)).count == 1)
    }

    @Test func unwindingGoesBackToAScreenBelowInOneTransition() {
        var m = NavigationMachine(app: SeedsApp.app)
        _ = m.handle(.call(.present(route: "zoom"), at: t))
        _ = m.handle(.completed(finished: true, at: t))
        let effects = m.handle(.call(.unwind(to: "home"), at: t))
        guard case .play(let n) = effects.last else {
            Issue.record("nothing played")
            return
        }
        #expect(n.kind == .unwind && n.from == "detail" && n.to == "home" && n.direction == .dismiss)
        _ = m.handle(.completed(finished: true, at: t))
        #expect(m.stack.map(\.screen) == ["home"])
    }

    @Test func tapsOnNothingOrOnElementsWithoutARouteSaySo() {
        var m = NavigationMachine(app: SeedsApp.app)
        #expect(
            m.handle(tap((195, 60))) == [
                .tapped(
                    TapRecord(time: t, point: Point(x: 195, y: 60), element: "home", screen: "home", reason: "no-route")
                )
            ])
        #expect(
            m.handle(tap((500, 60))) == [
                .tapped(
                    TapRecord(time: t, point: Point(x: 500, y: 60), element: nil, screen: "home", reason: "nothing-hit")
                )
            ])
    }
}

@Suite struct HitTestTests {
    let clipped = ScreenLayout(elements: [
        Element(
            id: "box", frame: Rect(x: 100, y: 100, width: 100, height: 100), cornerRadius: 20,
            children: [Element(id: "inner", frame: Rect(x: 50, y: 50, width: 100, height: 100))], clips: true),
        Element(id: "under", frame: Rect(x: 0, y: 0, width: 400, height: 400), zIndex: -1),
        Element(id: "ghost", frame: Rect(x: 0, y: 0, width: 50, height: 50), opacity: 0, zIndex: 5)
    ])

    @Test func theTopmostDeepestElementIsHitAndItsAncestorsFollow() {
        #expect(HitTest(Point(x: 170, y: 170), on: clipped).path == ["inner", "box"])
        #expect(HitTest(Point(x: 120, y: 120), on: clipped).path == ["box"])
    }

    @Test func aClippingParentHidesItsChildOutsideItAndItsRoundedCorners() {
        // Inside `inner`'s frame but outside its clipping parent: the element below is hit.
        #expect(HitTest(Point(x: 220, y: 220), on: clipped).path == ["under"])
        // In the box's corner square, outside its 20-pt rounding.
        #expect(HitTest(Point(x: 102, y: 102), on: clipped).path == ["under"])
    }

    @Test func anInvisibleElementIsNotHit() {
        #expect(HitTest(Point(x: 10, y: 10), on: clipped).path == ["under"])
        #expect(HitTest(Point(x: 500, y: 500), on: clipped).element == nil)
    }
}
