import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel

/// The whole pipeline — input events → `PanRecognizer` → `InteractiveController` → `TransitionMachine` —
/// on a virtual clock made of event times: the wall clock is never read, so the same input and configuration
/// give the same records, byte for byte once logged.
///
/// While the transition moves on its own (settling, animating) the session ticks the engine on the
/// engine's frame grid (`1/frameRate` s steps from time 0) between input events. Feed events in
/// non-decreasing time order; an earlier one is handled as if it came at the latest time.
///
/// ```swift
/// var session = PanSession(configuration: SessionConfiguration())
/// for event in events { records += session.feed(event) }
/// records += session.endOfInput()      // end of input: settle whatever is left
/// session.interactions                 // one result per pan: decision, completion
/// ```
/// `SessionDriver` runs this loop for a source and a pacer (virtual clock, real time, live devices).
public struct PanSession: Sendable {
    public let configuration: SessionConfiguration
    public private(set) var recognizer: PanRecognizer
    public internal(set) var controller: InteractiveController
    /// The element that follows the finger, if any (see `PanSession+Follow`).
    public internal(set) var follow: FollowSetup?
    /// Which pans may start a transition (see `PanSession+Gate`); any pan grabs one that moves.
    public internal(set) var gate: PanGate = .any
    /// The device of a pan the gate turned away, until that pan ends.
    var turnedAway: DeviceID?
    var following: FollowTracking?
    /// One entry per pan that took hold of the transition, in order.
    public private(set) var interactions: [InteractionResult] = []
    /// The contacts that ended without a pan (taps, drags within the slop or the wrong way, touchpad
    /// taps), in the order the recognizer decided them: replay's interactions with outcome `none`.
    public internal(set) var unpanned: [UnpannedContact] = []
    /// Every completion of the transition, in order (exactly one per transition started).
    public private(set) var completions: [TransitionCompletion] = []
    /// The latest instant processed (event or frame); `nil` before the first event.
    public private(set) var now: Timestamp?
    /// Each stage's effects on their way into the caller's records: one buffer per stage, kept for the
    /// session's life, so that feeding an event allocates nothing.
    private var pans: [PanEvent] = []
    private var transitionEffects: [TransitionEffect] = []
    /// The last frame `nextFrame(from:)` found, and the instant it was asked after (forgotten when the
    /// machine is replaced, `retarget`).
    var knownFrame: (after: Timestamp, frame: Timestamp, index: Int64?)?

    /// `follow`: an element moved with the finger while a pan drives the transition (nil: none).
    public init(configuration: SessionConfiguration = SessionConfiguration(), follow: FollowSetup? = nil) {
        self.configuration = configuration
        self.follow = follow
        recognizer = PanRecognizer(configuration: configuration.gesture)
        let machine = TransitionMachine(
            timing: configuration.timing, frameRate: configuration.frameRate,
            limit: configuration.drive.limit)
        controller = InteractiveController(
            machine: machine, release: configuration.release,
            distance: configuration.drive.distance)
    }

    /// True when nothing moves on its own and no pan holds the transition.
    public var isAtRest: Bool {
        !controller.machine.needsFrames && controller.binding == nil && !recognizer.isPanning
    }

    /// Processes one input event (after the frames and deadlines that come before it).
    public mutating func feed(_ event: TimedInputEvent) -> SessionRecords {
        var out = SessionRecords()
        feed(event, into: &out)
        return out
    }

    /// `feed(_:)` appending to `out`: a caller that reuses one buffer (`removeAll(keepingCapacity:)`)
    /// makes no allocation per event for the records themselves.
    public mutating func feed(_ event: TimedInputEvent, into out: inout SessionRecords) {
        let time = max(event.time, now ?? event.time)
        advance(to: time, into: &out)
        out.append(SessionRecords.Row(time: time, entry: .input(event), shown: -1))
        var effective = event
        effective.time = time
        holdBegan(effective, into: &out)
        let contacts = unpanned.count
        recognize(.event(effective), into: &out)
        if controller.binding?.hold == true { holdEnded(effective, since: contacts, into: &out) }
        now = time
    }

    /// Moves the virtual clock to `time`: ticks every frame and resolves every recognizer deadline up to it.
    public mutating func advance(to time: Timestamp) -> SessionRecords {
        var out = SessionRecords()
        advance(to: time, into: &out)
        return out
    }

    /// `advance(to:)` appending to `out`.
    public mutating func advance(to time: Timestamp, into out: inout SessionRecords) {
        guard var cursor = now, time > cursor else { return }
        // Most steps find nothing moving on its own and no deadline (a finger drives the transition).
        if !controller.machine.needsFrames, recognizer.continuationDeadline == nil {
            recognizeClock(time, into: &out)
            now = time
            return
        }
        while true {
            let frame = nextFrame(from: cursor)
            let deadline = recognizer.continuationDeadline
            // The earlier of the next frame and the recognizer's deadline, if it comes by `time`.
            var next: Timestamp?
            // A frame that does not advance (the clock's end, which accepted input never reaches) is none.
            if let frame, frame <= time, frame > cursor { next = frame }
            if let deadline, deadline <= time, next.map({ deadline < $0 }) ?? true { next = deadline }
            guard let next else { break }
            // The recognizer first (it may close touch frames and cancel before this instant), then the frame.
            recognizeClock(next, into: &out)
            if next == frame, controller.machine.needsFrames { tick(at: next, into: &out) }
            cursor = next
            now = next
        }
        recognizeClock(time, into: &out)
        now = time
    }

    /// The input has ended: a pan still down is cancelled (`input-ended`), a pending swipe cancel is decided
    /// at its deadline, and the transition is ticked until it completes. With `settle` false the settle is
    /// left to the caller's frames (`advance(to: nextFrame)` until at rest), for a pacer that shows them
    /// at their times.
    public mutating func endOfInput(settle: Bool = true) -> SessionRecords {
        guard let start = now else { return SessionRecords() }
        var out = SessionRecords()
        if let deadline = recognizer.continuationDeadline { advance(to: deadline, into: &out) }
        let contacts = unpanned.count
        recognize(.endOfInput(now ?? start), into: &out)
        if controller.binding?.hold == true { holdEnded(nil, since: contacts, into: &out) }
        guard settle else { return out }
        // Every settle ends: the engine snaps any motion to its target after 120 s at the latest (and a
        // frame clock that no longer advances, at the end of its range, ends the ticking too).
        while let frame = nextFrame(after: now ?? start), frame > now ?? start {
            tick(at: frame, into: &out)
            now = frame
        }
        return out
    }

    /// Drives the transition directly, as Hero's `update`/`finish`/`cancel` do, at `time` (after the frames
    /// and deadlines before it): for hosts that compute progress themselves, or mix calls with pans.
    /// A call the machine refuses comes back as an `ignored` transition record, never a trap.
    public mutating func perform(_ call: TransitionCall, at time: Timestamp) -> SessionRecords {
        var out = SessionRecords()
        let time = max(time, now ?? time)
        advance(to: time, into: &out)
        now = time
        let shown = out.keep(controller.overrides)
        let first = transitionEffects.endIndex
        switch call {
        case .begin: controller.begin(at: time, into: &transitionEffects)
        case .update(let progress): controller.update(progress, at: time, into: &transitionEffects)
        case .finish(let velocity): controller.finish(velocity: velocity, at: time, into: &transitionEffects)
        case .cancel(let velocity): controller.cancel(velocity: velocity, at: time, into: &transitionEffects)
        }
        for index in first..<transitionEffects.endIndex {
            record(.transition(transitionEffects[index]), at: time, shown: shown, into: &out)
        }
        Self.recycle(&transitionEffects)
        return out
    }

    /// Hero's `apply(modifiers:to:)` at the session's latest instant (see `InteractiveController`), e.g.
    /// after feeding the event that moved the finger. An accepted override is drawn at once: the records
    /// end with a `frame` at the presented progress, shown with it.
    public mutating func apply(modifiers: [Modifier], to element: String) -> SessionRecords {
        let time = now ?? Timestamp(micros: 0)
        return overrideRecords(controller.apply(modifiers: modifiers, to: element, at: time), at: time)
    }

    /// Hero's `changeTarget(modifiers:isDestination:to:)` at the session's latest instant; like `apply`,
    /// an accepted change is drawn at once.
    public mutating func changeTarget(modifiers: [Modifier], isDestination: Bool = true, to element: String)
        -> SessionRecords
    {
        let time = now ?? Timestamp(micros: 0)
        let effects = controller.changeTarget(
            modifiers: modifiers, isDestination: isDestination, to: element,
            at: time)
        return overrideRecords(effects, at: time)
    }

    private mutating func overrideRecords(_ effects: [OverrideEffect], at time: Timestamp) -> SessionRecords {
        var out = SessionRecords()
        let shown = out.keep(controller.overrides)
        for effect in effects { record(.override(effect), at: time, shown: shown, into: &out) }
        if effects.contains(where: { if case .refused = $0 { false } else { true } }) {
            record(.transition(.frame(progress: controller.presentedProgress)), at: time, shown: shown, into: &out)
        }
        return out
    }

    /// The next frame after the latest instant, while the transition moves on its own (for pacers that
    /// show frames at their times).
    public var nextFrame: Timestamp? { now.flatMap { nextFrame(after: $0) } }

    private func nextFrame(after time: Timestamp) -> Timestamp? {
        guard controller.machine.needsFrames else { return nil }
        // Every event asks while the transition moves: between two frames the answer is the same one.
        if let known = knownFrame, known.after <= time, time < known.frame { return known.frame }
        return controller.machine.frameClock.frame(after: time)
    }

    /// `nextFrame(after:)` remembering its answer: the grid is the machine's for as long as it drives, so
    /// the first frame after `after` is also the first after any instant before that frame.
    private mutating func nextFrame(from time: Timestamp) -> Timestamp? {
        guard controller.machine.needsFrames else { return nil }
        let clock = controller.machine.frameClock
        if let known = knownFrame, known.after <= time {
            if time < known.frame { return known.frame }
            // Reached the known frame (a tick) but not the one after it: that one is next.
            if let index = known.index, index < .max {
                let next = clock.time(ofFrame: index + 1)
                if time < next, next != .latest {
                    knownFrame = (time, next, index + 1)
                    return next
                }
            }
        }
        let found = clock.indexedFrame(after: time)
        let frame = found?.time ?? .latest
        knownFrame = (time, frame, found?.index)
        return frame
    }

    // Frames carry the overrides in force *before* the controller call that made them: within one call
    // the overrides change only after its frames (a release makes no frame; a completion clears them
    // after its last frame, which must still show them, e.g. at a changed target).

    private mutating func tick(at time: Timestamp, into out: inout SessionRecords) {
        let shown = out.keep(controller.overrides)
        let first = transitionEffects.endIndex
        controller.tick(at: time, into: &transitionEffects)
        for index in first..<transitionEffects.endIndex {
            record(.transition(transitionEffects[index]), at: time, shown: shown, into: &out)
        }
        Self.recycle(&transitionEffects)
    }

    /// Stage buffers are appended to and read from the index where a step began, and emptied only once
    /// they have grown: emptying goes through `replaceSubrange`, which costs more than a step's work.
    private static func recycle<Effect>(_ buffer: inout [Effect]) {
        if buffer.count >= 64 { buffer.removeAll(keepingCapacity: true) }
    }

    /// The recognizer at `time` with no event: only when it has something to decide by then (an open
    /// touch frame, a suspended swipe), as most steps find neither.
    private mutating func recognizeClock(_ time: Timestamp, into out: inout SessionRecords) {
        guard recognizer.hasOpenTouchFrame || recognizer.continuationDeadline != nil else { return }
        recognize(.clock(time), into: &out)
    }

    /// The recognizer's pans drive the controller; the contacts it saw end without a pan are kept.
    private mutating func recognize(_ input: PanInput, into out: inout SessionRecords) {
        let first = pans.endIndex
        recognizer.handle(input, into: &pans)
        for index in first..<pans.endIndex { process(pans[index], into: &out) }
        Self.recycle(&pans)
        if !recognizer.unpanned.isEmpty { recognizer.takeUnpannedContacts(into: &unpanned) }
    }

    private mutating func process(_ pan: PanEvent, into out: inout SessionRecords) {
        out.append(SessionRecords.Row(time: pan.time, entry: .pan(pan), shown: -1))
        if case .any = gate {} else if !admits(pan) { return }
        var shown = out.keep(controller.overrides)
        let first = transitionEffects.endIndex
        // Only a beginning binds to the device (its size sets the distance).
        let device = if case .began = pan.phase { recognizer.device(pan.device) } else { DeviceInfo?.none }
        let handling = controller.handle(pan, device: device, transitions: &transitionEffects)
        let followed = follow == nil ? nil : followFinger(pan)
        let moved: Bool =
            switch pan.phase {
            case .changed, .resumed: true
            case .began, .ended, .cancelled: false
            }
        if moved, let followed {
            // The finger's move and the element following it are one step: its frame shows both.
            shown = out.keep(controller.overrides)
            record(.override(followed), at: pan.time, shown: shown, into: &out)
        }
        if let decision = handling.decision { record(.decision(decision), at: pan.time, shown: shown, into: &out) }
        for index in first..<transitionEffects.endIndex {
            record(.transition(transitionEffects[index]), at: pan.time, shown: shown, into: &out)
        }
        Self.recycle(&transitionEffects)
        if let attached = handling.attached { record(.attached(attached), at: pan.time, shown: shown, into: &out) }
        if !moved, let followed {
            record(.override(followed), at: pan.time, shown: shown, into: &out)
        }
    }

    /// Appends an effect's record (a frame drawn with the overrides kept at `shown`) and keeps the
    /// per-interaction results up to date.
    mutating func record(
        _ effect: InteractionEffect, at time: Timestamp, shown: Int32, into out: inout SessionRecords
    ) {
        switch effect {
        case .attached(let binding):
            // The pan that took over from resting fingers (theirs, as a rule) continues the hold's interaction.
            if let last = interactions.indices.last, interactions[last].hold, interactions[last].decision == nil {
                interactions[last].device = binding.device
                interactions[last].source = binding.source
                interactions[last].hold = false
                break
            }
            interactions.append(
                InteractionResult(
                    device: binding.device, source: binding.source, beganAt: time,
                    grabbed: binding.grabbed, distanceMM: binding.distanceMM, hold: binding.hold))
        case .decision(let decision):
            if !interactions.isEmpty {
                interactions[interactions.count - 1].releasedAt = time
                interactions[interactions.count - 1].decision = decision
            }
        case .transition(.completed(let finished)):
            completions.append(TransitionCompletion(time: time, finished: finished))
            if let last = interactions.indices.last, interactions[last].decision != nil,
                interactions[last].completion == nil
            {
                interactions[last].completion = TransitionCompletion(time: time, finished: finished)
            }
        case .transition(.frame):
            return out.append(effect, at: time, shown: shown)
        case .transition, .override:
            break
        }
        out.append(effect, at: time, shown: -1)
    }
}

/// A direct call on the transition (`PanSession.perform(_:at:)`), progress and velocities in progress units.
public enum TransitionCall: Sendable, Equatable {
    case begin
    case update(Double)
    /// Settle to the end carrying a velocity (progress/s).
    case finish(velocity: Double)
    /// Settle back to the start carrying a velocity (progress/s).
    case cancel(velocity: Double)
}

/// The transition reached an end.
public struct TransitionCompletion: Sendable, Equatable {
    public var time: Timestamp
    public var finished: Bool
}

/// One pan's part in a session: how it took hold, what was decided at its release, how that ended.
public struct InteractionResult: Sendable, Equatable {
    public var device: DeviceID
    public var source: PanSource
    public var beganAt: Timestamp
    /// The pan caught a settling transition (it did not start one).
    public var grabbed: Bool
    public var distanceMM: Double
    public var releasedAt: Timestamp?
    /// `nil` only while the pan is still down.
    public var decision: ReleaseDecision?
    /// How the settle this release started ended; `nil` while it moves, or if a later pan grabbed it.
    public var completion: TransitionCompletion?
    /// Resting fingers froze the settle and lifted without moving (`rule: hold`).
    public var hold = false

    public var outcome: ReleaseOutcome? { decision?.outcome }
}
