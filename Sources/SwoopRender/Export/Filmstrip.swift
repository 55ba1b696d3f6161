import SwoopEngine

/// Several frames side by side, left to right, with thin separators: one picture of a whole
/// transition (progress 0 … 1), for documentation and for golden tests.
public final class Filmstrip {
    public let frameWidth: Int
    public let frameHeight: Int
    public let count: Int
    public let separatorWidth: Int
    public let surface: RenderSurface

    /// `separatorWidth` pixels of `separatorColor` between frames (none outside the first and last).
    public init(
        frameWidth: Int, frameHeight: Int, count: Int, separatorWidth: Int = 2,
        separatorColor: RGBA8 = RGBA8(r: 0x8E, g: 0x8E, b: 0x93)
    ) throws(RenderError) {
        guard count > 0, frameWidth > 0, frameHeight > 0, separatorWidth >= 0 else {
            throw .invalidSize(width: frameWidth * max(count, 0), height: frameHeight)
        }
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.count = count
        self.separatorWidth = separatorWidth
        surface = try RenderSurface(width: count * frameWidth + (count - 1) * separatorWidth, height: frameHeight)
        for i in 1..<max(count, 1) {
            surface.fill(
                x: i * (frameWidth + separatorWidth) - separatorWidth, y: 0, width: separatorWidth, height: frameHeight,
                color: separatorColor)
        }
    }

    /// The left edge of frame `index`.
    public func x(of index: Int) -> Int { index * (frameWidth + separatorWidth) }

    /// Copies `frame` into cell `index`.
    public func place(_ frame: RenderSurface, at index: Int) throws(RenderError) {
        guard frame.width == frameWidth, frame.height == frameHeight else {
            throw .frameSizeMismatch(expected: "\(frameWidth)×\(frameHeight)", got: "\(frame.width)×\(frame.height)")
        }
        precondition(index >= 0 && index < count, "filmstrip cell \(index) of \(count)")
        surface.place(frame, x: x(of: index), y: 0)
    }
}
