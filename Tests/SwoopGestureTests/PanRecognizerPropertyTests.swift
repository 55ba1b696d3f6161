import SwoopCore
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopGesture

/// Random, often nonsensical streams over two devices: the recognizer must always produce well-formed
/// pans — began, then changed/resumed, then exactly one ended or cancelled — with finite numbers, and be
/// idle after the end of input; every other stream with pinches beside the other kinds (an app's).
@Test func panLifecyclesAreWellFormedWhateverTheInput() {
    var endings: [String: Int] = [:]
    for seed: UInt64 in 1...300 {
        var rng = SplitMix64(seed: seed)
        var recognizer = PanRecognizer(
            configuration: PanConfiguration(
                sources: PanSources(touchFingers: Int(rng.next() % 3), pinchesBeside: seed % 2 == 0)))
        var time: Int64 = 0
        var pans: [PanEvent] = []
        for _ in 0..<400 {
            time += Int64(rng.next() % 25_000)
            let device = DeviceID(Int(rng.next() % 2))
            let event = randomEvent(&rng)
            pans += recognizer.handle(TimedInputEvent(time: Timestamp(micros: time), device: device, event: event))
            if rng.next() % 20 == 0 { pans += recognizer.handle(.clock(Timestamp(micros: time + 1000))) }
        }
        pans += recognizer.handle(.endOfInput(Timestamp(micros: time + 1)))
        #expect(!recognizer.isPanning && recognizer.continuationDeadline == nil, "seed \(seed)")
        var open: PanEvent?
        var lastTime = Int64.min
        for pan in pans {
            #expect(pan.translation.isFinite && pan.velocity.isFinite, "seed \(seed)")
            #expect(pan.time.micros >= lastTime, "seed \(seed): time went back")
            lastTime = pan.time.micros
            switch pan.phase {
            case .began:
                #expect(open == nil, "seed \(seed): began inside a pan")
                open = pan
            case .changed, .resumed:
                #expect(open?.device == pan.device, "seed \(seed): \(pan.phase.name) outside its pan")
            case .ended, .cancelled:
                endings[pan.phase == .ended ? "ended" : "\(pan.phase)", default: 0] += 1
                #expect(open?.device == pan.device, "seed \(seed): \(pan.phase.name) outside its pan")
                open = nil
            }
        }
        #expect(open == nil, "seed \(seed): a pan never finished")
    }
    // Not vacuous: the random streams reach every way a pan can finish.
    print("pan endings over 300 random streams:", endings.sorted { $0.key < $1.key })
    #expect(endings.count == 1 + PanCancelReason.allCases.count)
}

/// A caller that keeps one buffer and never empties it sees exactly what fresh arrays would hold, one
/// after another: the recognizer only appends, and what is already in the buffer (an earlier pan's
/// `began`) never changes what it decides (a touchpad tap after a pan is still a tap).
@Test func aReusedBufferHoldsWhatFreshArraysWould() {
    for seed: UInt64 in 1...100 {
        var rng = SplitMix64(seed: seed)
        var fresh = PanRecognizer()
        var reusing = PanRecognizer()
        var expected: [PanEvent] = []
        var buffer: [PanEvent] = []
        var time: Int64 = 0
        for _ in 0..<300 {
            time += Int64(rng.next() % 25_000)
            let input = PanInput.event(
                TimedInputEvent(
                    time: Timestamp(micros: time), device: DeviceID(Int(rng.next() % 2)),
                    event: randomEvent(&rng)))
            expected += fresh.handle(input)
            reusing.handle(input, into: &buffer)
        }
        expected += fresh.handle(.endOfInput(Timestamp(micros: time + 1)))
        reusing.handle(.endOfInput(Timestamp(micros: time + 1)), into: &buffer)
        #expect(buffer == expected, "seed \(seed)")
        var freshContacts: [UnpannedContact] = []
        var reusingContacts: [UnpannedContact] = []
        fresh.takeUnpannedContacts(into: &freshContacts)
        reusing.takeUnpannedContacts(into: &reusingContacts)
        #expect(reusingContacts == freshContacts, "seed \(seed)")
    }
}

@Test func aTouchpadTapAfterAPanInTheSameBufferIsStillATap() {
    var s = InputScript()
    s.touchpad()
    s.swipe(dy: 20)
    s.wait(ms: 200)
    s.add(.holdBegin(fingers: 3))
    s.wait(ms: 80)
    s.add(.holdEnd(fingers: 3, cancelled: false))
    var recognizer = PanRecognizer()
    var buffer: [PanEvent] = []
    for event in s.events { recognizer.handle(.event(event), into: &buffer) }
    #expect(buffer.first?.phase == .began)
    var contacts: [UnpannedContact] = []
    recognizer.takeUnpannedContacts(into: &contacts)
    #expect(contacts.map(\.kindName) == ["hold"])
}

private func randomEvent(_ rng: inout SplitMix64) -> InputEvent {
    let slot = Int(rng.next() % 3)
    let x = Double(rng.next() % 2000) / 10
    let y = Double(rng.next() % 2000) / 10
    let d = { (r: inout SplitMix64) in Double(Int(r.next() % 801) - 400) }
    let fingers = Int(rng.next() % 4) + 2
    switch rng.next() % 16 {
    case 0: return .swipeBegin(fingers: fingers)
    case 1, 2: return .swipeUpdate(fingers: fingers, dx: d(&rng), dy: d(&rng))
    case 3: return .swipeEnd(fingers: fingers, cancelled: rng.next() % 2 == 0)
    case 4: return .scroll(dx: d(&rng), dy: d(&rng))
    case 5: return .scrollStop(horizontal: true, vertical: rng.next() % 2 == 0)
    case 6: return .touchDown(slot: slot, x: x, y: y)
    case 7, 8: return .touchMotion(slot: slot, x: x, y: y)
    case 9: return .touchUp(slot: slot)
    case 10: return rng.next() % 4 == 0 ? .touchCancel(slot: slot) : .touchFrame
    case 11: return .touchFrame
    case 12: return rng.next() % 8 == 0 ? .deviceRemoved : .holdBegin(fingers: fingers)
    case 13: return .pinchUpdate(fingers: 2, dx: d(&rng), dy: 0, scale: 1, angleDelta: 0)
    case 14:
        return .deviceAdded(
            DeviceInfo(id: DeviceID(0), name: "d", kind: .touchpad, widthMM: 80, heightMM: 50))
    default: return .holdEnd(fingers: fingers, cancelled: true)
    }
}
