import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import SwoopInteraction
import SwoopTestSupport
import Testing

@testable import SwoopLog

/// JSON lines copy names from tables and write their fields on a path of their own; both must give the
/// bytes the general path (a `LogRecord` of the same line, rendered field by field) gives.
struct LogNamesTests {
    private func rendered(_ index: Int, in table: LogNameTable) -> String {
        var out = ByteBuffer()
        table.append(index, to: &out)
        return out.text
    }

    private func expectEveryCase<Name: LogName & CaseIterable & RawRepresentable<String>>(_: Name.Type) {
        for name in Name.allCases {
            #expect(rendered(name.logNameIndex, in: Name.logNames) == JSONWriter.quoted(name.rawValue), "\(name)")
        }
    }

    @Test func everyTableHoldsItsEnumsRawValuesAsJSON() {
        expectEveryCase(InputEventKind.self)
        expectEveryCase(DeviceKind.self)
        expectEveryCase(SizeSource.self)
        expectEveryCase(PanSourceKind.self)
        expectEveryCase(LockedAxis.self)
        expectEveryCase(AxisSign.self)
        expectEveryCase(PanCancelReason.self)
        expectEveryCase(ReleaseOutcome.self)
        expectEveryCase(DecisionRule.self)
        expectEveryCase(ReleaseRuleName.self)
        expectEveryCase(StateName.self)
        expectEveryCase(EventName.self)
        expectEveryCase(IgnoredReason.self)
        expectEveryCase(Endpoint.self)
        expectEveryCase(Screen.self)
        expectEveryCase(AppearancePhase.self)
    }

    @Test func panPhasesAreNamedByTheirName() {
        let cancelled = PanCancelReason.allCases.map { PanPhase.cancelled(reason: $0) }
        let phases: [PanPhase] = [.began, .changed, .resumed, .ended] + cancelled
        for phase in phases {
            #expect(rendered(phase.logNameIndex, in: PanPhase.logNames) == JSONWriter.quoted(phase.name), "\(phase)")
        }
    }

    @Test func jsonLinesMatchTheGeneralPathForEveryKindOfRecord() {
        let seed: UInt64 = 0x10_6A_3E5
        print("LogNamesTests seed: \(seed)")
        var random = SplitMix64(seed: seed)
        func number() -> Double {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: Double(Int.random(in: -3...3, using: &random))
            case 1: Double.random(in: -1...1, using: &random) * 1e-5
            case 2: Double.random(in: -2000...2000, using: &random)
            default: [Double.nan, .infinity, 1e300, -0.0, 0.5e-6, 1e9 + 0.25][Int.random(in: 0..<6, using: &random)]
            }
        }
        for round in 0..<200 {
            let time = Timestamp(micros: Int64.random(in: -2_000_000...Int64.max / 2, using: &random))
            let device = DeviceID(Int.random(in: 0...12, using: &random))
            let fingers = Int.random(in: 1...5, using: &random)
            let events: [InputEvent] = [
                .swipeBegin(fingers: fingers), .swipeUpdate(fingers: fingers, dx: number(), dy: number()),
                .swipeEnd(fingers: fingers, cancelled: round % 2 == 0), .scroll(dx: number(), dy: number()),
                .scrollStop(horizontal: true, vertical: false), .touchDown(slot: fingers, x: number(), y: number()),
                .touchMotion(slot: 0, x: number(), y: number()), .touchUp(slot: 1), .touchFrame,
                .pinchUpdate(fingers: 2, dx: number(), dy: number(), scale: number(), angleDelta: number()),
                .holdEnd(fingers: 3, cancelled: false), .deviceRemoved
            ]
            var entries = events.map { SessionEntry.input(TimedInputEvent(time: time, device: device, event: $0)) }
            let phases: [PanPhase] = [.began, .changed, .resumed, .ended, .cancelled(reason: .touchCancelled)]
            let sources: [PanSource] = [.touchpadSwipe(fingers: fingers), .touchpadScroll, .touchscreenDrag(fingers: 1)]
            for phase in phases {
                let pan = PanEvent(
                    phase: phase, time: time, device: device, source: sources[round % 3],
                    axis: round % 2 == 0 ? .x : .y, direction: round % 4 < 2 ? .positive : .negative,
                    translation: number(), velocity: number())
                entries.append(.pan(pan))
            }
            let decision = ReleasePolicy().decide(
                progress: Double.random(in: -0.5...1.5, using: &random), velocity: number(),
                velocityMMPerSecond: number(), kind: round % 2 == 0 ? .touchpad : .touchscreen)
            entries.append(.interaction(.decision(decision)))
            let effects: [TransitionEffect] = [
                .stateChanged(from: StateName.allCases[round % StateName.allCases.count], to: .interactive),
                .ignored(
                    event: EventName.allCases[round % EventName.allCases.count],
                    reason: IgnoredReason.allCases[round % IgnoredReason.allCases.count]),
                .frame(progress: number()),
                .settle(toward: round % 2 == 0 ? .start : .end, from: number(), velocity: number()),
                .completed(finished: round % 3 == 0),
                .appearance(screen: .to, phase: AppearancePhase.allCases[round % AppearancePhase.allCases.count])
            ]
            entries += effects.map { .interaction(.transition($0)) }
            for entry in entries {
                let record = SessionRecord(time: time, entry: entry)
                #expect(
                    LogFormat.json.render(record) == LogFormat.json.render(LogRecord(record)),
                    "seed \(seed), round \(round): \(entry)")
            }
        }
    }
}
