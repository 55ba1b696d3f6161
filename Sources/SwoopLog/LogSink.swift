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

/// Drops everything: for benchmarks and for commands that only want a verdict.
public final class NullLogSink: LogSink {
    public init() {}
    public func write(_ record: LogRecord) {}
    public func flush() throws {}
}

/// Sends each record to several sinks (a file and the terminal, say).
public final class TeeLogSink: LogSink {
    private let sinks: [LogSink]
    public init(_ sinks: [LogSink]) { self.sinks = sinks }
    public func write(_ record: LogRecord) { for sink in sinks { sink.write(record) } }
    public func flush() throws { for sink in sinks { try sink.flush() } }
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
public final class FormattedLogSink: LogSink {
    private let format: LogFormat
    private let output: ByteOutput
    private var buffer: LogBytes
    private let chunkSize: Int

    public init(format: LogFormat, output: ByteOutput, chunkSize: Int = 64 * 1024) {
        self.format = format
        self.output = output
        self.chunkSize = chunkSize
        buffer = LogBytes(capacity: chunkSize + 4096)
    }

    public func write(_ record: LogRecord) {
        format.append(record, to: &buffer)
        if buffer.count >= chunkSize { try? drain() }
    }

    public func flush() throws {
        try drain()
        try output.flush()
    }

    private func drain() throws {
        guard buffer.count > 0 else { return }
        try output.write(utf8: buffer.bytes)
        buffer.removeAll()
    }
}
