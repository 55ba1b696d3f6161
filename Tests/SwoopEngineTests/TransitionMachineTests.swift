import SwoopCore
import Testing

@testable import SwoopEngine

/// Drives a machine on a virtual clock: events at given seconds, ticks on the 120 Hz grid.
struct Driver {
    var machine: TransitionMachine
    var now = Timestamp.zero
    var effects: [TransitionEffect] = []

    init(_ machine: TransitionMachine = TransitionMachine()) { self.machine = machine }

    @discardableResult
    mutating func send(_ event: TransitionEvent, at seconds: Double) -> [TransitionEffect] {
        now = Timestamp(seconds: seconds)
        let out = machine.handle(event, at: now)
        effects += out
        return out
    }

    /// Ticks on the frame grid until the machine rests (or `limit` seconds pass).
    @discardableResult
    mutating func tickUntilIdle(limit: Double = 30) -> [TransitionEffect] {
        var out: [TransitionEffect] = []
        let clock = machine.frameClock
        while machine.needsFrames, now.seconds < limit {
            now = clock.frame(after: now)
            out += machine.handle(.tick, at: now)
        }
        effects += out
        return out
    }

    var completions: [Bool] { effects.compactMap { if case .completed(let f) = $0 { f } else { nil } } }
    var frames: [Double] { effects.compactMap { if case .frame(let p) = $0 { p } else { nil } } }
}

@Test func beginEntersInteractiveAtZeroWithAppearanceCallbacks() {
    var driver = Driver()
    let out = driver.send(.begin, at: 0)
    #expect(
        out == [
            .stateChanged(from: .idle, to: .interactive),
            .appearance(screen: .from, phase: .willDisappear),
            .appearance(screen: .to, phase: .willAppear),
            .frame(progress: 0)
        ])
    #expect(driver.machine.state == .interactive(progress: 0))
}

@Test func updateClampsToUnitRangeUnlessUnclamped() {
    var clamped = Driver()
    clamped.send(.begin, at: 0)
    #expect(clamped.send(.update(progress: 1.4), at: 0.01) == [.frame(progress: 1)])
    #expect(clamped.send(.update(progress: -0.2), at: 0.02) == [.frame(progress: 0)])
    var free = Driver(TransitionMachine(limit: .unbounded))
    free.send(.begin, at: 0)
    #expect(free.send(.update(progress: 1.05), at: 0.01) == [.frame(progress: 1.05)])
}

@Test func finishSettlesToEndAndReportsCompletionOnce() {
    var driver = Driver()
    driver.send(.begin, at: 0)
    driver.send(.update(progress: 0.45), at: 0.1)
    let release = driver.send(.finish(velocity: 1.5), at: 0.12)
    #expect(
        release == [
            .stateChanged(from: .interactive, to: .settling),
            .settle(toward: .end, from: 0.45, velocity: 1.5)
        ])
    let tail = driver.tickUntilIdle()
    #expect(driver.completions == [true])
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.presentedProgress == 1)
    #expect(
        Array(tail.suffix(6)) == [
            .frame(progress: 1),
            .stateChanged(from: .settling, to: .completed),
            .appearance(screen: .from, phase: .didDisappear),
            .appearance(screen: .to, phase: .didAppear),
            .completed(finished: true),
            .stateChanged(from: .completed, to: .idle)
        ])
}

@Test func cancelledTransitionReversesAppearanceAsUIKitDoes() {
    var driver = Driver()
    driver.send(.begin, at: 0)
    driver.send(.update(progress: 0.2), at: 0.05)
    driver.send(.cancel(velocity: -0.5), at: 0.06)
    let tail = driver.tickUntilIdle()
    #expect(driver.completions == [false])
    #expect(
        Array(tail.suffix(7)) == [
            .stateChanged(from: .settling, to: .completed),
            .appearance(screen: .to, phase: .willDisappear),
            .appearance(screen: .to, phase: .didDisappear),
            .appearance(screen: .from, phase: .willAppear),
            .appearance(screen: .from, phase: .didAppear),
            .completed(finished: false),
            .stateChanged(from: .completed, to: .idle)
        ])
}

@Test(arguments: [
    ([TransitionEvent.begin, .begin], IgnoredReason.alreadyInteractive),
    ([.begin, .finish(velocity: 0), .update(progress: 0.5)], .notInteractive),
    ([.begin, .finish(velocity: 0), .finish(velocity: 0)], .alreadyFinishing),
    ([.begin, .cancel(velocity: 0), .cancel(velocity: 0)], .alreadyCancelling),
    ([.begin, .abort, .abort], .alreadyCancelling),
    ([.begin, .finish(velocity: 0), .begin], .alreadySettling),
    ([.update(progress: 0.3)], .notStarted),
    ([.finish(velocity: 1)], .notStarted),
    ([.grab], .notStarted),
    ([.tick], .nothingToAnimate),
    ([.begin, .tick], .nothingToAnimate),
    ([.begin, .grab], .alreadyInteractive),
    ([.start(animated: true), .grab], .notInteractive),
    ([.start(animated: true), .finish(velocity: 0)], .alreadyFinishing),
    ([.start(animated: true), .begin], .alreadyAnimating),
    ([.begin, .update(progress: .nan)], .invalidValue)
])
func senselessEventIsIgnoredAndChangesNothing(events: [TransitionEvent], reason: IgnoredReason) {
    var machine = TransitionMachine()
    for (i, event) in events.dropLast().enumerated() {
        _ = machine.handle(event, at: Timestamp(micros: Int64(i) * 1000))
    }
    let before = (machine.state, machine.presentedProgress, machine.presentedVelocity, machine.lastEventTime)
    let last = events.last!
    let out = machine.handle(last, at: Timestamp(micros: Int64(events.count) * 1000))
    #expect(out == [.ignored(event: last.name, reason: reason)])
    #expect(machine.state == before.0)
    #expect(machine.presentedProgress == before.1)
    #expect(machine.presentedVelocity == before.2)
    #expect(machine.lastEventTime == before.3)
}

@Test func eventFromThePastIsIgnored() {
    var machine = TransitionMachine()
    _ = machine.handle(.begin, at: Timestamp(micros: 5000))
    #expect(
        machine.handle(.update(progress: 0.5), at: Timestamp(micros: 4000))
            == [.ignored(event: .update, reason: .timeWentBackwards)])
}

@Test func releaseCarriesVelocityWithoutJump() {
    var driver = Driver()
    driver.send(.begin, at: 0)
    driver.send(.update(progress: 0.45), at: 0.1)
    driver.send(.finish(velocity: 1.5), at: 0.1)
    // One microsecond after release the progress has moved by ≈ v·dt and the rate is still ≈ 1.5/s.
    _ = driver.machine.handle(.tick, at: Timestamp(micros: 100_001))
    #expect(abs(driver.machine.presentedProgress - (0.45 + 1.5e-6)) < 1e-8)
    #expect(abs(driver.machine.presentedVelocity - 1.5) < 1e-3)
}

@Test func grabWhileSettlingResumesAtPresentedProgress() {
    var driver = Driver()
    driver.send(.begin, at: 0)
    driver.send(.update(progress: 0.3), at: 0.05)
    driver.send(.finish(velocity: 0.8), at: 0.06)
    for i in 1...6 { driver.send(.tick, at: 0.06 + Double(i) / 120) }
    let shown = driver.machine.presentedProgress
    #expect(shown > 0.3 && shown < 1)
    let out = driver.send(.grab, at: 0.12)
    #expect(out == [.stateChanged(from: .settling, to: .interactive)])
    #expect(driver.machine.state == .interactive(progress: shown))
    driver.send(.cancel(velocity: 0), at: 0.2)
    driver.tickUntilIdle()
    #expect(driver.completions == [false])
}

@Test func cancelWhileSettlingTowardEndReversesKeepingVelocity() {
    var driver = Driver()
    driver.send(.begin, at: 0)
    driver.send(.update(progress: 0.5), at: 0.05)
    driver.send(.finish(velocity: 2), at: 0.06)
    driver.send(.tick, at: 0.07)
    let velocity = driver.machine.presentedVelocity
    let shown = driver.machine.presentedProgress
    let out = driver.send(.cancel(velocity: -3), at: 0.075)
    #expect(out == [.settle(toward: .start, from: shown, velocity: velocity)])
    #expect(driver.machine.state == .settling(toward: .start))
    driver.tickUntilIdle()
    #expect(driver.completions == [false])
    #expect(driver.machine.presentedProgress == 0)
}

@Test func abortFromInteractiveSettlesToStart() {
    var driver = Driver()
    driver.send(.begin, at: 0)
    driver.send(.update(progress: 0.7), at: 0.05)
    #expect(
        driver.send(.abort, at: 0.06) == [
            .stateChanged(from: .interactive, to: .settling),
            .settle(toward: .start, from: 0.7, velocity: 0)
        ])
    driver.tickUntilIdle()
    #expect(driver.completions == [false])
}

@Test func nonAnimatedStartCompletesAtOnce() {
    var driver = Driver()
    let out = driver.send(.start(animated: false), at: 0)
    #expect(out.contains(.completed(finished: true)))
    #expect(driver.machine.state == .idle)
    #expect(driver.machine.needsFrames == false)
}

@Test func animatedStartPlaysToTheEnd() {
    var driver = Driver()
    driver.send(.start(animated: true), at: 0)
    #expect(driver.machine.state == .animating)
    driver.tickUntilIdle()
    #expect(driver.completions == [true])
    #expect(driver.frames.last == 1)
    // The seed spring (0.85 over 0.7 s) settles near 0.7 s: the completion frame lands close to it.
    #expect(driver.now.seconds > 0.5 && driver.now.seconds < 0.9)
}

@Test func beginAfterCompletionStartsANewTransition() {
    var driver = Driver()
    driver.send(.start(animated: false), at: 0)
    driver.send(.begin, at: 1)
    #expect(driver.machine.state == .interactive(progress: 0))
}

@Test func frameClockLandsOnGrid() {
    let clock = FrameClock(rate: 120)
    #expect(clock.frame(after: .zero) == Timestamp(micros: 8333))
    #expect(clock.frame(after: Timestamp(micros: 8333)) == Timestamp(micros: 16667))
    #expect(clock.frame(after: Timestamp(micros: 16666)) == Timestamp(micros: 16667))
    #expect(clock.time(ofFrame: 120) == Timestamp(micros: 1_000_000))
}
