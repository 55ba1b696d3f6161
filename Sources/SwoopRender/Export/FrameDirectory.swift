import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// A directory of numbered PNG frames (`frame-00000.png`, …), for tools that want stills.
///
/// Nothing is left half-written: frames go into a hidden sibling directory (`.NAME.tmp-PID`) that is
/// renamed into place by `finish()`, and removed if the writer is dropped unfinished. The destination
/// follows `OutputDirectory`'s rule: missing (made with its parents) or empty; anything else is refused.
public final class FrameDirectory {
    public let path: String
    public private(set) var frameCount = 0
    private let temporaryPath: String
    private let open: (String) throws -> any RenderOutput
    private var written: [String] = []
    private var finished = false
    /// The hidden directory, for an interrupted run to remove (`Leftovers`).
    private var leftover: Leftovers.Token?

    /// `open` makes the output for one file path (the command line passes SwoopLog's `AtomicFileOutput`).
    public init(path: String, open: @escaping (String) throws -> any RenderOutput) throws(RenderError) {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.path = trimmed
        self.open = open
        let slash = trimmed.lastIndex(of: "/")
        let parent = slash.map { String(trimmed[..<$0]) } ?? "."
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        temporaryPath = (parent.isEmpty ? "" : parent) + "/." + name + ".tmp-\(getpid())"

        if let problem = OutputDirectory.problem(trimmed) ?? OutputDirectory.make(parent) {
            throw .writeFailed(path: trimmed, reason: problem)
        }
        // The error names the destination: the hidden directory is this writer's business, not the user's.
        guard mkdir(temporaryPath, 0o755) == 0 else {
            throw .writeFailed(path: trimmed, reason: "cannot create in \(parent): " + errorText(errno))
        }
        leftover = Leftovers.register(directory: temporaryPath)
    }

    /// The file name of frame `index`.
    public static func fileName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    public func append(_ surface: RenderSurface) throws(RenderError) {
        guard !finished else { throw .writeFailed(path: path, reason: "frame appended after finish()") }
        let file = temporaryPath + "/" + Self.fileName(frameCount)
        let output: any RenderOutput
        do { output = try open(file) } catch { throw .writeFailed(path: file, reason: "\(error)") }
        written.append(file)
        try PNGEncoder.write(surface, to: output)
        frameCount += 1
    }

    /// Moves the finished directory into place.
    public func finish() throws(RenderError) {
        guard !finished else { return }
        var info = stat()
        if stat(path, &info) == 0 && rmdir(path) != 0 {
            throw .writeFailed(path: path, reason: "cannot replace: " + String(cString: strerror(errno)))
        }
        guard rename(temporaryPath, path) == 0 else {
            throw .writeFailed(path: path, reason: "cannot rename into place: " + String(cString: strerror(errno)))
        }
        finished = true
        leftover.map(Leftovers.unregister)
    }

    deinit {
        leftover.map(Leftovers.unregister)
        guard !finished else { return }
        for file in written { unlink(file) }
        rmdir(temporaryPath)
    }
}
