import SwoopCore
import Testing

@testable import SwoopEngine

/// The zoom's blur runs alongside the transition as UIKit's `animate(alongsideTransition:)` does: on
/// the coordinator's 0.7 s, ease-in-out, in both directions, not on the spring's progress.
private struct Shown: Equatable {
    var time: Double
    var progress: Double
    var blur: Double
}

/// Plays `script` on the zoom as `swoop simulate` does: the machine's effects recorded into the
/// overrides (the alongside clock), each frame evaluated at its time.
private func play(_ direction: TransitionDirection, _ script: String) throws -> [Shown] {
    let plan = try TransitionPlan(SeedPresets.zoom, direction: direction)
    var machine = TransitionMachine(timing: plan.settleTiming)
    var buffer = plan.makeFrameBuffer()
    var overrides = ElementOverrides()
    var running = false
    var last = 0.0
    var shown: [Shown] = []
    ScriptPlayer().play(try TransitionScript.parse(script), on: &machine) { time, effect in
        overrides.recordAlongside(effect, at: time, presented: last, timing: plan.settleTiming, run: running)
        switch effect {
        case .frame(let progress):
            try? plan.evaluate(progress: progress, at: time, overrides: overrides, into: &buffer)
            shown.append(Shown(time: time.seconds(since: .zero), progress: progress, blur: buffer.overlayAlpha))
            last = progress
        case .stateChanged(_, let to): running = to == .animating
        case .completed: overrides = ElementOverrides()
        default: break
        }
    }
    return shown
}

private func at(_ seconds: Double, _ frames: [Shown]) throws -> Shown {
    try #require(frames.first { abs($0.time - seconds) < 1e-6 })
}

private let easeInOut = CubicBezier.easeInOut

@Test func theZoomsBlurRunsOnItsOwn07sEaseInOutWhenPresented() throws {
    let frames = try play(.present, "start animated")
    let early = try at(0.1, frames)
    // easeInOut(0.1 / 0.7) ≈ 0.04, where the spring has already carried the progress to about 0.39.
    #expect(abs(early.blur - easeInOut.value(at: 0.1 / 0.7)) < 1e-9)
    #expect(early.blur < 0.05 && early.progress > 0.3)
    let midway = try at(0.35, frames)
    #expect(abs(midway.blur - 0.5) < 1e-9, "ease-in-out is half way at half its duration")
    #expect(try at(0.7, frames).blur == 1)
    // The spring is still settling (clamped at 1 while it overshoots); the blur waits at its end.
    #expect(frames.last?.blur == 1 && frames.last?.progress == 1)
}

@Test func theZoomsBlurRunsOnItsOwn07sWhenDismissedAndIsRemovedAtCompletion() throws {
    let frames = try play(.dismiss, "start animated")
    #expect(abs(try at(0.1, frames).blur - (1 - easeInOut.value(at: 0.1 / 0.7))) < 1e-9)
    // The dismissal's spring completes (0.508 s) before the blur's 0.7 s: its last frame removes it.
    let last = try #require(frames.last)
    #expect(abs(last.time - 0.508333) < 1e-6 && last.progress == 1)
    #expect(last.blur == 0)
    let before = frames[frames.count - 2]
    #expect(abs(before.blur - (1 - easeInOut.value(at: before.time / 0.7))) < 1e-9 && before.blur > 0.1)
}

@Test func whileDraggedTheBlurFollowsTheProgressThenRunsOnAfterTheRelease() throws {
    let frames = try play(.present, "begin; update 0.3; finish")
    // Scrubbed: the alongside animation at progress × 0.7 s.
    let held = try #require(frames.first { $0.progress == 0.3 })
    #expect(abs(held.blur - easeInOut.value(at: 0.3)) < 1e-12)
    // Released at 2/60 s: on from 0.3 × 0.7 s at one second per second, whatever the spring does.
    let release = 2.0 / 60
    let after = try at(release + 0.1, frames)
    #expect(abs(after.blur - easeInOut.value(at: 0.3 + 0.1 / 0.7)) < 1e-9)
    #expect(try at(release + 0.5, frames).blur == 1)
    #expect(frames.last?.blur == 1)
}

@Test func aCancelledDismissalKeepsTheBlurAndAGrabScrubsOnFromWhereItIs() throws {
    let cancelled = try play(.dismiss, "begin; update 0.5; cancel")
    #expect(abs(try #require(cancelled.first { $0.progress == 0.5 }).blur - 0.5) < 1e-9)
    #expect(cancelled.last?.progress == 0 && cancelled.last?.blur == 1, "back to the presentation, blurred")

    // Grabbed 0.1 s after the release: no jump, then the blur moves with the progress again.
    let frames = try play(.present, "begin; update 0.3; finish; wait 0.1; grab; update 0.9")
    let release = 2.0 / 60
    let caught = try at(release + 0.1, frames)
    let u = 0.3 + 0.1 / 0.7
    #expect(abs(caught.blur - easeInOut.value(at: u)) < 1e-9)
    let dragged = try #require(frames.last { $0.progress == 0.9 })
    #expect(abs(dragged.blur - easeInOut.value(at: min(u + 0.9 - caught.progress, 1))) < 1e-9)
}

@Test func withoutATimeTheAlongsideBlurIsScrubbedByTheProgress() throws {
    let plan = try TransitionPlan(SeedPresets.zoom, direction: .present)
    #expect(plan.overlayAlongside == SeedPresets.zoomBlurAlongside)
    #expect(abs(plan.frame(at: 0.3).overlayAlpha - easeInOut.value(at: 0.3)) < 1e-12)
    // A scene file keeps it.
    let decoded = try SceneFile.decode(SceneFile.encode(SeedPresets.zoom), file: "zoom.json")
    #expect(decoded.overlay == SeedPresets.zoom.overlay)
}
