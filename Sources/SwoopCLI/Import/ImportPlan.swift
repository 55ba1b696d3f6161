import SwoopCommandLine
import SwoopFixtures
import SwoopLiveCLI

/// Which fixture each recording becomes, decided (and checked) before anything is played or written.
struct ImportTarget: Equatable, Sendable {
    var recording: String
    /// The fixture path; a recording with several touch devices writes `NAME.2.jsonl`, … for the others.
    var fixture: String
}

enum ImportPlan {
    /// - Parameters:
    ///   - output: `-o`: a file for one recording, or a directory (existing) for any number of them.
    ///   - isDirectory: whether a path names an existing directory (a parameter so tests need no disk).
    static func targets(recordings: [String], output: String?, isDirectory: (String) -> Bool) throws -> [ImportTarget] {
        guard !recordings.isEmpty else {
            throw UsageError("give at least one recording (evemu or `libinput record` YAML)")
        }
        if let output, !isDirectory(output) {
            guard recordings.count == 1 else {
                throw UsageError("-o \(output): with \(recordings.count) recordings, -o must be an existing directory")
            }
            return [ImportTarget(recording: recordings[0], fixture: try checked(output, recordings))]
        }
        let directory = output
        var targets: [ImportTarget] = []
        for recording in recordings {
            let name = defaultFixtureName(for: recording)
            let fixture = directory.map { $0.hasSuffix("/") ? $0 + name : $0 + "/" + name } ?? name
            if let clash = targets.first(where: { $0.fixture == fixture }) {
                throw UsageError(
                    "\(clash.recording) and \(recording) would both be written to \(fixture); import them separately with -o"
                )
            }
            targets.append(ImportTarget(recording: recording, fixture: try checked(fixture, recordings)))
        }
        return targets
    }

    /// `…/touchpad_acer_scroll.libinput-record.yml` → `touchpad_acer_scroll.fixture.jsonl` (the suffix
    /// `swoop check` and `sweep` look for in a folder).
    static func defaultFixtureName(for recording: String) -> String {
        var name = Substring(recording.split(separator: "/").last ?? Substring(recording))
        for suffix in [".libinput-record.yml", ".libinput-record.yaml", ".yml", ".yaml", ".evemu", ".events", ".txt"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            name = name.dropLast(suffix.count)
            break
        }
        return name + FixtureDiscovery.fileSuffix
    }

    /// The path of the fixture of a recording's `index`-th touch device (0 keeps the plain path):
    /// `a.fixture.jsonl` → `a.2.fixture.jsonl`, `out.jsonl` → `out.2.jsonl`.
    static func fixturePath(_ base: String, touchDeviceIndex index: Int) -> String {
        guard index > 0 else { return base }
        if base.hasSuffix(FixtureDiscovery.fileSuffix) && base.count > FixtureDiscovery.fileSuffix.count {
            return String(base.dropLast(FixtureDiscovery.fileSuffix.count)) + ".\(index + 1)"
                + FixtureDiscovery.fileSuffix
        }
        let slash = base.lastIndex(of: "/").map { base.index(after: $0) } ?? base.startIndex
        if let dot = base[slash...].lastIndex(of: "."), dot > slash {
            return String(base[..<dot]) + ".\(index + 1)" + String(base[dot...])
        }
        return base + ".\(index + 1)"
    }

    private static func checked(_ fixture: String, _ recordings: [String]) throws -> String {
        if recordings.contains(fixture) {
            throw UsageError("\(fixture) is a recording being imported; it would be overwritten (choose another -o)")
        }
        return fixture
    }
}
