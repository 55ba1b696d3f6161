import SwoopCore
import SwoopEngine
import SwoopInteraction
import Testing

@testable import SwoopNavigation

/// The seeds zoom detail dismissed by a pinch in, beside its close tap and its drag down; a way back
/// with several pans in the app file; and a route whose transition cannot be built.
@Suite struct PinchDismissalTests {
    @Test func aPinchInDismissesTheZoomDetailOnATouchscreenAndATouchpad() throws {
        for touchpad in [false, true] {
            var s = FlowScript()
            s.tap(x: SeedsPoints.cell.x, y: SeedsPoints.cell.y, after: 0)
            s.pinch(to: 0.5, touchpad: touchpad)
            let (session, records) = try s.run()
            #expect(records.ended.map(\.screen) == ["detail", "home"], "touchpad: \(touchpad)")
            #expect(records.ended.last?.navigation.trigger == .pan && records.ended.last?.navigation.kind == .dismiss)
            #expect(records.decisions.map(\.outcome) == [.finish])
            #expect(session.screen == "home")
            // The pan lines carry the pinch's scale.
            let scales = records.compactMap { r -> Double? in
                if case .session(let row) = r, case .pan(let pan) = row.entry { pan.scale } else { nil }
            }
            #expect(!scales.isEmpty && abs((scales.last ?? 0) - 0.5) < 1e-6)
        }
    }

    @Test func aShortPinchCancelsByTheRoutesRuleAndTheDetailStays() throws {
        var s = FlowScript()
        s.tap(x: SeedsPoints.cell.x, y: SeedsPoints.cell.y, after: 0)
        s.pinch(to: 0.85, ms: 1500, profile: .stopLift)
        let (session, records) = try s.run()
        #expect(records.ended.map(\.screen) == ["detail", "detail"])
        #expect(records.decisions.map(\.outcome) == [.cancel])
        #expect(session.screen == "detail")
        // The way back's own threshold decides the pinch as it decides the drag: 0.2 finishes it.
        var lower = SeedsApp.app
        lower.routes[0].back.release.threshold = 0.2
        #expect(try s.run(lower).records.ended.map(\.screen) == ["detail", "home"])
    }

    @Test func onHomeAPinchStartsNothing() throws {
        var s = FlowScript()
        s.pinch(to: 0.5, after: 0)
        let (session, records) = try s.run()
        #expect(records.navigations.isEmpty && session.screen == "home")
    }

    @Test func aWayBackHoldsAListOfPansInTheFile() throws {
        let text = AppFile.encode(SeedsApp.app)
        #expect(
            text.contains(#""pan": [{"source": "touch", "axis": "y", "direction": "positive"}, {"source": "pinch"}]"#))
        let decoded = try AppFile.decode(text, file: "seeds.app.json")
        #expect(decoded.routes[0].back.pans == [SeedsApp.panDown, .pinch])
        // One pan is still written as an object.
        #expect(text.contains(#""back": {"tap": ["closeMenu"], "pan": {"source": "touch""#))
    }

    @Test func badWaysBackNameTheField() {
        let pinch = #"{"source": "pinch"}"#
        let cases = [
            (#"{"source": "pinch", "axis": "y"}"#, "routes[0].back.pan[1].axis"),
            ("", "routes[0].back.pan"),
            (#"{"source": "pinch", "fingers": [0]}"#, "routes[0].back.pan[1].fingers")
        ]
        for (second, field) in cases {
            let list =
                second.isEmpty ? "[]" : "[\(#"{"source": "touch", "axis": "y", "direction": "positive"}"#), \(second)]"
            let text = AppFile.encode(SeedsApp.app).replacingFirst(
                #"[{"source": "touch", "axis": "y", "direction": "positive"}, \#(pinch)]"#, with: list)
            do {
                _ = try AppFile.decode(text, file: "bad.json")
                Issue.record("decoded \(list)")
            } catch {
                #expect(error.description.hasPrefix("bad.json:") && error.description.contains(field), "\(error)")
            }
        }
    }

    /// An unwind plays the top route's transition from the screen it unwinds to, which validation
    /// cannot foresee: here it follows an element only the screen between has.
    @Test func aRouteWhoseTransitionCannotBeBuiltIsRefusedNamingIt() throws {
        var app = SeedsApp.app
        var circle = SeedPresets.circle
        circle.follow = "closeMenu"  // on the menu, where the route starts; not on home, nor on `more`
        let sheet = Element(id: "sheet", frame: SeedsApp.full, backgroundColor: .white)
        app.screens.append(AppScreen(name: "more", layout: ScreenLayout(elements: [sheet])))
        app.routes.append(
            Route(
                name: "more", from: "menu", to: "more", transitionName: "circle", transition: circle,
                taps: ["closeMenu"], back: BackTrigger(taps: ["sheet"])))
        var navigator = try Navigator(app: app)
        var t = Timestamp(micros: 0)
        func settle() {
            t = t + .seconds(2)
            _ = navigator.advance(to: t)
        }
        _ = try navigator.present(route: "circle", at: t)
        settle()
        _ = try navigator.present(route: "more", at: t)
        settle()
        #expect(navigator.stack.map(\.screen) == ["home", "menu", "more"])
        let refusal = #expect(throws: NavigationCallError.self) { try navigator.unwind(to: "home", at: t) }
        #expect(refusal?.description.contains("route 'more'") == true, "\(String(describing: refusal))")
        #expect(navigator.session.failure == nil)  // reported once
        // Nothing played: the stack is as it was, and the session takes the next call.
        #expect(navigator.stack.map(\.screen) == ["home", "menu", "more"] && navigator.session.isAtRest)
        _ = try navigator.dismiss(at: t)
    }
}
