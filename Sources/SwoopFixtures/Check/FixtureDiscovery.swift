import Foundation

/// One fixture to replay, with the expectations that apply to it (its header's, or its folder
/// manifest's when the manifest names it).
public struct FixtureJob: Sendable, Equatable {
    public var path: String
    /// `nil`: use the header's expectations (read when the fixture is replayed).
    public var manifestExpectations: [Expectation]?
    public var manifestPath: String?

    public init(path: String, manifestExpectations: [Expectation]? = nil, manifestPath: String? = nil) {
        self.path = path
        self.manifestExpectations = manifestExpectations
        self.manifestPath = manifestPath
    }
}

/// Turns `check`/`sweep` arguments into fixtures: files as given, folders searched recursively for
/// `*.fixture.jsonl` (in byte order of their paths, so every run lists them alike), each folder's
/// `manifest.json` applied to the fixtures it names.
public enum FixtureDiscovery {
    public static let fileSuffix = ".fixture.jsonl"

    public static func jobs(for paths: [String]) throws(FixtureError) -> [FixtureJob] {
        var jobs: [FixtureJob] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .missingFile(path: path)
            }
            if isDirectory.boolValue {
                jobs += try folderJobs(path)
            } else {
                // A file named on the command line still takes its folder manifest's expectations.
                let folder = (path as NSString).deletingLastPathComponent
                let manifest = try loadManifest(in: folder.isEmpty ? "." : folder)
                let name = (path as NSString).lastPathComponent
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
                names = try FileManager.default.contentsOfDirectory(atPath: folder)
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
        guard let walker = FileManager.default.enumerator(atPath: base) else {
            throw .unreadable(path: base, reason: "cannot list the folder", permissionDenied: false)
        }
        while let relative = walker.nextObject() as? String {
            let full = base + "/" + relative
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
                result.append(full)
            }
        }
        return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func loadManifest(in folder: String) throws(FixtureError) -> FixtureManifest? {
        let path = folder + "/" + FixtureManifest.fileName
        guard fileExists(path) else { return nil }
        return try FixtureManifest.load(path: path)
    }

    private static func fileExists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}
