/// What `EDID.parse` read, and what it found wrong on the way.
package struct EDIDReading: Hashable, Sendable {
    package var edid: EDID
    package var warnings: [EDIDWarning]
    /// Per block read (base first): do its 128 bytes sum to 0 mod 256?
    package var checksumsValid: [Bool]
}

extension EDID {
    static let blockSize = 128
    static let header: [UInt8] = [0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x00]
    /// Offsets of the four 18-byte descriptors in the base block.
    static let baseDescriptorOffsets = [54, 72, 90, 108]
    static let descriptorSize = 18

    /// Reads an EDID blob as `/sys/class/drm/*/edid` holds it. Never traps, whatever the bytes.
    ///
    /// A bad checksum is a warning, not an error, as in edid-decode: the byte that is wrong is
    /// unknown, and refusing the whole display would leave only a guessed size. The size rule
    /// (`physicalSize`) then uses a size from a damaged block only when the other encoding of the
    /// size confirms it.
    package static func parse(_ bytes: [UInt8]) throws(EDIDError) -> EDIDReading {
        guard bytes.count >= blockSize else { throw .tooShort(byteCount: bytes.count) }
        guard Array(bytes[0..<8]) == header else { throw .badHeader(Array(bytes[0..<8])) }
        let version = bytes[18]
        let revision = bytes[19]
        guard version == 1 else { throw .unsupportedVersion(version: version, revision: revision) }

        var warnings: [EDIDWarning] = []
        let declared = Int(bytes[126])
        let whole = bytes.count / blockSize
        let present = min(declared, whole - 1)
        if declared > present { warnings.append(.missingExtensions(declared: declared, present: present)) }
        let used = (1 + present) * blockSize
        if bytes.count > used { warnings.append(.trailingBytes(count: bytes.count - used)) }

        var checksums: [Bool] = []
        for block in 0...present {
            let sum = blockSum(bytes, block: block)
            checksums.append(sum == 0)
            if sum != 0 { warnings.append(.badChecksum(block: block, sum: sum)) }
        }

        var timings: [DetailedTiming] = []
        for offset in baseDescriptorOffsets {
            appendTiming(bytes, at: offset, block: 0, to: &timings)
        }
        var extensions: [ExtensionBlock] = []
        for block in stride(from: 1, through: present, by: 1) {
            let start = block * blockSize
            let tag = bytes[start]
            extensions.append(ExtensionBlock(block: block, tag: tag, checksumValid: checksums[block]))
            if tag == 0x02 { readCTATimings(bytes, block: block, into: &timings, warnings: &warnings) }
        }

        let edid = EDID(
            version: version, revision: revision,
            manufacturerID: manufacturerID(bytes[8], bytes[9]),
            productCode: UInt16(bytes[10]) | UInt16(bytes[11]) << 8,
            basicScreenSize: basicScreenSize(width: bytes[21], height: bytes[22], revision: revision),
            detailedTimings: timings, extensions: extensions)
        return EDIDReading(edid: edid, warnings: warnings, checksumsValid: checksums)
    }

    static func blockSum(_ bytes: [UInt8], block: Int) -> UInt8 {
        let start = block * blockSize
        return bytes[start..<(start + blockSize)].reduce(0, &+)
    }

    /// Three 5-bit letters, big-endian, 1 = "A". A value outside 1...26 (a damaged or blank EDID)
    /// prints as "?" rather than a control character.
    static func manufacturerID(_ high: UInt8, _ low: UInt8) -> String {
        let packed = Int(high) << 8 | Int(low)
        let letters = [(packed >> 10) & 0x1F, (packed >> 5) & 0x1F, packed & 0x1F]
        return String(letters.map { (1...26).contains($0) ? Character(UnicodeScalar(UInt8(64 + $0))) : "?" })
    }

    static func basicScreenSize(width: UInt8, height: UInt8, revision: UInt8) -> BasicScreenSize {
        switch (width, height) {
        case (0, 0): return .unknown
        case (_, 0) where revision >= 4: return .landscapeAspectRatio(Double(Int(width) + 99) / 100)
        case (0, _) where revision >= 4: return .portraitAspectRatio(100 / Double(Int(height) + 99))
        case (_, 0), (0, _): return .unknown
        default: return .centimetres(width: Int(width), height: Int(height))
        }
    }

    /// A CTA-861 block: byte 2 is where its DTDs start (0: none; 4: right after the header, no data
    /// blocks); they run in 18-byte steps up to the padding before the checksum byte.
    static func readCTATimings(
        _ bytes: [UInt8], block: Int, into timings: inout [DetailedTiming],
        warnings: inout [EDIDWarning]
    ) {
        let start = block * blockSize
        let offset = bytes[start + 2]
        if offset == 0 { return }
        guard offset >= 4, Int(offset) < blockSize - 1 else {
            warnings.append(.badDetailedTimingOffset(block: block, offset: offset))
            return
        }
        var position = Int(offset)
        while position + descriptorSize <= blockSize - 1 {
            guard appendTiming(bytes, at: start + position, block: block, to: &timings) else { return }
            position += descriptorSize
        }
    }

    /// Appends the descriptor at `offset` when it is a timing (its pixel clock is not zero); returns
    /// false for a display descriptor or padding.
    @discardableResult
    static func appendTiming(
        _ bytes: [UInt8], at offset: Int, block: Int,
        to timings: inout [DetailedTiming]
    ) -> Bool {
        let d = bytes[offset..<(offset + descriptorSize)].map(Int.init)
        let clock = d[0] | d[1] << 8
        guard clock != 0 else { return false }
        let interlaced = d[17] & 0x80 != 0
        let lines = d[5] | (d[7] >> 4) << 8
        timings.append(
            DetailedTiming(
                number: timings.count + 1, block: block,
                widthPixels: d[2] | (d[4] >> 4) << 8,
                heightPixels: interlaced ? lines * 2 : lines,
                interlaced: interlaced, pixelClock10kHz: clock,
                imageWidthMM: d[12] | (d[14] >> 4) << 8,
                imageHeightMM: d[13] | (d[14] & 0x0F) << 8))
        return true
    }
}
