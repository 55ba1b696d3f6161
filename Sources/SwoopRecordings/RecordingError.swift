import SwoopCore

/// Why a recording could not be read. Messages start `FILE:LINE[:COLUMN]:` like a compiler's, so an
/// editor can jump there, and say what was expected.
public enum RecordingError: CategorizedError, Sendable, Equatable {
    case fileNotFound(file: String)
    case permissionDenied(file: String)
    case unreadable(file: String, reason: String)
    /// Neither an evemu recording nor a `libinput record` file; `line` is the line that decided it.
    case unrecognisedFormat(file: String, line: Int?, found: String)
    /// libyaml rejected the text.
    case malformedYAML(file: String, line: Int, column: Int, problem: String)
    /// A field of a YAML recording is missing, of the wrong type or out of range; `field` is its path
    /// from the root (`devices[0].evdev.absinfo.53`).
    case invalidField(file: String, line: Int, column: Int, field: String, problem: String)
    /// A line-based (evemu) recording has a line that cannot be read; `field` names the part, if one.
    case malformedLine(file: String, line: Int, field: String?, problem: String)
    /// An evemu recording lacks a line its device description needs (`N:`, `I:`, `B: 00`).
    case missingDescription(file: String, reason: String)
    case unsupportedVersion(file: String, line: Int, column: Int?, found: String, supported: String)

    public var file: String {
        switch self {
        case let .fileNotFound(file), let .permissionDenied(file), let .unreadable(file, _),
             let .unrecognisedFormat(file, _, _), let .malformedYAML(file, _, _, _),
             let .invalidField(file, _, _, _, _), let .malformedLine(file, _, _, _), let .missingDescription(file, _),
             let .unsupportedVersion(file, _, _, _, _):
            return file
        }
    }

    public var description: String {
        switch self {
        case let .fileNotFound(file):
            return "\(file): no such file"
        case let .permissionDenied(file):
            return "\(file): permission denied (check the file's owner and mode)"
        case let .unreadable(file, reason):
            return "\(file): cannot be read: \(reason)"
        case let .unrecognisedFormat(file, line, found):
            let place = line.map { "\(file):\($0)" } ?? file
            return "\(place): neither an evemu recording (`# EVEMU` header, `N:`/`I:` lines) nor a "
                + "`libinput record` YAML file (`version:`, `devices:`): \(found)"
        case let .malformedYAML(file, line, column, problem):
            return "\(file):\(line):\(column): malformed YAML: \(problem)"
        case let .invalidField(file, line, column, field, problem):
            return "\(file):\(line):\(column): field \(field): \(problem)"
        case let .malformedLine(file, line, field, problem):
            return "\(file):\(line): " + (field.map { "\($0): " } ?? "") + problem
        case let .missingDescription(file, reason):
            return "\(file): not an evemu device description: \(reason)"
        case let .unsupportedVersion(file, line, column, found, supported):
            let place = column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
            return "\(place): unsupported file version \(found) (Swoop reads \(supported))"
        }
    }

    /// A file that is not there (66), not allowed (77) or failed to read (74); anything in it that is
    /// wrong is bad data (65).
    public var category: FailureCategory {
        switch self {
        case .fileNotFound: .missingInput
        case .permissionDenied: .permission
        case .unreadable: .ioError
        case .unrecognisedFormat, .malformedYAML, .invalidField, .malformedLine, .missingDescription, .unsupportedVersion: .badData
        }
    }
}
