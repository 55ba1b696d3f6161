/// A blob that cannot be an EDID at all: nothing in it can be trusted, so nothing is read.
package enum EDIDError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Fewer bytes than one 128-byte block (an empty sysfs `edid` file reads as 0 bytes).
    case tooShort(byteCount: Int)
    /// The first 8 bytes are not `00 FF FF FF FF FF FF 00`.
    case badHeader([UInt8])
    /// Byte 18 is not 1: EDID 2.0 had another layout and was withdrawn; nothing else was ever defined.
    case unsupportedVersion(version: UInt8, revision: UInt8)

    package var description: String {
        switch self {
        case .tooShort(let count):
            "EDID too short: \(count) bytes, a base block needs 128 (an empty edid file means no display is attached)"
        case .badHeader(let bytes):
            "not an EDID: header is \(hex(bytes)), expected 00 ff ff ff ff ff ff 00"
        case .unsupportedVersion(let version, let revision):
            "EDID version \(version).\(revision) is not supported (only 1.x exists in displays)"
        }
    }
}

/// Something wrong or missing in an EDID that can still be read. Listed with the size they affect,
/// so that a log says why a display's size was or was not used.
package enum EDIDWarning: Hashable, Sendable, CustomStringConvertible {
    /// The bytes of a block do not sum to 0 mod 256: some byte in it is wrong, and which is unknown.
    case badChecksum(block: Int, sum: UInt8)
    /// Byte 126 announces more extension blocks than the blob holds.
    case missingExtensions(declared: Int, present: Int)
    /// Bytes after the last announced block, or a trailing partial block; ignored.
    case trailingBytes(count: Int)
    /// A CTA-861 block whose DTD offset (byte 2) points outside the block; its DTDs are skipped.
    case badDetailedTimingOffset(block: Int, offset: UInt8)
    /// The first detailed timing gives no image size (or only one dimension).
    case detailedTimingWithoutSize(number: Int, widthMM: Int, heightMM: Int)
    /// The basic block gives no size: both bytes zero (projector or unspecified).
    case basicSizeUnknown
    /// The basic block gives an aspect ratio instead of a size (EDID 1.4 projectors).
    case basicSizeIsAspectRatio(Double)
    /// A size equal to an aspect ratio written as millimetres or centimetres (16x9, 160x90, 1600x900,
    /// and the same for 16:10): firmware placeholders, ignored as mutter ignores them.
    case aspectRatioPlaceholder(PhysicalSize, origin: EDIDSizeOrigin)
    /// The detailed timing's numbers match the basic block's centimetres: the panel wrote centimetres
    /// where millimetres belong (the kernel has a quirk list for this); the basic block is used.
    case detailedSizeInCentimetres(PhysicalSize)
    /// Both sizes are present and disagree; the detailed timing's is used.
    case sizesDisagree(detailed: PhysicalSize, basic: PhysicalSize)
    /// A size outside what a screen can be (see `SizeBounds`); ignored.
    case implausibleSize(PhysicalSize, origin: EDIDSizeOrigin, bounds: SizeBounds)
    /// A block's checksum is bad and the size is not confirmed by the other encoding of it.
    case unconfirmedSizeWithBadChecksum(PhysicalSize, origin: EDIDSizeOrigin)
    /// Neither a detailed timing nor the basic block gives a usable size.
    case noPhysicalSize

    package var description: String {
        switch self {
        case .badChecksum(let block, let sum):
            "EDID block \(block) has a bad checksum (bytes sum to 0x\(hex(sum)), not 0x00)"
        case .missingExtensions(let declared, let present):
            "EDID announces \(declared) extension block(s) but holds \(present)"
        case .trailingBytes(let count):
            "EDID has \(count) byte(s) after its last block; ignored"
        case .badDetailedTimingOffset(let block, let offset):
            "EDID block \(block) (CTA-861): detailed timing offset \(offset) is outside the block; its timings are skipped"
        case .detailedTimingWithoutSize(let number, let w, let h):
            "EDID detailed timing \(number) gives no image size (\(w)x\(h) mm)"
        case .basicSizeUnknown:
            "EDID basic block gives no screen size (0x0 cm: a projector, or not specified)"
        case .basicSizeIsAspectRatio(let ratio):
            "EDID basic block gives only an aspect ratio (\(formatRatio(ratio)):1), not a size"
        case .aspectRatioPlaceholder(let size, let origin):
            "EDID \(origin) size \(size) is an aspect ratio, not a size; ignored"
        case .detailedSizeInCentimetres(let size):
            "EDID detailed timing size \(size) matches the basic block in centimetres; using the basic block"
        case .sizesDisagree(let detailed, let basic):
            "EDID sizes disagree: detailed timing \(detailed), basic block \(basic); using the detailed timing"
        case .implausibleSize(let size, let origin, let bounds):
            "EDID \(origin) size \(size) is implausible for a screen (\(bounds)); ignored"
        case .unconfirmedSizeWithBadChecksum(let size, let origin):
            "EDID \(origin) size \(size) is not used: the checksum is bad and the other size does not confirm it"
        case .noPhysicalSize:
            "EDID gives no usable physical size"
        }
    }
}

func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

func hex(_ bytes: [UInt8]) -> String { bytes.map { hex($0) }.joined(separator: " ") }

/// Two decimals, rounded, without Foundation: `1.78`.
func formatRatio(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
