import SwoopCore
import SwoopEngine
import SwoopFixtures
import SwoopGesture
import SwoopInteraction
import SwoopTestSupport
import Testing

@testable import SwoopNavigation

/// UIKit's appearance lifecycle, screen by screen: a screen will appear only when it is not showing,
/// every will-phase is closed by its did-phase or reversed by the opposite will-phase, and at rest no
/// phase is open.
struct AppearanceLedger {
    enum Phase { case disappeared, appearing, appeared, disappearing }
    var phases: [String: Phase]
    var violations: [String] = []

    init(showing: String) { phases = [showing: .appeared] }

    mutating func record(_ screen: String, _ phase: AppearancePhase, at time: Timestamp) {
        let now = phases[screen] ?? .disappeared
        let next: Phase?
        switch (phase, now) {
        case (.willAppear, .disappeared), (.willAppear, .disappearing): next = .appearing
        case (.didAppear, .appearing): next = .appeared
        case (.willDisappear, .appeared), (.willDisappear, .appearing): next = .disappearing
        case (.didDisappear, .disappearing): next = .disappeared
        default: next = nil
        }
        guard let next else {
            violations.append("\(time.micros) µs: \(screen) \(phase.rawValue) while \(now)")
            return
        }
        phases[screen] = next
    }

    /// A jump to `screen` (trial mode's reset): it shows, every other screen does not.
    mutating func reset(to screen: String) {
        for key in phases.keys { phases[key] = .disappeared }
        phases[screen] = .appeared
    }

    /// At rest: nothing half-way, exactly one screen showing.
    mutating func checkAtRest() {
        let open = phases.filter { $0.value == .appearing || $0.value == .disappearing }.map(\.key)
        if !open.isEmpty { violations.append("at rest, open phases: \(open.sorted())") }
        let showing = phases.filter { $0.value == .appeared }.count
        if showing != 1 { violations.append("at rest, \(showing) screens showing") }
    }
}

/// Random taps, pans, swipes and interruptions (a gesture during a transition, libinput's cancel).
func randomFlow(_ rng: inout SplitMix64, gestures: Int) -> FlowScript {
    var s = FlowScript()
    let points = [
        SeedsPoints.cell, SeedsPoints.close, SeedsPoints.plus, SeedsPoints.searchBar, SeedsPoints.cancel,
        SeedsPoints.card
    ]
    for _ in 0..<gestures {
        // A third of the gestures land while the last one's transition still moves.
        let gap = Double.random(in: 0...1, using: &rng) < 0.33 ? Double.random(in: 0...300, using: &rng) : 1200
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1:
            let p = points.randomElement(using: &rng)!
            s.tap(x: p.x, y: p.y, after: gap)
        case 2:
            s.tap(x: Double.random(in: 0..<390, using: &rng), y: Double.random(in: 0..<844, using: &rng), after: gap)
        case 3, 4:
            let ms = Double.random(in: 100...900, using: &rng)
            let profile = [GestureSpec.Profile.constant, .flick, .stopLift, .reversal].randomElement(using: &rng)!
            s.drag(
                x: Double.random(in: 40...350, using: &rng), y: Double.random(in: 200...600, using: &rng),
                axis: Bool.random(using: &rng) ? .x : .y, direction: Bool.random(using: &rng) ? .positive : .negative,
                mm: Double.random(in: 5...70, using: &rng), ms: ms, profile: profile,
                cancelAtMS: Int.random(in: 0..<5, using: &rng) == 0 ? ms / 2 : nil, after: gap)
        default:
            s.swipe(
                Bool.random(using: &rng) ? .positive : .negative, mm: Double.random(in: 5...40, using: &rng), after: gap
            )
        }
    }
    return s
}

@Suite struct AppearanceLifecyclePropertyTests {
    @Test(arguments: 0..<24 as Range<UInt64>) func appModeKeepsTheLifecycleAndCompletesEveryRouteOnce(seed: UInt64)
        throws
    {
        var rng = SplitMix64(seed: 0x5eed_0000 + seed)
        let flow = randomFlow(&rng, gestures: 8)
        let (session, records) = try flow.run()
        var ledger = AppearanceLedger(showing: "home")
        var moving: Navigation?
        var began = 0
        var ended = 0
        for record in records {
            switch record {
            case .navigation(let n) where n.phase == .began:
                #expect(moving == nil, "seed \(seed): a navigation began while another moved")
                moving = n.navigation
                began += 1
            case .navigation(let n):
                #expect(moving == n.navigation, "seed \(seed): ended a navigation that was not moving")
                moving = nil
                ended += 1
                #expect(ledger.phases[n.screen ?? ""] == .appeared, "seed \(seed): ended on a screen not showing")
            case .session(let r):
                if case .interaction(.transition(.appearance(let side, let phase))) = r.entry {
                    guard let n = moving else {
                        Issue.record("seed \(seed): an appearance line with no navigation moving")
                        continue
                    }
                    ledger.record(side == .from ? n.from : n.to, phase, at: r.time)
                }
            default:
                continue
            }
        }
        ledger.checkAtRest()
        #expect(ledger.violations.isEmpty, "seed \(seed): \(ledger.violations)")
        #expect(began == ended, "seed \(seed): \(began) began, \(ended) ended")
        #expect(session.session.completions.count == ended)
        #expect(ledger.phases[session.screen] == .appeared)
    }

    @Test(arguments: 0..<24 as Range<UInt64>) func trialModeKeepsTheLifecycleWithAResetBetweenTrials(seed: UInt64)
        throws
    {
        var rng = SplitMix64(seed: 0x7121_0000 + seed)
        let flow = randomFlow(&rng, gestures: 8)
        var session = PanSession(configuration: SessionConfiguration(timing: SeedPresets.zoom.presentTiming))
        var records = SessionRecords()
        for event in flow.events { records += session.feed(event) }
        records += session.endOfInput()
        var resets = TrialResets()
        var ledger = AppearanceLedger(showing: "from")
        var resetCount = 0
        for record in records {
            if let reset = resets.reset(before: record) {
                #expect(ledger.phases[reset.from] == .appeared, "seed \(seed): reset from a screen not showing")
                ledger.reset(to: reset.screen)
                resetCount += 1
            }
            if case .interaction(.transition(.appearance(let side, let phase))) = record.entry {
                ledger.record(side == .from ? "from" : "to", phase, at: record.time)
            }
        }
        ledger.checkAtRest()
        #expect(ledger.violations.isEmpty, "seed \(seed): \(ledger.violations)")
        // One reset between each two trials, one completion per trial.
        #expect(resetCount == max(0, resets.trials - 1))
        #expect(session.completions.count == resets.trials)
    }
}
