import Testing

@testable import SwoopEngine

#if canImport(Glibc)
import Glibc
#endif

/// Golden frames of the seed presets computed by hand from the geometry in `SeedPresets` and the
/// seeds' numbers (see docs/engine.md). Curve values were solved by hand (bisection on x(s), then y(s)).
struct Look: CustomStringConvertible {
    var x, y, w, h: Double  // presented frame: centre ± size/2 after translate and scale
    var opacity: Double
    var radius: Double
    var rotation: Double = 0
    var description: String { "(\(x), \(y), \(w), \(h)) α=\(opacity) r=\(radius) θ=\(rotation)" }
}

func look(_ plan: TransitionPlan, _ frame: FrameBuffer, _ id: String, screen: Screen? = nil) -> Look? {
    guard let i = plan.tracks.firstIndex(where: { $0.id == id && (screen == nil || $0.screen == screen) }) else {
        return nil
    }
    let s = frame.states[i]
    let f = s.presentedFrame
    return Look(
        x: f.x, y: f.y, w: f.width, h: f.height, opacity: s.opacity, radius: s.cornerRadius, rotation: s.rotation)
}

func expectLook(
    _ plan: TransitionPlan, at progress: Double, _ id: String, _ expected: Look, screen: Screen? = nil,
    tolerance: Double = 1e-6, sourceLocation: SourceLocation = #_sourceLocation
) {
    let frame = plan.frame(at: progress)
    guard let got = look(plan, frame, id, screen: screen) else {
        Issue.record("no track '\(id)' in \(plan.name)", sourceLocation: sourceLocation)
        return
    }
    let pairs = [
        (got.x, expected.x), (got.y, expected.y), (got.w, expected.w), (got.h, expected.h),
        (got.opacity, expected.opacity), (got.radius, expected.radius), (got.rotation, expected.rotation)
    ]
    #expect(
        pairs.allSatisfy { abs($0.0 - $0.1) < tolerance },
        "\(plan.name) \(id) at \(progress): got \(got), expected \(expected)",
        sourceLocation: sourceLocation)
}

func state(_ plan: TransitionPlan, _ id: String, at progress: Double) -> VisualState {
    plan.frame(at: progress).states[plan.tracks.firstIndex { $0.id == id }!]
}

// ease-in-out (0.42, 0, 0.58, 1) at x = 0.3: x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³ = 0.3 → s = 0.276764234717;
// y(s) = 3(1−s)s² + s³ = 3·0.723235765·0.076598436 + 0.021199 = 0.187395906705. At x = 0.5 the curve is symmetric: 0.5.
let easeInOut03 = 0.187395906705

@Test func zoomGrowsFromTheTappedCellsContentFrame() throws {
    let plan = try TransitionPlan(SeedPresets.zoom, direction: .present)
    // Linear curve, every element 0.7 s with no delay: fraction = progress.
    // The detail: `source(cell)` starts it on the tapped row — the inset-grouped section at (20, 104), the
    // second 100-pt row → (20, 204, 350 × 100), radius 0 → full screen, radius 0.
    #expect(SeedPresets.tappedCell == Rect(x: 20, y: 204, width: 350, height: 100))
    expectLook(plan, at: 0, "photo", Look(x: 20, y: 204, w: 350, h: 100, opacity: 1, radius: 0))
    // p = 0.3: centre (195, 254 + 0.3·168 = 304.4), size (350 + 0.3·40, 100 + 0.3·744) = (362, 323.2).
    expectLook(plan, at: 0.3, "photo", Look(x: 14, y: 142.8, w: 362, h: 323.2, opacity: 1, radius: 0))
    expectLook(plan, at: 1, "photo", Look(x: 0, y: 0, w: 390, h: 844, opacity: 1, radius: 0))
    // Geometry only: the detail stays a transparent view holding the aspect-fit photo.
    #expect(state(plan, "photo", at: 0).backgroundColor == .clear)
    let detail = plan.contents[plan.tracks.firstIndex { $0.id == "photo" }!]!
    #expect(detail.image == ElementImage(.landscape(1), contentMode: .aspectFit))
    // The close title: 50 × 50, bottom trailing, inset 10 above the 34-pt safe area → (330, 750) in the
    // detail, its subview: it travels with the detail's top-left corner; no fade when presenting.
    expectLook(plan, at: 0, "close", Look(x: 350, y: 954, w: 50, h: 50, opacity: 1, radius: 0))
    expectLook(plan, at: 0.3, "close", Look(x: 344, y: 892.8, w: 50, h: 50, opacity: 1, radius: 0))
    expectLook(plan, at: 1, "close", Look(x: 330, y: 750, w: 50, h: 50, opacity: 1, radius: 0))
    #expect(plan.contents[plan.tracks.firstIndex { $0.id == "close" }!]?.text?.string == "Close")
    // The tapped row stays under the blur (0 → 1, alongside: scrubbed by the progress on ease-in-out),
    // its thumbnail aspect-fit.
    expectLook(plan, at: 0.3, "cellThumbnail", Look(x: 36, y: 214, w: 80, h: 80, opacity: 1, radius: 0))
    #expect(abs(plan.frame(at: 0.3).overlayAlpha - CubicBezier.easeInOut.value(at: 0.3)) < 1e-12)
    #expect(plan.overlayStyle == .blur)
    #expect(abs(plan.totalDuration - 0.7) < 1e-12)
}

@Test func zoomRoundsCornersAndFadesTheCloseButtonOnlyWhenDismissing() throws {
    let plan = try TransitionPlan(SeedPresets.zoom, direction: .dismiss)
    // Full screen r0 → the row's frame with `whenDismissing(cornerRadius(10))`, 0.4 s linear.
    expectLook(plan, at: 0, "photo", Look(x: 0, y: 0, w: 390, h: 844, opacity: 1, radius: 0))
    // p = 0.3: centre y = 422 − 0.3·168 = 371.6, size (390 − 0.3·40, 844 − 0.3·744) = (378, 620.8); r = 3.
    expectLook(plan, at: 0.3, "photo", Look(x: 6, y: 61.2, w: 378, h: 620.8, opacity: 1, radius: 3))
    expectLook(plan, at: 1, "photo", Look(x: 20, y: 204, w: 350, h: 100, opacity: 1, radius: 10))
    // `whenDismissing(fade)`: α = 1 − 0.3, riding on the detail.
    expectLook(plan, at: 0.3, "close", Look(x: 336, y: 811.2, w: 50, h: 50, opacity: 0.7, radius: 0))
    expectLook(plan, at: 1, "close", Look(x: 350, y: 954, w: 50, h: 50, opacity: 0, radius: 0))
    #expect(abs(plan.frame(at: 0.3).overlayAlpha - (1 - CubicBezier.easeInOut.value(at: 0.3))) < 1e-12)
    #expect(abs(plan.totalDuration - 0.4) < 1e-12)
    #expect(plan.settleTiming == .seedDismiss)
}

/// The circle seed's frame: centred on the start point, `2·√(xLen² + yLen²)` across, so it reaches the
/// farthest corner from any point; here at p = 0.5 (ease-in-out: 0.5 exactly), scale 0.001 + 0.999·0.5.
@Test(arguments: [
    // (start, xLen = max(x, 390 − x), yLen = max(y, 844 − y), diameter 2·√(xLen² + yLen²))
    (Point(x: 340, y: 770), 340.0, 770.0, 1683.4488409215173),  // the preset's button, bottom right
    (Point(x: 30, y: 60), 360.0, 784.0, 1725.4054595949324),  // top left: the far corner is bottom right
    (Point(x: 195, y: 422), 195.0, 422.0, 929.7505041676503)  // the centre: every corner is as far
])
func circleRevealIsCorrectFromAnyStartPoint(start: Point, xLength: Double, yLength: Double, diameter: Double) throws {
    #expect(abs(2 * (xLength * xLength + yLength * yLength).squareRoot() - diameter) < 1e-9)
    let definition = SeedPresets.circleReveal(from: start)
    let plan = try TransitionPlan(definition, direction: .present)
    expectLook(
        plan, at: 1, "circle",
        Look(
            x: start.x - diameter / 2, y: start.y - diameter / 2, w: diameter, h: diameter,
            opacity: 1, radius: diameter / 2))
    let s = 0.001 + 0.999 * 0.5
    expectLook(
        plan, at: 0.5, "circle",
        Look(
            x: start.x - diameter * s / 2, y: start.y - diameter * s / 2, w: diameter * s,
            h: diameter * s, opacity: 1, radius: diameter / 2))
    expectLook(
        plan, at: 0, "circle",
        Look(
            x: start.x - diameter * 0.0005, y: start.y - diameter * 0.0005, w: diameter * 0.001,
            h: diameter * 0.001, opacity: 1, radius: diameter / 2))
    // Every corner of the screen is inside the full circle, the farthest exactly on it.
    let corners = [Point(x: 0, y: 0), Point(x: 390, y: 0), Point(x: 0, y: 844), Point(x: 390, y: 844)]
    let farthest = corners.map {
        (($0.x - start.x) * ($0.x - start.x) + ($0.y - start.y) * ($0.y - start.y)).squareRoot()
    }.max()!
    #expect(abs(farthest - diameter / 2) < 1e-9)
    // The presented screen grows from the point: centre start → (195, 422), scale 0.001 → 1, α 0 → 1.
    expectLook(
        plan, at: 0.5, "content",
        Look(
            x: start.x + (195 - start.x) * 0.5 - 195 * s, y: start.y + (422 - start.y) * 0.5 - 422 * s,
            w: 390 * s, h: 844 * s, opacity: 0.5, radius: 0))
    #expect(abs(plan.totalDuration - 0.3) < 1e-12)
}

@Test func circleAtThePresetsButtonAtProgress03() throws {
    let plan = try TransitionPlan(SeedPresets.circle, direction: .present)
    let r = 841.7244204607587
    // p = 0.3 (ease-in-out 0.187395906705): scale = 0.001 + 0.999·0.187395906705; size 2R·s = 316.839408.
    let s = 0.001 + 0.999 * easeInOut03
    expectLook(
        plan, at: 0.3, "circle", Look(x: 340 - r * s, y: 770 - r * s, w: 2 * r * s, h: 2 * r * s, opacity: 1, radius: r)
    )
    #expect(abs(2 * r * s - 316.839408) < 1e-5)
    // The circle takes the button's colour, as the seed's `circleColor = menuButton.backgroundColor`.
    #expect(state(plan, "circle", at: 0.3).backgroundColor == state(plan, "button", at: 0.3).backgroundColor)
    let dismiss = try TransitionPlan(SeedPresets.circle, direction: .dismiss)
    for p in [0.0, 0.3, 0.5, 1.0] {  // ease-in-out is symmetric: dismiss at p shows present at 1 − p
        let a = look(dismiss, dismiss.frame(at: p), "circle")!
        let b = look(plan, plan.frame(at: 1 - p), "circle")!
        #expect(abs(a.w - b.w) < 1e-9 && abs(a.x - b.x) < 1e-9, "p=\(p)")
    }
}

@Test func circlePopDrawsTheCircleUnderTheReturningScreen() throws {
    let plan = try TransitionPlan(SeedPresets.circlePop, direction: SeedPresets.circlePop.defaultDirection)
    #expect(plan.direction == .dismiss)
    let order = plan.tracks.map(\.id)
    // The leaving screen (the menu) at the bottom, then the circle, then the screen returned to.
    #expect(order.firstIndex(of: "menu")! < order.firstIndex(of: "circle")!)
    #expect(order.firstIndex(of: "circle")! < order.firstIndex(of: "home")!)
    // Both grow out of the start point: at p = 0.5 the circle is half grown, the home screen half faded in.
    let d = 1683.4488409215173
    let s = 0.001 + 0.999 * 0.5
    expectLook(
        plan, at: 0.5, "circle",
        Look(x: 340 - d * s / 2, y: 770 - d * s / 2, w: d * s, h: d * s, opacity: 1, radius: d / 2))
    #expect(abs(state(plan, "home", at: 0.5).opacity - 0.5) < 1e-12)
    expectLook(plan, at: 1, "home", Look(x: 0, y: 0, w: 390, h: 844, opacity: 1, radius: 0))
}

@Test func maskRevealsTheResultsClippedInsideIt() throws {
    let plan = try TransitionPlan(SeedPresets.mask, direction: .present)
    // Mask: the search bar (16, 100, 358 × 36) → full screen, radius 16 throughout.
    expectLook(plan, at: 0, "mask", Look(x: 16, y: 100, w: 358, h: 36, opacity: 1, radius: 16))
    // p = 0.5 (ease-in-out 0.5): centre (195, 118 + 0.5·304 = 270), size (358 + 16, 36 + 404) = 374 × 440.
    expectLook(plan, at: 0.5, "mask", Look(x: 8, y: 50, w: 374, h: 440, opacity: 1, radius: 16))
    // The results are the mask's subview: laid out from its top-left corner, fading in, clipped to it.
    let mask = plan.tracks.firstIndex { $0.id == "mask" }!
    let results = plan.tracks.firstIndex { $0.id == "results" }!
    #expect(plan.parents[results] == mask && plan.clips[mask])
    expectLook(plan, at: 0.5, "results", Look(x: 8, y: 50, w: 390, h: 844, opacity: 0.5, radius: 0))
    // Rows of the results ride along (results-local (16, 152 + 56k)); the ones below y = 490 are outside the mask.
    expectLook(plan, at: 0.5, "result0", Look(x: 24, y: 202, w: 358, h: 44, opacity: 0.5, radius: 8))
    expectLook(plan, at: 0.5, "result7", Look(x: 24, y: 594, w: 358, h: 44, opacity: 0.5, radius: 8))
    #expect(plan.parents[plan.tracks.firstIndex { $0.id == "result7" }!] == results)
    expectLook(plan, at: 1, "results", Look(x: 0, y: 0, w: 390, h: 844, opacity: 1, radius: 0))
    expectLook(
        plan, at: 0.3, "mask",
        Look(x: 13.001665493, y: 81.260409329, w: 363.996669015, h: 187.415892618, opacity: 1, radius: 16))
}

@Test func matchDismissalTiltsBackForeshortenedByCosTheta() throws {
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    #expect(SeedPresets.match.defaultDirection == .dismiss && SeedPresets.match.follow == "detail")
    // Hero's durations, 0.208 + min(points moved, 500)/3000, the move counting the size change too:
    //   card pair (0,0,390,390) → (16,120,171,228): √(93.5² + 39²) + √(219² + 162²) = 373.71365 → 0.33257122 s;
    //   title pair (16,406,358,34) → (16,356,171,24): √(93.5² + 55²) + √(187² + 10²) = 295.74414 → 0.30658138 s;
    //   detail: 250 up, and its size vector (390, 844) → (1.5·390, 1.5·cos(1.6)·844) = (585, −36.97): past 500
    //   → 0.208 + 500/3000 = 0.37466667 s, the longest.
    #expect(abs(plan.totalDuration - (0.208 + 500.0 / 3000)) < 1e-12)
    // p = 0.3 → t = 0.1124 s. Standard curve (0.4, 0, 0.2, 1): card x = 0.33797273 → 0.46935633;
    // title x = 0.36662370 → 0.54035433; detail x = 0.3 → 0.36729571.
    let eCard = 0.46935633367002966
    let eTitle = 0.5403543279808639
    let e = 0.36729570828599056
    let cw = 390 - 219 * eCard
    let ch = 390 - 162 * eCard
    expectLook(
        plan, at: 0.3, "card",
        Look(
            x: 195 - 93.5 * eCard - cw / 2, y: 195 + 39 * eCard - ch / 2, w: cw, h: ch,
            opacity: 1, radius: 12 * eCard))
    let tw = 358 - 187 * eTitle
    let th = 34 - 10 * eTitle
    expectLook(
        plan, at: 0.3, "title",
        Look(
            x: 195 - 93.5 * eTitle - tw / 2, y: 423 - 55 * eTitle - th / 2, w: tw, h: th,
            opacity: 1 - eTitle, radius: 0), screen: .from)
    // The detail: rises 250·e, grows k = 1 + 0.5·e, tilts θ = −1.6·e about x (no turn in the plane), fades.
    let k = 1 + 0.5 * e
    let theta = -1.6 * e
    expectLook(
        plan, at: 0.3, "detail",
        Look(
            x: 195 - 195 * k, y: 422 - 250 * e - 422 * k, w: 390 * k, h: 844 * k,
            opacity: 1 - e, radius: 0))
    let detail = state(plan, "detail", at: 0.3).transform
    // T · Rx(θ) · S(k, k, 1): the y axis goes to (0, k cos θ, k sin θ); the z axis to (0, −sin θ, cos θ).
    #expect(abs(detail.m22 - k * cos(theta)) < 1e-9 && abs(detail.m32 - k * sin(theta)) < 1e-9)
    #expect(
        abs(detail.m23 + sin(theta)) < 1e-9 && abs(detail.m33 - cos(theta)) < 1e-9 && abs(detail.m24 + 250 * e) < 1e-9)
    #expect(detail.m41 == 0 && detail.m42 == 0 && detail.m43 == 0 && detail.m44 == 1)
    // The body is the detail's subview: it tilts with it, about the detail's centre. Its projected height
    // is 300·k·cos θ = 295.5212 (cos θ = 0.83223301), its centre 422 − 250e + 184·k·cos θ = 511.4291.
    let body = state(plan, "body", at: 0.3)
    let top = body.transform.project(0, -150)!
    let bottom = body.transform.project(0, 150)!
    #expect(
        abs((bottom.y - top.y) - 300 * k * cos(theta)) < 1e-9 && abs(300 * k * cos(theta) - 295.5212436549784) < 1e-9)
    #expect(abs(body.center.y + body.transform.project(0, 0)!.y - 511.4291023702225) < 1e-9)
    let left = body.transform.project(-179, 0)!
    let right = body.transform.project(179, 0)!
    #expect(abs((right.x - left.x) - 358 * k) < 1e-9)  // widths are not foreshortened by a tilt about x
    // At the end the detail is edge-on and gone: 1.5× up 250, cos(−1.6) = −0.0292.
    let end = state(plan, "detail", at: 1)
    #expect(end.opacity == 0 && abs(end.transform.m22 - 1.5 * cos(-1.6)) < 1e-12)
}

@Test func everyPresetCompilesBothWaysAndRestsAtItsEndpoints() throws {
    #expect(TransitionCatalog.all.count == 5 + 8 * 4 + 3)
    #expect(Set(TransitionCatalog.all.map(\.name)).count == TransitionCatalog.all.count)
    for definition in TransitionCatalog.all {
        for direction in TransitionDirection.allCases {
            let plan = try TransitionPlan(definition, direction: direction)
            let zero = plan.frame(at: 0)
            let one = plan.frame(at: 1)
            for (i, info) in plan.tracks.enumerated() where plan.parents[i] == nil {
                // An unmatched from-screen element starts at rest; a to-screen one ends at rest.
                if info.role == .disappearing { #expect(zero.states[i] == plan.motions[i].start) }
                if info.role == .appearing { #expect(one.states[i] == plan.motions[i].end) }
            }
            // Parents are drawn before (under) their children.
            for (i, parent) in plan.parents.enumerated() { if let parent { #expect(parent < i) } }
        }
    }
}
