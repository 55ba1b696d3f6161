import SwoopCore
import SwoopInputModel

/// What happens next in a session, as a pacer decides it.
public enum PacedStep: Sendable, Equatable {
    /// Feed this input event.
    case event(TimedInputEvent)
    /// No input before this instant: draw the frames and resolve the deadlines due by then.
    case advance(to: Timestamp)
    /// The input is over (exhausted, stopped, or its devices are gone).
    case stop
}

/// Decides when a session's next step happens: at once on a virtual clock (replay), at the recorded
/// times (`--realtime`, a window), or when a live device or the next frame's deadline says so. The
/// only part of a run that may read or wait on the wall clock.
///
/// `next(after:)` reads the session and must not change it: it is `inout` only so that the driver
/// hands over its own session instead of copying the whole struct (about 1 KB) on every step.
public protocol SessionPacer {
    mutating func next(after session: inout PanSession) throws -> PacedStep
    /// After the input, before each frame of the final settle: wait for it (real time) or not at all.
    mutating func waitForFrame(at time: Timestamp)
}

extension SessionPacer {
    public mutating func waitForFrame(at time: Timestamp) {}
}

/// The one loop every run goes through — replay, `--realtime`, live devices: ask the pacer, step the
/// session, hand the records (and the session, for status lines and windows) to `emit`; at the end,
/// end the session's input (`endOfInput`) so every transition completes. Errors from the pacer or
/// `emit` stop the run.
/// `emit` reads the session and must not change it (`inout` only to spare a copy per step, as for pacers).
public enum SessionDriver {
    /// Inlinable so that a caller's pacer is specialised into it (a replay steps 2 M times a second).
    @inlinable
    public static func run<Pacer: SessionPacer>(
        _ session: inout PanSession, pacer: inout Pacer,
        emit: (_ records: SessionRecords, _ session: inout PanSession) throws -> Void
    ) throws {
        var batch = SessionRecords()  // reused: no array made per step
        loop: while true {
            batch.removeAll()
            switch try pacer.next(after: &session) {
            case .event(let event): session.feed(event, into: &batch)
            case .advance(let time): session.advance(to: time, into: &batch)
            case .stop: break loop
            }
            try emit(batch, &session)
        }
        let ended = session.endOfInput(settle: false)
        try emit(ended, &session)
        // Every settle ends (the engine snaps any motion to its target after 120 s at the latest).
        while let frame = session.nextFrame {
            pacer.waitForFrame(at: frame)
            batch.removeAll()
            session.advance(to: frame, into: &batch)
            try emit(batch, &session)
        }
    }
}

/// Replay on the virtual clock of event times: every event at once, the wall clock never read.
public struct SourcePacer<Source: InputEventSource>: SessionPacer {
    public var source: Source
    public var events: Int { count }
    @usableFromInline var count = 0

    public init(_ source: Source) { self.source = source }

    @inlinable
    public mutating func next(after session: inout PanSession) throws -> PacedStep {
        guard let event = try source.next() else { return .stop }
        count += 1
        return .event(event)
    }
}

/// Replays another pacer's steps at their recorded pace on the monotonic clock, and while the
/// transition moves on its own between events, steps to each frame when it is due, so a window shows
/// frames as they happen. The records are exactly the virtual clock's: only the waiting differs.
public struct RealtimePacer<Inner: SessionPacer>: SessionPacer {
    public var inner: Inner
    private var pending: PacedStep?
    private var origin: (event: Int64, wall: Int64)?

    public init(_ inner: Inner) { self.inner = inner }

    public mutating func next(after session: inout PanSession) throws -> PacedStep {
        let step = try pending ?? inner.next(after: &session)
        pending = nil
        let time: Timestamp
        switch step {
        case .event(let event): time = event.time
        case .advance(let to): time = to
        case .stop: return .stop
        }
        guard let origin else {
            origin = (time.micros, MonotonicClock.now().micros)
            return step
        }
        // A frame due before the step: show it at its time, and keep the step for the next call.
        if let frame = session.nextFrame, let now = session.now, frame > now, frame < time {
            pending = step
            wait(until: frame, origin: origin)
            return .advance(to: frame)
        }
        wait(until: time, origin: origin)
        return step
    }

    public mutating func waitForFrame(at time: Timestamp) {
        inner.waitForFrame(at: time)
        if let origin { wait(until: time, origin: origin) }
    }

    private func wait(until time: Timestamp, origin: (event: Int64, wall: Int64)) {
        // Saturating: a fixture's times span at most `Timestamp.acceptedRange`, but nothing here traps.
        let due = Timestamp(micros: origin.wall).advanced(byMicros: time.micros(since: Timestamp(micros: origin.event)))
        if due > MonotonicClock.now() { MonotonicClock.sleep(until: due) }
    }
}
