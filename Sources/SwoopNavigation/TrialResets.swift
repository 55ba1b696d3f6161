import SwoopCore
import SwoopEngine
import SwoopInteraction

/// Trial mode (`--transition NAME` without an app): every pan is an independent trial of one
/// transition from its `from` screen. Between two trials the transition is put back to its start, and
/// the log says so with a `reset` line before the next trial's first state line, so that no appearance
/// line speaks of a screen that is not showing (the second trial's `from willDisappear` follows a
/// reset to `from`, not a finished trial that left `to` showing). A grab is no new trial.
package struct TrialResets: Sendable, Equatable {
    /// Trials begun so far.
    package private(set) var trials = 0
    /// The last trial finished: its `to` screen shows until the reset.
    private var showingDestination = false

    package init() {}

    /// The reset to write before `record`, if it begins a trial after another.
    package mutating func reset(before record: SessionRecord) -> ResetRecord? {
        guard case .interaction(.transition(let effect)) = record.entry else { return nil }
        switch effect {
        case .stateChanged(from: .idle, to: _):
            trials += 1
            guard trials > 1 else { return nil }
            let reset = ResetRecord(time: record.time, from: showingDestination ? "to" : "from", screen: "from")
            showingDestination = false
            return reset
        case .completed(let finished):
            showingDestination = finished
            return nil
        default:
            return nil
        }
    }

    /// Whether `records` holds a line `reset(before:)` answers (a trial's first state line or a
    /// completion): batches without one are logged as they are.
    package static func concerns(_ records: SessionRecords) -> Bool {
        records.withRows { rows in
            rows.contains { row in
                switch row.entry {
                case .transition(.stateChanged(from: .idle, to: _)), .transition(.completed): true
                default: false
                }
            }
        }
    }
}
