#if canImport(Glibc)
import Glibc
#endif

/// What is at a path, for the few places that walk folders (fixture discovery): read from the
/// kernel directly, so that modules of the live path need no Foundation to be linked.
package enum PathKind: Sendable, Equatable {
    case missing
    case file
    case directory
    /// A symbolic link (only when links are not followed).
    case link
    case other

    /// `followingLinks`: a link to a folder is a `directory` (stat); otherwise a `link` (lstat).
    package static func of(_ path: String, followingLinks: Bool = true) -> PathKind {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        default: return .other
        }
    }
}

/// The names in a folder (without `.` and `..`), in no particular order.
package func directoryEntries(_ path: String) throws(FileError) -> [String] {
    guard let directory = opendir(path) else { throw FileError(path: path, errno: errno) }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

/// The one rule for a directory Swoop fills with files of its own (`render -o DIR/`, `replay --render
/// DIR/`, `check --render-failures DIR`): it may be missing (it is made, with any missing parents, as
/// `mkdir -p` would) or empty. A directory that holds anything already is refused, so that Swoop's
/// files are never mixed with others' and nothing that was there is replaced or removed.
package enum OutputDirectory {
    /// Why `path` cannot be used, or `nil` when it can (it is missing, or an empty directory).
    package static func problem(_ path: String) -> String? {
        switch PathKind.of(path) {
        case .missing: return nil
        case .directory:
            guard let entries = try? directoryEntries(path) else { return "cannot be read" }
            return entries.isEmpty ? nil : "the directory is not empty; give a new or empty directory"
        case .file, .link, .other: return "exists and is not a directory"
        }
    }

    /// Makes `path` and its missing parents; the reason names the part that could not be made.
    package static func make(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            switch PathKind.of(prefix) {
            case .directory: break
            case .missing:
                guard mkdir(prefix, 0o755) == 0 || errno == EEXIST else {
                    return "cannot create \(prefix): " + errorText(errno)
                }
            case .file, .link, .other: return "\(prefix) exists and is not a directory"
            }
            prefix += "/"
        }
        return nil
    }
}
