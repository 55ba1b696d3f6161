import SwoopCore
import SwoopInputModel

/// One contact being followed: where it is and (once past the slop) its axis. How fast it moves is
/// the recognizer's `estimator`: one contact is followed at a time, so one sample buffer serves every
/// contact, and a track is plain bits that the state machine copies freely.
struct Track: Sendable, Hashable {
    var device: DeviceID
    var source: PanSource
    /// When the contact began (a continued swipe keeps its first begin).
    let start: Timestamp
    /// When libinput last cancelled the swipe (while suspended, where a contact that never panned ended).
    var suspendedAt: Timestamp?
    /// Cumulative displacement (mm, device axes) since touch-down.
    var position: PlanarVector = .zero
    var axis: LockedAxis = .x
    var direction: AxisSign = .positive

    init(device: DeviceID, source: PanSource, time: Timestamp) {
        self.device = device
        self.source = source
        start = time
    }

    func unpanned(endingAt time: Timestamp) -> UnpannedContact {
        UnpannedContact(device: device, source: source, start: start, end: time)
    }

    /// The pan event at `time`, moving at `velocity` (device axes, mm/s).
    func event(_ phase: PanPhase, at time: Timestamp, velocity: PlanarVector) -> PanEvent {
        PanEvent(
            phase: phase, time: time, device: device, source: source, axis: axis, direction: direction,
            translation: position.component(along: axis) * direction.factor,
            velocity: velocity.component(along: axis) * direction.factor)
    }
}

enum RecognizerState: Sendable, Hashable {
    case idle
    /// A contact is down but has not moved past the slop: it may still be a tap.
    case tracking(Track)
    case panning(Track)
    /// The contact is not a pan (diagonal, wrong way, too many fingers): wait for its end.
    case rejected(Track)
    /// libinput cancelled the swipe; a new swipe before `deadline` continues it. `began`: a pan had begun.
    case suspended(Track, began: Bool, deadline: Timestamp)

    var device: DeviceID? {
        switch self {
        case .idle: nil
        case .tracking(let track), .panning(let track), .rejected(let track), .suspended(let track, _, _): track.device
        }
    }
}

extension PanRecognizer {
    /// The state machine over source-independent contact steps, appending pans to `out`. Every (state,
    /// step) pair has an answer.
    mutating func apply(_ contact: TimedContact, from device: DeviceID, into out: inout [PanEvent]) {
        if let active = state.device, active != device { return }  // one pan at a time
        let time = contact.time
        switch (state, contact.event) {
        // Idle: only a beginning matters; the rest belongs to contacts that were never ours.
        case (.idle, .began(let source)):
            if configuration.accepts(source) {
                state = .tracking(Track(device: device, source: source, time: time))
                estimator.reset()  // the previous contact's samples go; their buffer stays
                estimator.add(position: .zero, at: time)
            }
        case (.idle, .joined), (.idle, .moved), (.idle, .ended), (.idle, .interrupted), (.idle, .cancelled),
            (.idle, .extraFinger):
            break

        // Tracking: below the slop.
        case (.tracking(var track), .began(let source)):
            if Self.continues(track.source, with: source), configuration.accepts(source) {
                track.source = source  // a swipe began without the old one ending: same contact
                state = .tracking(track)
                return
            }
            state = .idle  // another kind of contact began: this one ended without a pan
            unpanned.append(track.unpanned(endingAt: time))
            apply(contact, from: device, into: &out)
        case (.tracking(var track), .joined(let fingers)):
            track.source = .touchscreenDrag(fingers: fingers)
            state = .tracking(track)
        case (.tracking(var track), .moved(let delta)):
            move(&track, by: delta, at: time)
            guard track.position.length >= configuration.slopMM(for: track.source.deviceKind) else {
                state = .tracking(track)
                return
            }
            switch configuration.decideAxis(dx: track.position.x, dy: track.position.y) {
            case .locked(let axis, let sign):
                track.axis = axis
                track.direction = sign
                state = .panning(track)
                out.append(event(.began, of: track, at: time))
            case .ambiguous, .wrongDirection:
                state = .rejected(track)
                return
            }
        case (.tracking(let track), .ended), (.tracking(let track), .cancelled):
            state = .idle  // a tap, or a contact cancelled before it was a pan
            unpanned.append(track.unpanned(endingAt: time))
        case (.tracking(var track), .interrupted):
            track.suspendedAt = time
            state = .suspended(track, began: false, deadline: time + configuration.swipeContinuation)
        case (.tracking(let track), .extraFinger):
            state = .rejected(track)

        // Panning.
        case (.panning(var track), .began(let source)):
            if Self.continues(track.source, with: source), configuration.accepts(source) {
                track.source = source
                state = .panning(track)
                return out.append(event(.resumed, of: track, at: time))
            }
            state = .idle
            out.append(event(.cancelled(reason: .gestureCancelled), of: track, at: time))
            apply(contact, from: device, into: &out)
        case (.panning(var track), .joined(let fingers)):
            track.source = .touchscreenDrag(fingers: fingers)
            state = .panning(track)
        case (.panning(var track), .moved(let delta)):
            move(&track, by: delta, at: time)
            state = .panning(track)
            // Still reports feed the velocity (the finger is known to be at rest) but change nothing.
            if delta != .zero { out.append(event(.changed, of: track, at: time)) }
        case (.panning(let track), .ended):
            state = .idle
            out.append(event(.ended, of: track, at: time))
        case (.panning(var track), .interrupted):
            track.suspendedAt = time
            state = .suspended(track, began: true, deadline: time + configuration.swipeContinuation)
        case (.panning(let track), .cancelled(let reason)):
            state = .idle
            out.append(event(.cancelled(reason: reason), of: track, at: time))
        case (.panning, .extraFinger):
            return  // the followed fingers keep the pan; extra ones are not followed

        // Rejected: wait for the contact to finish; a new one starts afresh.
        case (.rejected(let track), .began):
            state = .idle
            unpanned.append(track.unpanned(endingAt: time))
            apply(contact, from: device, into: &out)
        case (.rejected, .joined), (.rejected, .moved), (.rejected, .extraFinger):
            break
        case (.rejected(let track), .ended), (.rejected(let track), .interrupted), (.rejected(let track), .cancelled):
            state = .idle
            unpanned.append(track.unpanned(endingAt: time))

        // Suspended: the next step from this device decides.
        case (.suspended(var track, let began, _), .began(let source)):
            if Self.continues(track.source, with: source), configuration.accepts(source) {
                track.source = source
                state = began ? .panning(track) : .tracking(track)
                if began { out.append(event(.resumed, of: track, at: time)) }
                return
            }
            cancelSuspension(track, began: began, at: time, into: &out)
            apply(contact, from: device, into: &out)
        case (.suspended(let track, let began, _), .joined), (.suspended(let track, let began, _), .moved),
            (.suspended(let track, let began, _), .ended), (.suspended(let track, let began, _), .interrupted),
            (.suspended(let track, let began, _), .cancelled), (.suspended(let track, let began, _), .extraFinger):
            cancelSuspension(track, began: began, at: time, into: &out)
            apply(contact, from: device, into: &out)
        }
    }

    /// The cancel that suspended the contact stands: a pan is cancelled now; a contact that never panned
    /// ended where libinput cancelled it.
    mutating func cancelSuspension(_ track: Track, began: Bool, at time: Timestamp, into out: inout [PanEvent]) {
        state = .idle
        if began { return out.append(event(.cancelled(reason: .gestureCancelled), of: track, at: time)) }
        unpanned.append(track.unpanned(endingAt: track.suspendedAt ?? time))
    }

    mutating func move(_ track: inout Track, by delta: PlanarVector, at time: Timestamp) {
        track.position = track.position + delta
        estimator.add(position: track.position, at: time)
    }

    /// `track`'s pan event at `time`, with the velocity of the contact followed.
    func event(_ phase: PanPhase, of track: Track, at time: Timestamp) -> PanEvent {
        track.event(phase, at: time, velocity: estimator.velocity(at: time))
    }

    /// Only a swipe continues a swipe: the finger-count flicker is a libinput swipe phenomenon.
    static func continues(_ current: PanSource, with next: PanSource) -> Bool {
        switch (current, next) {
        case (.touchpadSwipe, .touchpadSwipe): true
        case (.touchpadSwipe, .touchpadScroll), (.touchpadSwipe, .touchscreenDrag),
            (.touchpadScroll, _), (.touchscreenDrag, _):
            false
        }
    }
}
