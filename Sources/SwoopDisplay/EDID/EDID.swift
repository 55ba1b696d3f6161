import SwoopCore

/// What an EDID says about a display, as far as Swoop needs it: who made it, how large its image is,
/// and its native mode. Built by `EDID.parse`; everything else in the blob (colour, audio, timings'
/// porches) is skipped, not validated.
package struct EDID: Hashable, Sendable {
    /// `1.4` is written `version 1, revision 4`. Only version 1 exists in the wild; revision 3 and 4
    /// differ in how a missing screen size is encoded (see `BasicScreenSize`).
    package var version: UInt8
    package var revision: UInt8
    /// The three-letter PNP id (`AUO`, `SHP`), the same one edid-decode prints as "Manufacturer".
    package var manufacturerID: String
    /// Little-endian bytes 10–11; edid-decode prints it in decimal as "Model".
    package var productCode: UInt16
    package var basicScreenSize: BasicScreenSize
    /// Every detailed timing descriptor, in block order: the base block's first, then those of
    /// CTA-861 extension blocks. Display descriptors (name, serial, range limits) are not in it.
    package var detailedTimings: [DetailedTiming]
    /// The extension blocks present, in order (block 1 onwards).
    package var extensions: [ExtensionBlock]

    /// The native mode: the first detailed timing of the base block, which EDID 1.3 and 1.4 both
    /// require to be the preferred one. Mapping a touch to a screen pixel will need it.
    package var preferredMode: DetailedTiming? { detailedTimings.first { $0.block == 0 } }
}

/// Bytes 21 and 22 of the base block. EDID 1.4 reuses the "one of them is zero" cases, which 1.3
/// left undefined, to give an aspect ratio for displays whose size varies (projectors).
package enum BasicScreenSize: Hashable, Sendable {
    /// Both non-zero: the image size rounded to whole centimetres.
    case centimetres(width: Int, height: Int)
    /// EDID 1.4, byte 22 zero: width / height = (byte 21 + 99) / 100.
    case landscapeAspectRatio(Double)
    /// EDID 1.4, byte 21 zero: width / height = 100 / (byte 22 + 99).
    case portraitAspectRatio(Double)
    /// Both zero (a projector, or a display that does not say), or one zero before EDID 1.4.
    case unknown

    /// The size in millimetres when the block gives one.
    package var size: PhysicalSize? {
        guard case .centimetres(let w, let h) = self else { return nil }
        return PhysicalSize(widthMM: Double(w * 10), heightMM: Double(h * 10))
    }
}

/// One 18-byte detailed timing descriptor (a descriptor whose pixel clock is not zero).
package struct DetailedTiming: Hashable, Sendable {
    /// 1-based, counted over all blocks as edid-decode counts them ("DTD 3" may sit in block 1).
    package var number: Int
    /// 0 for the base block, n for extension block n.
    package var block: Int
    /// Active pixels. For an interlaced mode the height is the frame's (twice the field's), as
    /// edid-decode prints `1920x1080i`.
    package var widthPixels: Int
    package var heightPixels: Int
    package var interlaced: Bool
    /// Pixel clock in units of 10 kHz, as stored (never 0: that marks a display descriptor).
    package var pixelClock10kHz: Int
    /// Bytes 12–14: 12 bits each, in millimetres; 0 means the descriptor does not give it.
    package var imageWidthMM: Int
    package var imageHeightMM: Int

    package var pixelSize: PixelSize { PixelSize(width: widthPixels, height: heightPixels) }

    /// The image size, when the descriptor gives both dimensions.
    package var imageSize: PhysicalSize? {
        guard imageWidthMM > 0, imageHeightMM > 0 else { return nil }
        return PhysicalSize(widthMM: Double(imageWidthMM), heightMM: Double(imageHeightMM))
    }
}

/// An extension block: its tag says what it is (0x02 CTA-861, 0x70 DisplayID, 0xF0 block map).
package struct ExtensionBlock: Hashable, Sendable {
    package var block: Int
    package var tag: UInt8
    package var checksumValid: Bool

    /// Only CTA-861 blocks are read (for their detailed timings): they are what televisions and
    /// most monitors carry, and their DTDs have the same layout as the base block's.
    package var isCTA861: Bool { tag == 0x02 }
}
