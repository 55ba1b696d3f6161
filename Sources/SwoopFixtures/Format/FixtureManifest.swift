import SwoopCore

/// `manifest.json` beside fixtures in a folder: per fixture file name, expectations that replace the
/// header's. Lets a folder of recordings (which cannot be edited, or were imported as they are) carry
/// expectations, and one place change the thresholds of many fixtures.
package struct FixtureManifest: Sendable, Equatable {
    package static let fileName = "manifest.json"
    package static let formatName = "swoop-manifest"

    package let path: String
    /// Fixture file name (relative to the manifest's folder) → its expectations, in file order.
    package var fixtures: [(name: String, expectations: [Expectation])]

    package static func == (a: FixtureManifest, b: FixtureManifest) -> Bool {
        a.path == b.path && a.fixtures.map(\.name) == b.fixtures.map(\.name)
            && a.fixtures.map(\.expectations) == b.fixtures.map(\.expectations)
    }

    package func expectations(for name: String) -> [Expectation]? {
        fixtures.first { $0.name == name }?.expectations
    }

    /// Manifests are small; a larger file is refused rather than buffered.
    static let maximumSize = 8 << 20

    package static func load(path: String) throws(FixtureError) -> FixtureManifest {
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try readFile(path, limit: maximumSize)
        } catch {
            throw FixtureError(reading: error)
        }
        let value = try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(FixtureError) in
                do throws(JSONSyntaxError) {
                    return try JSONTreeParser.parse(buffer, unit: .document, maximumDepth: FixtureHeader.maximumDepth)
                } catch {
                    let position = JSONPosition(offset: error.offset, in: buffer)
                    throw .malformedJSON(file: path, line: position.line, column: position.column, reason: error.reason)
                }
            }
        }.get()
        let makeError = { (problem: JSONFieldProblem) in
            FixtureError.invalidManifest(
                path: path, reason: "field '\(FixtureError.fieldName(problem.path))': \(problem.reason)")
        }
        let loose = try JSONObjectReader(value, allowsUnknownFields: true, makeError: makeError)
        let format = try loose.requiredString("format")
        guard format == formatName else {
            throw loose.fail("format", "'\(MessageExcerpt.of(format))' is not \"\(formatName)\"")
        }
        let versionText = try loose.requiredString("version")
        guard let version = FormatVersion(versionText) else {
            throw loose.fail("version", "'\(MessageExcerpt.of(versionText))' is not MAJOR.MINOR")
        }
        guard version.major == FixtureHeader.currentVersion.major else {
            throw .unsupportedVersion(
                file: path, version: versionText, supported: "\(FixtureHeader.currentVersion.major).x")
        }
        let top = try JSONObjectReader(
            value, allowsUnknownFields: version > FixtureHeader.currentVersion, makeError: makeError)
        try top.requireOnly(["format", "version", "fixtures"])
        let fixturesReader = try top.required("fixtures").object()
        var fixtures: [(String, [Expectation])] = []
        for (name, _) in fixturesReader.members {
            guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
                throw top.fail(
                    "fixtures", "'\(MessageExcerpt.of(name))' must be a file name relative to the manifest's folder")
            }
            let list = fixturesReader[name]!
            guard case .array = list.node.value else {
                throw list.fail("expected an array of expectations, got \(list.node.typeName)")
            }
            fixtures.append((name, try Expectation.list(try list.items())))
        }
        return FixtureManifest(path: path, fixtures: fixtures)
    }
}
