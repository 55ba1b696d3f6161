#if canImport(Glibc)
import Glibc
#endif

/// `manifest.json` beside fixtures in a folder: per fixture file name, expectations that replace the
/// header's. Lets a folder of recordings (which cannot be edited, or were imported as they are) carry
/// expectations, and one place change the thresholds of many fixtures.
public struct FixtureManifest: Sendable, Equatable {
    public static let fileName = "manifest.json"
    public static let formatName = "swoop-manifest"

    public let path: String
    /// Fixture file name (relative to the manifest's folder) → its expectations, in file order.
    public var fixtures: [(name: String, expectations: [Expectation])]

    public static func == (a: FixtureManifest, b: FixtureManifest) -> Bool {
        a.path == b.path && a.fixtures.map(\.name) == b.fixtures.map(\.name)
            && a.fixtures.map(\.expectations) == b.fixtures.map(\.expectations)
    }

    public func expectations(for name: String) -> [Expectation]? {
        fixtures.first { $0.name == name }?.expectations
    }

    public static func load(path: String) throws(FixtureError) -> FixtureManifest {
        let bytes = try readSmallFile(path)
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try parse(bytes)
        } catch {
            let (line, column) = position(of: error.offset, in: bytes)
            throw .malformedJSON(file: path, line: line, column: column, reason: error.reason)
        }
        let makeError = { (field: String, reason: String) in
            FixtureError.invalidManifest(path: path, reason: "field '\(field)': \(reason)")
        }
        let loose = try JSONObjectReader(value, path: "", allowsUnknownFields: true, makeError: makeError)
        let format = try loose.requiredString("format")
        guard format == formatName else { throw makeError("format", "'\(format)' is not \"\(formatName)\"") }
        let versionText = try loose.requiredString("version")
        guard let version = FormatVersion(versionText) else { throw makeError("version", "'\(versionText)' is not MAJOR.MINOR") }
        guard version.major == FixtureHeader.currentVersion.major else {
            throw .unsupportedVersion(file: path, version: versionText, supported: "\(FixtureHeader.currentVersion.major).x")
        }
        let allowsUnknown = version > FixtureHeader.currentVersion
        let top = try JSONObjectReader(value, path: "", allowsUnknownFields: allowsUnknown, makeError: makeError)
        try top.requireOnly(["format", "version", "fixtures"])
        guard let fixturesReader = try top.object("fixtures") else { throw makeError("fixtures", "missing (required)") }
        var fixtures: [(String, [Expectation])] = []
        for (name, list) in fixturesReader.fields {
            guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
                throw makeError("fixtures", "'\(name)' must be a file name relative to the manifest's folder")
            }
            guard case .array(let items) = list else {
                throw makeError("fixtures.\(name)", "expected an array of expectations, got \(list.typeName)")
            }
            fixtures.append((name, try Expectation.list(items, path: "fixtures.\(name)", allowsUnknownFields: allowsUnknown,
                                                         makeError: makeError)))
        }
        return FixtureManifest(path: path, fixtures: fixtures)
    }

    private static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in Result { () throws(JSONSyntaxError) in try JSONTreeParser.parse(buffer) } }
        return try result.get()
    }

    /// Reads a file of at most a few MiB (manifests are small; a huge one is refused, not buffered).
    static func readSmallFile(_ path: String) throws(FixtureError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT { throw .missingFile(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)), permissionDenied: code == EACCES)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)), permissionDenied: false)
            }
            bytes += chunk[0..<n]
            if bytes.count > 8 << 20 { throw .invalidManifest(path: path, reason: "larger than 8 MiB") }
        }
        return bytes
    }

    /// 1-based line and column of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for (i, b) in bytes.prefix(offset).enumerated() where b == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return (line, offset - lineStart + 1)
    }
}
