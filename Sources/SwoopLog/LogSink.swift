import SwoopCore

/// Where log records go. Replay, live runs and tests swap sinks; the producers never know which.
public protocol LogSink: AnyObject {
    func write(_ record: LogRecord)
    /// Pushes buffered bytes to their destination (on exit, on SIGINT/SIGTERM).
    func flush() throws
}

/// Keeps records in memory: for tests and for commands that summarise a run.
public final class MemoryLogSink: LogSink {
    public private(set) var records: [LogRecord] = []
    public init() {}
    public func write(_ record: LogRecord) { records.append(record) }
    public func flush() throws {}
}

/// Passes records on and counts them (the demo's "N records", the benchmark's lines per event).
public final class CountingLogSink: LogSink {
    private let next: LogSink
    public private(set) var count = 0
    public init(_ next: LogSink) { self.next = next }
    public func write(_ record: LogRecord) {
        count += 1
        next.write(record)
    }
    public func flush() throws { try next.flush() }
}

/// Renders records in a format and hands the bytes to a writer, in chunks.
///
/// A write that fails keeps exactly the bytes that did not go out and stops the sink: later records
/// are dropped (the log is incomplete either way) and `flush()` throws the failure, so the command
/// reports it and no byte is ever sent twice.
public final class FormattedLogSink: LogSink {
    private let format: LogFormat
    private let output: ByteOutput
    private var buffer: ByteBuffer
    private let chunkSize: Int
    private var failure: Error?

    public init(format: LogFormat, output: ByteOutput, chunkSize: Int = 64 * 1024) {
        self.format = format
        self.output = output
        self.chunkSize = chunkSize
        buffer = ByteBuffer(capacity: chunkSize + 4096)
    }

    public func write(_ record: LogRecord) {
        guard failure == nil else { return }
        format.append(record, to: &buffer)
        if buffer.count >= chunkSize {
            do { try drain() } catch { failure = error }
        }
    }

    public func flush() throws {
        if let failure { throw failure }
        try drain()
        try output.flush()
    }

    private func drain() throws {
        guard buffer.count > 0 else { return }
        do {
            try output.write(utf8: buffer.bytes)
            buffer.removeAll()
        } catch {
            buffer.removeFirst((error as? OutputError)?.written ?? 0)
            throw error
        }
    }
}
