import SwoopCore
import SwoopTestSupport
import Testing

@testable import SwoopDisplay

/// The real blobs in ../shared/edid, against hard numbers and against edid-decode.
struct SharedBlobTests {
    @Test func laptopPanelSizeComesFromItsFirstDetailedTiming() throws {
        let reading = try EDID.parse(SharedEDID.bytes(SharedEDID.laptop))
        let edid = reading.edid
        #expect((edid.version, edid.revision) == (1, 4))
        #expect(edid.manufacturerID == "AUO")
        #expect(edid.productCode == 4141)
        #expect(edid.basicScreenSize == .centimetres(width: 29, height: 17))
        #expect(
            edid.detailedTimings.map(\.imageSize)
                == Array(repeating: PhysicalSize(widthMM: 293, heightMM: 165), count: 2))
        #expect(edid.preferredMode?.pixelSize == PixelSize(width: 1920, height: 1080))
        #expect(edid.extensions.isEmpty)
        #expect(reading.warnings.isEmpty)
        let physical = reading.physicalSize()
        #expect(physical.size == PhysicalSize(widthMM: 293, heightMM: 165))
        #expect(physical.origin == .detailedTiming(number: 1))
        #expect(physical.warnings.isEmpty)
    }

    @Test func televisionSizeComesFromItsFirstDetailedTimingAndItsCTABlockIsRead() throws {
        let reading = try EDID.parse(SharedEDID.bytes(SharedEDID.television))
        let edid = reading.edid
        #expect((edid.version, edid.revision) == (1, 3))
        #expect(edid.manufacturerID == "SHP")
        #expect(edid.productCode == 4168)
        #expect(edid.basicScreenSize == .centimetres(width: 133, height: 75))
        #expect(edid.extensions == [ExtensionBlock(block: 1, tag: 0x02, checksumValid: true)])
        #expect(edid.detailedTimings.map(\.block) == [0, 0, 1, 1, 1, 1])
        #expect(edid.detailedTimings[1].imageSize == nil, "the 1360x768 DTD gives no size")
        #expect(
            edid.detailedTimings.filter { $0.imageSize != nil }
                .allSatisfy { $0.imageSize == PhysicalSize(widthMM: 1329, heightMM: 748) })
        #expect(edid.detailedTimings.map(\.interlaced) == [false, false, false, true, true, false])
        #expect(edid.preferredMode?.pixelSize == PixelSize(width: 1920, height: 1080))
        #expect(reading.warnings.isEmpty)
        let physical = reading.physicalSize()
        #expect(physical.size == PhysicalSize(widthMM: 1329, heightMM: 748))
        #expect(physical.origin == .detailedTiming(number: 1))
        #expect(physical.warnings.isEmpty)
    }

    @Test(arguments: SharedEDID.all)
    func parsedFieldsMatchEdidDecode(_ name: String) throws {
        let bytes = try SharedEDID.bytes(name)
        let reference = try EDIDDecodeReference.decode(try SharedEDID.path(name))
        let edid = try EDID.parse(bytes).edid
        var mine = EDIDDecodeReference()
        mine.version = "\(edid.version).\(edid.revision)"
        mine.manufacturer = edid.manufacturerID
        mine.model = Int(edid.productCode)
        if case .centimetres(let w, let h) = edid.basicScreenSize { mine.maximumImageSizeCM = (w, h) }
        mine.timings = edid.detailedTimings.map {
            .init(
                number: $0.number, width: $0.widthPixels, height: $0.heightPixels, interlaced: $0.interlaced,
                sizeMM: $0.imageSize == nil ? nil : ($0.imageWidthMM, $0.imageHeightMM))
        }
        #expect(!reference.timings.isEmpty, "edid-decode printed no DTD lines: its output format changed?")
        #expect(mine == reference, "edid-decode: \(reference)\nSwoop: \(mine)")
        // The size rule on edid-decode's own numbers gives Swoop's size.
        let firstSized = try #require(reference.timings.first { $0.sizeMM != nil }?.sizeMM)
        let size = try EDID.parse(bytes).physicalSize().size
        #expect(size == PhysicalSize(widthMM: Double(firstSized.0), heightMM: Double(firstSized.1)))
    }

    /// Every single-byte change of a real blob: never a trap, the changed block's checksum is flagged,
    /// and a size still given is one that the other encoding confirms (or the base block is intact).
    @Test(arguments: SharedEDID.all)
    func everyCorruptedByteIsReportedNeverTrusted(_ name: String) throws {
        let original = try SharedEDID.bytes(name)
        var generator = SplitMix64(seed: 0xED1D)
        for index in original.indices {
            var bytes = original
            bytes[index] &+= UInt8.random(in: 1...255, using: &generator)
            let block = index / 128
            guard let reading = try? EDID.parse(bytes) else { continue }  // header or version byte hit
            #expect(
                reading.warnings.contains { if case .badChecksum(block, _) = $0 { true } else { false } },
                "byte \(index) changed, no checksum warning for block \(block)")
            let physical = reading.physicalSize()
            if let size = physical.size, block == 0 {
                #expect(
                    EDIDReading.agree(size, try #require(reading.edid.basicScreenSize.size)),
                    "byte \(index): size \(size) from a damaged block was not confirmed")
            }
        }
    }
}
