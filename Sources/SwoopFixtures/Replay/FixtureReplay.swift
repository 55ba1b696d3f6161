import SwoopCore
import SwoopDisplay
import SwoopEngine
import SwoopGesture
import SwoopInputModel
import SwoopInteraction
import SwoopLog
import SwoopNavigation

/// One interaction of a replay: a pan that took hold of the transition, or a contact that ended
/// without one (outcome `none`, as the recognizer reported it).
package struct ReplayedInteraction: Sendable, Equatable {
    /// 1-based, in order of start time.
    package var number: Int
    package var outcome: ExpectedOutcome
    package var start: Timestamp
    /// The release (or cancel) for a pan; the last contact's end for `none`.
    package var end: Timestamp?
    /// `swipe`, `scroll` or `touch`.
    package var source: String
    package var decision: ReleaseDecision?
    /// The pan caught a settling transition instead of starting one.
    package var grabbed: Bool
    /// Whether the transition this release started finished (`nil`: cancelled, or grabbed again).
    package var completedFinished: Bool?
}

/// What a replay found.
package struct ReplayReport: Sendable {
    package var path: String
    package var header: FixtureHeader
    package var configuration: SessionConfiguration
    package var interactions: [ReplayedInteraction]
    package var events: Int
    /// What `--size-mm` did not do (`FixtureDevice.resolvingSize`).
    package var sizeWarnings: [String] = []
    /// Touch positions the reader clamped to the header's axes (`AxisBounds`).
    package var positionWarnings: [String] = []
}

/// How a replay is paced: at once on the virtual clock, or at the recorded pace (`--realtime`, a
/// window), which waits on the wall clock but makes the same records.
package enum ReplayPacing: Sendable {
    case virtual
    case realtime
}

/// Plays a fixture through recognizer → controller → engine on the virtual clock of its event times.
/// Nothing here reads the wall clock: the same fixture and configuration give the same records and report.
package struct FixtureReplay {
    package var configuration: SessionConfiguration
    package var logging: SessionLogging
    /// With a plan, `frame` lines carry the evaluated scene (`--frames`).
    package var scene: TransitionPlan?
    /// The element that follows the finger (`--follow`), if any.
    package var follow: FollowSetup?
    /// `--size-mm`: the size of a device whose recorded size was given or assumed.
    package var sizeOption: PhysicalSize?

    package init(
        configuration: SessionConfiguration, logging: SessionLogging = SessionLogging(),
        scene: TransitionPlan? = nil, follow: FollowSetup? = nil, sizeOption: PhysicalSize? = nil
    ) {
        self.configuration = configuration
        self.logging = logging
        self.scene = scene
        self.follow = follow
        self.sizeOption = sizeOption
    }

    /// Replays `path`, writing log records to `sink` (none: no log is made at all). `observe` sees every
    /// step's records and the session after it (a status line, a window). Once `stopRequested` says so
    /// (a window closed, Esc), no more input is fed: the session ends as at the end of the recording (a
    /// pan still down is cancelled, the transition settles, the log is complete), as Ctrl-C ends a live run.
    package func run(
        path: String, sink: LogSink?, pacing: ReplayPacing = .virtual,
        observe: ((_ records: SessionRecords, _ session: PanSession) throws -> Void)? = nil,
        stopRequested: @escaping () -> Bool = { false }
    )
        throws -> ReplayReport
    {
        let reader = try FixtureReader(path: path, sizeOption: sizeOption)
        var session = PanSession(configuration: configuration, follow: follow)
        sink?.write(ReplayHeaderLine(replay: self, path: path, header: reader.header, device: reader.device))

        let logging = self.logging
        // The sink's batch path, found once rather than for each of millions of steps.
        let sink = sink?.batched
        var pacer = StoppablePacer(SourcePacer(reader), stopRequested: stopRequested)
        func drive(_ emit: (_ records: SessionRecords, _ session: inout PanSession) throws -> Void) throws {
            switch pacing {
            case .virtual:
                try SessionDriver.run(&session, pacer: &pacer, emit: emit)
            case .realtime:
                var realtime = RealtimePacer(pacer)
                try SessionDriver.run(&session, pacer: &realtime, emit: emit)
                pacer = realtime.inner
            }
        }
        if observe == nil, scene == nil {
            // What check, sweep and the benchmark run, millions of steps a second: each step's records
            // go to the log and nowhere else, with nothing else captured.
            if let sink {
                var resets = TrialResets()
                try drive { records, _ in logging.write(records, to: sink, resets: &resets) }
            } else {
                try drive { _, _ in }
            }
        } else {
            // Read once, not through `self` on every step (binding the optional plan would copy it each time).
            let scene = self.scene
            let framesEvaluated = scene != nil
            var frameBuffer = scene?.makeFrameBuffer()
            var resets = TrialResets()
            try drive { records, session in
                try observe?(records, session)
                guard let sink else { return }
                if framesEvaluated {
                    try logging.write(records, to: sink, scene: scene!, buffer: &frameBuffer!, resets: &resets)
                } else {
                    logging.write(records, to: sink, resets: &resets)
                }
            }
        }
        let interactions = Self.merge(pans: session.interactions, unpanned: session.unpanned)
        // Results come after everything, at the last instant, so the log's time never goes backwards.
        let final = (session.now ?? Timestamp(micros: 0)).micros
        for interaction in interactions {
            sink?.write(ReplayResultLine(t: final, interaction: interaction))
        }
        return ReplayReport(
            path: path, header: reader.header, configuration: configuration,
            interactions: interactions, events: pacer.inner.events,
            sizeWarnings: reader.sizeWarnings, positionWarnings: reader.positionWarnings)
    }

    /// Pans and contacts that never panned in one list, numbered by start time (pans first on a tie).
    static func merge(pans: [InteractionResult], unpanned: [UnpannedContact]) -> [ReplayedInteraction] {
        var all: [ReplayedInteraction] = pans.map { pan in
            let outcome: ExpectedOutcome =
                switch pan.decision?.outcome {
                case .finish?: .finish
                case .cancel?, nil: .cancel
                }
            return ReplayedInteraction(
                number: 0, outcome: outcome, start: pan.beganAt, end: pan.releasedAt,
                source: pan.source.kind.rawValue, decision: pan.decision, grabbed: pan.grabbed,
                completedFinished: pan.completion?.finished)
        }
        all += unpanned.map { contact in
            ReplayedInteraction(
                number: 0, outcome: .none, start: contact.start, end: contact.end,
                source: contact.kindName, decision: nil, grabbed: false, completedFinished: nil)
        }
        // A stable sort: pans (listed first) stay before contacts that start at the same instant.
        let ordered = all.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        return ordered.enumerated().map { index, entry in
            var interaction = entry.element
            interaction.number = index + 1
            return interaction
        }
    }
}

/// A replay's steps until the viewer asks to stop, then `.stop`: the driver then ends the session as
/// at the end of the input.
struct StoppablePacer<Inner: SessionPacer>: SessionPacer {
    var inner: Inner
    let stopRequested: () -> Bool

    init(_ inner: Inner, stopRequested: @escaping () -> Bool) {
        self.inner = inner
        self.stopRequested = stopRequested
    }

    mutating func next(after session: inout PanSession) throws -> PacedStep {
        stopRequested() ? .stop : try inner.next(after: &session)
    }

    mutating func waitForFrame(at time: Timestamp) { inner.waitForFrame(at: time) }
}
