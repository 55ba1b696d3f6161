import Testing

@testable import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

@Suite struct FileIOTests {
    static func temporaryDirectory() -> String {
        var template = Array("/tmp/swoop-core-tests-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }

    static func write(_ text: String, to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try! writeAll(fd, text, name: path)
        close(fd)
    }

    @Test func readsAWholeFileAndSaysWhyItCannot() throws {
        let dir = Self.temporaryDirectory()
        defer { _ = rmdir(dir) }
        let file = dir + "/f.txt"
        Self.write("hello\n", to: file)
        defer { unlink(file) }
        #expect(try readFile(file, limit: 100) == Array("hello\n".utf8))
        #expect(throws: FileError(path: file, kind: .tooLarge(limit: 3))) { try readFile(file, limit: 3) }
        #expect(throws: FileError(path: dir + "/none", kind: .missing)) { try readFile(dir + "/none", limit: 100) }
        #expect(throws: FileError(path: file + "/x", kind: .missing)) { try readFile(file + "/x", limit: 100) }
        #expect(throws: FileError(path: dir, kind: .isDirectory)) { try readFile(dir, limit: 100) }
    }

    /// Root reads every file, so this case can run only as another user; the test runner reports it as
    /// skipped under root, and exit 77 for an unreadable file is covered through `setpriv` by the CLI tests.
    @Test(.enabled(if: getuid() != 0, "root may read a file of mode 000"))
    func anUnreadableFileIsPermissionDenied() throws {
        let dir = Self.temporaryDirectory()
        defer { _ = rmdir(dir) }
        let file = dir + "/f.txt"
        Self.write("hello\n", to: file)
        defer { unlink(file) }
        chmod(file, 0)
        #expect(throws: FileError(path: file, kind: .permissionDenied)) { try readFile(file, limit: 100) }
    }

    @Test func procFilesThatClaimNoSizeAreReadToTheirEnd() throws {
        let status = String(decoding: try readFile("/proc/self/status", limit: 1 << 20), as: UTF8.self)
        #expect(status.contains("VmHWM:"))
    }

    @Test func categoriesFollowWhatAPersonDoesNext() {
        #expect(FileError(path: "x", errno: ENOENT).category == .missingInput)
        #expect(FileError(path: "x", errno: EACCES).category == .permission)
        #expect(FileError(path: "x", errno: EIO).category == .ioError)
        #expect(FileError(path: "x", errno: EIO).description == "x: " + errorText(EIO))
        #expect(FileError(path: "x", kind: .tooLarge(limit: 8 << 20)).description == "x: larger than 8 MiB")
    }

    @Test func aFailedWriteSaysHowMuchWentOut() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[0])
        signal(SIGPIPE, SIG_IGN)
        #expect(throws: FileError(path: "<pipe>", kind: .other(errno: EPIPE), written: 0)) {
            try writeAll(fds[1], "x", name: "<pipe>")
        }
        close(fds[1])
    }

    @Test func interruptedCallsAreRepeated() {
        var calls = 0
        let result = retryingOnInterrupt { () -> Int32 in
            calls += 1
            if calls < 3 {
                errno = EINTR
                return -1
            }
            return 7
        }
        #expect(result == 7)
        #expect(calls == 3)
    }
}
