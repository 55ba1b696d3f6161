import Foundation

/// A GIF as an independent decoder reads it: Debian's Pillow (`python3-pil`), run by
/// `/usr/bin/python3`. Shared by the renderer's and the command line's tests, so both judge their
/// GIFs by the same reading.
public struct PillowGIF: Decodable {
    public var frames: Int
    public var size: [Int]
    public var loop: Int?
    /// Milliseconds, as Pillow reports them (centiseconds × 10).
    public var durations: [Int]
    /// The first and last frames as RGB bytes, row by row.
    public var firstRGB: [UInt8] = []
    public var lastRGB: [UInt8] = []

    private enum CodingKeys: String, CodingKey { case frames, size, loop, durations }

    static let script = """
        import json, sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        info = {"frames": im.n_frames, "size": list(im.size), "loop": im.info.get("loop"), "durations": []}
        for i in range(im.n_frames):
            im.seek(i)
            info["durations"].append(im.info.get("duration"))
            if i in (0, im.n_frames - 1):
                open("%s/frame-%s.rgb" % (sys.argv[2], "first" if i == 0 else "last"), "wb").write(im.convert("RGB").tobytes())
        print(json.dumps(info))
        """

    /// Debian's Python with Pillow; without it the test skips loudly (`TestGate`: a failure under CI).
    public static func python() throws -> String {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python),
            (try? ExternalProgram.run(python, ["-c", "import PIL"]))?.status == 0
        else {
            try TestGate.unavailable("/usr/bin/python3 with Pillow (Debian's python3-pil), to decode the GIF")
        }
        return python
    }

    /// Decodes `path` with `python` (from `python()`); throws with Pillow's words when it cannot.
    public static func decode(_ path: String, python: String) throws -> PillowGIF {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-pillow-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let program = dir.appendingPathComponent("decode.py").path
        try Self.script.write(toFile: program, atomically: true, encoding: .utf8)
        let result = try ExternalProgram.run(python, [program, path, dir.path])
        guard result.status == 0 else { throw DecodeFailed(output: result.output) }
        var gif = try JSONDecoder().decode(PillowGIF.self, from: Data(result.output.utf8))
        gif.firstRGB = [UInt8](try Data(contentsOf: dir.appendingPathComponent("frame-first.rgb")))
        gif.lastRGB = [UInt8](try Data(contentsOf: dir.appendingPathComponent("frame-last.rgb")))
        return gif
    }

    public struct DecodeFailed: Error, CustomStringConvertible {
        public var output: String
        public var description: String { "Pillow could not decode the GIF: \(output)" }
    }
}
