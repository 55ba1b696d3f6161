import CGif

/// An animated GIF written frame by frame (giflib), so a long replay never holds every frame.
/// Each frame gets its own palette (`PaletteQuantizer`); after the first, only the rectangle that
/// changed is stored, over the previous frame (disposal "do not dispose"). The bytes go to a
/// `RenderOutput`, committed by `finish()`; a writer dropped unfinished abandons its output.
public final class GIFWriter {
    public let width: Int
    public let height: Int
    public private(set) var frameCount = 0
    private let output: any RenderOutput
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let sink: Sink
    private var quantizer = PaletteQuantizer()
    private var previous: [UInt32] = []
    private var finished = false

    /// Carries the output and its first error through giflib's C callback.
    private final class Sink {
        let output: any RenderOutput
        var error: (any Error)?
        init(_ output: any RenderOutput) { self.output = output }
    }

    /// A writer that fails here has already abandoned `output` (its deinit runs).
    /// `loopCount` 0 loops forever (the NETSCAPE2.0 extension every browser reads).
    public init(output: any RenderOutput, width: Int, height: Int, loopCount: Int = 0) throws(RenderError) {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw .invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.output = output
        sink = Sink(output)
        var error: Int32 = 0
        let user = Unmanaged.passUnretained(sink).toOpaque()
        guard
            let gif = EGifOpen(
                user,
                { file, bytes, length in
                    guard let file, let bytes, length > 0 else { return 0 }
                    let sink = Unmanaged<Sink>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
                    guard sink.error == nil else { return 0 }
                    do { try sink.output.write(utf8: UnsafeRawBufferPointer(start: bytes, count: Int(length))) } catch {
                        sink.error = error
                        return 0
                    }
                    return length
                }, &error)
        else {
            throw .gif(String(cString: GifErrorString(error)))
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil))
        let loop = [UInt8(1), UInt8(loopCount & 0xFF), UInt8((loopCount >> 8) & 0xFF)]
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)))
        try check(EGifPutExtensionBlock(gif, 3, loop))
        try check(EGifPutExtensionTrailer(gif))
    }

    /// Adds `surface` (which must be width × height) shown for `delayCentiseconds` (GIF's unit;
    /// see `GIFSchedule` for turning frame times into delays browsers honour).
    public func append(_ surface: RenderSurface, delayCentiseconds: Int) throws(RenderError) {
        guard let gif, !finished else { throw .gif("frame appended after finish()") }
        guard surface.width == width, surface.height == height else {
            throw .frameSizeMismatch(expected: "\(width)×\(height)", got: "\(surface.width)×\(surface.height)")
        }
        let changed: PixelRect = surface.withPixels { pixels, row in
            let rect = frameCount == 0 ? PixelRect(x: 0, y: 0, width: width, height: height) : changedRect(pixels, row)
            quantizer.quantize(
                UnsafePointer(pixels + rect.y * row + rect.x), rowLength: row, width: rect.width, height: rect.height)
            if previous.count != width * height { previous = [UInt32](repeating: 0, count: width * height) }
            for y in 0..<height { for x in 0..<width { previous[y * width + x] = pixels[y * row + x] & 0x00FF_FFFF } }
            return rect
        }

        var gcb = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
            DelayTime: Int32(min(max(delayCentiseconds, 0), 65535)), TransparentColor: NO_TRANSPARENT_COLOR)
        var gcbBytes = [UInt8](repeating: 0, count: 4)
        _ = EGifGCBToExtension(&gcb, &gcbBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, gcbBytes))

        var colours = quantizer.palette.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        var size = 2
        while size < colours.count { size *= 2 }
        colours += [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colours.count)
        guard let map = GifMakeMapObject(Int32(size), colours) else { throw .gif("cannot allocate a colour map") }
        defer { GifFreeMapObject(map) }
        try check(
            EGifPutImageDesc(
                gif, Int32(changed.x), Int32(changed.y), Int32(changed.width), Int32(changed.height), false, map))
        var line = [UInt8](repeating: 0, count: changed.width)
        for y in 0..<changed.height {
            for x in 0..<changed.width { line[x] = quantizer.indices[y * changed.width + x] }
            try check(EGifPutLine(gif, &line, Int32(changed.width)))
        }
        frameCount += 1
    }

    /// Writes the trailer and commits the output (renamed into place, for a file).
    public func finish() throws(RenderError) {
        guard !finished else { return }
        finished = true
        var error: Int32 = 0
        let closed = EGifCloseFile(gif, &error)
        gif = nil
        try output.finish { () throws(RenderError) in
            if let e = sink.error { throw .writeFailed(path: output.path, reason: "\(e)") }
            if closed != GIF_OK { throw .gif(String(cString: GifErrorString(error))) }
            if frameCount == 0 { throw .gif("no frames were added") }
        }
    }

    deinit {
        if !finished {
            var error: Int32 = 0
            if let gif { _ = EGifCloseFile(gif, &error) }
            output.abandon()
        }
    }

    /// The smallest rectangle holding every pixel that differs from the previous frame (1 × 1 when
    /// none does: a GIF frame cannot be empty, and its delay still counts).
    private func changedRect(_ pixels: UnsafeMutablePointer<UInt32>, _ row: Int) -> PixelRect {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            let line = pixels + y * row
            let old = y * width
            for x in 0..<width where line[x] & 0x00FF_FFFF != previous[old + x] {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return maxX < 0
            ? PixelRect(x: 0, y: 0, width: 1, height: 1)
            : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private func check(_ status: Int32) throws(RenderError) {
        guard status != GIF_OK else { return }
        if let e = sink.error { throw .writeFailed(path: output.path, reason: "\(e)") }
        throw .gif(String(cString: GifErrorString(gif?.pointee.Error ?? 0)))
    }
}
