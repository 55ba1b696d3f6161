import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Where the import tests find the shared recordings and how they skip (loudly) without them.
enum ImportTestSupport {
    static let packageRoot: String = {
        // …/Tests/SwoopCLITests/Import/ImportTestSupport.swift → four components up is the package root.
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    static let recordingsDirectory = packageRoot + "/../shared/recordings"

    static var isCI: Bool { getenv("CI").map { String(cString: $0) } == "true" }

    /// The path of a shared recording, or a loud skip when it is absent (also under CI: the folder
    /// is data beside the repository, not a tool).
    static func sharedRecording(_ name: String) throws -> String {
        let path = "\(recordingsDirectory)/\(name)"
        guard access(path, R_OK) == 0 else {
            let reason = "SKIPPED: \(path) is absent (the shared recordings live beside the repository, never in it)"
            print(reason)
            try Test.cancel(Comment(rawValue: reason))
        }
        return path
    }
}
