import Testing

@testable import SwoopLog

/// A destination that fails once, part-way through the call that crosses `failAt` bytes (a write cut
/// short, then an error), and takes everything after that.
private final class FailingOutput: ByteOutput {
    var received: [UInt8] = []
    var failAt: Int
    var calls = 0
    private var failed = false

    init(failAt: Int) { self.failAt = failAt }

    func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(utf8: UnsafeRawBufferPointer($0)) }
    }

    func write(utf8 bytes: UnsafeRawBufferPointer) throws {
        calls += 1
        guard !failed, received.count + bytes.count > failAt else {
            received += bytes
            return
        }
        failed = true
        let taken = failAt - received.count
        received += bytes.prefix(taken)
        throw OutputError(path: "<out>", reason: "Input/output error", written: taken)
    }

    func flush() throws {}
}

struct FormattedLogSinkTests {
    static let record = LogRecord(t: 1_000, type: "frame", [("progress", 0.5)])
    static let line = LogFormat.json.render(record)

    @Test func aFailedWriteNeverSendsAByteTwiceAndIsReportedAtFlush() {
        let output = FailingOutput(failAt: 100)
        let sink = FormattedLogSink(format: .json, output: output, chunkSize: 64)
        for _ in 0..<20 { sink.write(Self.record) }
        // What arrived is a prefix of the log: nothing repeated, nothing reordered.
        let whole = Array(String(repeating: Self.line, count: 20).utf8)
        #expect(output.received == Array(whole.prefix(100)))
        let callsBeforeFlush = output.calls
        #expect(throws: OutputError.self) { try sink.flush() }
        #expect(output.calls == callsBeforeFlush, "a failed sink writes no more")
        #expect(output.received == Array(whole.prefix(100)))
    }

    @Test func aWorkingOutputGetsEveryLineOnceInOrder() throws {
        let output = FailingOutput(failAt: .max)
        let sink = FormattedLogSink(format: .json, output: output, chunkSize: 64)
        for _ in 0..<20 { sink.write(Self.record) }
        try sink.flush()
        #expect(output.received == Array(String(repeating: Self.line, count: 20).utf8))
    }
}
