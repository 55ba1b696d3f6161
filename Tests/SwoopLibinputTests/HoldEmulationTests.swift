import SwoopCore
import SwoopEmulation
import SwoopInputModel
import SwoopInteraction
import SwoopRecordings
import Testing

/// Hold to interrupt through the real libinput on an emulated touchpad: three fingers flick right, then
/// come to rest while the transition settles (libinput's hold gesture), and lift without moving.
@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct HoldEmulationTests {
    @Test func restingFingersFreezeTheSettleAndTheirLiftReDecidesAtRest() async throws {
        var device = try TestPaths.device("touchpad")
        let flick = SyntheticGestures.fingersMoving(3, centre: (30, 35), by: (14, 0), duration: 0.1)
        let rest = SyntheticGestures.tap(at: (50, 35), fingers: 3, duration: 0.4).map {
            SyntheticFinger(from: $0.start, to: $0.end, down: $0.down + 0.15, up: $0.up + 0.15)
        }
        device.frames = SyntheticTouches.frames(on: device, fingers: flick + rest)
        let result = try await EmulationGate.run([EmulatedDevice(device)])
        // libinput made a three-finger hold of the resting hand, ended by the lift (not cancelled).
        #expect(result.inputEvents.contains(.holdBegin(fingers: 3)), "\(result.inputEvents)")
        #expect(result.inputEvents.contains(.holdEnd(fingers: 3, cancelled: false)))
        var session = PanSession(configuration: SessionConfiguration())
        var records: [SessionRecord] = []
        for event in result.events { records += session.feed(event) }
        records += session.endOfInput()
        let interactions = session.interactions
        #expect(interactions.count == 2, "\(interactions)")
        guard interactions.count == 2, let lifted = interactions[1].decision else { return }
        #expect(interactions[1].hold && interactions[1].grabbed)
        #expect(lifted.velocity == 0)
        // The progress it froze at is the one decided at the lift, and the settle did not move meanwhile.
        let holds = records.compactMap { if case .interaction(.attached(let b)) = $0.entry, b.hold { b } else { nil } }
        #expect(holds.count == 1 && holds.first?.baseProgress == lifted.progress)
        #expect(session.unpanned.isEmpty, "the resting hand is the hold's interaction, not a tap")
    }
}
