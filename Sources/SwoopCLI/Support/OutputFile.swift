#if canImport(Glibc)
import Glibc
#endif
import SwoopLog

/// A file a command writes (a log, an SVG). A regular file (or a new one) is written atomically: it
/// appears complete under its name on `commit()`, or not at all. A special file that already exists —
/// `/dev/null`, a pipe, a terminal — is written directly: renaming a temporary file over it would
/// replace the device itself.
final class OutputFile: ByteOutput {
    private enum Target {
        case atomic(AtomicFileOutput)
        case direct(fd: Int32, output: FileDescriptorOutput)
    }
    let path: String
    private var target: Target?

    init(path: String) throws {
        self.path = path
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw CommandFailure(.cannotCreate, "\(path): " + String(cString: strerror(errno))) }
            target = .direct(fd: fd, output: FileDescriptorOutput(fd: fd, name: path))
        } else {
            target = .atomic(try AtomicFileOutput(path: path))
        }
    }

    func write(_ text: String) throws {
        switch target {
        case .atomic(let file)?: try file.write(text)
        case .direct(_, let output)?: try output.write(text)
        case nil: throw CommandFailure(.software, "\(path): already closed")
        }
    }

    func flush() throws {
        if case .atomic(let file)? = target { try file.flush() }
    }

    func commit() throws {
        defer { target = nil }
        switch target {
        case .atomic(let file)?: try file.commit()
        case .direct(let fd, _)?: close(fd)
        case nil: break
        }
    }

    func abandon() {
        switch target {
        case .atomic(let file)?: file.abandon()
        case .direct(let fd, _)?: close(fd)
        case nil: break
        }
        target = nil
    }

    deinit { abandon() }
}
