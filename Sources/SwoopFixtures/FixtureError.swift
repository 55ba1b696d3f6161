import SwoopCore

/// Everything that can go wrong reading, writing or checking a fixture. Each message names the file,
/// the line (and the field or column where one is to blame) and says what a valid fixture holds,
/// so that a person can fix the file without reading the reader's source.
package enum FixtureError: CategorizedError, Equatable, Sendable {
    /// The file does not exist (exit 66).
    case missingFile(path: String)
    /// The file exists but cannot be opened or read: permissions, a directory, an I/O error.
    case unreadable(path: String, reason: String, permissionDenied: Bool)
    /// A line (or a manifest) is not valid JSON. `column` is 1-based, in characters.
    case malformedJSON(file: String, line: Int, column: Int, reason: String)
    /// A line is valid JSON but not a valid header or event: a field is missing, mistyped or out of range.
    case invalidField(file: String, line: Int, field: String, reason: String)
    /// A line is valid JSON but breaks a rule that is not about one field (header, order, devices).
    case invalidLine(file: String, line: Int, reason: String)
    /// The header's major version is one this reader does not know.
    case unsupportedVersion(file: String, version: String, supported: String)
    /// An event cannot be written as a valid fixture line (non-finite numbers, time going backwards).
    case unwritable(path: String, reason: String)
    /// A `manifest.json` is invalid or names a fixture that is not there.
    case invalidManifest(path: String, reason: String)

    package var description: String {
        switch self {
        case .missingFile(let path):
            return "\(path): no such fixture file"
        case .unreadable(let path, let reason, _):
            return "\(path): cannot read: \(reason)"
        case .malformedJSON(let file, let line, let column, let reason):
            return "\(file):\(line):\(column): malformed JSON: \(reason)"
        case .invalidField(let file, let line, let field, let reason):
            return "\(file):\(line): field '\(MessageExcerpt.of(field))': \(reason)"
        case .invalidLine(let file, let line, let reason):
            return "\(file):\(line): \(reason)"
        case .unsupportedVersion(let file, let version, let supported):
            return "\(file):1: fixture format version \(version) is not supported (this swoop reads \(supported)); "
                + "upgrade swoop to read it"
        case .unwritable(let path, let reason):
            return "\(path): cannot write fixture: \(reason)"
        case .invalidManifest(let path, let reason):
            return "\(path): invalid manifest: \(reason)"
        }
    }

    /// Absent (66), forbidden (77), present but bad (65), or not writable (73).
    package var category: FailureCategory {
        switch self {
        case .missingFile: .missingInput
        case .unreadable(_, _, let permissionDenied): permissionDenied ? .permission : .missingInput
        case .malformedJSON, .invalidField, .invalidLine, .unsupportedVersion, .invalidManifest: .badData
        case .unwritable: .cannotCreate
        }
    }

    /// A file that could not be read whole (a manifest: fixtures themselves are streamed).
    init(reading error: FileError) {
        switch error.kind {
        case .missing: self = .missingFile(path: error.path)
        case .permissionDenied: self = .unreadable(path: error.path, reason: error.reason, permissionDenied: true)
        case .tooLarge: self = .invalidManifest(path: error.path, reason: error.reason)
        case .isDirectory, .notAFile, .other:
            self = .unreadable(path: error.path, reason: error.reason, permissionDenied: false)
        }
    }

    /// A field path as messages show it; the whole line when it is the top-level value.
    static func fieldName(_ path: String) -> String { path.isEmpty ? "(line)" : path }
}
