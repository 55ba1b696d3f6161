import SwoopCore

@testable import SwoopEngine

/// Tests read one event's effects as an array; the machine itself appends to a caller's buffer.
extension TransitionMachine {
    mutating func handle(_ event: TransitionEvent, at time: Timestamp) -> [TransitionEffect] {
        var out: [TransitionEffect] = []
        handle(event, at: time, into: &out)
        return out
    }
}
