import SwoopCore
import SwoopInputModel

@testable import SwoopGesture

/// Tests read one input's pans as an array; the recognizer itself appends to a caller's buffer.
extension PanRecognizer {
    mutating func handle(_ event: TimedInputEvent) -> [PanEvent] { handle(.event(event)) }

    mutating func handle(_ input: PanInput) -> [PanEvent] {
        var out: [PanEvent] = []
        handle(input, into: &out)
        return out
    }
}
