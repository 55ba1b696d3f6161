import SwoopCore
import SwoopTestSupport
import Testing

@testable import SwoopEngine

/// Thousands of seeded random event sequences (times sometimes going backwards, NaN values, every
/// event in every state). Each failure message carries its seed: rerun that seed to reproduce.
struct MachineProperties {
    static let sequences = 3000

    static func randomTiming(_ rng: inout SplitMix64) -> SettleTiming {
        switch Int.random(in: 0..<6, using: &rng) {
        case 5:
            // Hero's playback of a Hero preset, either way.
            (try? TransitionPlan(
                TransitionCatalog.all.filter { $0.settle == .hero }.randomElement(using: &rng)!,
                direction: Bool.random(using: &rng) ? .present : .dismiss))!.settleTiming(.hero)
        case 0: .seedPresent
        case 1: .seedDismiss
        case 2:
            .curve(
                .easeInOut, duration: Double.random(in: 0.1...0.6, using: &rng),
                completionSpeed: Double.random(in: 0.5...2, using: &rng))
        case 3:
            SettleTiming(
                mode: .spring(
                    Spring(
                        dampingRatio: Double.random(in: 0.2...2.5, using: &rng),
                        naturalFrequency: Double.random(in: 5...40, using: &rng))))
        default:
            .spring(
                dampingRatio: Double.random(in: 0.3...1.5, using: &rng),
                duration: Double.random(in: 0.2...1, using: &rng))
        }
    }

    static func randomEvent(_ rng: inout SplitMix64) -> TransitionEvent {
        func value(_ range: ClosedRange<Double>) -> Double {
            Int.random(in: 0..<200, using: &rng) == 0 ? .nan : Double.random(in: range, using: &rng)
        }
        switch Int.random(in: 0..<16, using: &rng) {
        case 0, 1: return .begin
        case 2, 3, 4, 5: return .update(progress: value(-0.4...1.4))
        case 6: return .finish(velocity: value(-6...6))
        case 7: return .cancel(velocity: value(-6...6))
        case 8: return .start(animated: Bool.random(using: &rng))
        case 9, 10, 11, 12: return .tick
        case 13: return .grab
        default: return .abort
        }
    }

    /// Largest |p − target| a spring released at displacement x0 with velocity v0 can reach:
    /// |x0|(1 + ζω₀/ω_d) + |v0|/ω_d when under-damped, |x0| + |v0|/ω₀·e⁻¹·… bounded by |x0| + |v0|/ω₀ otherwise.
    static func excursionBound(_ timing: SettleTiming, x0: Double, v0: Double) -> Double {
        switch timing.mode {
        case .curve, .hero: return abs(x0)
        case .spring(let s):
            let zeta = s.dampingRatio
            let w0 = s.naturalFrequency
            if zeta < 1 - 1e-6 {
                let wd = w0 * (1 - zeta * zeta).squareRoot()
                return abs(x0) * (1 + zeta * w0 / wd) + abs(v0) / wd
            }
            return 2 * abs(x0) + 2 * abs(v0) / w0
        }
    }
}

@Test(arguments: [ProgressLimit.clamp, .unbounded])
func randomSequencesKeepEveryInvariant(limit: ProgressLimit) {
    for seed in 0..<UInt64(MachineProperties.sequences) {
        var rng = SplitMix64(seed: seed &* 7919 &+ (limit == .clamp ? 0 : 1_000_003))
        let timing = MachineProperties.randomTiming(&rng)
        var machine = TransitionMachine(
            timing: timing, frameRate: [60.0, 120, 144].randomElement(using: &rng)!, limit: limit)
        var now: Int64 = 0
        var started = 0
        var completed = 0
        var settleTarget: Endpoint?
        var bound = 0.0
        var maxUpdate = 1.0
        var failed = false

        func check(_ condition: Bool, _ what: @autoclosure () -> String) {
            if !condition && !failed {
                failed = true
                Issue.record("seed \(seed) (\(limit)): \(what())")
            }
        }

        func apply(_ event: TransitionEvent, at time: Int64) {
            let before = (machine.state, machine.presentedProgress, machine.presentedVelocity, machine.lastEventTime)
            let effects = machine.handle(event, at: Timestamp(micros: time))
            if case .ignored? = effects.first {
                check(effects.count == 1, "ignored came with other effects \(effects)")
                check(
                    machine.state == before.0 && machine.presentedProgress == before.1
                        && machine.presentedVelocity == before.2 && machine.lastEventTime == before.3,
                    "ignored \(event) changed the machine")
                return
            }
            var name = before.0.name
            for effect in effects {
                switch effect {
                case .stateChanged(let from, let to):
                    check(from == name, "state went \(from)→\(to) but was \(name)")
                    name = to
                    if from == .idle { started += 1 }
                    if to == .interactive { settleTarget = nil }
                case .completed:
                    completed += 1
                    check(name == .completed, "completion reported outside the completed state")
                    settleTarget = nil
                case .settle(let toward, let from, let velocity):
                    settleTarget = toward
                    bound = MachineProperties.excursionBound(timing, x0: from - toward.progress, v0: velocity)
                case .frame(let p):
                    check(p.isFinite, "non-finite frame \(p)")
                    switch limit {
                    case .clamp: check((0...1).contains(p), "frame \(p) outside 0…1")
                    case .unbounded, .rubberBand:
                        if let target = settleTarget {
                            check(
                                abs(p - target.progress) <= bound + 1e-9,
                                "frame \(p) beyond the spring's excursion bound \(bound)")
                        } else {
                            check(abs(p) <= maxUpdate + 1e-9, "frame \(p) beyond the updates")
                        }
                    }
                case .ignored: check(false, "ignored in the middle of \(effects)")
                case .appearance: break
                }
            }
            check(name == machine.state.name, "effects end in \(name) but the machine is \(machine.state)")
            switch machine.state {
            case .idle: check(!machine.needsFrames, "idle but wants frames")
            case .interactive(let p):
                check(!machine.needsFrames, "interactive but wants frames")
                check(p == machine.presentedProgress, "interactive progress differs from the presented one")
                if limit == .clamp { check((0...1).contains(p), "interactive at \(p)") }
            case .settling, .animating: check(machine.needsFrames, "moving but wants no frames")
            case .completed: check(false, "machine rests in completed")
            }
            check(completed == started || completed == started - 1, "\(started) started, \(completed) completed")
        }

        for _ in 0..<Int.random(in: 1...40, using: &rng) {
            let event = MachineProperties.randomEvent(&rng)
            if case .update(let p) = event, p.isFinite { maxUpdate = max(maxUpdate, abs(p)) }
            now +=
                Int.random(in: 0..<25, using: &rng) == 0
                ? -Int64.random(in: 1...5000, using: &rng)
                : Int64.random(in: 0...50_000, using: &rng)
            apply(event, at: now)
            now = max(now, machine.lastEventTime?.micros ?? now)
        }
        // Whatever happened, a released transition ends: release it if a gesture still holds it, then tick.
        if case .interactive = machine.state {
            apply(Bool.random(using: &rng) ? .finish(velocity: 0.5) : .abort, at: now)
        }
        let clock = machine.frameClock
        var time = Timestamp(micros: now)
        let deadline = now + 130_000_000
        while machine.needsFrames, time.micros < deadline, !failed {
            time = clock.frame(after: time)
            apply(.tick, at: time.micros)
        }
        check(machine.state == .idle, "did not come to rest: \(machine.state)")
        check(completed == started, "\(started) transitions started, \(completed) completions")
        if failed { break }
    }
}
