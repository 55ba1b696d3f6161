import SwoopCore

/// One fixture to replay, with the expectations that apply to it (its header's, or its folder
/// manifest's when the manifest names it).
package struct FixtureJob: Sendable, Equatable {
    package var path: String
    /// `nil`: use the header's expectations (read when the fixture is replayed).
    package var manifestExpectations: [Expectation]?
    package var manifestPath: String?

    package init(path: String, manifestExpectations: [Expectation]? = nil, manifestPath: String? = nil) {
        self.path = path
        self.manifestExpectations = manifestExpectations
        self.manifestPath = manifestPath
    }
}

/// Turns `check`/`sweep` arguments into fixtures: files as given, folders searched recursively for
/// `*.fixture.jsonl` (in byte order of their paths, so every run lists them alike), each folder's
/// `manifest.json` applied to the fixtures it names.
package enum FixtureDiscovery {
    package static let fileSuffix = ".fixture.jsonl"

    package static func jobs(for paths: [String]) throws(FixtureError) -> [FixtureJob] {
        var jobs: [FixtureJob] = []
        for path in paths {
            let kind = PathKind.of(path)
            guard kind != .missing else { throw .missingFile(path: path) }
            if kind == .directory {
                jobs += try folderJobs(path)
            } else {
                // A file named on the command line still takes its folder manifest's expectations.
                let (folder, name) = split(path)
                let manifest = try loadManifest(in: folder)
                jobs.append(
                    FixtureJob(
                        path: path, manifestExpectations: manifest?.expectations(for: name),
                        manifestPath: manifest?.path))
            }
        }
        return jobs
    }

    private static func folderJobs(_ root: String) throws(FixtureError) -> [FixtureJob] {
        let folders = try subfolders(of: root)
        var jobs: [FixtureJob] = []
        for folder in folders {
            let names: [String]
            do {
                names = try directoryEntries(folder)
            } catch {
                throw .unreadable(path: folder, reason: "cannot list the folder", permissionDenied: false)
            }
            let fixtures = names.filter { $0.hasSuffix(fileSuffix) }.sorted {
                $0.utf8.lexicographicallyPrecedes($1.utf8)
            }
            let manifest = try loadManifest(in: folder)
            if let manifest {
                for entry in manifest.fixtures
                where !fixtures.contains(entry.name) && !fileExists(folder + "/" + entry.name) {
                    throw .invalidManifest(path: manifest.path, reason: "'\(entry.name)' is not in \(folder)")
                }
            }
            for name in fixtures {
                jobs.append(
                    FixtureJob(
                        path: folder + "/" + name, manifestExpectations: manifest?.expectations(for: name),
                        manifestPath: manifest?.path))
            }
        }
        return jobs
    }

    /// The folder and every folder below it, sorted, hidden ones (`.git`, `.build`) skipped.
    private static func subfolders(of root: String) throws(FixtureError) -> [String] {
        let base = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        var result = [base]
        // Depth first; a link to a folder counts as a folder but is not descended into.
        var unvisited = [base]
        while let folder = unvisited.popLast() {
            let names: [String]
            do {
                names = try directoryEntries(folder)
            } catch {
                throw .unreadable(path: folder, reason: "cannot list the folder", permissionDenied: false)
            }
            for name in names where !name.hasPrefix(".") {
                let full = folder + "/" + name
                guard PathKind.of(full) == .directory else { continue }
                result.append(full)
                if PathKind.of(full, followingLinks: false) == .directory { unvisited.append(full) }
            }
        }
        return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `dir/name` → (`dir`, `name`); a bare name is in `.`.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    private static func loadManifest(in folder: String) throws(FixtureError) -> FixtureManifest? {
        let path = folder + "/" + FixtureManifest.fileName
        guard fileExists(path) else { return nil }
        return try FixtureManifest.load(path: path)
    }

    private static func fileExists(_ path: String) -> Bool { PathKind.of(path) != .missing }
}
