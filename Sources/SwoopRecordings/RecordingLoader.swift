import SwoopCore

/// Reads a recording file of either supported format, deciding which from its first lines.
///
/// The one way a recording file is read: every command and test goes through here, so a file is
/// accepted or refused alike everywhere. Throws `RecordingError`.
package enum RecordingLoader {
    /// Recordings of a few minutes are a few MiB; a larger file is refused rather than buffered (a
    /// 64 MiB YAML file already takes libyaml a minute and gigabytes to turn into a tree).
    package static let maximumSize = 64 << 20

    package static func load(path: String) throws(RecordingError) -> Recording {
        try parse(contents: try readText(path), file: path)
    }

    package static func parse(contents: String, file: String) throws(RecordingError) -> Recording {
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
    package static func detectFormat(contents: String, file: String) throws(RecordingError) -> Recording.Format {
        var lineNumber = 0
        for line in lines(of: contents) {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                if trimmed.hasPrefix("# EVEMU") { return .evemu }
                continue
            }
            if trimmed.hasPrefix("N:") || trimmed.hasPrefix("I:") { return .evemu }
            if yamlStarts.contains(where: { line.hasPrefix($0) }) { return .libinputRecord }
            throw .unrecognisedFormat(
                file: file, line: lineNumber,
                found: "the first line of content is \"\(MessageExcerpt.of(line))\"")
        }
        // The last line, not counting the empty one after a final newline.
        let last = lineNumber - (contents.hasSuffix("\n") ? 1 : 0)
        throw .unrecognisedFormat(file: file, line: max(1, last), found: "the file is empty or holds only comments")
    }

    /// The lines of a recording: split at `\n` and at `\r\n` (which Swift counts as one character, so
    /// splitting at `"\n"` alone would make a Windows file one line), and nowhere else — a form feed
    /// or a Latin-1 `0x85` in a device name is not a line end. Every reader numbers lines this way.
    /// Found in the UTF-8 bytes (a `\n` byte is always a line feed, and a `\r` before it belongs to
    /// the line end), which is what splitting the Characters gives, many times faster.
    package static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = lineStart
        while let newline = utf8[index...].firstIndex(of: 0x0A) {
            let before = newline > lineStart ? utf8.index(before: newline) : newline
            let end = newline > lineStart && utf8[before] == 0x0D ? before : newline
            lines.append(text[lineStart..<end])
            index = utf8.index(after: newline)
            lineStart = index
        }
        lines.append(text[lineStart...])
        return lines
    }

    /// Top-level keys `libinput record` writes first (`version:` always, in every release so far);
    /// `---` is a YAML document start some tools prepend.
    private static let yamlStarts = ["version:", "devices:", "ndevices:", "---"]

    /// The whole file as text, with errors that say which file and why. A `libinput record` file is
    /// YAML, which is UTF-8; an evemu file holds the kernel's device name as raw bytes, so one that is
    /// not UTF-8 is read as Latin-1 (every byte a character) rather than refused.
    static func readText(_ path: String) throws(RecordingError) -> String {
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try readFile(path, limit: maximumSize)
        } catch {
            switch error.kind {
            case .missing: throw .fileNotFound(file: path)
            case .permissionDenied: throw .permissionDenied(file: path)
            case .isDirectory, .notAFile: throw .notAFile(file: path, reason: error.reason)
            case .tooLarge: throw .tooLarge(file: path, reason: error.reason)
            case .other: throw .unreadable(file: path, reason: error.reason)
            }
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let latin1 = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        guard (try? detectFormat(contents: latin1, file: path)) == .evemu else {
            throw .unrecognisedFormat(
                file: path, line: lineOfFirstInvalidUTF8(bytes), found: "the file is not UTF-8 text")
        }
        return latin1
    }

    /// The 1-based line holding the first byte that is not valid UTF-8.
    static func lineOfFirstInvalidUTF8(_ bytes: [UInt8]) -> Int {
        UTF8Validation.firstInvalidPosition(bytes)?.line ?? 1
    }
}
