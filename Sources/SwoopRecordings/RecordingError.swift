import SwoopCore

/// Why a recording could not be read. Messages start `FILE:LINE[:COLUMN]:` like a compiler's, so an
/// editor can jump there, and say what was expected.
package enum RecordingError: CategorizedError, Sendable, Equatable {
    case fileNotFound(file: String)
    case permissionDenied(file: String)
    case unreadable(file: String, reason: String)
    /// A directory, a device (`/dev/zero`) or a socket where a recording file was expected.
    case notAFile(file: String, reason: String)
    /// Larger than `RecordingLoader.maximumSize`.
    case tooLarge(file: String, reason: String)
    /// Neither an evemu recording nor a `libinput record` file; `line` is the line that decided it.
    case unrecognisedFormat(file: String, line: Int, found: String)
    /// libyaml rejected the text.
    case malformedYAML(file: String, line: Int, column: Int, problem: String)
    /// A field of a YAML recording is missing, of the wrong type or out of range; `field` is its path
    /// from the root (`devices[0].evdev.absinfo.53`).
    case invalidField(file: String, line: Int, column: Int, field: String, problem: String)
    /// A line-based (evemu) recording has a line that cannot be read; `field` names the part, if one.
    case malformedLine(file: String, line: Int, field: String?, problem: String)
    /// An evemu recording lacks a line its device description needs (`N:`, `I:`, `B: 00`); `line` is
    /// where the description had to be complete (the first event, or the end of the file).
    case missingDescription(file: String, line: Int, reason: String)
    case unsupportedVersion(file: String, line: Int, column: Int?, found: String, supported: String)
    /// Too long a gap or too long a recording to play in real time (`PlayingLimits`).
    case tooLong(file: String, line: Int, problem: String)

    package var file: String {
        switch self {
        case .fileNotFound(let file), .permissionDenied(let file), .unreadable(let file, _),
            .notAFile(let file, _), .tooLarge(let file, _),
            .unrecognisedFormat(let file, _, _), .malformedYAML(let file, _, _, _),
            .invalidField(let file, _, _, _, _), .malformedLine(let file, _, _, _), .missingDescription(let file, _, _),
            .unsupportedVersion(let file, _, _, _, _), .tooLong(let file, _, _):
            return file
        }
    }

    package var description: String {
        switch self {
        case .fileNotFound(let file):
            return "\(file): no such file"
        case .permissionDenied(let file):
            return "\(file): permission denied (check the file's owner and mode)"
        case .unreadable(let file, let reason):
            return "\(file): cannot be read: \(reason)"
        case .notAFile(let file, let reason):
            return "\(file): \(reason), not a recording file"
        case .tooLarge(let file, let reason):
            return "\(file): \(reason): too large for a recording (import a shorter one)"
        case .unrecognisedFormat(let file, let line, let found):
            let place = "\(file):\(line)"
            return "\(place): neither an evemu recording (`# EVEMU` header, `N:`/`I:` lines) nor a "
                + "`libinput record` YAML file (`version:`, `devices:`): \(found)"
        case .malformedYAML(let file, let line, let column, let problem):
            return "\(file):\(line):\(column): malformed YAML: \(problem)"
        case .invalidField(let file, let line, let column, let field, let problem):
            return "\(file):\(line):\(column): field \(field): \(problem)"
        case .malformedLine(let file, let line, let field, let problem):
            return "\(file):\(line): " + (field.map { "\($0): " } ?? "") + problem
        case .missingDescription(let file, let line, let reason):
            return "\(file):\(line): not an evemu device description: \(reason)"
        case .unsupportedVersion(let file, let line, let column, let found, let supported):
            let place = column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
            return "\(place): unsupported file version \(found) (Swoop reads \(supported))"
        case .tooLong(let file, let line, let problem):
            return "\(file):\(line): \(problem); a real-time import plays a recording in real time, so gaps longer "
                + "than \(PlayingLimits.describe(PlayingLimits.longestGap)) and recordings longer than "
                + "\(PlayingLimits.describe(PlayingLimits.longestRecording)) are refused (--allow-long plays them; "
                + "without --realtime their length costs nothing)"
        }
    }

    /// A file that is not there or not a file (66), not allowed (77) or failed to read (74); a file too
    /// large, and anything in it that is wrong, is bad data (65).
    package var category: FailureCategory {
        switch self {
        case .fileNotFound, .notAFile: .missingInput
        case .permissionDenied: .permission
        case .unreadable: .ioError
        case .tooLarge, .tooLong, .unrecognisedFormat, .malformedYAML, .invalidField, .malformedLine,
            .missingDescription, .unsupportedVersion:
            .badData
        }
    }
}
