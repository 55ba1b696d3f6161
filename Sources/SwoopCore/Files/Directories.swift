#if canImport(Glibc)
import Glibc
#endif

/// What is at a path, for the few places that walk folders (fixture discovery): read from the
/// kernel directly, so that modules of the live path need no Foundation to be linked.
public enum PathKind: Sendable, Equatable {
    case missing
    case file
    case directory
    /// A symbolic link (only when links are not followed).
    case link
    case other

    /// `followingLinks`: a link to a folder is a `directory` (stat); otherwise a `link` (lstat).
    public static func of(_ path: String, followingLinks: Bool = true) -> PathKind {
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
public func directoryEntries(_ path: String) throws(FileError) -> [String] {
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
