import SwoopCore
import SwoopTestSupport
import Testing

@testable import SwoopDisplay

/// Hand-made EDIDs that are short, damaged, sizeless or odd: each gives a clear error or warning.
struct MalformedEDIDTests {
    let laptopSize = PhysicalSize(widthMM: 293, heightMM: 165)

    @Test(arguments: [0, 1, 127])
    func tooShortIsAnError(_ count: Int) {
        let bytes = Array(EDIDBuilder().bytes().prefix(count))
        #expect(throws: EDIDError.tooShort(byteCount: count)) { try EDID.parse(bytes) }
    }

    @Test func badHeaderIsAnErrorNamingTheBytes() {
        var bytes = EDIDBuilder().bytes()
        bytes[1] = 0x00
        #expect(throws: EDIDError.badHeader([0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0])) { try EDID.parse(bytes) }
        #expect(
            "\(EDIDError.badHeader([0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0]))"
                == "not an EDID: header is 00 00 ff ff ff ff ff 00, expected 00 ff ff ff ff ff ff 00")
    }

    @Test func versionTwoIsRefused() {
        var bytes = EDIDBuilder().bytes()
        bytes[18] = 2
        #expect(throws: EDIDError.unsupportedVersion(version: 2, revision: 4)) {
            try EDID.parse(EDIDBuilder.sealed(bytes))
        }
    }

    @Test func badChecksumIsAWarningAndAConfirmedSizeIsStillUsed() throws {
        let reading = try EDID.parse(corruptingChecksum(of: 0, in: EDIDBuilder().bytes()))
        #expect(reading.warnings == [.badChecksum(block: 0, sum: 1)])
        #expect(reading.checksumsValid == [false])
        #expect(reading.physicalSize().size == laptopSize, "DTD 293x165 mm and basic 29x17 cm agree")
    }

    @Test func badChecksumWithSizesThatDisagreeGivesNoSize() throws {
        var builder = EDIDBuilder()
        builder.basicCM = (50, 30)
        let physical = try EDID.parse(corruptingChecksum(of: 0, in: builder.bytes())).physicalSize()
        #expect(physical.size == nil)
        #expect(
            physical.warnings == [
                .unconfirmedSizeWithBadChecksum(laptopSize, origin: .detailedTiming(number: 1)),
                .noPhysicalSize
            ])
    }

    @Test func badChecksumInAnExtensionDoesNotDoubtTheBaseBlocksSize() throws {
        var builder = EDIDBuilder()
        builder.basicCM = (0, 0)
        builder.extensions = [.init(timings: [.init(width: 1280, height: 720, widthMM: 600, heightMM: 340)])]
        let reading = try EDID.parse(corruptingChecksum(of: 1, in: builder.bytes()))
        #expect(reading.warnings == [.badChecksum(block: 1, sum: 1)])
        #expect(reading.physicalSize().size == laptopSize)
    }

    @Test func zeroSizeEverywhereGivesNoSizeAndSaysWhy() throws {
        var builder = EDIDBuilder()
        builder.basicCM = (0, 0)
        builder.timings = [.init(width: 1920, height: 1080, widthMM: 0, heightMM: 0)]
        let physical = try EDID.parse(builder.bytes()).physicalSize()
        #expect(physical.size == nil)
        #expect(
            physical.warnings == [
                .detailedTimingWithoutSize(number: 1, widthMM: 0, heightMM: 0),
                .basicSizeUnknown, .noPhysicalSize
            ])
        #expect(
            physical.warnings.map(\.description) == [
                "EDID detailed timing 1 gives no image size (0x0 mm)",
                "EDID basic block gives no screen size (0x0 cm: a projector, or not specified)",
                "EDID gives no usable physical size"
            ])
    }

    @Test func detailedTimingWithoutSizeFallsBackToTheBasicBlock() throws {
        var builder = EDIDBuilder()
        builder.timings = [.init(width: 1920, height: 1080, widthMM: 293, heightMM: 0)]
        let physical = try EDID.parse(builder.bytes()).physicalSize()
        #expect(physical.size == PhysicalSize(widthMM: 290, heightMM: 170))
        #expect(physical.origin == .basicBlock)
        #expect(physical.warnings == [.detailedTimingWithoutSize(number: 1, widthMM: 293, heightMM: 0)])
    }

    @Test func aLaterDetailedTimingsSizeServesWhenTheFirstHasNone() throws {
        var builder = EDIDBuilder()
        builder.timings = [
            .init(width: 1920, height: 1080, widthMM: 0, heightMM: 0),
            .init(width: 1280, height: 720, widthMM: 294, heightMM: 166)
        ]
        let physical = try EDID.parse(builder.bytes()).physicalSize()
        #expect(physical.size == PhysicalSize(widthMM: 294, heightMM: 166))
        #expect(physical.origin == .detailedTiming(number: 2))
    }

    /// EDID 1.4 gives projectors an aspect ratio in the size bytes; EDID 1.3 left one zero undefined.
    @Test(arguments: [
        (UInt8(4), UInt8(79), UInt8(0), BasicScreenSize.landscapeAspectRatio(1.78)),
        (4, 0, 79, .portraitAspectRatio(100.0 / 178)),
        (3, 79, 0, .unknown),
        (4, 0, 0, .unknown),
        (3, 52, 32, .centimetres(width: 52, height: 32))
    ])
    func basicSizeBytesFollowTheEDIDRevision(revision: UInt8, width: UInt8, height: UInt8, expected: BasicScreenSize)
        throws
    {
        var builder = EDIDBuilder()
        builder.revision = revision
        builder.basicCM = (width, height)
        #expect(try EDID.parse(builder.bytes()).edid.basicScreenSize == expected)
    }

    @Test func anAspectRatioIsNotASize() throws {
        var builder = EDIDBuilder()
        builder.basicCM = (79, 0)
        builder.timings = [nil]
        let physical = try EDID.parse(builder.bytes()).physicalSize()
        #expect(physical.size == nil)
        #expect(
            physical.warnings.map(\.description) == [
                "EDID basic block gives only an aspect ratio (1.78:1), not a size", "EDID gives no usable physical size"
            ])
    }

    @Test(arguments: [(160, 90), (160, 100), (1600, 900), (16, 9)])
    func aspectRatioPlaceholdersAreIgnored(width: Int, height: Int) throws {
        var builder = EDIDBuilder()
        builder.timings = [.init(width: 1920, height: 1080, widthMM: width, heightMM: height)]
        let physical = try EDID.parse(builder.bytes()).physicalSize()
        #expect(physical.size == PhysicalSize(widthMM: 290, heightMM: 170), "falls back to the basic block")
        #expect(
            physical.warnings.first
                == .aspectRatioPlaceholder(
                    PhysicalSize(widthMM: Double(width), heightMM: Double(height)), origin: .detailedTiming(number: 1)))
    }

    @Test func basicBlockPlaceholderIsIgnoredToo() throws {
        var builder = EDIDBuilder()
        builder.basicCM = (16, 9)
        builder.timings = [nil]
        let physical = try EDID.parse(builder.bytes()).physicalSize()
        #expect(physical.size == nil)
        #expect(
            physical.warnings == [
                .aspectRatioPlaceholder(PhysicalSize(widthMM: 160, heightMM: 90), origin: .basicBlock),
                .noPhysicalSize
            ])
    }

    @Test func implausibleSizeIsIgnoredWithAWarning() throws {
        var builder = EDIDBuilder()
        builder.basicCM = (0, 0)
        builder.timings = [.init(width: 1920, height: 1080, widthMM: 4000, heightMM: 2250)]
        let physical = try EDID.parse(builder.bytes()).physicalSize()
        #expect(physical.size == nil)
        #expect(
            physical.warnings.first?.description
                == "EDID detailed timing 1 size 4000x2250 mm is implausible for a screen (20–3000 mm per side); ignored"
        )
    }

    @Test func detailedTimingInCentimetresIsCaught() throws {
        var builder = EDIDBuilder()
        builder.timings = [.init(width: 1920, height: 1080, widthMM: 29, heightMM: 17)]
        let physical = try EDID.parse(builder.bytes()).physicalSize()
        #expect(physical.size == PhysicalSize(widthMM: 290, heightMM: 170))
        #expect(physical.origin == .basicBlock)
        #expect(physical.warnings == [.detailedSizeInCentimetres(PhysicalSize(widthMM: 29, heightMM: 17))])
    }

    @Test func disagreeingSizesUseTheDetailedTimingAndSaySo() throws {
        var builder = EDIDBuilder()
        builder.basicCM = (60, 34)
        let physical = try EDID.parse(builder.bytes()).physicalSize()
        #expect(physical.size == laptopSize)
        #expect(
            physical.warnings.map(\.description)
                == [
                    "EDID sizes disagree: detailed timing 293x165 mm, basic block 600x340 mm; using the detailed timing"
                ])
    }

    @Test func missingAndTrailingBlocksAreWarnings() throws {
        var builder = EDIDBuilder()
        builder.extensions = [.init(timings: [])]
        let announced = Array(builder.bytes().prefix(128))
        #expect(try EDID.parse(announced).warnings == [.missingExtensions(declared: 1, present: 0)])
        let padded = EDIDBuilder().bytes() + [1, 2, 3]
        let reading = try EDID.parse(padded)
        #expect(reading.warnings == [.trailingBytes(count: 3)])
        #expect(reading.physicalSize().size == laptopSize)
    }

    @Test func ctaBlockWithAnOffsetOutsideItIsSkipped() throws {
        var builder = EDIDBuilder()
        builder.extensions = [.init(dtdOffset: 2, timings: [])]
        let reading = try EDID.parse(builder.bytes())
        #expect(reading.warnings == [.badDetailedTimingOffset(block: 1, offset: 2)])
        #expect(reading.edid.detailedTimings.count == 1)
    }

    @Test func nonCTAExtensionsAreListedButNotRead() throws {
        var builder = EDIDBuilder()
        builder.extensions = [
            .init(tag: 0x70, dtdOffset: 4, timings: [.init(width: 800, height: 600, widthMM: 1, heightMM: 1)])
        ]
        let edid = try EDID.parse(builder.bytes()).edid
        #expect(edid.extensions.map(\.tag) == [0x70])
        #expect(edid.detailedTimings.count == 1)
    }

    @Test func interlacedModeHeightIsTheFrames() throws {
        var builder = EDIDBuilder()
        builder.timings = [.init(width: 1920, height: 1080, widthMM: 293, heightMM: 165, interlaced: true)]
        let timing = try #require(try EDID.parse(builder.bytes()).edid.preferredMode)
        #expect(timing.interlaced && timing.pixelSize == PixelSize(width: 1920, height: 1080))
    }

    /// Garbage, with and without a valid header: an error or a reading, never a trap.
    @Test func garbageNeverTraps() {
        for seed in UInt64(1)...300 {
            var generator = SplitMix64(seed: seed)
            let count = Int.random(in: 0...600, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if seed % 2 == 0, bytes.count >= 20 {
                bytes.replaceSubrange(0..<8, with: EDID.header)
                bytes[18] = 1
            }
            switch Result(catching: { () throws(EDIDError) in try EDID.parse(bytes) }) {
            case .success(let reading):
                let physical = reading.physicalSize()
                if let size = physical.size {
                    #expect(SizeBounds.touchscreen.admits(size), "seed \(seed)")
                }
                #expect(physical.size != nil || physical.warnings.last == .noPhysicalSize, "seed \(seed)")
            case .failure(let error):
                #expect(!error.description.isEmpty, "seed \(seed)")
            }
        }
    }
}
