import Testing

/// The real recordings beside the repository (`../shared/recordings`), which are never copied in.
enum SharedRecordings {
    static let packageRoot: String = {
        // …/Tests/SwoopRecordingsTests/SharedRecordings.swift → three components up is the package root.
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static let directory = packageRoot + "/../shared/recordings"

    /// The path of a shared recording, or a loud skip (printed and reported as cancelled) when the
    /// folder or the file is absent.
    static func path(_ name: String) throws -> String {
        let path = "\(directory)/\(name)"
        guard fileExists(path) else {
            let reason = "SKIPPED: \(path) is absent (the shared recordings live beside the repository, never in it)"
            print(reason)
            try Test.cancel(Comment(rawValue: reason))
        }
        return path
    }

    static func fileExists(_ path: String) -> Bool {
        guard let handle = fopen(path, "r") else { return false }
        fclose(handle)
        return true
    }
}

#if canImport(Glibc)
import Glibc
#endif
