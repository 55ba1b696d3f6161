import SwoopCore
import SwoopInputModel
import Testing

@testable import SwoopGesture

private func edgeConfiguration(_ edge: ScreenEdge, band: Double = ScreenEdge.defaultBandMM) -> PanConfiguration {
    var configuration = PanConfiguration()
    configuration.startFromEdge(edge)
    configuration.edgeBandMM = band
    return configuration
}

/// (edge, landing x, y on a 250 × 150 mm screen, inside the 3.2 mm band)
@Test(arguments: [
    (ScreenEdge.left, 0.0, 75.0, true), (.left, 3.2, 75.0, true), (.left, 3.3, 75.0, false),
    (.right, 246.8, 75.0, true), (.right, 246.7, 75.0, false), (.right, 250.0, 10.0, true),
    (.top, 120.0, 3.0, true), (.top, 120.0, 4.0, false),
    (.bottom, 120.0, 147.0, true), (.bottom, 120.0, 146.0, false), (.bottom, 1.0, 150.0, true)
])
func theBandIsMeasuredFromEachEdgeInMillimetres(_ edge: ScreenEdge, _ x: Double, _ y: Double, _ inside: Bool) {
    let screen = DeviceInfo(id: DeviceID(1), name: "screen", kind: .touchscreen, widthMM: 250, heightMM: 150)
    #expect(edge.contains(PlanarVector(x: x, y: y), bandMM: 3.2, on: screen) == inside)
}

@Test func aFarEdgeOfAScreenOfUnknownSizeContainsNothing() {
    let unsized = DeviceInfo(id: DeviceID(1), name: "screen", kind: .touchscreen)
    #expect(ScreenEdge.left.contains(PlanarVector(x: 1, y: 50), bandMM: 3.2, on: unsized))
    #expect(!ScreenEdge.right.contains(PlanarVector(x: 249, y: 50), bandMM: 3.2, on: unsized))
    #expect(!ScreenEdge.left.contains(PlanarVector(x: 1, y: 50), bandMM: 3.2, on: nil))
}

@Test func anEdgeSwipeStartsOnlyFromTheBandAndSaysItsEdge() {
    var fromEdge = InputScript()
    fromEdge.touchscreen()
    fromEdge.drag(x: 2, y: 75, dx: 40, steps: 10)
    let pans = fromEdge.run(edgeConfiguration(.left))
    #expect(pans.first?.phase == .began && pans.last?.phase == .ended)
    #expect(pans.allSatisfy { $0.edge == .left && $0.axis == .x && $0.direction == .positive })

    var midScreen = InputScript()
    midScreen.touchscreen()
    midScreen.drag(x: 60, y: 75, dx: 40, steps: 10)
    #expect(midScreen.run(edgeConfiguration(.left)).isEmpty)
    // The same drag without an edge is a pan, with no edge on its events.
    let anywhere = midScreen.run()
    #expect(!anywhere.isEmpty && anywhere.allSatisfy { $0.edge == nil })
}

@Test func aWiderBandTakesALandingFartherIn() {
    var s = InputScript()
    s.touchscreen()
    s.drag(x: 245, y: 75, dx: -40, steps: 10)
    #expect(s.run(edgeConfiguration(.right)).isEmpty)
    #expect(s.run(edgeConfiguration(.right, band: 8.5)).first?.edge == .right)
}

@Test func aDragFromTheEdgeTheWrongWayIsNoPan() {
    var s = InputScript()
    s.touchscreen()
    s.drag(x: 248, y: 75, dx: 0, dy: 40, steps: 10)  // lands on the right edge, moves down
    #expect(s.run(edgeConfiguration(.right)).isEmpty)
}

@Test func touchpadSwipesAreNotLimitedByAnEdge() {
    var s = InputScript()
    s.touchpad()
    s.swipe(dx: 30)
    let pans = s.run(edgeConfiguration(.left))
    #expect(pans.first?.phase == .began && pans.allSatisfy { $0.edge == nil })
}
