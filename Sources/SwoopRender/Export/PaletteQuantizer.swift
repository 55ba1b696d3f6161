/// Reduces an opaque frame to ≤ 256 colours for GIF, deterministically (a pure function of the
/// pixels: no randomness, no unstable sort, no dithering).
///
/// Why our own: giflib's `GifQuantizeBuffer` is exported by Debian's 5.2.1 but declared deprecated
/// in `gif_lib.h`, and upstream moved it out of the library in 5.2.0 ("make their own copy"); its
/// history includes a fix for cross-platform results from an unstable `qsort`. It also always works
/// on 5-bit channels, so even a frame of a few flat colours comes back approximated — most of a
/// transition's frames are exactly that (flat fills plus antialiased edges).
///
/// The method: a frame with ≤ 256 distinct colours keeps them exactly. Otherwise median cut over a
/// 6-bit-per-channel histogram: the box with the largest (pixels × longest side) is split at the
/// pixel-weighted median of its longest side until there are 256 boxes; each box's colour is the
/// exact mean of the pixels in it, and each pixel takes the colour of its box.
struct PaletteQuantizer {
    struct Colour: Equatable, Comparable {
        var r: UInt8, g: UInt8, b: UInt8
        static func < (a: Colour, b: Colour) -> Bool { (a.r, a.g, a.b) < (b.r, b.g, b.b) }
    }

    private(set) var palette: [Colour] = []
    /// One palette index per pixel of the last frame, row by row.
    private(set) var indices: [UInt8] = []

    private static let tableSize = 1024
    private var keys = [UInt32](repeating: .max, count: tableSize)
    private var slots = [UInt8](repeating: 0, count: tableSize)
    private var counts: [UInt32] = []
    private var sums: [(r: UInt64, g: UInt64, b: UInt64)] = []
    private var binIndex: [UInt8] = []
    private var usedBins: [Int32] = []

    /// Quantises `width` × `height` pixels (premultiplied ARGB words, treated as opaque) at `pixels`.
    mutating func quantize(_ pixels: UnsafePointer<UInt32>, rowLength: Int, width: Int, height: Int) {
        if indices.count != width * height { indices = [UInt8](repeating: 0, count: width * height) }
        if !exact(pixels, rowLength, width, height) { medianCut(pixels, rowLength, width, height) }
    }

    /// The frame's own colours, sorted, when there are at most 256.
    private mutating func exact(_ pixels: UnsafePointer<UInt32>, _ row: Int, _ w: Int, _ h: Int) -> Bool {
        for i in 0..<Self.tableSize { keys[i] = .max }
        var found: [UInt32] = []
        let mask = Self.tableSize - 1
        @inline(__always) func slot(_ key: UInt32) -> Int {
            var i = Int((key &* 2_654_435_761) >> 22) & mask
            while keys[i] != .max && keys[i] != key { i = (i + 1) & mask }
            return i
        }
        var last: UInt32 = .max
        for y in 0..<h {
            let line = pixels + y * row
            for x in 0..<w {
                let key = line[x] & 0x00FF_FFFF
                if key == last { continue }
                last = key
                let i = slot(key)
                if keys[i] == .max {
                    if found.count == 256 { return false }
                    keys[i] = key
                    found.append(key)
                }
            }
        }
        found.sort()
        palette = found.map { Colour(r: UInt8($0 >> 16), g: UInt8(($0 >> 8) & 0xFF), b: UInt8($0 & 0xFF)) }
        for (n, key) in found.enumerated() { slots[slot(key)] = UInt8(n) }
        var lastKey: UInt32 = .max
        var lastIndex: UInt8 = 0
        for y in 0..<h {
            let line = pixels + y * row
            for x in 0..<w {
                let key = line[x] & 0x00FF_FFFF
                if key != lastKey {
                    lastKey = key
                    lastIndex = slots[slot(key)]
                }
                indices[y * w + x] = lastIndex
            }
        }
        return true
    }

    @inline(__always) private static func bin(_ p: UInt32) -> Int {
        let r: UInt32 = (p >> 18) & 0x3F
        let g: UInt32 = (p >> 10) & 0x3F
        let b: UInt32 = (p >> 2) & 0x3F
        return Int(r << 12 | g << 6 | b)
    }

    private mutating func medianCut(_ pixels: UnsafePointer<UInt32>, _ row: Int, _ w: Int, _ h: Int) {
        let bins = 1 << 18
        if counts.count != bins {
            counts = [UInt32](repeating: 0, count: bins)
            sums = [(UInt64, UInt64, UInt64)](repeating: (0, 0, 0), count: bins)
            binIndex = [UInt8](repeating: 0, count: bins)
        }
        for b in usedBins {
            counts[Int(b)] = 0
            sums[Int(b)] = (0, 0, 0)
        }
        usedBins.removeAll(keepingCapacity: true)
        for y in 0..<h {
            let line = pixels + y * row
            for x in 0..<w {
                let p = line[x]
                let b = Self.bin(p)
                if counts[b] == 0 { usedBins.append(Int32(b)) }
                counts[b] &+= 1
                sums[b].r &+= UInt64((p >> 16) & 0xFF)
                sums[b].g &+= UInt64((p >> 8) & 0xFF)
                sums[b].b &+= UInt64(p & 0xFF)
            }
        }
        usedBins.sort()

        // Boxes are ranges of `order`, a permutation of the used bins.
        var order = usedBins
        var boxes: [Range<Int>] = [0..<order.count]
        func component(_ bin: Int32, _ axis: Int) -> Int32 { (bin >> (12 - 6 * Int32(axis))) & 0x3F }
        func measure(_ box: Range<Int>) -> (axis: Int, span: Int32, pixels: UInt64) {
            var lo: (Int32, Int32, Int32) = (63, 63, 63)
            var hi: (Int32, Int32, Int32) = (0, 0, 0)
            var n: UInt64 = 0
            for i in box {
                let b = order[i]
                let c = (component(b, 0), component(b, 1), component(b, 2))
                lo = (min(lo.0, c.0), min(lo.1, c.1), min(lo.2, c.2))
                hi = (max(hi.0, c.0), max(hi.1, c.1), max(hi.2, c.2))
                n += UInt64(counts[Int(b)])
            }
            let spans = [hi.0 - lo.0, hi.1 - lo.1, hi.2 - lo.2]
            let axis = spans.indices.max { (spans[$0], -$0) < (spans[$1], -$1) }!
            return (axis, spans[axis], n)
        }
        while boxes.count < 256 {
            var best = -1
            var bestScore: UInt64 = 0
            var bestAxis = 0
            for (i, box) in boxes.enumerated() where box.count > 1 {
                let m = measure(box)
                let score = m.pixels * UInt64(m.span)
                if m.span > 0 && score > bestScore {
                    best = i
                    bestScore = score
                    bestAxis = m.axis
                }
            }
            guard best >= 0 else { break }
            let box = boxes[best]
            let sorted = order[box].sorted { (component($0, bestAxis), $0) < (component($1, bestAxis), $1) }
            order.replaceSubrange(box, with: sorted)
            let total = sorted.reduce(UInt64(0)) { $0 + UInt64(counts[Int($1)]) }
            var running: UInt64 = 0
            var cut = box.lowerBound + 1
            for i in box {
                running += UInt64(counts[Int(order[i])])
                if running * 2 >= total {
                    cut = min(max(i + 1, box.lowerBound + 1), box.upperBound - 1)
                    break
                }
            }
            boxes[best] = box.lowerBound..<cut
            boxes.append(cut..<box.upperBound)
        }

        // Each box's colour: the exact mean of its pixels; boxes ordered by colour for stable palettes.
        var entries: [(colour: Colour, box: Range<Int>)] = boxes.map { box in
            var n: UInt64 = 0
            var r: UInt64 = 0
            var g: UInt64 = 0
            var b: UInt64 = 0
            for i in box {
                let bin = Int(order[i])
                n += UInt64(counts[bin])
                r += sums[bin].r
                g += sums[bin].g
                b += sums[bin].b
            }
            return (Colour(r: UInt8((r + n / 2) / n), g: UInt8((g + n / 2) / n), b: UInt8((b + n / 2) / n)), box)
        }
        entries.sort { ($0.colour, $0.box.lowerBound) < ($1.colour, $1.box.lowerBound) }
        palette = entries.map(\.colour)
        for (n, entry) in entries.enumerated() {
            for i in entry.box { binIndex[Int(order[i])] = UInt8(n) }
        }
        for y in 0..<h {
            let line = pixels + y * row
            for x in 0..<w { indices[y * w + x] = binIndex[Self.bin(line[x])] }
        }
    }
}
