import SwoopInteraction

/// Draws a rule comparison as SVG: one row per interaction, one column per release rule, each cell
/// coloured by the outcome under that rule and labelled with the clause that decided. Rows where the
/// rules disagree are marked. Same conventions as `SweepChart`: plain SVG 1.1, fixed decimals, the
/// same comparison gives the same bytes.
package enum RuleChart {
    static let cellWidth = 108.0
    static let rowHeight = 24.0
    static let top = 62.0

    package static func svg(rows: [RuleRow], rules: [ReleaseRuleName], title: String = "swoop sweep --rules") -> String
    {
        let f = SweepChart.f
        let labelWidth = max(160, Double(rows.map(\.label.count).max() ?? 0) * SweepChart.characterWidth + 28)
        let gridWidth = Double(max(rules.count, 1)) * cellWidth
        let width = max(labelWidth + gridWidth + 16, 620)
        let height = top + Double(rows.count) * rowHeight + 48
        var out = SweepChart.start(width: width, height: height, title: title)
        for (i, rule) in rules.enumerated() {
            out +=
                "<text x=\"\(f(labelWidth + (Double(i) + 0.5) * cellWidth, 1))\" y=\"\(f(top - 8, 0))\" "
                + "text-anchor=\"middle\" font-weight=\"bold\">\(rule.rawValue)</text>\n"
        }
        for (r, row) in rows.enumerated() {
            let y = top + Double(r) * rowHeight
            let mark = row.agrees ? "" : "≠ "
            out += "<text x=\"8\" y=\"\(f(y + 16, 1))\">\(SweepChart.escape(mark + row.label))</text>\n"
            for (i, outcome) in row.outcomes.enumerated() {
                let x = labelWidth + Double(i) * cellWidth
                let clause = row.decisions[i]?.rule.rawValue ?? "no pan"
                let tip = "\(row.label) under \(rules[i].rawValue): \(outcome.rawValue) (\(clause))"
                out +=
                    "<rect x=\"\(f(x, 1))\" y=\"\(f(y + 2, 1))\" width=\"\(f(cellWidth - 2, 1))\" "
                    + "height=\"\(f(rowHeight - 4, 1))\" fill=\"\(SweepChart.colour(outcome))\">"
                    + "<title>\(SweepChart.escape(tip))</title></rect>\n"
                out +=
                    "<text x=\"\(f(x + cellWidth / 2 - 1, 1))\" y=\"\(f(y + 16, 1))\" text-anchor=\"middle\" "
                    + "font-size=\"10\" fill=\"\(outcome == .none ? "#333333" : "#ffffff")\">\(clause)</text>\n"
            }
        }
        let legendY = top + Double(rows.count) * rowHeight + 26
        var x = 8.0
        for (name, colour) in [
            ("finish", SweepChart.finishColour), ("cancel", SweepChart.cancelColour),
            ("no transition", SweepChart.noneColour)
        ] {
            out += "<rect x=\"\(f(x, 1))\" y=\"\(f(legendY - 11, 1))\" width=\"14\" height=\"14\" fill=\"\(colour)\"/>"
            out += "<text x=\"\(f(x + 20, 1))\" y=\"\(f(legendY, 1))\">\(name)</text>\n"
            x += 110
        }
        out +=
            "<text x=\"\(f(x, 1))\" y=\"\(f(legendY, 1))\">≠ the rules disagree (listed first); "
            + "cell text: the clause that decided</text>\n"
        out += "</svg>\n"
        return out
    }
}
