/// One interaction's row of a sweep: its outcome at every threshold of the grid, and the exact
/// threshold where it flips.
package struct SweepRow: Sendable, Equatable {
    package var fixture: String
    package var interaction: Int
    /// Outcome at each grid threshold, in grid order.
    package var outcomes: [ExpectedOutcome]
    /// The exact flip: the interaction finishes at every threshold ≤ `flip` and cancels above it
    /// (`projected` of its release). `nil` when the outcome does not depend on the threshold
    /// (a flick back, a cancelled gesture, a removed device, no transition at all).
    package var flip: Double?
    /// The rules that decided the release across the grid, joined by `+` (`threshold+projection`,
    /// `reverse-flick`, …), or `none` for input that never panned.
    package var rule: String
    /// What a release decided away from the threshold, for rows that never flip.
    package var note: String?

    package init(
        fixture: String, interaction: Int, outcomes: [ExpectedOutcome], flip: Double?, rule: String,
        note: String? = nil
    ) {
        self.fixture = fixture
        self.interaction = interaction
        self.outcomes = outcomes
        self.flip = flip
        self.rule = rule
        self.note = note
    }

    package var label: String { "\(fixture) #\(interaction)" }
}

/// Draws a sweep as SVG: thresholds across, interactions down, each cell coloured by outcome, the exact
/// flip point of each row marked by a vertical bar. Plain SVG 1.1, no script, no external fonts;
/// numbers are formatted with fixed decimals so the same sweep gives the same bytes.
package enum SweepChart {
    static let cellWidth = 28.0
    static let rowHeight = 22.0
    static let top = 58.0
    /// Average advance of a 12 px sans-serif character, used to size the label and note columns so
    /// long fixture names are never clipped.
    static let characterWidth = 7.0
    static let finishColour = "#34c759"
    static let cancelColour = "#ff3b30"
    static let noneColour = "#c7c7cc"

    package static func svg(thresholds: [Double], rows: [SweepRow], title: String = "swoop sweep") -> String {
        let gridWidth = Double(max(thresholds.count, 1)) * cellWidth
        let labelWidth = max(160, Double(rows.map(\.label.count).max() ?? 0) * characterWidth + 20)
        let notes = rows.map { noteText($0, thresholds: thresholds) }
        let noteWidth = max(120, Double(notes.map(\.count).max() ?? 0) * characterWidth + 16)
        let width = max(labelWidth + gridWidth + noteWidth, 620)
        let height = top + Double(rows.count) * rowHeight + 44
        var out = start(width: width, height: height, title: title)
        out += "<text x=\"\(f(labelWidth, 0))\" y=\"34\" fill=\"#555555\">threshold →</text>\n"
        for (i, t) in thresholds.enumerated() where i % labelStride(thresholds.count) == 0 {
            out +=
                "<text x=\"\(f(labelWidth + (Double(i) + 0.5) * cellWidth, 1))\" y=\"\(f(top - 6, 0))\" "
                + "text-anchor=\"middle\" font-size=\"9\">\(f(t, 2))</text>\n"
        }
        for (r, row) in rows.enumerated() {
            let y = top + Double(r) * rowHeight
            out += "<text x=\"8\" y=\"\(f(y + 15, 1))\">\(escape(row.label))</text>\n"
            for (i, outcome) in row.outcomes.enumerated() {
                out +=
                    "<rect x=\"\(f(labelWidth + Double(i) * cellWidth, 1))\" y=\"\(f(y + 2, 1))\" "
                    + "width=\"\(f(cellWidth - 2, 1))\" height=\"\(f(rowHeight - 4, 1))\" fill=\"\(colour(outcome))\">"
                    + "<title>\(escape(row.label)) at \(f(thresholds[i], 3)): \(outcome.rawValue)</title></rect>\n"
            }
            let noteX = labelWidth + gridWidth + 8
            if let flip = row.flip, let x = xPosition(of: flip, in: thresholds, labelWidth: labelWidth) {
                out +=
                    "<line x1=\"\(f(x, 1))\" y1=\"\(f(y, 1))\" x2=\"\(f(x, 1))\" y2=\"\(f(y + rowHeight, 1))\" "
                    + "stroke=\"#000000\" stroke-width=\"3\"><title>flips at \(f(flip, 4))</title></line>\n"
            }
            let fill = row.flip == nil ? " fill=\"#555555\"" : ""
            out += "<text x=\"\(f(noteX, 1))\" y=\"\(f(y + 15, 1))\"\(fill)>\(escape(notes[r]))</text>\n"
        }
        let legendY = top + Double(rows.count) * rowHeight + 24
        var x = 8.0
        for (name, colourText) in [("finish", finishColour), ("cancel", cancelColour), ("no transition", noneColour)] {
            out +=
                "<rect x=\"\(f(x, 1))\" y=\"\(f(legendY - 11, 1))\" width=\"14\" height=\"14\" fill=\"\(colourText)\"/>"
            out += "<text x=\"\(f(x + 20, 1))\" y=\"\(f(legendY, 1))\">\(name)</text>\n"
            x += 110
        }
        out +=
            "<line x1=\"\(f(x, 1))\" y1=\"\(f(legendY - 11, 1))\" x2=\"\(f(x, 1))\" y2=\"\(f(legendY + 3, 1))\" "
            + "stroke=\"#000000\" stroke-width=\"3\"/><text x=\"\(f(x + 8, 1))\" y=\"\(f(legendY, 1))\">"
            + "exact flip (finish at or below, cancel above)</text>\n"
        out += "</svg>\n"
        return out
    }

    /// An SVG's opening: its size, a white page, the title (shared by the sweep charts).
    static func start(width: Double, height: Double, title: String) -> String {
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width, 0))" height="\(f(height, 0))" \
            viewBox="0 0 \(f(width, 0)) \(f(height, 0))" font-family="sans-serif" font-size="12">

            """
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        out += "<text x=\"8\" y=\"18\" font-size=\"14\" font-weight=\"bold\">\(escape(title))</text>\n"
        return out
    }

    /// The text right of a row: its flip, or why it has none.
    static func noteText(_ row: SweepRow, thresholds: [Double]) -> String {
        if let flip = row.flip {
            let onGrid = xPosition(of: flip, in: thresholds, labelWidth: 0) != nil
            return "flip \(f(flip, 4))" + (onGrid ? "" : " (off the grid)")
        }
        return (row.note.map { $0 + " " } ?? "") + "(" + row.rule + ")"
    }

    /// Where a threshold falls on the grid (cells are centred on their threshold); `nil` off the grid.
    static func xPosition(of threshold: Double, in thresholds: [Double], labelWidth: Double) -> Double? {
        guard let first = thresholds.first, let last = thresholds.last else { return nil }
        if thresholds.count == 1 {
            return threshold == first ? labelWidth + cellWidth / 2 : nil
        }
        let step = (last - first) / Double(thresholds.count - 1)
        let position = (threshold - first) / step + 0.5
        guard position >= 0, position <= Double(thresholds.count) else { return nil }
        return labelWidth + position * cellWidth
    }

    static func labelStride(_ count: Int) -> Int { max(1, (count + 19) / 20) }

    static func colour(_ outcome: ExpectedOutcome) -> String {
        switch outcome {
        case .finish: finishColour
        case .cancel: cancelColour
        case .none: noneColour
        }
    }

    /// Fixed decimals, no locale, `-0` written as `0`.
    static func f(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let negative = rounded < 0
        let magnitude = abs(rounded)
        let whole = Int64(magnitude)
        var text = String(whole)
        if decimals > 0 {
            let fraction = String(Int64(((magnitude - Double(whole)) * scale).rounded()))
            text += "." + String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
        }
        return (negative ? "-" : "") + text
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
