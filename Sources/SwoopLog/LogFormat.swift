import SwoopCore

/// The two renderings of what a command prints (`--format text|json`): aligned text for people, JSON
/// (Lines) for tools. `LogLineWriter` renders log lines in either.
package enum LogFormat: String, Sendable, CaseIterable {
    case text
    case json

    /// Renders one line, newline included.
    package func render(_ line: some LogLine) -> String {
        // A JSON line reserves its flat room (`LogLineWriter.flatRoom`) up front: room for it, and to spare.
        var writer = LogLineWriter(format: self, capacity: self == .json ? 2 * LogLineWriter.flatRoom : 256)
        writer.append(line)
        return writer.bytes.text
    }

    package func append(_ line: some LogLine, to out: inout String) {
        out += render(line)
    }
}
