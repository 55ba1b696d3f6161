import Foundation
import Testing

/// Where tests find the package's own files and the material beside the repository (`../shared`: real
/// recordings and EDID blobs, which are never copied in), and how a test without them skips: through
/// `TestGate`, loudly, and under CI=true as a failure.
public enum SharedFiles {
    /// The package root (this file is Tests/SwoopTestSupport/SharedFiles.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    public static let recordings = URL(fileURLWithPath: packageRoot + "/../shared/recordings").standardizedFileURL.path
    public static let edid = URL(fileURLWithPath: packageRoot + "/../shared/edid").standardizedFileURL.path

    /// A path inside the package, e.g. `Fixtures/devices/touchpad.evemu`.
    public static func inPackage(_ relative: String) -> String { packageRoot + "/" + relative }

    /// For `.enabled(if:)`: whether `directory` exists; says so, loudly, when it does not (under CI=true
    /// the tests run, and fail on what is missing).
    public static func isPresent(_ directory: String, for tests: String) -> Bool {
        var isDirectory: ObjCBool = false
        let present =
            FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
        return TestGate.shouldRun(
            tests, missing: present ? nil : "\(directory) does not exist (shared data lives beside the repository)")
    }

    /// The path of `name` in `directory`, or a loud skip when it is not there.
    public static func require(_ name: String, in directory: String) throws -> String {
        let path = directory + "/" + name
        guard FileManager.default.isReadableFile(atPath: path) else {
            try TestGate.unavailable("\(path) is absent (shared data lives beside the repository, never in it)")
        }
        return path
    }

    public static func recording(_ name: String) throws -> String { try require(name, in: recordings) }
}

/// Whether a test that needs a tool or a kernel feature runs here: where something is missing it is
/// skipped with the reason printed — except under CI=true, where it runs and fails on the missing piece.
public enum TestGate {
    public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// For `.enabled(if:)`: `missing` is what is absent (nil: nothing).
    public static func shouldRun(_ tests: String, missing: String?) -> Bool {
        guard let missing else { return true }
        if isCI { return true }
        print("⚠️  SKIPPING \(tests): \(missing)")
        return false
    }

    /// Inside a test that cannot go on without something: a loud skip, or under CI=true a failure.
    public static func unavailable(_ reason: String) throws -> Never {
        if isCI { throw Missing(reason: reason) }
        print("⚠️  SKIPPED: \(reason)")
        try Test.cancel(Comment(rawValue: "SKIPPED: \(reason)"))
    }

    public struct Missing: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { "CI=true and \(reason)" }
    }
}

/// The bundled fixtures folder, and one of its fixtures by name (`bundled("touchscreen-tap")`).
public let bundledFixtures = SharedFiles.inPackage("Fixtures")

public func bundled(_ name: String) -> String { bundledFixtures + "/" + name + ".fixture.jsonl" }
