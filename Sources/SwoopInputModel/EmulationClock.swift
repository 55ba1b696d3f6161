/// Which clock an emulated libinput ran on while it turned a recording into events (`swoop import`,
/// and a fixture header's `source.clock`).
public enum EmulationClock: String, Sendable, Codable, CaseIterable {
    /// The recording's own time: libinput's clock and timers follow the frames, nothing sleeps, and the
    /// same recording always gives the same events at the same times.
    case virtual
    /// The machine's time: frames are paced at their recorded gaps, as a live device would deliver them.
    case realtime
}
