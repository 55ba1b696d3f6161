import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// The part of sysfs that display discovery reads, behind a protocol so that tests can lay out a fake
/// `/sys/class/drm` in a temporary directory (`RootedSysfs(root:)`) or serve one from memory.
package protocol SysfsTree: Sendable {
    /// The names in a directory, sorted by their bytes (so every scan lists connectors in one order).
    func entries(of directory: String) throws(SysfsError) -> [String]
    /// A whole file. sysfs reports a size of 0 or 4096 for attributes whatever they hold, so this
    /// reads to the end instead of trusting `stat`.
    func contents(of file: String) throws(SysfsError) -> [UInt8]
    /// The path with every symbolic link resolved, within the tree (`/sys/class/drm/card0-eDP-1` →
    /// `/sys/devices/pci0000:00/0000:00:02.0/drm/card0/card0-eDP-1`); nil when it does not exist.
    func resolvedPath(_ path: String) -> String?
}

package enum SysfsError: Error, Hashable, Sendable, CustomStringConvertible {
    case notFound(path: String)
    case unreadable(path: String, reason: String)

    package var description: String {
        switch self {
        case .notFound(let path): "\(path) does not exist"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}

/// sysfs as the files under `root`: `""` for the machine's own, a temporary directory in tests.
/// Paths given to it are absolute within the tree (`/sys/class/drm`).
package struct RootedSysfs: SysfsTree {
    package let root: String
    /// A sysfs attribute is at most a page and an EDID at most 256 blocks (32 KiB); anything larger
    /// is not what was asked for, and reading stops there.
    static let readLimit = 1 << 20

    package init(root: String = "") {
        var trimmed = root
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.root = trimmed
    }

    package func entries(of directory: String) throws(SysfsError) -> [String] {
        guard let dir = opendir(root + directory) else { throw Self.failure(directory, errno) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    package func contents(of file: String) throws(SysfsError) -> [UInt8] {
        do {
            return try readFile(root + file, limit: Self.readLimit)
        } catch {
            switch error.kind {
            case .missing, .other(errno: ENOTDIR): throw .notFound(path: file)
            default: throw .unreadable(path: file, reason: error.reason)
            }
        }
    }

    package func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(root + path, nil) else { return nil }
        defer { free(resolved) }
        let full = String(cString: resolved)
        let base =
            root.isEmpty
            ? ""
            : (realpath(root, nil).map { p in
                defer { free(p) }
                return String(cString: p)
            } ?? root)
        guard full.hasPrefix(base) else { return nil }
        let inside = String(full.dropFirst(base.count))
        return inside.isEmpty ? "/" : inside
    }

    static func failure(_ path: String, _ code: Int32) -> SysfsError {
        code == ENOENT || code == ENOTDIR
            ? .notFound(path: path)
            : .unreadable(path: path, reason: String(cString: strerror(code)))
    }
}
