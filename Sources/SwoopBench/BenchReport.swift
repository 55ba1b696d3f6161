/// Everything `swoop bench` measured, rendered as a table or as one JSON object.
public struct BenchReport: Sendable {
    /// In the order of the JSON's leading keys.
    public var figures: [BenchFigure]
    public var corpus: CorpusDescription?
    /// Where the replay's time goes (CPU time per event/line), from the same corpus.
    public var breakdown: ReplayBreakdown?
    /// Facts a reader needs to judge the figures: cores, load, what else the runs measured.
    public var details: [(String, String)]

    public func figure(_ key: String) -> BenchFigure? { figures.first { $0.key == key } }
}

public struct CorpusDescription: Sendable {
    public var path: String
    public var events: Int
    public var gestures: Int
    public var bytes: Int
    /// Kept after the run (`--keep-corpus`, or given with `--corpus`).
    public var kept: Bool
}

/// CPU time per input event of each stage of the replay (medians over the runs).
public struct ReplayBreakdown: Sendable {
    public var readNanosecondsPerEvent: Double
    /// Read + recognizer + controller + engine, no log.
    public var sessionNanosecondsPerEvent: Double
    /// The whole replay (as the throughput figure) in CPU ns per event.
    public var fullNanosecondsPerEvent: Double
    public var logLinesPerEvent: Double

    public var logNanosecondsPerLine: Double {
        logLinesPerEvent > 0 ? (fullNanosecondsPerEvent - sessionNanosecondsPerEvent) / logLinesPerEvent : 0
    }
}

extension BenchReport {
    /// One JSON object: the keys first (medians; `null` where not measured, with a `…_reason`
    /// for the live overhead), then every figure with its runs, spread, goal, command and method.
    public var json: String {
        var out = JSONObjectWriter()
        for figure in figures {
            out.number(figure.key, figure.spread?.median)
            if figure.key == "live_overhead_ratio" { out.string("live_overhead_reason", figure.unavailableReason) }
        }
        var figuresObject = JSONObjectWriter()
        for figure in figures {
            var f = JSONObjectWriter()
            f.string("title", figure.title)
            f.string("unit", figure.unit)
            f.number("median", figure.spread?.median)
            f.number("min", figure.spread?.min)
            f.number("max", figure.spread?.max)
            f.number("runs", figure.spread.map { Double($0.runs) } ?? 0)
            f.raw("values", "[" + (figure.spread?.values ?? []).map(BenchNumber.text).joined(separator: ",") + "]")
            f.string("goal", figure.goal?.text)
            f.raw("goal_met", figure.goalMet.map { $0 ? "true" : "false" } ?? "null")
            f.string("command", figure.command)
            f.string("method", figure.method)
            f.string("unavailable_reason", figure.unavailableReason)
            figuresObject.raw(figure.key, f.text)
        }
        out.raw("figures", figuresObject.text)
        if let corpus {
            var c = JSONObjectWriter()
            c.string("path", corpus.path)
            c.number("events", Double(corpus.events))
            c.number("gestures", Double(corpus.gestures))
            c.number("bytes", Double(corpus.bytes))
            c.raw("kept", corpus.kept ? "true" : "false")
            out.raw("corpus", c.text)
        }
        if let breakdown {
            var b = JSONObjectWriter()
            b.number("read_cpu_ns_per_event", breakdown.readNanosecondsPerEvent)
            b.number("session_cpu_ns_per_event", breakdown.sessionNanosecondsPerEvent)
            b.number("full_cpu_ns_per_event", breakdown.fullNanosecondsPerEvent)
            b.number("log_lines_per_event", breakdown.logLinesPerEvent)
            b.number("log_cpu_ns_per_line", breakdown.logNanosecondsPerLine)
            out.raw("replay_breakdown", b.text)
        }
        var d = JSONObjectWriter()
        for (key, value) in details { d.string(key, value) }
        out.raw("details", d.text)
        return out.text + "\n"
    }

    /// A table a person reads: one row per figure, then the commands and methods.
    public var table: String {
        let header = ["figure", "median", "min", "max", "runs", "goal", ""]
        var rows: [[String]] = []
        for f in figures {
            let unit = " " + f.unit
            if let s = f.spread {
                rows.append([f.title, BenchNumber.text(s.median) + unit, BenchNumber.text(s.min), BenchNumber.text(s.max),
                             String(s.runs), f.goal?.text ?? "-", f.goalMet.map { $0 ? "met" : "MISSED" } ?? ""])
            } else {
                rows.append([f.title, "n/a", "-", "-", "0", f.goal?.text ?? "-", "not measured"])
            }
        }
        let widths = header.indices.map { c in ([header] + rows).map { $0[c].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { c, cell in
                let pad = String(repeating: " ", count: widths[c] - cell.count)
                return c == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        var out = line(header) + line(widths.map { String(repeating: "-", count: $0) })
        for row in rows { out += line(row) }
        if let breakdown {
            out += "\nreplay, CPU time: read \(BenchNumber.text(breakdown.readNanosecondsPerEvent)) ns/event, "
                + "+ recognizer/controller/engine → \(BenchNumber.text(breakdown.sessionNanosecondsPerEvent)) ns/event, "
                + "+ JSON log (\(BenchNumber.text(breakdown.logLinesPerEvent)) lines/event, "
                + "\(BenchNumber.text(breakdown.logNanosecondsPerLine)) ns/line) → \(BenchNumber.text(breakdown.fullNanosecondsPerEvent)) ns/event\n"
        }
        if let corpus {
            out += "corpus: \(corpus.events) events, \(corpus.gestures) gestures, \(corpus.bytes / 1_000_000) MB"
                + (corpus.kept ? " (\(corpus.path))" : " (synthesized in a temporary directory, removed)") + "\n"
        }
        out += "\n"
        for f in figures {
            if let reason = f.unavailableReason {
                out += "\(f.title): not measured: \(reason)\n"
            } else {
                out += "\(f.title): \(f.command)\n    \(f.method)\n"
            }
        }
        if !details.isEmpty {
            out += "\n" + details.map { "\($0.0): \($0.1)" }.joined(separator: "\n") + "\n"
        }
        return out
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// A JSON object whose keys stay in the order they were added.
struct JSONObjectWriter {
    private var members: [String] = []

    mutating func raw(_ key: String, _ json: String) { members.append(Self.quoted(key) + ":" + json) }
    mutating func number(_ key: String, _ value: Double?) { raw(key, value.map(BenchNumber.text) ?? "null") }
    mutating func string(_ key: String, _ value: String?) { raw(key, value.map(Self.quoted) ?? "null") }

    var text: String { "{" + members.joined(separator: ",") + "}" }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case let c where c.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(c.value, radix: 16).count) + String(c.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
