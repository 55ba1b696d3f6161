import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// A destination for rendered bytes. Files are written atomically so a reader never sees half a log.
package protocol ByteOutput: AnyObject {
    func write(_ text: String) throws
    /// UTF-8 bytes as they are (the log sink's path: no `String` made). Defaults to `write(_: String)`.
    /// A failure part-way throws an `OutputError` whose `written` counts the bytes that did go out.
    func write(utf8 bytes: UnsafeRawBufferPointer) throws
    func flush() throws
}

extension ByteOutput {
    package func write(utf8 bytes: UnsafeRawBufferPointer) throws {
        try write(String(decoding: bytes, as: UTF8.self))
    }
}

/// An output that cannot be created or written: a file (exit 73), or standard output or error,
/// which are not created by Swoop and fail as I/O errors (exit 74).
package struct OutputError: CategorizedError, Equatable {
    package var path: String
    package var reason: String
    /// Bytes written by the failed call before it failed (so that a retry sends only the rest).
    package var written = 0
    package var category: FailureCategory

    package init(path: String, reason: String, written: Int = 0, category: FailureCategory = .cannotCreate) {
        self.path = path
        self.reason = reason
        self.written = written
        self.category = category
    }

    package var description: String { "\(path): \(reason)" }
}

/// Standard output or standard error, unbuffered beyond the sink's own chunking.
package final class FileDescriptorOutput: ByteOutput, @unchecked Sendable {  // immutable: an fd and a name
    private let fd: Int32
    private let name: String
    private let failureCategory: FailureCategory
    package static let standardOutput = FileDescriptorOutput(fd: 1, name: "<stdout>", failureCategory: .ioError)
    package static let standardError = FileDescriptorOutput(fd: 2, name: "<stderr>", failureCategory: .ioError)

    /// - Parameter failureCategory: what a failed write is: `.cannotCreate` for a file Swoop made,
    ///   `.ioError` for the standard streams it was given.
    package init(fd: Int32, name: String, failureCategory: FailureCategory = .cannotCreate) {
        self.fd = fd
        self.name = name
        self.failureCategory = failureCategory
    }

    package func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(utf8: UnsafeRawBufferPointer($0)) }
    }

    package func write(utf8 bytes: UnsafeRawBufferPointer) throws {
        do throws(FileError) {
            try writeAll(fd, bytes, name: name)
        } catch {
            throw OutputError(
                path: error.path, reason: error.reason, written: error.written,
                category: failureCategory)
        }
    }

    package func flush() throws {}
}

/// Writes to `.NAME.tmp-PID` beside the destination and renames it into place on `commit()`,
/// so an interrupted or failed run leaves either the old file or a complete new one — never a torn one.
///
/// A destination that already exists and is not a regular file (`/dev/null`, a pipe, a terminal) is
/// written directly instead: renaming over it would replace the device itself (as root, `/dev/null`
/// would become a plain file).
package final class AtomicFileOutput: ByteOutput {
    package let path: String
    /// Where the bytes go until `commit()`; equal to `path` for a special file written directly.
    package let temporaryPath: String
    /// True when `path` is a special file written in place (nothing to rename).
    package let writesInPlace: Bool
    private var fd: Int32
    private var committed = false
    /// The temporary file, for an interrupted run to remove (`Leftovers`).
    private var leftover: Leftovers.Token?

    package init(path: String) throws {
        self.path = path
        guard !path.isEmpty else { throw OutputError(path: "''", reason: "an empty path names no file") }
        var info = stat()
        let kind = stat(path, &info) == 0 ? info.st_mode & S_IFMT : S_IFREG
        if kind == S_IFDIR {
            throw OutputError(path: path, reason: "is a directory")
        }
        writesInPlace = kind != S_IFREG
        if writesInPlace {
            temporaryPath = path
            fd = open(path, O_WRONLY | O_CLOEXEC)
        } else {
            // Beside the file, so the rename at the end stays on its file system.
            let slash = path.lastIndex(of: "/")
            let dir = slash.map { String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            temporaryPath = dir + "/." + name + ".tmp-\(getpid())"
            leftover = Leftovers.register(file: temporaryPath)
            fd = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        if fd < 0 {
            let reason = errorText(errno)
            leftover.map(Leftovers.unregister)
            throw OutputError(path: path, reason: "cannot create: " + reason)
        }
    }

    /// Checks that `path` can be written as `init` would write it, and leaves nothing behind: for a
    /// command that must refuse a bad destination before it opens a device or does any work.
    package static func preflight(_ path: String) throws {
        try AtomicFileOutput(path: path).abandon()
    }

    package func write(_ text: String) throws {
        guard fd >= 0 else { throw OutputError(path: path, reason: "already closed") }
        try FileDescriptorOutput(fd: fd, name: path).write(text)
    }

    package func write(utf8 bytes: UnsafeRawBufferPointer) throws {
        guard fd >= 0 else { throw OutputError(path: path, reason: "already closed") }
        try FileDescriptorOutput(fd: fd, name: path).write(utf8: bytes)
    }

    /// Nothing to do: every `write` already went to the file. Durability is `commit()`'s (it syncs once,
    /// before the rename); a live run flushes after every step, and a sync each time was a disk write
    /// per input event (and most of `run --log FILE`'s CPU beside libinput's).
    package func flush() throws {}

    /// Makes the file visible under its real name. Safe to call from a signal-driven shutdown path.
    package func commit() throws {
        guard !committed, fd >= 0 else { return }
        if !writesInPlace { fsync(fd) }
        close(fd)
        fd = -1
        committed = true
        guard !writesInPlace else { return }
        defer { leftover.map(Leftovers.unregister) }
        if rename(temporaryPath, path) != 0 {
            let reason = errorText(errno)
            unlink(temporaryPath)
            committed = false
            throw OutputError(path: path, reason: "cannot rename into place: " + reason)
        }
    }

    /// Throws the partial file away (bad input was found half-way). A special file is only closed.
    package func abandon() {
        if fd >= 0 {
            close(fd)
            fd = -1
        }
        if !committed, !writesInPlace { unlink(temporaryPath) }
        leftover.map(Leftovers.unregister)
        leftover = nil
    }

    deinit { if !committed { abandon() } }
}
