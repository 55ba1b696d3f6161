import Testing

@testable import SwoopRecordings

#if canImport(Glibc)
import Glibc
#endif

@Suite struct RecordingLoaderTests {
    @Test(arguments: [
        ("# EVEMU 1.3\n# Input device name: \"x\"\nN: x\n", Recording.Format.evemu),
        ("N: Atmel\nI: 0018 03eb 211c 0001\n", .evemu),
        ("\n# a comment\nI: 0003 0001 0002 0003\nN: x\n", .evemu),
        ("# libinput record\nversion: 1\nndevices: 1\n", .libinputRecord),
        ("version: 1\nndevices: 1\nlibinput:\n", .libinputRecord),
        ("---\nversion: 1\n", .libinputRecord),
        ("devices:\n- evdev: {}\n", .libinputRecord),
        ("\r\n# windows line ends\r\nversion: 1\r\n", .libinputRecord)
    ])
    func detectsTheFormatFromTheFirstContentLine(_ text: String, _ format: Recording.Format) throws {
        #expect(try RecordingLoader.detectFormat(contents: text, file: "f") == format)
    }

    @Test(arguments: [
        ("E: 0.000001 0003 0035 0120\n", 1, "\"E: 0.000001 0003 0035 0120\""),
        ("# comment\n\n{\"format\": \"swoop-fixture\"}\n", 3, "{\"format\""),
        ("hello: world\nversion: 1\n", 1, "\"hello: world\"")
    ])
    func refusesTextThatIsNeitherFormat(_ text: String, _ line: Int, _ shown: String) throws {
        let error = try #require(throws: RecordingError.self) {
            try RecordingLoader.parse(contents: text, file: "odd.txt")
        }
        guard case .unrecognisedFormat(file: "odd.txt", line: line, found: _) = error else {
            Issue.record("expected unrecognisedFormat at line \(line), got \(error)")
            return
        }
        let message = String(describing: error)
        #expect(message.hasPrefix("odd.txt:\(line): neither an evemu recording"))
        #expect(message.contains(shown), "\(message)")
    }

    @Test func refusesAnEmptyFile() {
        #expect(
            throws: RecordingError.unrecognisedFormat(
                file: "e", line: 2, found: "the file is empty or holds only comments")
        ) {
            try RecordingLoader.parse(contents: "\n# nothing\n", file: "e")
        }
    }

    @Test func aMissingFileIsNamed() {
        #expect(throws: RecordingError.fileNotFound(file: "/nonexistent/rec.yml")) {
            try RecordingLoader.load(path: "/nonexistent/rec.yml")
        }
    }

    @Test func binaryContentIsNeitherFormat() throws {
        let path = try temporaryFile(bytes: [0x76, 0x65, 0xff, 0xfe, 0x00, 0x0a])
        defer { unlink(path) }
        #expect(throws: RecordingError.unrecognisedFormat(file: path, line: 1, found: "the file is not UTF-8 text")) {
            try RecordingLoader.load(path: path)
        }
    }

    /// An evemu file carries the kernel's device name as raw bytes. Such a file used to be read by one
    /// reader (falling back to Latin-1) and refused by the other; there is one reader now, and it reads it.
    @Test func anEvemuFileWhoseDeviceNameIsNotUTF8IsReadAsLatin1() throws {
        let text = "# EVEMU 1.3\nN: Caf\u{e9} Pad\nI: 0018 5357 0001 0100\nB: 00 0b 00 00 00 00 00 00 00\n"
        let path = try temporaryFile(bytes: text.unicodeScalars.map { UInt8($0.value) })
        defer { unlink(path) }
        let recording = try RecordingLoader.load(path: path)
        #expect(recording.format == .evemu)
        #expect(recording.devices.first?.name == "Caf\u{e9} Pad")
    }

    @Test func aYAMLFileThatIsNotUTF8IsRefused() throws {
        let path = try temporaryFile(bytes: Array("version: 1\n".utf8) + [0x23, 0xe9, 0x0a])
        defer { unlink(path) }
        #expect(throws: RecordingError.unrecognisedFormat(file: path, line: 2, found: "the file is not UTF-8 text")) {
            try RecordingLoader.load(path: path)
        }
    }

    @Test func aDirectoryIsNamedAsOne() {
        #expect(throws: RecordingError.notAFile(file: "/tmp", reason: "is a directory")) {
            try RecordingLoader.load(path: "/tmp")
        }
    }

    @Test func loadsAYAMLFileFromDisk() throws {
        let path = try temporaryFile(bytes: Array(Samples.twoDevices.utf8))
        defer { unlink(path) }
        let recording = try RecordingLoader.load(path: path)
        #expect(recording.file == path)
        #expect(recording.devices.count == 2)
    }

    private func temporaryFile(bytes: [UInt8]) throws -> String {
        var template = Array("/tmp/swoop-recording-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(fd >= 0)
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        try #require(written == bytes.count)
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
