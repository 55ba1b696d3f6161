import SwoopCore
import SwoopGesture
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

/// The canonical fast path must decode a line only when the general path decodes it to the very same
/// event (bit for bit), and must leave every other line (unusual, out of range or wrong) to it.
@Suite struct CanonicalEventLineTests {
    /// What the general path makes of a line: the event, or `nil` for an error or an unknown type.
    static func general(_ bytes: UnsafeBufferPointer<UInt8>) -> TimedInputEvent? {
        var line = ScannedLine()
        guard (try? FlatObjectScanner.scanStrictly(bytes, into: &line)) != nil, line.duplicate == nil else {
            return nil
        }
        return (try? EventLineDecoder(file: "test").decode(line, cursor: JSONCursor(bytes))) ?? nil
    }

    /// Replaces one number of the line by a value at or just past a limit of the format.
    static func edgeNumber(_ line: String, _ g: inout SplitMix64) -> String {
        let edges = [
            "0", "-0", "-1", "1", "10", "11", "1023", "1024", "65535", "65536", "1000000", "1000000.0000001",
            "-1000000", "1e6", "1E-3", "9007199254740992", "9007199254740993", "12345678901234567890", "0.5",
            "1.25e2", "-0.0", "5e-324", "1e400", "00", "1.", "-", "2.5e+1", "123456789.123456789"
        ]
        var bytes = Array(line.utf8)
        let starts = bytes.indices.filter { k in
            (bytes[k] == UInt8(ascii: "-") || (bytes[k] &- 0x30) < 10) && k > 0 && bytes[k - 1] == UInt8(ascii: ":")
        }
        guard let at = starts.randomElement(using: &g) else { return line }
        var end = at + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: ","), bytes[end] != UInt8(ascii: "}") { end += 1 }
        bytes.replaceSubrange(at..<end, with: Array(edges.randomElement(using: &g)!.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func fastPathAgreesWithTheGeneralPath() {
        let seed: UInt64 = 20_261_201
        print("fastPathAgreesWithTheGeneralPath seed \(seed)")
        var g = SplitMix64(seed: seed)
        var fastAccepted = 0
        var generalAccepted = 0
        for round in 0..<40_000 {
            var text = EventLineEncoder.line(FastScannerTests.randomEvent(&g))
            text.removeLast()  // the newline
            switch round % 4 {
            case 1: text = FastScannerTests.mutate(text, &g)
            case 2: text = Self.edgeNumber(text, &g)
            default: break
            }
            let shown = text
            text.withUTF8 { bytes in
                let fast = CanonicalEventLine.decode(bytes)
                let general = Self.general(bytes)
                if general != nil { generalAccepted += 1 }
                guard let fast else { return }
                fastAccepted += 1
                guard let general, fast == general, "\(fast)" == "\(general)" else {
                    Issue.record(
                        "seed \(seed) round \(round): fast path gives \(fast), general \(String(describing: general)) for \(shown)"
                    )
                    return
                }
            }
        }
        // Lines holding 17-digit numbers or a device_added legitimately take the general path; most do not.
        #expect(fastAccepted > 15_000, "the fast path should take most canonical lines (general: \(generalAccepted))")
    }

    @Test(arguments: PanSourceKind.allCases)
    func everySynthesizedLineTakesTheFastPath(source: PanSourceKind) throws {
        for (event, line) in try SynthesizedLines.flick(from: source) where event.event.kind != .deviceAdded {
            var text = line
            text.withUTF8 { bytes in
                #expect(CanonicalEventLine.decode(bytes) == event, "\(line)")
            }
        }
    }

    @Test(arguments: EventType.allCases.filter { $0 != .deviceAdded })
    func everyTypeButDeviceAddedTakesTheFastPath(type: EventType) {
        let event: InputEvent =
            switch type {
            case .deviceAdded, .deviceRemoved: .deviceRemoved
            case .swipeBegin: .swipeBegin(fingers: 3)
            case .swipeUpdate: .swipeUpdate(fingers: 3, dx: -1.5, dy: 0)
            case .swipeEnd: .swipeEnd(fingers: 3, cancelled: true)
            case .pinchBegin: .pinchBegin(fingers: 2)
            case .pinchUpdate: .pinchUpdate(fingers: 2, dx: 0.25, dy: -3, scale: 1.125, angleDelta: -0.5)
            case .pinchEnd: .pinchEnd(fingers: 2, cancelled: false)
            case .holdBegin: .holdBegin(fingers: 1)
            case .holdEnd: .holdEnd(fingers: 1, cancelled: false)
            case .scroll: .scroll(dx: 0, dy: 12.75)
            case .scrollStop: .scrollStop(horizontal: false, vertical: true)
            case .touchDown: .touchDown(slot: 4, x: 10.5, y: 20)
            case .touchMotion: .touchMotion(slot: 4, x: 11, y: 20.25)
            case .touchUp: .touchUp(slot: 4)
            case .touchCancel: .touchCancel(slot: 4)
            case .touchFrame: .touchFrame
            }
        #expect(event.kind == type)
        for device in [0, 7] {
            let timed = TimedInputEvent(time: Timestamp(micros: 123_456), device: DeviceID(device), event: event)
            var text = EventLineEncoder.line(timed)
            text.removeLast()
            let shown = text
            text.withUTF8 { bytes in
                #expect(CanonicalEventLine.decode(bytes) == timed, "\(shown)")
            }
        }
    }
}
