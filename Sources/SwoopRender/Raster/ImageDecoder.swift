import CCairo
import CTurboJPEG
import SwoopCore

/// PNG (cairo's reader, libpng) and JPEG (libjpeg-turbo) files into cairo surfaces. The size is read
/// from the header first, so an oversized image is refused before anything large is allocated.
enum ImageDecoder {
    static let missingFile = "no such file"

    static func decode(_ path: String, covering target: (width: Int, height: Int)?) throws(RenderError)
        -> LoadedImage
    {
        let bytes: [UInt8]
        do { bytes = try readFile(path, limit: ImageCache.maximumFileBytes) } catch {
            throw .unreadableImage(path: path, reason: error.kind == .missing ? missingFile : error.reason)
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return try png(bytes, path).reduced(covering: target)
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try jpeg(bytes, path, covering: target) }
        throw .unreadableImage(path: path, reason: "neither a PNG nor a JPEG file")
    }

    /// Whether an image of `width` × `height` fills `target` with its aspect kept, without enlarging.
    static func covers(_ width: Int, _ height: Int, _ target: (width: Int, height: Int)) -> Bool {
        let kx = Double(target.width) / Double(width)
        let ky = Double(target.height) / Double(height)
        return max(kx, ky) <= 1
    }

    static func checkSize(_ width: Int, _ height: Int, _ path: String) throws(RenderError) {
        guard width > 0, height > 0 else { throw .unreadableImage(path: path, reason: "the image is empty") }
        guard width <= 32767, height <= 32767, width * height <= ImageCache.maximumPixels else {
            throw .unreadableImage(
                path: path,
                reason:
                    "\(width)×\(height) pixels is more than the \(ImageCache.maximumPixels / (1024 * 1024)) Mpx (32767 a side) Swoop decodes"
            )
        }
    }

    private static func png(_ bytes: [UInt8], _ path: String) throws(RenderError) -> LoadedImage {
        // IHDR is the first chunk: length (4), "IHDR" (4), width (4, big-endian), height (4).
        guard bytes.count >= 24 else { throw .unreadableImage(path: path, reason: "a truncated PNG") }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        try checkSize(be32(16), be32(20), path)
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        let s = cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let n = Int(length)
                guard r.offset + n <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                r.bytes.withUnsafeBufferPointer { data!.update(from: $0.baseAddress! + r.offset, count: n) }
                r.offset += n
                return CAIRO_STATUS_SUCCESS
            }, unmanaged.toOpaque())!
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            let reason =
                status == CAIRO_STATUS_READ_ERROR
                ? "not a valid PNG, or truncated" : String(cString: cairo_status_to_string(status))
            throw .unreadableImage(path: path, reason: reason)
        }
        return LoadedImage(owning: s)
    }

    /// Decoded straight into a cairo RGB24 surface (`TJPF_BGRX` is its byte order on little-endian
    /// machines), at libjpeg-turbo's smallest scale (1/8 … 1) that still covers `target`.
    private static func jpeg(_ bytes: [UInt8], _ path: String, covering target: (width: Int, height: Int)?)
        throws(RenderError) -> LoadedImage
    {
        guard let tj = tjInitDecompress() else { throw .cairo("libjpeg-turbo could not start") }
        defer { tjDestroy(tj) }
        func failure() -> RenderError {
            .unreadableImage(path: path, reason: "not a valid JPEG (\(String(cString: tjGetErrorStr2(tj))))")
        }
        var w: Int32 = 0
        var h: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(tj, $0.baseAddress, UInt(bytes.count), &w, &h, &subsampling, &colorspace)
        }
        guard header == 0 else { throw failure() }
        try checkSize(Int(w), Int(h), path)
        var scaled = (Int(w), Int(h))
        var factorCount: Int32 = 0
        if let target, let factors = tjGetScalingFactors(&factorCount) {
            // Smallest first: the first factor whose image still covers the target wins.
            var best = (Int(w), Int(h))
            var bestArea = Int(w) * Int(h)
            for i in 0..<Int(factorCount) {
                let num = Int(factors[i].num)
                let denom = Int(factors[i].denom)
                guard num > 0, num <= denom else { continue }
                let sw = (Int(w) * num + denom - 1) / denom
                let sh = (Int(h) * num + denom - 1) / denom
                if sw >= target.width || sh >= target.height, covers(sw, sh, target), sw * sh < bestArea {
                    best = (sw, sh)
                    bestArea = sw * sh
                }
            }
            scaled = best
        }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(scaled.0), Int32(scaled.1)),
            cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
        else { throw .cairo("cannot make a \(scaled.0)×\(scaled.1) image") }
        cairo_surface_flush(s)
        let stride = cairo_image_surface_get_stride(s)
        let result = bytes.withUnsafeBufferPointer {
            tjDecompress2(
                tj, $0.baseAddress, UInt(bytes.count), cairo_image_surface_get_data(s), Int32(scaled.0), stride,
                Int32(scaled.1), Int32(TJPF_BGRX.rawValue), 0)
        }
        // A warning (a few damaged bytes of an otherwise readable file) still gives an image.
        guard result == 0 || tjGetErrorCode(tj) == Int32(TJERR_WARNING.rawValue) else {
            cairo_surface_destroy(s)
            throw failure()
        }
        cairo_surface_mark_dirty(s)
        return try LoadedImage(owning: s).reduced(covering: target)
    }
}
