import Testing

@testable import SwoopEngine

/// A transform that only moves its translation is drawn from a fixed matrix with the translation
/// written in (`TransformTrack.translated`): it must be bit for bit the transform taken apart,
/// mixed and multiplied back, on every track of every preset and of scenes made to cover the cases
/// (arcs, slides, a turned or scaled element that moves, −0 in a part, turns that change).
struct TransformTrackTests {
    static func bits(_ m: Transform3D) -> [UInt64] {
        withUnsafeBytes(of: m) { raw in (0..<16).map { raw.load(fromByteOffset: $0 * 8, as: UInt64.self) } }
    }

    /// Pairs whose ends differ in the ways a transform track can: each source element is matched
    /// with a destination element elsewhere.
    static let covering: TransitionDefinition = {
        let ends: [(ElementTransform, ElementTransform, [Modifier])] = [
            (.identity, .identity, [.arc(1)]),
            (.identity, .identity, [.arc(0.3)]),
            (ElementTransform(translateX: 12), ElementTransform(translateY: -40), []),
            (ElementTransform(rotateZ: 0.4), ElementTransform(translateX: 30, rotateZ: 0.4), [.arc(0.6)]),
            (ElementTransform(scaleX: 1.5, scaleY: 0.5), ElementTransform(translateY: 9, scaleX: 1.5, scaleY: 0.5), []),
            (
                ElementTransform(rotateY: 0.3, perspective: 500),
                ElementTransform(translateX: -7, rotateY: 0.3, perspective: 500), []
            ),
            (
                ElementTransform(translateX: -0.0, scaleZ: -0.0), ElementTransform(translateX: 5, scaleZ: -0.0),
                [.arc(1)]
            ),
            (ElementTransform(rotateZ: 0.2), ElementTransform(rotateZ: 1.1), [.arc(1)]),
            (ElementTransform(scaleX: 2), ElementTransform(scaleX: 0.5), []),
            (.identity, ElementTransform(rotateX: 0.5, perspective: 400), [.arc(0.5)])
        ]
        var source: [Element] = []
        var destination: [Element] = []
        for (i, (a, b, modifiers)) in ends.enumerated() {
            let y = Double(i) * 70
            source.append(
                Element(
                    id: "s\(i)", heroID: "h\(i)", frame: Rect(x: 10, y: 10 + y, width: 60, height: 60), transform: a))
            destination.append(
                Element(
                    id: "d\(i)", heroID: "h\(i)", frame: Rect(x: 200, y: 700 - y, width: 120, height: 40), transform: b,
                    modifiers: modifiers))
        }
        return TransitionDefinition(
            name: "transform-tracks", summary: "transform tracks of every kind",
            screenSize: Size(width: 390, height: 844),
            source: ScreenLayout(elements: source), destination: ScreenLayout(elements: destination),
            duration: .fixed(0.5), timingFunction: .easeOutBack)
    }()

    static let fractions: [Double] = (-20...120).map { Double($0) / 100 } + [-3, 7.5, 0.5000001, 1e-300, -1e-300]

    @Test(arguments: TransitionCatalog.all.map(\.name) + ["covering"])
    func onlyMovingTransformsGiveTheMixedMatrix(_ name: String) throws {
        let definition = name == "covering" ? Self.covering : try #require(TransitionCatalog.named(name))
        for direction in [TransitionDirection.present, .dismiss] {
            let plan = try TransitionPlan(definition, direction: direction)
            for track in plan.motions where track.transformTrack >= 0 {
                let parts = plan.transformTracks[track.transformTrack]
                for f in Self.fractions {
                    let center = VisualState.interpolateKeys(track.start, track.end, f).center
                    let expected = TransitionPlan.mixed(parts.start, parts.end, of: track, at: f, center: center)
                    let drawn = plan.transform(of: track, at: f, center: center)
                    #expect(Self.bits(drawn) == Self.bits(expected), "\(name) \(direction) f = \(f)")
                }
            }
        }
    }

    @Test func theCoveringSceneTakesBothPaths() throws {
        let plan = try TransitionPlan(Self.covering, direction: .present)
        let fixed = plan.transformTracks.filter { $0.fixed != nil }.count
        #expect(fixed >= 5)
        #expect(plan.transformTracks.count - fixed >= 3)
    }
}
