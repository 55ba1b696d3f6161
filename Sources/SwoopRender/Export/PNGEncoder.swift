import CCairo

/// PNG through cairo's own writer (libpng underneath): deterministic — no time stamp or other
/// varying chunk — and an opaque surface is written as RGB without an alpha channel.
public enum PNGEncoder {
    /// Encodes `surface` into `output` and commits it; on failure the output is abandoned.
    public static func write(_ surface: RenderSurface, to output: any RenderOutput) throws(RenderError) {
        try output.finish { () throws(RenderError) in try encode(surface, to: output) }
    }

    /// The PNG bytes of `surface` (a window's screenshot key, a test's comparison).
    public static func data(_ surface: RenderSurface) throws(RenderError) -> [UInt8] {
        let memory = MemoryOutput()
        try encode(surface, to: memory)
        return memory.bytes
    }

    private final class Sink {
        let output: any RenderOutput
        var error: (any Error)?
        init(_ output: any RenderOutput) { self.output = output }
    }

    static func encode(_ surface: RenderSurface, to output: any RenderOutput) throws(RenderError) {
        let sink = Sink(output)
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                surface.surface,
                { closure, data, length in
                    let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                    do { try sink.output.write(utf8: UnsafeRawBufferPointer(start: data, count: Int(length))) } catch {
                        sink.error = error
                        return CAIRO_STATUS_WRITE_ERROR
                    }
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        if let error = sink.error { throw .writeFailed(path: output.path, reason: "\(error)") }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo("PNG encoding: " + String(cString: cairo_status_to_string(status)))
        }
    }
}
