import Testing
@testable import SwoopEngine

/// Golden frames of the seed presets at progress 0, 0.3 and 1, computed by hand from the geometry in
/// `SeedPresets` (see docs/engine.md). Curve values were solved by hand (bisection on x(s), then y(s)).
struct Look: CustomStringConvertible {
    var x, y, w, h: Double       // presented frame: centre ± size/2 after translate and scale
    var opacity: Double
    var radius: Double
    var rotation: Double = 0
    var description: String { "(\(x), \(y), \(w), \(h)) α=\(opacity) r=\(radius) θ=\(rotation)" }
}

func look(_ plan: TransitionPlan, _ frame: FrameBuffer, _ id: String, screen: Screen? = nil) -> Look? {
    guard let i = plan.tracks.firstIndex(where: { $0.id == id && (screen == nil || $0.screen == screen) }) else { return nil }
    let s = frame.states[i]
    let f = s.presentedFrame
    return Look(x: f.x, y: f.y, w: f.width, h: f.height, opacity: s.opacity, radius: s.cornerRadius, rotation: s.rotation)
}

func expectLook(_ plan: TransitionPlan, at progress: Double, _ id: String, _ expected: Look, screen: Screen? = nil,
                tolerance: Double = 1e-6, sourceLocation: SourceLocation = #_sourceLocation) {
    let frame = plan.frame(at: progress)
    guard let got = look(plan, frame, id, screen: screen) else {
        Issue.record("no track '\(id)' in \(plan.name)", sourceLocation: sourceLocation)
        return
    }
    let pairs = [(got.x, expected.x), (got.y, expected.y), (got.w, expected.w), (got.h, expected.h),
                 (got.opacity, expected.opacity), (got.radius, expected.radius), (got.rotation, expected.rotation)]
    #expect(pairs.allSatisfy { abs($0.0 - $0.1) < tolerance }, "\(plan.name) \(id) at \(progress): got \(got), expected \(expected)",
            sourceLocation: sourceLocation)
}

// ease-in-out (0.42, 0, 0.58, 1) at x = 0.3: x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³ = 0.3 → s = 0.276764234717;
// y(s) = 3(1−s)s² + s³ = 3·0.723235765·0.076598436 + 0.021199 = 0.187395906705.
let easeInOut03 = 0.187395906705

@Test func zoomPresentGolden() throws {
    let plan = try TransitionPlan(SeedPresets.zoom, direction: .present)
    // Linear curve, every element 0.7 s with no delay: fraction = progress.
    // Photo: thumbnail (16, 208, 80, 80) r10 → full screen (0, 0, 390, 844) r0.
    expectLook(plan, at: 0, "photo", Look(x: 16, y: 208, w: 80, h: 80, opacity: 1, radius: 10))
    // p = 0.3: centre (56, 248) → (195, 422): x = 56 + 0.3·139 = 97.7, y = 248 + 0.3·174 = 300.2;
    // w = 80 + 0.3·310 = 173, h = 80 + 0.3·764 = 309.2 → origin (97.7 − 86.5, 300.2 − 154.6) = (11.2, 145.6); r = 10 − 0.3·10 = 7.
    expectLook(plan, at: 0.3, "photo", Look(x: 11.2, y: 145.6, w: 173, h: 309.2, opacity: 1, radius: 7))
    expectLook(plan, at: 1, "photo", Look(x: 0, y: 0, w: 390, h: 844, opacity: 1, radius: 0))
    // Close button fades in: α = progress.
    expectLook(plan, at: 0.3, "close", Look(x: 334, y: 56, w: 40, h: 40, opacity: 0.3, radius: 20))
    // Blur overlay 0 → 1 on the same linear 0.7 s.
    #expect(plan.frame(at: 0).overlayAlpha == 0)
    #expect(abs(plan.frame(at: 0.3).overlayAlpha - 0.3) < 1e-12)
    #expect(plan.frame(at: 1).overlayAlpha == 1)
    #expect(plan.overlayStyle == .blur)
    #expect(abs(plan.totalDuration - 0.7) < 1e-12)
}

@Test func zoomDismissGolden() throws {
    let plan = try TransitionPlan(SeedPresets.zoom, direction: .dismiss)
    // Pair drawn under the to-side id ("thumbnail"): full screen r0 → (16, 208, 80, 80) r10, 0.4 s linear.
    expectLook(plan, at: 0, "thumbnail", Look(x: 0, y: 0, w: 390, h: 844, opacity: 1, radius: 0))
    // p = 0.3: centre x = 195 − 0.3·139 = 153.3, y = 422 − 0.3·174 = 369.8; w = 390 − 0.3·310 = 297,
    // h = 844 − 0.3·764 = 614.8 → origin (153.3 − 148.5, 369.8 − 307.4) = (4.8, 62.4); r = 0.3·10 = 3.
    expectLook(plan, at: 0.3, "thumbnail", Look(x: 4.8, y: 62.4, w: 297, h: 614.8, opacity: 1, radius: 3))
    expectLook(plan, at: 1, "thumbnail", Look(x: 16, y: 208, w: 80, h: 80, opacity: 1, radius: 10))
    // Close button fades out: α = 1 − 0.3 = 0.7. Blur 1 → 0: 0.7.
    expectLook(plan, at: 0.3, "close", Look(x: 334, y: 56, w: 40, h: 40, opacity: 0.7, radius: 20))
    #expect(abs(plan.frame(at: 0.3).overlayAlpha - 0.7) < 1e-12)
    #expect(abs(plan.totalDuration - 0.4) < 1e-12)
    #expect(plan.settleTiming == .seedDismiss)
}

@Test func circlePresentGolden() throws {
    let plan = try TransitionPlan(SeedPresets.circle, direction: .present)
    // R = √(340² + 770²) = √708500 = 841.724420460759; circle frame centred on (340, 770), 2R wide.
    let r = 841.724420460759
    // p = 0: scale 0.001 → presented size 2R·0.001 = 1.683448840921; origin 340 − 0.841724 = 339.158275579.
    expectLook(plan, at: 0, "circle", Look(x: 339.158275579539, y: 769.158275579539, w: 1.683448840921518,
                                           h: 1.683448840921518, opacity: 1, radius: r))
    // p = 0.3 (ease-in-out 0.187395906705): scale = 0.001 + 0.999·0.187395906705 = 0.188208510798;
    // size = 1683.448840921518·0.188208510798 = 316.839408; origin = 340 − 158.419704 = 181.580296 (y: 611.580296).
    let s = 0.001 + 0.999 * easeInOut03
    expectLook(plan, at: 0.3, "circle", Look(x: 340 - r * s, y: 770 - r * s, w: 2 * r * s, h: 2 * r * s, opacity: 1, radius: r))
    #expect(abs(2 * r * s - 316.839408) < 1e-5)
    expectLook(plan, at: 1, "circle", Look(x: 340 - r, y: 770 - r, w: 2 * r, h: 2 * r, opacity: 1, radius: r))
    // Content: centre (340, 770) → (195, 422), scale 0.001 → 1, α 0 → 1.
    // p = 0.3: centre x = 340 − 145·0.187395906705 = 312.827593528, y = 770 − 348·0.187395906705 = 704.786224467;
    // size 390·s = 73.401319211 by 844·s = 158.847983114.
    expectLook(plan, at: 0.3, "content", Look(x: 312.827593528 - 36.7006596055, y: 704.786224467 - 79.423991557,
                                             w: 73.401319211, h: 158.847983114, opacity: easeInOut03, radius: 0),
               tolerance: 1e-6)
    expectLook(plan, at: 1, "content", Look(x: 0, y: 0, w: 390, h: 844, opacity: 1, radius: 0))
    #expect(plan.frame(at: 0.3).overlayAlpha == 0)  // no overlay in this seed
}

@Test func circleDismissReverses() throws {
    let present = try TransitionPlan(SeedPresets.circle, direction: .present)
    let dismiss = try TransitionPlan(SeedPresets.circle, direction: .dismiss)
    // ease-in-out is symmetric: dismiss at p shows present at 1 − p.
    for p in [0.0, 0.3, 0.5, 1.0] {
        let a = look(dismiss, dismiss.frame(at: p), "circle")!, b = look(present, present.frame(at: 1 - p), "circle")!
        #expect(abs(a.w - b.w) < 1e-9 && abs(a.x - b.x) < 1e-9, "p=\(p)")
    }
}

@Test func maskPresentGolden() throws {
    let plan = try TransitionPlan(SeedPresets.mask, direction: .present)
    // Mask: search bar (16, 100, 358, 36) → full screen, radius 16 throughout.
    expectLook(plan, at: 0, "mask", Look(x: 16, y: 100, w: 358, h: 36, opacity: 1, radius: 16))
    // p = 0.3 (ease-in-out 0.187395906705): centre y = 118 + 304·e = 174.968355638; w = 358 + 32·e = 363.996669015,
    // h = 36 + 808·e = 187.415892618 → origin x = 195 − 181.998334507 = 13.001665493, y = 174.968355638 − 93.707946309.
    expectLook(plan, at: 0.3, "mask", Look(x: 13.001665493, y: 81.260409329, w: 363.996669015, h: 187.415892618,
                                          opacity: 1, radius: 16))
    expectLook(plan, at: 1, "mask", Look(x: 0, y: 0, w: 390, h: 844, opacity: 1, radius: 16))
    expectLook(plan, at: 0.3, "results", Look(x: 0, y: 0, w: 390, h: 844, opacity: easeInOut03, radius: 0))
}

@Test func matchDismissGolden() throws {
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    #expect(SeedPresets.match.defaultDirection == .dismiss)
    // Hero's durations, 0.208 + min(d, 500)/3000:
    //   card pair: centres (195, 195) → (101.5, 234), d = √(93.5² + 39²) = 101.307700 → 0.241769233 s;
    //   title pair: (195, 423) → (101.5, 368), d = √(93.5² + 55²) = 108.476956 → 0.244158985 s;
    //   detail/body: translate(0, −250), d = 250 → 0.291333333 s = total.
    #expect(abs(plan.totalDuration - 0.291333333333) < 1e-9)
    // p = 0.3 → t = 0.0874 s. Standard curve (0.4, 0, 0.2, 1):
    //   card x = 0.0874/0.241769233 = 0.361501746 → s = 0.518798479, y = 3(1−s)s² + s³ = 0.528184433;
    //   title x = 0.357963480 → e = 0.519638008; rest x = 0.3 → e = 0.367295708.
    let eCard = 0.528184433098, eTitle = 0.519638007650, eRest = 0.367295708286
    // Card (opaque pair, drawn as "card"): (0, 0, 390, 390) r0 → (16, 120, 171, 228) r12.
    expectLook(plan, at: 0, "card", Look(x: 0, y: 0, w: 390, h: 390, opacity: 1, radius: 0))
    let cw = 390 - 219 * eCard, ch = 390 - 162 * eCard
    expectLook(plan, at: 0.3, "card", Look(x: 195 - 93.5 * eCard - cw / 2, y: 195 + 39 * eCard - ch / 2, w: cw, h: ch,
                                          opacity: 1, radius: 12 * eCard), tolerance: 1e-6)
    // i.e. centre (145.614752, 215.599193), size 274.327609 × 304.434122, radius 6.338213.
    #expect(abs(cw - 274.327609) < 1e-6 && abs(12 * eCard - 6.338213) < 1e-6)
    expectLook(plan, at: 1, "card", Look(x: 16, y: 120, w: 171, h: 228, opacity: 1, radius: 12))
    // Title pair is translucent (clear background): two copies share the geometry and cross-fade.
    let tw = 358 - 187 * eTitle, th = 34 - 10 * eTitle
    let titleLook = Look(x: 195 - 93.5 * eTitle - tw / 2, y: 423 - 55 * eTitle - th / 2, w: tw, h: th, opacity: 1 - eTitle, radius: 0)
    expectLook(plan, at: 0.3, "title", titleLook, screen: .from)
    var incoming = titleLook
    incoming.opacity = eTitle
    expectLook(plan, at: 0.3, "cardTitle", incoming, screen: .to)
    // Body (16, 456, 358, 300) flies off: translate y −250·e = −91.823927, rotate −1.6·e = −0.587673,
    // scale 1 + 0.5·e = 1.183648, α = 1 − e = 0.632704.
    let k = 1 + 0.5 * eRest
    expectLook(plan, at: 0.3, "body", Look(x: 195 - 179 * k, y: 606 - 250 * eRest - 150 * k, w: 358 * k, h: 300 * k,
                                          opacity: 1 - eRest, radius: 0, rotation: -1.6 * eRest))
    expectLook(plan, at: 1, "body", Look(x: 195 - 268.5, y: 356 - 225, w: 537, h: 450, opacity: 0, radius: 0, rotation: -1.6))
}

@Test func heroZoomScalesScreenAboutItsCentre() throws {
    let plan = try TransitionPlan(TransitionCatalog.named("hero-zoom")!, direction: .present)
    // Source content (16, 100, 358, 200), centre (195, 200); screen centre (195, 422).
    // At p = 1 the source is scaled 1.3 about (195, 422): centre y = 422 + 1.3·(200 − 422) = 133.4; size 465.4 × 260.
    expectLook(plan, at: 1, "sourceContent", Look(x: 195 - 232.7, y: 133.4 - 130, w: 465.4, h: 260, opacity: 0, radius: 12))
    expectLook(plan, at: 0, "sourceContent", Look(x: 16, y: 100, w: 358, h: 200, opacity: 1, radius: 12))
    // Source drawn above the destination (Hero inserts the to-view first for .zoom).
    let order = plan.tracks.map(\.id)
    #expect(order.firstIndex(of: "sourceContent")! > order.firstIndex(of: "destinationContent")!)
}

@Test func heroPushLeftSlidesScreens() throws {
    let plan = try TransitionPlan(TransitionCatalog.named("hero-push-left")!, direction: .present)
    // Destination enters from +390; the source leaves to −390/3 = −130 under a 0.1 shade.
    let start = plan.frame(at: 0), end = plan.frame(at: 1)
    let d = plan.tracks.firstIndex { $0.id == "destinationBackground" }!
    let s = plan.tracks.firstIndex { $0.id == "sourceBackground" }!
    #expect(start.states[d].presentedFrame.x == 390)
    #expect(end.states[d].presentedFrame.x == 0)
    #expect(abs(end.states[s].presentedFrame.x + 130) < 1e-9)
    #expect(abs(end.states[s].shade - 0.1) < 1e-12)
    // Durations: 0.208 + 390/3000 = 0.338 s (destination), 0.208 + 130/3000 (source).
    #expect(abs(plan.totalDuration - 0.338) < 1e-12)
}

@Test func everyPresetCompilesBothWaysAndRestsAtItsEndpoints() throws {
    #expect(TransitionCatalog.all.count == 4 + 8 * 4 + 3)
    #expect(Set(TransitionCatalog.all.map(\.name)).count == TransitionCatalog.all.count)
    for definition in TransitionCatalog.all {
        for direction in TransitionDirection.allCases {
            let plan = try TransitionPlan(definition, direction: direction)
            let zero = plan.frame(at: 0), one = plan.frame(at: 1)
            for (i, info) in plan.tracks.enumerated() {
                // An unmatched from-screen element starts at rest; a to-screen one ends at rest.
                if info.role == .disappearing { #expect(zero.states[i] == plan.motions[i].start) }
                if info.role == .appearing { #expect(one.states[i] == plan.motions[i].end) }
            }
        }
    }
}
