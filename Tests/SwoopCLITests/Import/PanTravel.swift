import SwoopCore
import SwoopGesture
import SwoopInputModel
import SwoopRecordings

/// A pan as Swoop's recognizer sees it in an imported fixture, and the recorded frames it came from.
struct PanTravel {
    /// Translation (mm) along the locked axis at the end of the pan, signed in device coordinates.
    var translationMM: Double
    var axis: LockedAxis
    /// Recording time (the recording's own clock) of the frames that made the pan, first to last, read
    /// as if every frame had gone in at its moment.
    var frames: ClosedRange<Timestamp>
    /// Fixture time of the pan's first contact event and of its end.
    var contactTime: Timestamp
    var endTime: Timestamp

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
                    time: Timestamp(micros: 0), device: DeviceID(0), event: .deviceAdded(DeviceDescription(info)))),
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
        let frame = { (time: Timestamp) in
            candidateFrames(at: time, in: recorded, originMicros: originMicros, latenessMicros: 0).last
        }
        guard let from = frame(start), let to = frame(end.time) else { return nil }
        return PanTravel(
            translationMM: end.translation * end.direction.factor, axis: end.axis, frames: from...to,
            contactTime: start, endTime: end.time)
    }

    /// The recorded frames (recording clock) that can be behind an event at `fixtureTime`. A frame goes
    /// in at its moment or up to `latenessMicros` after it, and the event carries the moment it went in:
    /// so the frames due in [t − lateness, t], or when none is, the latest one due before.
    static func candidateFrames(
        at fixtureTime: Timestamp, in recorded: RecordedDevice, originMicros: Int64 = 1_000_000,
        latenessMicros: Int64
    ) -> [Timestamp] {
        guard let first = recorded.frames.first?.time.micros else { return [] }
        let offset = fixtureTime.micros - originMicros
        let due = recorded.frames.map(\.time).filter { $0.micros - first <= offset }
        let (earliest, overflow) = offset.subtractingReportingOverflow(latenessMicros)
        let late = due.filter { overflow || $0.micros - first >= earliest }
        return late.isEmpty ? Array(due.suffix(1)) : late
    }

    /// The windows of recorded frames that can have made this pan when frames went in up to
    /// `latenessMicros` late: every candidate first frame with every candidate last frame after it.
    func windows(in recorded: RecordedDevice, latenessMicros: Int64) -> [ClosedRange<Timestamp>] {
        let starts = Self.candidateFrames(at: contactTime, in: recorded, latenessMicros: latenessMicros)
        let ends = Self.candidateFrames(at: endTime, in: recorded, latenessMicros: latenessMicros)
        return starts.flatMap { start in ends.filter { $0 >= start }.map { start...$0 } }
    }
}
