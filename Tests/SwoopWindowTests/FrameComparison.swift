import Foundation
import SwoopRender
import SwoopWindow
import Testing

/// Compares the window's rectangle in a framebuffer capture with the frame the offscreen presenter
/// drew. The copy from surface to screen is 1:1 (a streaming texture the window's size, nearest
/// filtering, no blending), so the pixels are expected to be identical; the tolerance of 2 levels per
/// channel leaves room for a GL stack that rounds differently on its way to a 24-bit visual, and not a
/// single pixel may exceed it. On a mismatch the capture and a diff image (differing pixels red over
/// a faded render) are written to $TMPDIR/swoop-window-diffs and named in the failure.
/// SWOOP_KEEP_WINDOW_CAPTURES=1 writes the capture and the render there even when they match.
enum FrameComparison {
    static let channelTolerance = 2

    /// How many pixels of the window's rectangle differ from `frame` beyond the tolerance (all of them
    /// when the rectangle is not on the screen): for waiting until a window shows a frame.
    static func differingPixels(in capture: PNMImage, at origin: (x: Int, y: Int), from frame: RenderSurface) -> Int {
        guard origin.x >= 0, origin.y >= 0, origin.x + frame.width <= capture.width,
            origin.y + frame.height <= capture.height
        else {
            return frame.width * frame.height
        }
        var differing = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let c = capture.pixel(x: origin.x + x, y: origin.y + y)
                let f = frame.pixel(x: x, y: y)
                if max(abs(Int(c.r) - Int(f.r)), abs(Int(c.g) - Int(f.g)), abs(Int(c.b) - Int(f.b))) > channelTolerance
                {
                    differing += 1
                }
            }
        }
        return differing
    }

    static func expectWindow(
        in capture: PNMImage, at origin: (x: Int, y: Int), shows frame: RenderSurface, _ name: String
    ) throws {
        try #require(
            origin.x >= 0 && origin.y >= 0 && origin.x + frame.width <= capture.width
                && origin.y + frame.height <= capture.height,
            "the window \(frame.width)×\(frame.height) at \(origin) is not inside the \(capture.width)×\(capture.height) screen"
        )
        let shown = try RenderSurface(width: frame.width, height: frame.height)
        let diff = try RenderSurface(width: frame.width, height: frame.height)
        var differing = 0
        var largest = 0
        shown.withPixels { shownPixels, shownRow in
            diff.withPixels { marks, row in
                for y in 0..<frame.height {
                    for x in 0..<frame.width {
                        let c = capture.pixel(x: origin.x + x, y: origin.y + y)
                        let f = frame.pixel(x: x, y: y)
                        shownPixels[y * shownRow + x] = 0xFF00_0000 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
                        let d = max(abs(Int(c.r) - Int(f.r)), abs(Int(c.g) - Int(f.g)), abs(Int(c.b) - Int(f.b)))
                        largest = max(largest, d)
                        if d > channelTolerance {
                            differing += 1
                            marks[y * row + x] = 0xFFFF_0000
                        } else {
                            let grey = UInt32((Int(f.r) + Int(f.g) + Int(f.b)) / 9 + 170)
                            marks[y * row + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                        }
                    }
                }
            }
        }
        print(
            "\(name): window \(frame.width)×\(frame.height) at \(origin): largest channel difference \(largest), \(differing) pixels beyond \(channelTolerance)"
        )
        let keep = ProcessInfo.processInfo.environment["SWOOP_KEEP_WINDOW_CAPTURES"] == "1"
        if differing > 0 || keep {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-window-diffs")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            var written: [String] = []
            for (surface, suffix) in [(shown, "captured"), (diff, "diff"), (frame, "offscreen")] {
                let path = dir.appendingPathComponent("\(name)-\(suffix).png")
                let output = MemoryOutput()
                try PNGEncoder.write(surface, to: output)
                try Data(output.bytes).write(to: path)
                written.append(path.path)
            }
            print("\(name): wrote \(written.joined(separator: ", "))")
        }
        #expect(
            differing == 0,
            "\(name): \(differing) pixels of the window differ from the offscreen render by more than \(channelTolerance) levels (largest \(largest)); see $TMPDIR/swoop-window-diffs/\(name)-diff.png"
        )
    }
}
