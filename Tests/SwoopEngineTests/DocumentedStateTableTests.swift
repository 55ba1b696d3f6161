import Foundation
import SwoopCore
import Testing

@testable import SwoopEngine

/// docs/engine.md's state × event table is the machine's specification: every cell is read from the
/// document and checked against the machine, so the table and the code cannot drift apart.
struct DocumentedStateTable {
    let events: [String]
    let rows: [(state: String, cells: [String])]

    static func load() throws -> DocumentedStateTable {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/engine.md"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let header = try #require(
            lines.firstIndex { $0.hasPrefix("| state \\ event |") }, "docs/engine.md has no state table")
        func cells(_ line: String) -> [String] {
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let events = Array(cells(lines[header]).dropFirst())
        var rows: [(String, [String])] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let row = cells(line)
            rows.append((row[0], Array(row.dropFirst())))
        }
        return DocumentedStateTable(events: events, rows: rows)
    }
}

/// A machine brought into the row's state at t = 1 s.
private func machine(in state: String) throws -> TransitionMachine {
    var machine = TransitionMachine()
    let t = Timestamp(seconds: 1)
    switch state {
    case "idle": break
    case "interactive":
        _ = machine.handle(.begin, at: t)
        _ = machine.handle(.update(progress: 0.5), at: t)
    case "settling(end)":
        _ = machine.handle(.begin, at: t)
        _ = machine.handle(.update(progress: 0.5), at: t)
        _ = machine.handle(.finish(velocity: 0), at: t)
    case "settling(start)":
        _ = machine.handle(.begin, at: t)
        _ = machine.handle(.update(progress: 0.5), at: t)
        _ = machine.handle(.cancel(velocity: 0), at: t)
    case "animating": _ = machine.handle(.start(animated: true), at: t)
    default: Issue.record("docs/engine.md: unknown state row \(state)")
    }
    return machine
}

private func event(_ column: String) -> TransitionEvent? {
    switch column {
    case "begin": .begin
    case "update p": .update(progress: 0.4)
    case "finish v": .finish(velocity: 0.5)
    case "cancel v": .cancel(velocity: 0.5)
    case "start": .start(animated: true)
    case "tick": .tick
    case "grab": .grab
    case "abort": .abort
    default: nil
    }
}

@Test func everyCellOfTheDocumentedStateTableIsWhatTheMachineDoes() throws {
    let table = try DocumentedStateTable.load()
    #expect(table.rows.count == 5 && table.events.count == 8)
    var checked = 0
    for (row, cells) in table.rows {
        for (column, cell) in zip(table.events, cells) {
            let cellName = "docs/engine.md [\(row), \(column)] = \"\(cell)\""
            var m = try machine(in: row)
            let before = m.state
            let presented = m.presentedProgress
            let input = try #require(event(column), "\(cellName): unknown event column")
            let effects = m.handle(input, at: Timestamp(seconds: 1) + .milliseconds(25))
            let toward: Endpoint? = if case .settling(let e) = m.state { e } else { nil }
            let settleVelocity = effects.compactMap { if case .settle(_, _, let v) = $0 { v } else { nil } }.last
            if let reason = IgnoredReason(rawValue: cell) {
                #expect(effects == [.ignored(event: input.name, reason: reason)], "\(cellName)")
                #expect(m.state == before, "\(cellName): an ignored event changed the state")
            } else {
                switch cell {
                case "→ interactive(0)": #expect(m.state == .interactive(progress: 0), "\(cellName)")
                case "progress = p (clamped)": #expect(m.state == .interactive(progress: 0.4), "\(cellName)")
                case "→ settling(end)", "reverse → settling(end)": #expect(toward == .end, "\(cellName)")
                case "→ settling(start)", "reverse → settling(start)": #expect(toward == .start, "\(cellName)")
                case "→ settling(start), velocity 0":
                    #expect(toward == .start && settleVelocity == 0, "\(cellName)")
                case "advance":
                    #expect(effects.contains { if case .frame = $0 { true } else { false } }, "\(cellName)")
                    #expect(m.state.name == before.name, "\(cellName)")
                case "→ interactive at presented progress":
                    #expect(m.state.name == .interactive, "\(cellName)")
                    // What is on screen is the last frame drawn: the grab holds that progress, without a jump.
                    if case .interactive(let p) = m.state { #expect(p == presented, "\(cellName)") }
                    var advanced = try machine(in: row)
                    _ = advanced.handle(.tick, at: Timestamp(seconds: 1) + .milliseconds(25))
                    let onScreen = advanced.presentedProgress
                    _ = advanced.handle(.grab, at: Timestamp(seconds: 1) + .milliseconds(25))
                    #expect(advanced.state == .interactive(progress: onScreen) && onScreen != presented, "\(cellName)")
                case "→ animating (animated) or complete at once (instant)":
                    #expect(m.state == .animating, "\(cellName)")
                    var instant = try machine(in: row)
                    let done = instant.handle(.start(animated: false), at: Timestamp(seconds: 1))
                    #expect(done.contains(.completed(finished: true)), "\(cellName): an instant start completes")
                default:
                    Issue.record("\(cellName): the test does not know this cell; say it in words it checks")
                }
            }
            checked += 1
        }
    }
    #expect(checked == 40)
}
