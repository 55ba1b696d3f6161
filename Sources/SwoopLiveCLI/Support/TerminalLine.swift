import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopInputModel
import SwoopInteraction

#if canImport(Glibc)
import Glibc
#endif

/// One line on standard error that rewrites itself (`\r` + erase to end of line): a progress bar or a
/// live status. Only ever drawn on a terminal, so logs and pipes never see it.
package final class TerminalLine {
    private let context: CommandContext
    package let isActive: Bool
    private var drawn = false

    package init(_ context: CommandContext, enabled: Bool = true) {
        self.context = context
        isActive = enabled && context.stderrIsTerminal
    }

    package func show(_ text: String) {
        guard isActive else { return }
        context.standardError("\r" + text + "\u{1b}[K")
        drawn = true
    }

    package func clear() {
        guard isActive, drawn else { return }
        context.standardError("\r\u{1b}[K")
        drawn = false
    }

    /// `label [#######.......] 12/40`
    package func progress(_ label: String, done: Int, of total: Int) {
        let width = 30
        let filled = total > 0 ? width * done / total : width
        show(
            label + " [" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
                + "] \(done)/\(total)")
    }
}

/// `--realtime`'s status line: what the pipeline is doing, at most 20 times a second (the pacing is the
/// driver's `RealtimePacer`).
package struct ReplayStatus {
    package let line: TerminalLine
    package let label: String
    private var origin: Timestamp?
    private var lastDrawn: Int64?

    package init(line: TerminalLine, label: String) {
        self.line = line
        self.label = label
    }

    package mutating func show(_ session: PanSession) {
        guard line.isActive, let now = session.now else { return }
        let origin = self.origin ?? now
        self.origin = origin
        let wall = MonotonicClock.now().micros
        guard lastDrawn.map({ wall - $0 >= 50_000 }) ?? true else { return }
        lastDrawn = wall
        let seconds = TextColumns.fixed(now.seconds(since: origin), 2)
        line.show(
            "\(label)  t=\(seconds)s  \(session.controller.state.name.rawValue)  progress "
                + TextColumns.fixed(session.controller.presentedProgress, 3)
                + (session.recognizer.isPanning ? "  panning" : "") + "  interactions \(session.interactions.count)")
    }
}
