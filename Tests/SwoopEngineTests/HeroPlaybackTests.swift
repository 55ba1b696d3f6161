import SwoopCore
import Testing

@testable import SwoopEngine

// Hero's playback (`SettleStyle.hero`), pinned against Hero 1.6's numbers (docs/engine.md, "Hero's
// numbers beside Swoop's"). Hero's values are written from its source, not computed by Swoop:
// `HeroDefaultAnimator.optimizedDurationTo` (0.208 + min(move, 500)/3000 s), the default types'
// `.duration(0.35)`, and `.fade`'s `durationMatchLongest` over nothing else moving (0.208 s).

/// One frame of the 120 Hz grid: every Hero number must agree within it.
private let frame = 1.0 / 120

/// Hero's time for a non-interactive run of each preset, from its source.
private func heroRunSeconds(_ name: String) -> Double {
    switch name {
    case "match": 0.208 + 500.0 / 3000  // the detail moves and grows by more than 500 pt
    case "hero-fade": 0.208  // only the destination fades: Hero's optimized duration of no move
    default: 0.35  // DefaultAnimationPreprocessor: .duration(0.35) on both roots
    }
}

private let heroPresets = TransitionCatalog.all.filter { $0.settle == .hero }

/// Plays `script` and returns (time of the last step, time of the completion, whether it finished).
private func play(_ plan: TransitionPlan, _ script: String, timing: SettleTiming? = nil) throws -> (
    lastStep: Double, completed: Double, finished: Bool, completions: Int
) {
    var machine = TransitionMachine(timing: timing ?? plan.settleTiming)
    var completion: (Double, Bool)?
    var completions = 0
    var lastStep = 0.0
    let parsed = try TransitionScript.parse(script)
    let player = ScriptPlayer()
    player.play(parsed, on: &machine) { time, effect in
        switch effect {
        case .completed(let finished):
            completion = (time.seconds, finished)
            completions += 1
        case .settle: lastStep = time.seconds
        default: break
        }
    }
    let (t, finished) = try #require(completion)
    return (lastStep, t, finished, completions)
}

@Test func everyHeroPresetSaysHeroAndNoOtherDoes() {
    #expect(heroPresets.map(\.name) == ["match"] + HeroDefaultTypes.all.map(\.name))
}

@Test(arguments: heroPresets.flatMap { d in TransitionDirection.allCases.map { (d.name, $0) } })
func aHeroPresetPlayedNonInteractivelyCompletesAtHerosTime(name: String, direction: TransitionDirection) throws {
    let plan = try TransitionPlan(TransitionCatalog.named(name)!, direction: direction)
    let run = try play(plan, "start animated")
    #expect(run.finished && run.completions == 1)
    #expect(abs(run.completed - heroRunSeconds(name)) <= frame, "\(name) \(direction): \(run.completed) s")
}

@Test func aHeroRunIsLinearInTime() throws {
    // Each element then plays its own curve over its own duration, as Hero's CA animations do.
    let plan = try TransitionPlan(TransitionCatalog.named("hero-push-left")!, direction: .present)
    var machine = TransitionMachine(timing: plan.settleTiming)
    var frames: [(Double, Double)] = []
    ScriptPlayer().play(try TransitionScript.parse("start animated"), on: &machine) { time, effect in
        if case .frame(let p) = effect { frames.append((time.seconds, p)) }
    }
    for (t, p) in frames where p < 1 { #expect(abs(p - t / 0.35) < 1e-9) }
}

/// Hero's finish and cancel from 0.3 in `match` (dismissing): the detail still has more than 500 pt
/// of its way to go either way, so it restarts over Hero's longest optimized duration, 0.208 + 500/3000
/// s — cancel included, which takes the remaining *forward* time (Hero's quirk).
@Test(arguments: ["finish", "cancel"])
func matchSettlesFromThirtyPercentInHerosTime(verb: String) throws {
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    let run = try play(plan, "begin; update 0.3; \(verb)")
    let hero = 0.208 + 500.0 / 3000
    #expect(run.finished == (verb == "finish") && run.completions == 1)
    #expect(abs((run.completed - run.lastStep) - hero) <= frame, "\(verb): \(run.completed - run.lastStep) s")
    // The spring settle, for comparison, is the seed's dismissal spring carrying the velocity.
    let spring = try play(plan, "begin; update 0.3; \(verb)", timing: plan.settleTiming(.spring))
    #expect(abs((spring.completed - spring.lastStep) - hero) > 2 * frame)
}

@Test func aHeroReleaseRestartsEachElementFromWhereItWas() throws {
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    let detail = plan.tracks.firstIndex { $0.id == "detail" }!
    var overrides = ElementOverrides()
    overrides.resume(HeroResume(from: 0.3, toward: .end))
    let remaining = plan.heroTimeline.remaining(after: HeroResume(from: 0.3, toward: .end))
    var buffer = plan.makeFrameBuffer()
    // At the release: the frame there, exactly.
    try plan.evaluate(progress: 0.3, overrides: overrides, into: &buffer)
    let atRelease = buffer.states[detail]
    #expect(atRelease == plan.frame(at: 0.3).states[detail])
    // Halfway through the settle in time: the standard curve restarted from the released state.
    let halfway = 0.3 + 0.7 * 0.5
    try plan.evaluate(progress: halfway, overrides: overrides, into: &buffer)
    let view = plan.heroTimeline.views[detail]
    let timing = plan.heroTimeline.timing(of: view, after: HeroResume(from: 0.3, toward: .end))
    let f = CubicBezier.standard.value(at: (remaining * 0.5 - timing.delay) / timing.duration)
    let expected = VisualState.interpolate(atRelease, plan.motions[detail].end, f)
    #expect(abs(buffer.states[detail].opacity - expected.opacity) < 1e-9)
    #expect(abs(buffer.states[detail].center.y - expected.center.y) < 1e-9)
    // It lands on the track's end.
    try plan.evaluate(progress: 1, overrides: overrides, into: &buffer)
    #expect(buffer.states[detail] == plan.frame(at: 1).states[detail])
}

@Test func heroCancelTakesTheRemainingForwardTime() {
    // One view, 1 s long from a 0.2 s delay: from τ = 0.5 s, finish and cancel both take 0.7 s.
    let state = VisualState(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let view = HeroView(
        delay: 0.2, duration: 1, auto: false, curve: .bezier(.standard), start: state, end: state,
        measuresToStart: false, measuresToEnd: true)
    let timeline = HeroTimeline(views: [view], screens: [nil, nil], totalDuration: 1.2)
    let from = 0.5 / 1.2
    #expect(abs(timeline.remaining(after: HeroResume(from: from, toward: .end)) - 0.7) < 1e-12)
    #expect(abs(timeline.remaining(after: HeroResume(from: from, toward: .start)) - 0.7) < 1e-12)
    // Before its delay a cancel leaves it be; after its end a cancel waits, then takes it all.
    #expect(timeline.remaining(after: HeroResume(from: 0.1 / 1.2, toward: .start)) == 0)
    let longer = HeroTimeline(views: [view], screens: [nil, nil], totalDuration: 1.5)
    let late = longer.timing(of: view, after: HeroResume(from: 1, toward: .start))
    #expect(late.moves && late.duration == 1 && abs(late.delay - 0.3) < 1e-12)
}

@Test func aHeroSettleCompletesOnceAcrossReversalsAndGrabs() throws {
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    let run = try play(plan, "begin; update 0.4; finish; wait 0.1; cancel; wait 0.05; grab; update 0.8; finish")
    #expect(run.finished && run.completions == 1)
}

@Test func theSettleStyleRoundTripsThroughASceneFile() throws {
    let text = SceneFile.encode(SeedPresets.match)
    #expect(text.contains(#""settle": "hero""#) && text.contains(#""pan": {"axis": "x", "direction": "negative"}"#))
    let decoded = try SceneFile.decode(text, file: "match.json")
    #expect(decoded.settle == .hero && decoded.pan == PanDefaults(axis: .x, direction: .negative))
    #expect(try SceneFile.decode(SceneFile.encode(SeedPresets.zoom), file: "z.json").settle == .spring)
}
