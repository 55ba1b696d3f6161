/// Which frame a live window draws, and when. A present waits for the display's refresh (60 Hz) while
/// a touchscreen reports at 100 Hz or more: drawing every step's frame would queue the input behind the
/// window, each frame later than the one before. So a frame is held while more input is already
/// waiting, replaced by each newer one, and drawn once there is none: the viewer always sees the newest.
struct NewestFrame<Frame> {
    /// The newest frame made and not drawn yet.
    private(set) var held: Frame?

    /// After a step: `made` is its newest frame, if it made any; returns the frame to draw now, if any.
    mutating func step(made: Frame?, inputWaiting: Bool) -> Frame? {
        if let made { held = made }
        guard !inputWaiting else { return nil }
        return take()
    }

    /// At the end of a run: the frame still held, if any (nothing else will draw it).
    mutating func take() -> Frame? {
        defer { held = nil }
        return held
    }
}
