@testable import SwoopDisplay

/// Hand-made EDIDs: a valid base block whose size fields, descriptors and extensions a test sets, with
/// checksums fixed unless the test breaks one on purpose.
struct EDIDBuilder {
    var revision: UInt8 = 4
    var basicCM: (UInt8, UInt8) = (29, 17)
    /// Each: pixels and image size in mm; nil entries are display descriptors (a name string).
    var timings: [Timing?] = [Timing(width: 1920, height: 1080, widthMM: 293, heightMM: 165)]
    /// Each extension: the DTDs of a CTA-861 block (or a non-CTA tag with none).
    var extensions: [Extension] = []

    struct Timing {
        var width: Int, height: Int, widthMM: Int, heightMM: Int
        var interlaced = false
    }

    struct Extension {
        var tag: UInt8 = 0x02
        var dtdOffset: UInt8 = 4
        var timings: [Timing] = []
    }

    func bytes() -> [UInt8] {
        var base = [UInt8](repeating: 0, count: 128)
        base[0..<8] = [0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x00]
        base[8] = 0x4D
        base[9] = 0x10  // "SHP"
        base[10] = 0x48
        base[11] = 0x10  // 4168
        base[18] = 1
        base[19] = revision
        base[21] = basicCM.0
        base[22] = basicCM.1
        for (slot, offset) in [54, 72, 90, 108].enumerated() {
            if slot < timings.count, let timing = timings[slot] {
                base[offset..<(offset + 18)] = Self.descriptor(timing)[...]
            } else {
                base[offset + 3] = slot < timings.count ? 0xFC : 0x10  // name, or dummy descriptor
            }
        }
        base[126] = UInt8(extensions.count)
        var all = Self.sealed(base)
        for ext in extensions {
            var block = [UInt8](repeating: 0, count: 128)
            block[0] = ext.tag
            block[1] = 3
            block[2] = ext.dtdOffset
            var position = Int(ext.dtdOffset)
            for timing in ext.timings {
                block[position..<(position + 18)] = Self.descriptor(timing)[...]
                position += 18
            }
            all += Self.sealed(block)
        }
        return all
    }

    static func descriptor(_ t: Timing) -> [UInt8] {
        var d = [UInt8](repeating: 0, count: 18)
        d[0] = 0x02
        d[1] = 0x3A  // 148.5 MHz
        let lines = t.interlaced ? t.height / 2 : t.height
        d[2] = UInt8(t.width & 0xFF)
        d[4] = UInt8((t.width >> 8) << 4)
        d[5] = UInt8(lines & 0xFF)
        d[7] = UInt8((lines >> 8) << 4)
        d[12] = UInt8(t.widthMM & 0xFF)
        d[13] = UInt8(t.heightMM & 0xFF)
        d[14] = UInt8((t.widthMM >> 8) << 4 | (t.heightMM >> 8))
        d[17] = t.interlaced ? 0x80 : 0x18
        return d
    }

    /// Sets the last byte so that the block sums to 0.
    static func sealed(_ block: [UInt8]) -> [UInt8] {
        var block = block
        block[127] = 0
        block[127] = 0 &- block.reduce(0, &+)
        return block
    }
}

/// Breaks the checksum of one block by changing a byte that no reader looks at.
func corruptingChecksum(of block: Int, in bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    bytes[block * 128 + 127] &+= 1
    return bytes
}
