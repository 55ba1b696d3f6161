import Foundation
import SwoopCore
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

/// The header's `source.clock` (format 1.2): which clock libinput ran on for an import.
struct ImportClockHeaderTests {
    static let device = FixtureDevice(name: "pad", kind: .touchpad, widthMM: 100, heightMM: 70, sizeSource: .device)

    static func fixture(_ header: String) -> String {
        header + "\n" + #"{"t":1000000,"type":"scroll","dx":0,"dy":1}"# + "\n"
    }

    @Test(arguments: EmulationClock.allCases)
    func theClockIsWrittenAsOnePointTwoAndReadBack(_ clock: EmulationClock) throws {
        let header = FixtureHeader(
            device: Self.device,
            source: FixtureProvenance(kind: .imported, libinput: "1.22.1", file: "a.evemu", clock: clock))
        #expect(header.line.contains(#""version":"1.2""#))
        #expect(header.line.contains(#""file":"a.evemu","clock":"\#(clock.rawValue)"}"#), "\(header.line)")
        let directory = TemporaryDirectory()
        let path = directory.write("a.fixture.jsonl", Self.fixture(header.line))
        #expect(try FixtureReader.readAll(path: path).header == header)
    }

    /// Fixtures imported before the key existed (1.1, 1.0) still read, with no clock.
    @Test func anOlderImportWithoutTheKeyStillReads() throws {
        let directory = TemporaryDirectory()
        let path = directory.write(
            "old.fixture.jsonl",
            Self.fixture(
                #"{"format":"swoop-fixture","version":"1.1","device":{"name":"pad","kind":"touchpad","width_mm":100,"height_mm":70,"size_source":"device"},"source":{"kind":"imported","libinput":"1.22.1","file":"a.evemu"}}"#
            ))
        let header = try FixtureReader.readAll(path: path).header
        #expect(header.source.clock == nil)
        #expect(header.version == FixtureHeader.versionWithSizes)
        #expect(FixtureHeader(device: header.device, source: header.source).line.contains(#""version":"1.1""#))
    }

    @Test func aClockThatIsNeitherIsRefusedNamingTheField() {
        let directory = TemporaryDirectory()
        let path = directory.write(
            "bad.fixture.jsonl",
            Self.fixture(
                #"{"format":"swoop-fixture","version":"1.2","device":{"name":"pad","kind":"touchpad"},"source":{"kind":"imported","clock":"wall"}}"#
            ))
        #expect {
            _ = try FixtureReader(path: path)
        } throws: { error in
            "\(error)".contains("bad.fixture.jsonl:1") && "\(error)".contains("source.clock")
                && "\(error)".contains("virtual, realtime")
        }
    }
}
