import Foundation
import Testing

@testable import SwoopLog

struct AtomicFileOutputTests {
    private func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-log-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func nothingIsVisibleUnderTheRealNameUntilCommit() throws {
        let dir = try temporaryDirectory()
        let path = dir.appendingPathComponent("log.jsonl").path
        let output = try AtomicFileOutput(path: path)
        let sink = FormattedLogSink(format: .json, output: output)
        sink.write(LogRecord(t: 1, type: "state", [("from", "idle"), ("to", "interactive")]))
        try sink.flush()
        #expect(!FileManager.default.fileExists(atPath: path))
        try output.commit()
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == #"{"t":1,"type":"state","from":"idle","to":"interactive"}"# + "\n")
        #expect(!FileManager.default.fileExists(atPath: output.temporaryPath))
    }

    @Test func abandonLeavesAnExistingFileUntouched() throws {
        let dir = try temporaryDirectory()
        let path = dir.appendingPathComponent("log.jsonl").path
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        let output = try AtomicFileOutput(path: path)
        try output.write("half a li")
        output.abandon()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(!FileManager.default.fileExists(atPath: output.temporaryPath))
    }

    @Test func aMissingDirectoryIsReportedWithThePath() {
        #expect(throws: OutputError.self) { try AtomicFileOutput(path: "/nonexistent-swoop-dir/x.jsonl") }
    }

    @Test func chunkedSinkWritesEveryRecordInOrder() throws {
        let dir = try temporaryDirectory()
        let path = dir.appendingPathComponent("many.jsonl").path
        let output = try AtomicFileOutput(path: path)
        let sink = FormattedLogSink(format: .json, output: output, chunkSize: 64)
        for i in 0..<500 { sink.write(LogRecord(t: Int64(i), type: "frame", [("progress", .double(Double(i) / 500))])) }
        try sink.flush()
        try output.commit()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 500)
        #expect(lines[499] == #"{"t":499,"type":"frame","progress":0.998}"#)
    }
}

struct SpecialFileOutputTests {
    /// A FIFO stands in for /dev/null: renaming a temporary file over a special file would replace it.
    @Test func aSpecialFileIsWrittenInPlaceAndNeverReplaced() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }

        let output = try AtomicFileOutput(path: fifo)
        #expect(output.writesInPlace)
        try output.write("hello\n")
        try output.commit()

        var buffer = [UInt8](repeating: 0, count: 16)
        let n = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, n)), as: UTF8.self) == "hello\n")
        var info = stat()
        #expect(stat(fifo, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(leftovers == ["pipe"])
    }

    @Test func aDirectoryIsRefusedWithItsPath() {
        #expect {
            try AtomicFileOutput(path: FileManager.default.temporaryDirectory.path)
        } throws: { error in
            (error as? OutputError)?.reason == "is a directory"
        }
    }
}
