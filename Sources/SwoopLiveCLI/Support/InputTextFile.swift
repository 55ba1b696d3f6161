import SwoopCore

/// A small text input file (a scene, an app), read whole, its failures in the documented statuses:
/// missing 66, forbidden 77, unreadable 74, too large or not UTF-8 65.
package enum InputTextFile {
    /// Scene and app files are a few KiB; a much larger file is not one.
    package static let limit = 16 << 20

    /// `kind` names what the file should be in messages ("scene file", "app file").
    package static func read(_ path: String, kind: String) throws -> String {
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try readFile(path, limit: limit)
        } catch {
            switch error.kind {
            case .missing: throw CommandFailure(.missingInput, "\(path): no such \(kind)")
            case .isDirectory, .notAFile:
                throw CommandFailure(.missingInput, "\(path): \(error.reason), not a \(kind)")
            case .permissionDenied: throw CommandFailure(.permission, "\(path): permission denied")
            case .tooLarge: throw CommandFailure(.badData, "\(path): \(error.reason) (not a \(kind)?)")
            case .other: throw CommandFailure(.ioError, "\(path): cannot read: \(error.reason)")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let at = UTF8Validation.firstInvalidPosition(bytes).map { "\($0.line):\($0.column)" } ?? "1:1"
            throw CommandFailure(.badData, "\(path):\(at): not UTF-8 text (a \(kind) is UTF-8 JSON)")
        }
        return text
    }
}
