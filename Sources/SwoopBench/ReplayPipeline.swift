import SwoopCore
import SwoopFixtures
import SwoopInteraction
import SwoopLog

#if canImport(Glibc)
import Glibc
#endif

/// What one end-to-end replay did.
package struct ReplayCounts: Sendable, Equatable {
    /// Input events read from the file and fed to the session (the header's `device_added` included).
    package var inputEvents: Int
    /// Log lines written (the replay header, input, pan, interaction, decision, engine and result lines).
    package var logLines: Int
    package var interactions: Int
}

/// The replay path measured end to end: exactly what `swoop replay FIXTURE --format json --log FILE`
/// does — `FixtureReplay` (streaming reader → `PanSession`: recognizer → controller → engine on the
/// virtual clock, with the interaction tracker) writing every line through `FormattedLogSink` — with
/// the default configuration and FILE = /dev/null.
package enum ReplayPipeline {
    package static func run(
        fixture path: String, configuration: SessionConfiguration = SessionConfiguration(),
        to sink: LogSink
    ) throws -> ReplayCounts {
        let counting = CountingLogSink(sink)
        let report = try FixtureReplay(configuration: configuration, logging: SessionLogging())
            .run(path: path, sink: counting)
        try counting.flush()
        return ReplayCounts(
            inputEvents: report.events, logLines: counting.count, interactions: report.interactions.count)
    }

    /// Replays into a JSON Lines log written to `/dev/null` (so the bytes are made and written, but not kept).
    package static func runToDevNull(
        fixture path: String, configuration: SessionConfiguration = SessionConfiguration()
    ) throws -> ReplayCounts {
        let fd = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw BenchError.unavailable(what: "/dev/null", reason: errorText(errno)) }
        defer { close(fd) }
        let sink = FormattedLogSink(format: .json, output: FileDescriptorOutput(fd: fd, name: "/dev/null"))
        return try run(fixture: path, configuration: configuration, to: sink)
    }
}
