import SwoopCore

/// How long a recording may take to play in real time. A real-time import (`swoop import --realtime`)
/// plays a recording gap by gap, so a recording that pauses for years is slept through for years. A
/// gap or a length beyond these limits is refused before anything plays, naming the frame, unless the
/// caller allows long recordings (`--allow-long`). On the virtual clock (the default) a gap costs
/// nothing, and these limits do not apply.
package enum PlayingLimits {
    /// Longer than anyone holds still within one recorded gesture session.
    package static let longestGap: Int64 = 60 * 1_000_000
    /// Ten minutes of playing: far longer than any gesture recording.
    package static let longestRecording: Int64 = 600 * 1_000_000

    /// Refuses the first gap (across all devices, as they are played: on one timeline) longer than
    /// `longestGap`, then a recording longer than `longestRecording`.
    package static func check(_ recording: Recording) throws(RecordingError) {
        let frames = recording.devices.flatMap(\.frames).sorted { $0.time < $1.time }
        guard let first = frames.first else { return }
        for (earlier, later) in zip(frames, frames.dropFirst()) {
            let gap = later.time.micros(since: earlier.time)
            if gap > longestGap {
                throw .tooLong(
                    file: recording.file, line: later.line ?? 1,
                    problem: "the frame here comes "
                        + "\(describe(gap)) after the one before it (line \(earlier.line ?? 1))")
            }
        }
        if let beyond = frames.first(where: { $0.time.micros(since: first.time) > longestRecording }) {
            throw .tooLong(
                file: recording.file, line: beyond.line ?? 1,
                problem: "the recording goes on past "
                    + "\(describe(longestRecording)) here (it plays for \(describe(frames.last!.time.micros(since: first.time))))"
            )
        }
    }

    /// `90 s`, `12 min`, `5.5 h`, `3.2 days`, `41 years`, to the precision a person needs.
    package static func describe(_ micros: Int64) -> String {
        let seconds = Double(micros) / 1_000_000
        func one(_ value: Double, _ unit: String) -> String {
            let tenths = (value * 10).rounded() / 10
            return (tenths == tenths.rounded() ? String(Int64(saturating: tenths)) : String(tenths)) + " " + unit
        }
        if seconds < 120 { return one(seconds, "s") }
        if seconds < 7200 { return one(seconds / 60, "min") }
        if seconds < 172_800 { return one(seconds / 3600, "h") }
        if seconds < 63_072_000 { return one(seconds / 86_400, "days") }
        return one(seconds / 31_557_600, "years")
    }
}
