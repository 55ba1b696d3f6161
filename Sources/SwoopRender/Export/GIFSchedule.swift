/// Which frames of an animation a GIF keeps, and for how long each is shown.
///
/// GIF delays are whole centiseconds, and browsers show any delay under 2 cs as 10 cs — a 60 Hz
/// animation written frame for frame would play six times too slowly. So delays are taken from the
/// frames' own times rounded to the centisecond grid (no drift: each delay is the difference of two
/// rounded times), and a frame that would be shown for less than `minimumDelay` is dropped. The
/// first and last frames are always kept: the last is the settled state a reader must see.
public enum GIFSchedule {
    public struct Entry: Equatable, Sendable {
        /// Index into the frame times given.
        public var frame: Int
        public var delayCentiseconds: Int
    }

    /// `times` in seconds, ascending; the last kept frame is held for `hold` seconds.
    public static func entries(times: [Double], hold: Double = 1, minimumDelay: Int = 2) -> [Entry] {
        guard let first = times.first else { return [] }
        func centis(_ t: Double) -> Int { Int(((t - first) * 100).rounded()) }
        var kept = [0]
        for i in 1..<times.count where centis(times[i]) - centis(times[kept.last!]) >= minimumDelay { kept.append(i) }
        let last = times.count - 1
        if kept.last != last {
            // The settled frame follows the last kept one too closely: it takes that frame's place
            // (still ≥ minimumDelay after the one before), unless only the first frame was kept.
            if kept.count > 1 { kept[kept.count - 1] = last } else { kept.append(last) }
        }
        var entries: [Entry] = []
        for (n, frame) in kept.enumerated() {
            let delay =
                n + 1 < kept.count
                ? centis(times[kept[n + 1]]) - centis(times[frame])
                : max(Int((hold * 100).rounded()), minimumDelay)
            entries.append(Entry(frame: frame, delayCentiseconds: delay))
        }
        return entries
    }
}
