import SwoopCore
import SwoopGesture
import SwoopInputModel
import SwoopRecordings

/// A pan as Swoop's recognizer sees it in an imported fixture, and the recorded frames it came from.
struct PanTravel {
    /// Translation (mm) along the locked axis at the end of the pan, signed in device coordinates.
    var translationMM: Double
    var axis: LockedAxis
    /// Recording time (the recording's own clock) of the frames that made the pan, first to last.
    var frames: ClosedRange<Timestamp>

    /// The first pan the default recognizer finds in `events` (device 0, fixture clock), mapped back to
    /// the recording's frames. Fixture time is 1 s + time since the first frame, plus the injection
    /// latency (≥ 0): so the frame behind an event is the latest one at or before its time.
    static func firstPan(
        in events: [TimedInputEvent], device info: DeviceInfo, recorded: RecordedDevice,
        originMicros: Int64 = 1_000_000
    ) -> PanTravel? {
        var recognizer = PanRecognizer()
        var pans: [PanEvent] = []
        recognizer.handle(
            .event(
                TimedInputEvent(
                    time: Timestamp(micros: 0), device: DeviceID(0), event: .deviceAdded(info))),
            into: &pans)
        for event in events { recognizer.handle(.event(event), into: &pans) }
        guard let began = pans.first(where: { $0.phase == .began }),
            let end = pans.first(where: { $0.phase == .ended || $0.phase.name == "cancelled" })
        else { return nil }
        // The first event of the pan's contact: the scroll/swipe/touch-down the recognizer counted from.
        let firstContact = events.first { event in
            switch event.event {
            case .scroll, .swipeUpdate, .touchDown: return event.time <= began.time
            default: return false
            }
        }
        guard let start = firstContact?.time, let firstFrame = recorded.frames.first?.time else { return nil }
        func frame(at fixtureTime: Timestamp) -> Timestamp? {
            let offset = fixtureTime.micros - originMicros
            return recorded.frames.last { $0.time.micros - firstFrame.micros <= offset }?.time
        }
        guard let from = frame(at: start), let to = frame(at: end.time) else { return nil }
        return PanTravel(translationMM: end.translation * end.direction.factor, axis: end.axis, frames: from...to)
    }
}
