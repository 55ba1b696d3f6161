import SwoopCore
import SwoopInputModel

/// One contact being followed: where it is and how fast, and (once past the slop) its axis.
struct Track: Sendable, Hashable {
    var device: DeviceID
    var source: PanSource
    /// When the contact began (a continued swipe keeps its first begin).
    let start: Timestamp
    /// When libinput last cancelled the swipe (while suspended, where a contact that never panned ended).
    var suspendedAt: Timestamp?
    /// Cumulative displacement (mm, device axes) since touch-down.
    var position: PlanarVector = .zero
    var estimator: VelocityEstimator
    var axis: LockedAxis = .x
    var direction: AxisSign = .positive

    init(device: DeviceID, source: PanSource, time: Timestamp, window: Duration) {
        self.device = device
        self.source = source
        start = time
        estimator = VelocityEstimator(window: window)
        estimator.add(position: .zero, at: time)
    }

    mutating func move(by delta: PlanarVector, at time: Timestamp) {
        position = position + delta
        estimator.add(position: position, at: time)
    }

    func unpanned(endingAt time: Timestamp) -> UnpannedContact {
        UnpannedContact(device: device, source: source, start: start, end: time)
    }

    func event(_ phase: PanPhase, at time: Timestamp) -> PanEvent {
        PanEvent(
            phase: phase, time: time, device: device, source: source, axis: axis, direction: direction,
            translation: position.component(along: axis) * direction.factor,
            velocity: estimator.velocity(at: time).component(along: axis) * direction.factor)
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
    /// The state machine over source-independent contact steps. Every (state, step) pair has an answer.
    mutating func apply(_ contact: TimedContact, from device: DeviceID) -> [PanEvent] {
        if let active = state.device, active != device { return [] }  // one pan at a time
        let time = contact.time
        switch (state, contact.event) {
        // Idle: only a beginning matters; the rest belongs to contacts that were never ours.
        case (.idle, .began(let source)):
            if configuration.accepts(source) {
                state = .tracking(
                    Track(
                        device: device, source: source, time: time,
                        window: configuration.velocityWindow))
            }
            return []
        case (.idle, .joined), (.idle, .moved), (.idle, .ended), (.idle, .interrupted), (.idle, .cancelled),
            (.idle, .extraFinger):
            return []

        // Tracking: below the slop.
        case (.tracking(var track), .began(let source)):
            if Self.continues(track.source, with: source), configuration.accepts(source) {
                track.source = source  // a swipe began without the old one ending: same contact
                state = .tracking(track)
                return []
            }
            state = .idle  // another kind of contact began: this one ended without a pan
            unpanned.append(track.unpanned(endingAt: time))
            return apply(contact, from: device)
        case (.tracking(var track), .joined(let fingers)):
            track.source = .touchscreenDrag(fingers: fingers)
            state = .tracking(track)
            return []
        case (.tracking(var track), .moved(let delta)):
            state = .idle  // drop the state's reference first, so the samples are not copied on write
            track.move(by: delta, at: time)
            guard track.position.length >= configuration.slopMM(for: track.source.deviceKind) else {
                state = .tracking(track)
                return []
            }
            switch configuration.decideAxis(dx: track.position.x, dy: track.position.y) {
            case .locked(let axis, let sign):
                track.axis = axis
                track.direction = sign
                state = .panning(track)
                return [track.event(.began, at: time)]
            case .ambiguous, .wrongDirection:
                state = .rejected(track)
                return []
            }
        case (.tracking(let track), .ended), (.tracking(let track), .cancelled):
            state = .idle  // a tap, or a contact cancelled before it was a pan
            unpanned.append(track.unpanned(endingAt: time))
            return []
        case (.tracking(var track), .interrupted):
            track.suspendedAt = time
            state = .suspended(track, began: false, deadline: time + configuration.swipeContinuation)
            return []
        case (.tracking(let track), .extraFinger):
            state = .rejected(track)
            return []

        // Panning.
        case (.panning(var track), .began(let source)):
            if Self.continues(track.source, with: source), configuration.accepts(source) {
                track.source = source
                state = .panning(track)
                return [track.event(.resumed, at: time)]
            }
            state = .idle
            return [track.event(.cancelled(reason: .gestureCancelled), at: time)] + apply(contact, from: device)
        case (.panning(var track), .joined(let fingers)):
            track.source = .touchscreenDrag(fingers: fingers)
            state = .panning(track)
            return []
        case (.panning(var track), .moved(let delta)):
            state = .idle  // as above: no copy of the samples
            track.move(by: delta, at: time)
            state = .panning(track)
            // Still reports feed the velocity (the finger is known to be at rest) but change nothing.
            return delta == .zero ? [] : [track.event(.changed, at: time)]
        case (.panning(let track), .ended):
            state = .idle
            return [track.event(.ended, at: time)]
        case (.panning(var track), .interrupted):
            track.suspendedAt = time
            state = .suspended(track, began: true, deadline: time + configuration.swipeContinuation)
            return []
        case (.panning(let track), .cancelled(let reason)):
            state = .idle
            return [track.event(.cancelled(reason: reason), at: time)]
        case (.panning, .extraFinger):
            return []  // the followed fingers keep the pan; extra ones are not followed

        // Rejected: wait for the contact to finish; a new one starts afresh.
        case (.rejected(let track), .began):
            state = .idle
            unpanned.append(track.unpanned(endingAt: time))
            return apply(contact, from: device)
        case (.rejected, .joined), (.rejected, .moved), (.rejected, .extraFinger):
            return []
        case (.rejected(let track), .ended), (.rejected(let track), .interrupted), (.rejected(let track), .cancelled):
            state = .idle
            unpanned.append(track.unpanned(endingAt: time))
            return []

        // Suspended: the next step from this device decides.
        case (.suspended(var track, let began, _), .began(let source)):
            if Self.continues(track.source, with: source), configuration.accepts(source) {
                track.source = source
                state = began ? .panning(track) : .tracking(track)
                return began ? [track.event(.resumed, at: time)] : []
            }
            return cancelSuspension(track, began: began, at: time) + apply(contact, from: device)
        case (.suspended(let track, let began, _), .joined), (.suspended(let track, let began, _), .moved),
            (.suspended(let track, let began, _), .ended), (.suspended(let track, let began, _), .interrupted),
            (.suspended(let track, let began, _), .cancelled), (.suspended(let track, let began, _), .extraFinger):
            return cancelSuspension(track, began: began, at: time) + apply(contact, from: device)
        }
    }

    /// The cancel that suspended the contact stands: a pan is cancelled now; a contact that never panned
    /// ended where libinput cancelled it.
    mutating func cancelSuspension(_ track: Track, began: Bool, at time: Timestamp) -> [PanEvent] {
        state = .idle
        if began { return [track.event(.cancelled(reason: .gestureCancelled), at: time)] }
        unpanned.append(track.unpanned(endingAt: track.suspendedAt ?? time))
        return []
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
