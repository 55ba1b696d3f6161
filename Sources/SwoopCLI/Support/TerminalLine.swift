#if canImport(Glibc)
import Glibc
#endif
import SwoopCore
import SwoopFixtures
import SwoopInputModel
import SwoopInteraction

/// One line on standard error that rewrites itself (`\r` + erase to end of line): a progress bar or a
/// live status. Only ever drawn on a terminal, so logs and pipes never see it.
final class TerminalLine {
    private let context: CommandContext
    let isActive: Bool
    private var drawn = false

    init(_ context: CommandContext, enabled: Bool = true) {
        self.context = context
        isActive = enabled && context.stderrIsTerminal
    }

    func show(_ text: String) {
        guard isActive else { return }
        context.standardError("\r" + text + "\u{1b}[K")
        drawn = true
    }

    func clear() {
        guard isActive, drawn else { return }
        context.standardError("\r\u{1b}[K")
        drawn = false
    }

    /// `label [#######.......] 12/40`
    func progress(_ label: String, done: Int, of total: Int) {
        let width = 30
        let filled = total > 0 ? width * done / total : width
        show(label + " [" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
             + "] \(done)/\(total)")
    }
}

/// `--realtime`: waits on the monotonic clock until each event's recorded time (relative to the first)
/// and shows what the pipeline is doing. The records are the same as on the virtual clock: only the
/// waiting differs.
struct RealtimePacer: ReplayPacer {
    let line: TerminalLine
    let label: String
    private var origin: (event: Int64, wall: Int64)?
    private var lastDrawn: Int64?

    init(line: TerminalLine, label: String) {
        self.line = line
        self.label = label
    }

    mutating func wait(until time: Timestamp, session: PanSession) {
        let wall = MonotonicClock.now().micros
        guard let origin else {
            origin = (time.micros, wall)
            return
        }
        // Saturating: a fixture's times span at most `Timestamp.acceptedRange`, but nothing here traps.
        let due = Timestamp(micros: origin.wall).advanced(byMicros: time.micros(since: Timestamp(micros: origin.event)))
        if due.micros > wall { MonotonicClock.sleep(until: due) }
        if lastDrawn.map({ wall - $0 >= 50_000 }) ?? true {
            lastDrawn = wall
            let seconds = TextColumns.fixed(time.seconds(since: Timestamp(micros: origin.event)), 2)
            line.show("\(label)  t=\(seconds)s  \(session.controller.state.name.rawValue)  progress "
                + TextColumns.fixed(session.controller.presentedProgress, 3)
                + (session.recognizer.isPanning ? "  panning" : "") + "  interactions \(session.interactions.count)")
        }
    }
}
