#if canImport(Glibc)
import Glibc
#endif
import SwoopFixtures
import SwoopInteraction
import SwoopLog

/// What one end-to-end replay did.
public struct ReplayCounts: Sendable, Equatable {
    /// Input events read from the file and fed to the session (the header's `device_added` included).
    public var inputEvents: Int
    /// Log lines written (input, pan, interaction, decision and engine lines).
    public var logLines: Int
    public var interactions: Int
}

/// The replay path measured end to end: the streaming fixture reader → `PanSession` (recognizer →
/// controller → engine on the virtual clock) → every session record as a JSON Lines log line through
/// `FormattedLogSink`. The same composition `swoop replay --format json --log FILE` makes.
public enum ReplayPipeline {
    public static func run(fixture path: String, options: InteractionOptions = InteractionOptions(),
                           logging: SessionLogging = SessionLogging(), to sink: LogSink) throws -> ReplayCounts {
        let reader = try FixtureReader(path: path)
        var session = PanSession(options: options)
        var counts = ReplayCounts(inputEvents: 0, logLines: 0, interactions: 0)
        let emit = { (records: [SessionRecord]) in
            for record in records where logging.includes(record) {
                sink.write(LogRecord(record))
                counts.logLines += 1
            }
        }
        var batch: [SessionRecord] = []
        while let event = try reader.next() {
            counts.inputEvents += 1
            batch.removeAll(keepingCapacity: true)
            session.feed(event, into: &batch)
            emit(batch)
        }
        emit(session.finish())
        try sink.flush()
        counts.interactions = session.interactions.count
        return counts
    }

    /// Replays into a JSON Lines log written to `/dev/null` (so the bytes are made and written, but not kept).
    public static func runToDevNull(fixture path: String, options: InteractionOptions = InteractionOptions()) throws -> ReplayCounts {
        let fd = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw BenchError.unavailable(what: "/dev/null", reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let sink = FormattedLogSink(format: .json, output: FileDescriptorOutput(fd: fd, name: "/dev/null"))
        return try run(fixture: path, options: options, to: sink)
    }
}
