import SwoopCore
import SwoopGesture
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

/// The fast event scanner must accept only what the strict scanner accepts, and fill the same slots.
@Suite struct FastScannerTests {
    static func randomEvent(_ g: inout SplitMix64) -> TimedInputEvent {
        let t = Int64.random(in: 0...9_000_000_000, using: &g)
        let real = { (g: inout SplitMix64) -> Double in
            switch Int.random(in: 0...3, using: &g) {
            case 0: Double(Int.random(in: -500...500, using: &g))
            case 1: (Double.random(in: -1000...1000, using: &g) * 1000).rounded() / 1000
            case 2: Double.random(in: -1...1, using: &g) * 1e-5
            default: Double.random(in: -999_999...999_999, using: &g)
            }
        }
        let f = Int.random(in: 1...5, using: &g)
        let events: [InputEvent] = [
            .swipeBegin(fingers: f), .swipeUpdate(fingers: f, dx: real(&g), dy: real(&g)),
            .swipeEnd(fingers: f, cancelled: Bool.random(using: &g)),
            .pinchUpdate(fingers: f, dx: real(&g), dy: real(&g), scale: abs(real(&g)), angleDelta: real(&g)),
            .scroll(dx: real(&g), dy: real(&g)), .scrollStop(horizontal: Bool.random(using: &g), vertical: true),
            .touchDown(slot: f, x: real(&g), y: real(&g)), .touchMotion(slot: 0, x: real(&g), y: real(&g)),
            .touchUp(slot: 3), .touchFrame, .deviceRemoved,
            .deviceAdded(
                DeviceInfo(id: DeviceID(2), name: "pad \(f)", kind: .touchpad, widthMM: 80, heightMM: nil))
        ]
        return TimedInputEvent(
            time: Timestamp(micros: t), device: DeviceID(Int.random(in: 0...2, using: &g)),
            event: events.randomElement(using: &g)!)
    }

    static func mutate(_ line: String, _ g: inout SplitMix64) -> String {
        var bytes = Array(line.utf8)
        let alphabet = Array("{}[]\",:.-+eE0123456789 \\tfnlu\u{1}x".utf8)
        for _ in 0..<Int.random(in: 1...3, using: &g) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &g)
            switch Int.random(in: 0...2, using: &g) {
            case 0: bytes[at] = alphabet.randomElement(using: &g)!
            case 1: bytes.remove(at: at)
            default: bytes.insert(alphabet.randomElement(using: &g)!, at: at)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func fastPathAgreesWithTheStrictScanner() {
        let seed: UInt64 = 20_261_129
        print("fastPathAgreesWithTheStrictScanner seed \(seed)")
        var g = SplitMix64(seed: seed)
        var fastAccepted = 0
        for round in 0..<30_000 {
            var text = EventLineEncoder.line(Self.randomEvent(&g))
            text.removeLast()  // the newline
            if round % 2 == 1 { text = Self.mutate(text, &g) }
            let shown = text
            text.withUTF8 { bytes in
                var fast = ScannedLine()
                var strict = ScannedLine()
                let fastOK = FastEventScanner.scan(bytes, into: &fast)
                let strictOK = (try? FlatObjectScanner.scanStrictly(bytes, into: &strict)) != nil
                guard fastOK else { return }
                fastAccepted += 1
                guard strictOK, strict.duplicate == nil, strict.unknownKey == nil, fast.present == strict.present else {
                    Issue.record(
                        "seed \(seed) round \(round): fast path accepted what the strict one refuses: \(shown)")
                    return
                }
                for field in EventField.allCases where fast.has(field) {
                    let a = fast[field]
                    let b = strict[field]
                    let same =
                        a.kind == b.kind && a.offset == b.offset
                        && (a.kind != .number
                            || (a.number.value.bitPattern == b.number.value.bitPattern
                                && a.number.integer == b.number.integer
                                && a.number.isIntegerSyntax == b.number.isIntegerSyntax))
                        && (a.kind != .string || a.string == b.string) && (a.kind != .bool || a.bool == b.bool)
                    if !same {
                        Issue.record("seed \(seed) round \(round): field \(field.keyString) differs in \(shown)")
                    }
                }
            }
        }
        // Lines holding 17-digit numbers legitimately take the strict path; most do not.
        #expect(fastAccepted > 10_000, "the fast path should take most canonical lines")
    }

    @Test(arguments: PanSourceKind.allCases)
    func everySynthesizedLineTakesTheFastPath(source: PanSourceKind) throws {
        for (_, line) in try SynthesizedLines.flick(from: source) {
            var text = line
            text.withUTF8 { bytes in
                var scanned = ScannedLine()
                #expect(FastEventScanner.scan(bytes, into: &scanned), "\(line)")
            }
        }
    }
}
