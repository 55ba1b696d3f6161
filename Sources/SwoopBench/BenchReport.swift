import SwoopCore

/// Everything `swoop-bench` measured, rendered as a table or as one JSON object.
package struct BenchReport: Sendable {
    /// In the order of the JSON's leading keys.
    package var figures: [BenchFigure]
    package var corpus: CorpusDescription?
    /// Where the replay's time goes (CPU time per event/line), from the same corpus.
    package var breakdown: ReplayBreakdown?
    /// Facts a reader needs to judge the figures: cores, load, what else the runs measured.
    package var details: [(String, String)]

    package func figure(_ key: String) -> BenchFigure? { figures.first { $0.key == key } }
}

package struct CorpusDescription: Sendable {
    package var path: String
    package var events: Int
    package var gestures: Int
    package var bytes: Int
    /// Kept after the run (`--keep-corpus`, or given with `--corpus`).
    package var kept: Bool
}

/// CPU time per input event of each stage of the replay (medians over the runs).
package struct ReplayBreakdown: Sendable {
    package var readNanosecondsPerEvent: Double
    /// Read + recognizer + controller + engine, no log.
    package var sessionNanosecondsPerEvent: Double
    /// The whole replay (as the throughput figure) in CPU ns per event.
    package var fullNanosecondsPerEvent: Double
    package var logLinesPerEvent: Double

    package var logNanosecondsPerLine: Double {
        logLinesPerEvent > 0 ? (fullNanosecondsPerEvent - sessionNanosecondsPerEvent) / logLinesPerEvent : 0
    }
}

extension BenchReport {
    /// One JSON object: the headline keys first (medians; `null` where not measured, with a `…_reason`
    /// for the live overhead), then every figure with its runs, spread, goal, command and method.
    /// Numbers are the report's rounded values (`BenchNumber`), written losslessly.
    package var json: String {
        func number(_ value: Double?) -> JSONNode { value.map { .number(BenchNumber.rounded($0)) } ?? .null }
        func string(_ value: String?) -> JSONNode { value.map(JSONNode.string) ?? .null }
        var top: [(String, JSONNode)] = []
        for figure in figures {
            top.append((figure.key, number(figure.spread?.median)))
            if figure.key == "live_overhead_ratio" {
                top.append(("live_overhead_reason", string(figure.unavailableReason)))
            }
            if figure.key == "live_latency_ratio" {
                top.append(("live_latency_reason", string(figure.unavailableReason)))
            }
            if figure.key == "live_present_latency_us_p99" {
                top.append(("live_present_latency_reason", string(figure.unavailableReason)))
            }
            if figure.key == Bench.windowHeadline.key {
                top.append(("window_presented_reason", string(figure.unavailableReason)))
            }
        }
        top.append(
            (
                "figures",
                .object(
                    figures.map { figure in
                        (
                            figure.key,
                            .object([
                                ("title", .string(figure.title)), ("unit", .string(figure.unit)),
                                ("median", number(figure.spread?.median)), ("min", number(figure.spread?.min)),
                                ("max", number(figure.spread?.max)),
                                ("runs", .integer(Int64(figure.spread?.runs ?? 0))),
                                ("values", .array((figure.spread?.values ?? []).map { number($0) })),
                                ("goal", string(figure.goal?.text)),
                                ("goal_met", figure.goalMet.map(JSONNode.bool) ?? .null),
                                ("command", .string(figure.command)), ("method", .string(figure.method)),
                                ("unavailable_reason", string(figure.unavailableReason))
                            ])
                        )
                    })
            ))
        if let corpus {
            top.append(
                (
                    "corpus",
                    .object([
                        ("path", .string(corpus.path)), ("events", .integer(Int64(corpus.events))),
                        ("gestures", .integer(Int64(corpus.gestures))), ("bytes", .integer(Int64(corpus.bytes))),
                        ("kept", .bool(corpus.kept))
                    ])
                ))
        }
        if let breakdown {
            top.append(
                (
                    "replay_breakdown",
                    .object([
                        ("read_cpu_ns_per_event", number(breakdown.readNanosecondsPerEvent)),
                        ("session_cpu_ns_per_event", number(breakdown.sessionNanosecondsPerEvent)),
                        ("full_cpu_ns_per_event", number(breakdown.fullNanosecondsPerEvent)),
                        ("log_lines_per_event", number(breakdown.logLinesPerEvent)),
                        ("log_cpu_ns_per_line", number(breakdown.logNanosecondsPerLine))
                    ])
                ))
        }
        top.append(("details", .object(details.map { ($0.0, .string($0.1)) })))
        return JSONWriter.render(.object(top), style: .lossless) + "\n"
    }

    /// A table a person reads: one row per figure, then the commands and methods.
    package var table: String {
        let header = ["figure", "median", "min", "max", "runs", "goal", ""]
        var rows: [[String]] = []
        for f in figures {
            let unit = " " + f.unit
            if let s = f.spread {
                rows.append([
                    f.title, BenchNumber.text(s.median) + unit, BenchNumber.text(s.min), BenchNumber.text(s.max),
                    String(s.runs), f.goal?.text ?? "-", f.goalMet.map { $0 ? "met" : "MISSED" } ?? ""
                ])
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
            out +=
                "\nreplay, CPU time: read \(BenchNumber.text(breakdown.readNanosecondsPerEvent)) ns/event, "
                + "+ recognizer/controller/engine → \(BenchNumber.text(breakdown.sessionNanosecondsPerEvent)) ns/event, "
                + "+ JSON log (\(BenchNumber.text(breakdown.logLinesPerEvent)) lines/event, "
                + "\(BenchNumber.text(breakdown.logNanosecondsPerLine)) ns/line) → \(BenchNumber.text(breakdown.fullNanosecondsPerEvent)) ns/event\n"
        }
        if let corpus {
            out +=
                "corpus: \(corpus.events) events, \(corpus.gestures) gestures, \(corpus.bytes / 1_000_000) MB"
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
