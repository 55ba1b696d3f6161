#if canImport(Glibc)
import Glibc
#endif

/// Reads a recording file of either supported format, deciding which from its first lines.
///
/// Throws `RecordingError`, or whatever `EvemuParser` throws for a malformed evemu file (passed
/// through unchanged so that its own line-precise message reaches the user).
public enum RecordingLoader {
    public static func load(path: String) throws -> Recording {
        try parse(contents: try readText(path), file: path)
    }

    public static func parse(contents: String, file: String) throws -> Recording {
        switch try detectFormat(contents: contents, file: file) {
        case .evemu:
            return try EvemuParser.parse(contents: contents, file: file)
        case .libinputRecord:
            return try LibinputRecordParser.parse(contents: contents, file: file)
        }
    }

    /// The format is decided by the first line that is neither blank nor an ordinary comment:
    /// evemu files start with `# EVEMU x.y` and/or `N:`/`I:` description lines; `libinput record`
    /// files with `version:` (newer ones after a `# libinput record` comment, older ones without).
    public static func detectFormat(contents: String, file: String) throws(RecordingError) -> Recording.Format {
        var lineNumber = 0
        // `\r\n` is one Character in Swift, and a newline, so this splits both line-end styles.
        for line in contents.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                if trimmed.hasPrefix("# EVEMU") { return .evemu }
                continue
            }
            if line.hasPrefix("N:") || line.hasPrefix("I:") { return .evemu }
            if yamlStarts.contains(where: { line.hasPrefix($0) }) { return .libinputRecord }
            let shown = line.count > 60 ? String(line.prefix(60)) + "…" : String(line)
            throw .unrecognisedFormat(file: file, line: lineNumber, found: "the first line of content is \"\(shown)\"")
        }
        throw .unrecognisedFormat(file: file, line: nil, found: "the file is empty or holds only comments")
    }

    /// Top-level keys `libinput record` writes first (`version:` always, in every release so far);
    /// `---` is a YAML document start some tools prepend.
    private static let yamlStarts = ["version:", "devices:", "ndevices:", "---"]

    /// The whole file as UTF-8 text, with errors that say which file and why.
    static func readText(_ path: String) throws(RecordingError) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw openError(errno, path) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw openError(errno, path)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .unrecognisedFormat(file: path, line: nil, found: "the file is not UTF-8 text")
        }
        return text
    }

    private static func openError(_ code: Int32, _ path: String) -> RecordingError {
        switch code {
        case ENOENT, ENOTDIR: return .fileNotFound(file: path)
        case EACCES, EPERM: return .permissionDenied(file: path)
        default: return .unreadable(file: path, reason: String(cString: strerror(code)))
        }
    }
}
