#if canImport(Glibc)
import Glibc
#endif

/// Writes every byte to `fd`, or throws. The one write policy: an interrupted call is repeated, a
/// partial write continues with the rest, a descriptor that would block is waited for (poll), and
/// any other failure stops at once with `FileError.written` saying how many bytes did go out, so a
/// caller that keeps its buffer never sends a byte twice.
///
/// `name` names the destination in the error (`<stdout>`, a path).
package func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, name: String) throws(FileError) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
        let n = retryingOnInterrupt { write(fd, base + offset, bytes.count - offset) }
        if n >= 0 {
            offset += n
            continue
        }
        let code = errno
        if code == EAGAIN || code == EWOULDBLOCK {
            var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = retryingOnInterrupt { poll(&ready, 1, -1) }
            continue
        }
        throw FileError(path: name, errno: code, written: offset)
    }
}

/// `writeAll` for text.
package func writeAll(_ fd: Int32, _ text: String, name: String) throws(FileError) {
    var text = text
    let result = text.withUTF8 { bytes in
        Result { () throws(FileError) in try writeAll(fd, UnsafeRawBufferPointer(bytes), name: name) }
    }
    try result.get()
}

/// Creates (or truncates) the file at `path` and writes `text` into it, without syncing it to disk:
/// for the scratch files a process hands another (an emulation's plan and device descriptions), which
/// a crash makes worthless anyway, and which an `fsync` each would delay on a busy disk.
package func writeScratchFile(_ path: String, _ text: String) throws(FileError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileError(path: path, errno: errno) }
    defer { close(fd) }
    try writeAll(fd, text, name: path)
}
