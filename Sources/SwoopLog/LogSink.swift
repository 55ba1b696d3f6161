import SwoopCore

/// Where log lines go. Replay, live runs and tests swap sinks; the producers never know which.
package protocol LogSink: AnyObject {
    func write(_ line: some LogLine)
    /// Pushes buffered bytes to their destination (on exit, on SIGINT/SIGTERM).
    func flush() throws
}

/// A sink that takes the lines of a batch of session records in one call (`SessionLogging.write`), so
/// that each of a replay's millions of lines is a direct call in the sink rather than two dynamic
/// dispatches. Every sink of the package is one; another `LogSink` gets its lines one by one.
package protocol LogBatchSink: LogSink {
    /// The lines of `lines`, in order; returns how many there were.
    @discardableResult func write(_ lines: SessionRecordLines) -> Int
}

extension LogBatchSink {
    @discardableResult package func write(_ lines: SessionRecordLines) -> Int { writeEach(of: lines) }

    /// Each line of `lines` through `write(_:)`: the default batch, and a sink's own where the compiler
    /// then makes every line a direct call.
    @inline(__always)
    func writeEach(of lines: SessionRecordLines) -> Int {
        var count = 0
        lines.withEachLine {
            write($0)
            count += 1
        }
        return count
    }
}

/// Any sink as a batch sink: its lines one by one.
final class EachLineSink: LogBatchSink {
    private let sink: LogSink
    init(_ sink: LogSink) { self.sink = sink }
    func write(_ line: some LogLine) { sink.write(line) }
    func flush() throws { try sink.flush() }
}

extension LogSink {
    /// This sink's batch path: its own, or its lines one by one.
    package var batched: any LogBatchSink { self as? any LogBatchSink ?? EachLineSink(self) }
}

/// Keeps records in memory: for tests and for commands that summarise a run.
package final class MemoryLogSink: LogBatchSink {
    package private(set) var records: [LogRecord] = []
    package init() {}
    package func write(_ line: some LogLine) { records.append(LogRecord(line)) }
    package func flush() throws {}
}

/// Passes records on and counts them (the demo's "N records", the benchmark's lines per event).
package final class CountingLogSink: LogBatchSink {
    private let next: any LogBatchSink
    /// Unchecked at run time like `FormattedLogSink`'s writer: the benchmark counts every line through it.
    @exclusivity(unchecked) package private(set) var count = 0
    package init(_ next: LogSink) { self.next = next.batched }
    package func write(_ line: some LogLine) {
        count += 1
        next.write(line)
    }
    @discardableResult package func write(_ lines: SessionRecordLines) -> Int {
        let written = next.write(lines)
        count += written
        return written
    }
    package func flush() throws { try next.flush() }
}

/// Renders lines in a format straight into its buffer and hands the bytes to a writer, in chunks.
///
/// A write that fails keeps exactly the bytes that did not go out and stops the sink: later records
/// are dropped (the log is incomplete either way) and `flush()` throws the failure, so the command
/// reports it and no byte is ever sent twice.
package final class FormattedLogSink: LogBatchSink {
    private let output: ByteOutput
    /// Not exclusivity-checked at run time (a runtime call on every access, one per log line): only
    /// `write` and `drain` touch it, and neither can be re-entered while it is in use.
    @exclusivity(unchecked) private var writer: LogLineWriter
    private let chunkSize: Int
    private var failure: Error?

    package init(format: LogFormat, output: ByteOutput, chunkSize: Int = 64 * 1024) {
        self.output = output
        self.chunkSize = chunkSize
        writer = LogLineWriter(format: format, capacity: chunkSize + 4096)
    }

    package func write(_ line: some LogLine) {
        guard failure == nil else { return }
        writer.append(line)
        if writer.bytes.count >= chunkSize {
            do { try drain() } catch { failure = error }
        }
    }

    @discardableResult package func write(_ lines: SessionRecordLines) -> Int { writeEach(of: lines) }

    package func flush() throws {
        if let failure { throw failure }
        try drain()
        try output.flush()
    }

    private func drain() throws {
        guard writer.bytes.count > 0 else { return }
        do {
            try output.write(utf8: writer.bytes.bytes)
            writer.bytes.removeAll()
        } catch {
            writer.bytes.removeFirst((error as? OutputError)?.written ?? 0)
            throw error
        }
    }
}
