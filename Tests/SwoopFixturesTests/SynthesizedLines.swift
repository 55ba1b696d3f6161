import SwoopCore
import SwoopGesture
import SwoopInputModel

@testable import SwoopFixtures

/// The lines of a synthesized flick as the fixture writer writes them (without the newline), with
/// their events: what every fast path of the reader must take.
enum SynthesizedLines {
    static func flick(from source: PanSourceKind) throws -> [(event: TimedInputEvent, line: String)] {
        var spec = GestureSpec()
        spec.source = source
        spec.fingers = source == .scroll ? 2 : 3
        spec.profile = .flick
        spec.rateHz = 133
        let device = SynthesisRequest.defaultDevice(for: spec)
        return try GestureSynthesizer.events(spec, start: Timestamp(micros: 1_000_000), device: device).map { event in
            var line = EventLineEncoder.line(event)
            line.removeLast()
            return (event, line)
        }
    }
}
