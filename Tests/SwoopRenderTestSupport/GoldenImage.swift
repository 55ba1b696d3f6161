import Foundation
import SwoopRender

/// A rendered image compared with a committed PNG (the renderer's goldens, the README's pictures),
/// with one tolerance for both: a pixel matches when every channel is within 3 levels, and up to 1
/// pixel in 20 000 may differ more (an antialiased edge moved by a fraction of a pixel on another
/// cairo or pixman build). On a mismatch the render and a diff image (differing pixels red over the
/// faded reference) are written to $TMPDIR/swoop-render-diffs, and the result names them.
public enum GoldenImage {
    public static let channelTolerance = 3
    public static let outlierFraction = 1.0 / 20_000

    public struct Comparison {
        /// Pixels beyond the channel tolerance, and how many may be.
        public var outliers: Int, allowed: Int
        /// Pixels of the render that are not opaque (every compared scene has an opaque background).
        public var translucent: Int
        /// Set when the sizes differ: nothing else was compared.
        public var sizeMismatch: String?
        /// The render and the diff image, written when the comparison failed.
        public var written: [String] = []

        public var matches: Bool { sizeMismatch == nil && outliers <= allowed }

        public var description: String {
            if let sizeMismatch { return sizeMismatch }
            return "\(outliers) pixels differ by more than \(GoldenImage.channelTolerance) levels (\(allowed) allowed)"
                + (written.isEmpty ? "" : "; render and diff: " + written.joined(separator: ", "))
        }
    }

    /// Compares `actual` with the PNG at `path`; `name` names the files written on a mismatch.
    public static func compare(_ actual: RenderSurface, with path: String, name: String) throws -> Comparison {
        let golden = try RenderSurface(png: path)
        guard golden.width == actual.width, golden.height == actual.height else {
            return Comparison(
                outliers: 0, allowed: 0, translucent: 0,
                sizeMismatch: "\(path) is \(golden.width)×\(golden.height), the render \(actual.width)×\(actual.height)"
            )
        }
        let diff = try RenderSurface(width: actual.width, height: actual.height)
        var outliers = 0
        var translucent = 0
        diff.withPixels { marks, row in
            for y in 0..<actual.height {
                for x in 0..<actual.width {
                    let a = actual.pixel(x: x, y: y)
                    let g = golden.pixel(x: x, y: y)
                    if a.a != 255 { translucent += 1 }
                    let d = max(
                        abs(Int(a.r) - Int(g.r)), abs(Int(a.g) - Int(g.g)), abs(Int(a.b) - Int(g.b)),
                        abs(Int(a.a) - Int(g.a)))
                    if d <= channelTolerance {
                        let grey = UInt32((Int(g.r) + Int(g.g) + Int(g.b)) / 9 + 170)
                        marks[y * row + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                    } else {
                        outliers += 1
                        marks[y * row + x] = 0xFFFF_0000
                    }
                }
            }
        }
        var result = Comparison(
            outliers: outliers, allowed: Int(Double(actual.width * actual.height) * outlierFraction),
            translucent: translucent)
        if !result.matches {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-render-diffs")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for (surface, suffix) in [(actual, "actual"), (diff, "diff")] {
                let file = dir.appendingPathComponent("\(name)-\(suffix).png")
                try Data(try PNGEncoder.data(surface)).write(to: file)
                result.written.append(file.path)
            }
        }
        return result
    }
}
