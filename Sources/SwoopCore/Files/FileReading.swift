#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be read or written, from the C error number, sorted into what a person does
/// about it: give another path, fix permissions, or look at the disk.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// ENOENT or ENOTDIR: nothing at that path.
        case missing
        /// EACCES or EPERM.
        case permissionDenied
        /// A directory where a file was expected.
        case isDirectory
        /// A device or a socket where a file was expected (`/dev/zero` never ends); `what` names it.
        case notAFile(what: String)
        /// Larger than the reader's limit (bytes): refused rather than buffered without bound.
        case tooLarge(limit: Int)
        /// Any other error number (an I/O error, a full disk, …).
        case other(errno: Int32)
    }

    public var path: String
    public var kind: Kind
    /// For writes: how many bytes were written before the failure (they are not to be sent again).
    public var written: Int

    public init(path: String, kind: Kind, written: Int = 0) {
        self.path = path
        self.kind = kind
        self.written = written
    }

    public init(path: String, errno code: Int32, written: Int = 0) {
        switch code {
        case ENOENT, ENOTDIR: self.init(path: path, kind: .missing, written: written)
        case EACCES, EPERM: self.init(path: path, kind: .permissionDenied, written: written)
        case EISDIR: self.init(path: path, kind: .isDirectory, written: written)
        default: self.init(path: path, kind: .other(errno: code), written: written)
        }
    }

    /// What went wrong, without the path (callers put the path where their messages want it).
    public var reason: String {
        switch kind {
        case .missing: "no such file"
        case .permissionDenied: "permission denied"
        case .isDirectory: "is a directory"
        case .notAFile(let what): "is \(what)"
        case .tooLarge(let limit): "larger than \(Self.sizeText(limit))"
        case .other(let code): errorText(code)
        }
    }

    public var description: String { "\(path): \(reason)" }

    static func sizeText(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}

/// A descriptor for reading the file at `path`, for every reader of input files. Regular files and
/// pipes are opened; a directory, a device (`/dev/zero` never ends) or a socket is refused, its kind
/// checked before opening too, because opening a device can itself have effects or block.
package func openForReading(_ path: String) throws(FileError) -> Int32 {
    func refusal(_ mode: mode_t) -> FileError? {
        switch mode & S_IFMT {
        case S_IFDIR: FileError(path: path, kind: .isDirectory)
        case S_IFCHR: FileError(path: path, kind: .notAFile(what: "a character device"))
        case S_IFBLK: FileError(path: path, kind: .notAFile(what: "a block device"))
        case S_IFSOCK: FileError(path: path, kind: .notAFile(what: "a socket"))
        default: nil
        }
    }
    var info = stat()
    if stat(path, &info) == 0, let refused = refusal(info.st_mode) { throw refused }
    let fd = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { throw FileError(path: path, errno: errno) }
    // What was opened, which a rename since the check may have changed.
    if fstat(fd, &info) == 0, let refused = refusal(info.st_mode) {
        close(fd)
        throw refused
    }
    return fd
}

/// The whole of a file, for the files read at once (scenes, manifests, recordings, /proc entries).
/// A file above `limit` bytes is refused rather than buffered without bound. The size is not trusted
/// (/proc files claim 0): the file is read until its end. Regular files and pipes are read; a
/// directory, a device or a socket is refused before anything is read.
package func readFile(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
    let fd = try openForReading(path)
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
        let n = chunk.withUnsafeMutableBytes { buffer in
            retryingOnInterrupt { read(fd, buffer.baseAddress, buffer.count) }
        }
        if n == 0 { return bytes }
        guard n > 0 else { throw FileError(path: path, errno: errno) }
        guard bytes.count + n <= limit else { throw FileError(path: path, kind: .tooLarge(limit: limit)) }
        bytes += chunk[0..<n]
    }
}
