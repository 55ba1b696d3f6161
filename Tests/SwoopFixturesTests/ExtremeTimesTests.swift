import Foundation
import SwoopCore
import SwoopInteraction
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

/// Times at the top of the accepted range: the reader accepts exactly what the pipeline can carry
/// (the frame clock, the 150 ms resume window, settling after the last event), and refuses the rest
/// with the line. Before, an event near `Int64.max` trapped in the frame clock's conversion.
struct ExtremeTimesTests {
    static let header = String(
        decoding: try! Data(contentsOf: URL(fileURLWithPath: bundled("touchpad-swipe-flick"))), as: UTF8.self
    )
    .split(separator: "\n").first.map(String.init)!

    /// A swipe whose last events sit at `end`, flicked so the transition settles after it.
    static func swipe(endingAt end: Int64) -> String {
        let start = end - 60_000
        var lines = [header, #"{"t":\#(start),"type":"swipe_begin","fingers":4}"#]
        for i in 1...5 {
            lines.append(#"{"t":\#(start + Int64(i) * 10_000),"type":"swipe_update","fingers":4,"dx":-60,"dy":0}"#)
        }
        lines.append(#"{"t":\#(end),"type":"swipe_end","fingers":4,"cancelled":false}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [
        Timestamp.acceptedRange.upperBound.micros, Timestamp.acceptedRange.upperBound.micros - 1, Int64(1) << 52
    ])
    func aSwipeAtTheLastAcceptedTimesReplaysAndSettles(_ end: Int64) throws {
        let directory = TemporaryDirectory()
        let path = directory.write("late.fixture.jsonl", Self.swipe(endingAt: end))
        let report = try FixtureReplay(configuration: SessionConfiguration()).run(path: path, sink: nil)
        #expect(report.interactions.count == 1)
        #expect(report.interactions.first?.outcome != nil)
    }

    @Test(arguments: [Timestamp.acceptedRange.upperBound.micros + 1, Int64.max - 1, Int64.max])
    func laterTimesAreRefusedWithTheirLine(_ end: Int64) {
        let directory = TemporaryDirectory()
        let path = directory.write("too-late.fixture.jsonl", Self.swipe(endingAt: end))
        #expect {
            _ = try FixtureReplay(configuration: SessionConfiguration()).run(path: path, sink: nil)
        } throws: { error in
            guard case .invalidField(_, let line, let field, _) = error as? FixtureError else { return false }
            // The first event out of range: the last one, or the first when the whole swipe is beyond.
            return line == (end - 60_000 > Timestamp.acceptedRange.upperBound.micros ? 2 : 8) && field == "t"
        }
    }

    /// A device is not a fixture: refused before a byte is read, as missing input (66).
    @Test func aDeviceIsRefusedBeforeReading() {
        #expect {
            _ = try FixtureReader(path: "/dev/zero")
        } throws: { error in
            (error as? FixtureError)?.category == .missingInput && "\(error)".contains("character device")
        }
    }

    /// What the writer refuses is what the reader refuses: a header size the reader would not take.
    @Test(arguments: [0.0, 0.5, 10_001.0, Double.infinity])
    func theWriterRefusesSizesTheReaderRefuses(_ width: Double) {
        let directory = TemporaryDirectory()
        let header = FixtureHeader(
            device: FixtureDevice(name: "pad", kind: .touchpad, widthMM: width, heightMM: 70),
            source: FixtureProvenance(kind: .synthesized))
        #expect(throws: FixtureError.self) { _ = try FixtureWriter(path: directory.file("out.jsonl"), header: header) }
        #expect(!FileManager.default.fileExists(atPath: directory.file("out.jsonl")))
    }
}
