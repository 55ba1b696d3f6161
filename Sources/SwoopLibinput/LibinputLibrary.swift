import SwoopCore

/// The libinput this process runs on, for `--version`: the shared object the dynamic loader mapped
/// (from /proc/self/maps, so it is the one in use, not the one built against), and that file's
/// package version from the Debian package database. libinput has no run-time version call, and the
/// object's name carries only its soname version (`libinput.so.10.13.0` for every 1.x release).
public struct LibinputLibrary: Sendable, Equatable {
    /// The mapped file, e.g. `/usr/lib/x86_64-linux-gnu/libinput.so.10.13.0`; nil when none is mapped.
    public var path: String?
    /// The version of the package that installed `path` (`1.22.1`); nil when no database says.
    public var version: String?

    /// `libinput 1.22.1 (/usr/lib/…/libinput.so.10.13.0)`, with "version unknown" where it is.
    public var description: String {
        guard let path else { return "libinput: not loaded" }
        return "libinput \(version ?? "(version unknown)") (\(path))"
    }

    public static func current() -> LibinputLibrary {
        let maps = (try? readFile("/proc/self/maps", limit: 16 << 20)).map { String(decoding: $0, as: UTF8.self) }
        let path = maps.flatMap(mappedLibinput(in:))
        return LibinputLibrary(path: path, version: path.flatMap { packageVersion(owning: $0) })
    }

    /// The path of the first mapping whose file is `libinput.so…` in a /proc/PID/maps text.
    static func mappedLibinput(in maps: String) -> String? {
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            if path.split(separator: "/").last?.hasPrefix("libinput.so") == true { return path }
        }
        return nil
    }

    /// dpkg's record of the package that lists `path` among its files (`/var/lib/dpkg/info/*.list`,
    /// looked for among the `libinput*` packages only), read from `/var/lib/dpkg/status`.
    static func packageVersion(owning path: String, database: String = "/var/lib/dpkg") -> String? {
        guard let entries = try? directoryEntries(database + "/info") else { return nil }
        for entry in entries.sorted() where entry.hasPrefix("libinput") && entry.hasSuffix(".list") {
            guard let list = try? readFile(database + "/info/" + entry, limit: 4 << 20) else { continue }
            let files = String(decoding: list, as: UTF8.self).split(separator: "\n")
            guard files.contains(where: { $0 == path }) else { continue }
            let package = String(entry.dropLast(".list".count).split(separator: ":")[0])
            guard let status = try? readFile(database + "/status", limit: 256 << 20) else { return nil }
            return version(of: package, inStatus: String(decoding: status, as: UTF8.self))
        }
        return nil
    }

    /// The `Version:` of the paragraph `Package: NAME` in a dpkg status file.
    static func version(of package: String, inStatus status: String) -> String? {
        var inPackage = false
        for line in status.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                inPackage = false
            } else if line.hasPrefix("Package: ") {
                inPackage = line.dropFirst("Package: ".count) == package
            } else if inPackage, line.hasPrefix("Version: ") {
                return String(line.dropFirst("Version: ".count))
            }
        }
        return nil
    }
}
