import SwoopCore
import SwoopInputModel

/// One contact being followed: where it is and (once past the slop) its axis. How fast it moves is
/// the recognizer's `estimator`: one contact is followed at a time, so one sample buffer serves every
/// contact, and a track is plain bits.
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
    /// The edge the contact landed in, when the configuration asks for one.
    var edge: ScreenEdge?
    /// A pinch's latest scale.
    var scale = 1.0
    /// Where the pinch is along its virtual axis (`PinchPan.translation` of `scale`): each scale moves
    /// the contact by the difference.
    var pinchAt = 0.0
    /// Where a touchscreen contact's first finger touched down (mm from the top-left): a tap's position.
    var origin: PlanarVector?

    init(device: DeviceID, source: PanSource, time: Timestamp) {
        self.device = device
        self.source = source
        start = time
    }

    /// `tap`: the fingers lifted within the slop.
    func unpanned(endingAt time: Timestamp, tap: Bool = false) -> UnpannedContact {
        UnpannedContact(
            device: device, source: source, start: start, end: time, isTap: tap, position: tap ? origin : nil)
    }

    /// The pan event at `time`, moving at `velocity` (device axes, mm/s).
    func event(_ phase: PanPhase, at time: Timestamp, velocity: PlanarVector) -> PanEvent {
        PanEvent(
            phase: phase, time: time, device: device, source: source, axis: axis, direction: direction,
            translation: position.component(along: axis) * direction.factor,
            velocity: velocity.component(along: axis) * direction.factor, edge: edge,
            scale: source.kind == .pinch ? scale : nil)
    }
}

/// Where the contact in hand is in its life. The contact itself is the recognizer's `track`, kept
/// beside the stage rather than in it: a report then moves the track in place, where a payload would be
/// taken out of the enum and put back at every step.
enum ContactStage: Sendable, Hashable {
    case idle
    /// A contact is down but has not moved past the slop: it may still be a tap.
    case tracking
    case panning
    /// The contact is not a pan (diagonal, wrong way, too many fingers): wait for its end.
    case rejected
    /// libinput cancelled the swipe; a new swipe before `deadline` continues it. `began`: a pan had begun.
    case suspended(began: Bool, deadline: Timestamp)
}

extension PanRecognizer {
    /// The device of the contact in hand, if there is one.
    var activeDevice: DeviceID? {
        if case .idle = stage { return nil }
        return track.device
    }

    /// The state machine over source-independent contact steps, appending pans to `out`. Every (stage,
    /// step) pair has an answer.
    mutating func apply(_ contact: TimedContact, from device: DeviceID, into out: inout [PanEvent]) {
        if let active = activeDevice, active != device { return }  // one pan at a time
        let time = contact.time
        switch (stage, contact.event) {
        // The common step first: a pan moves. Still reports feed the velocity (the finger is known to be
        // at rest) but change nothing.
        case (.panning, .moved(let delta)):
            move(by: delta, at: time)
            if delta != .zero { out.append(event(.changed, at: time)) }
        // A pinch moves along its virtual axis, by as much as its scale moved there.
        case (.tracking, .pinched(let scale)), (.panning, .pinched(let scale)):
            let at = PinchPan.translation(scale: scale, target: configuration.pinchTargetScale)
            track.scale = scale
            let delta = at - track.pinchAt
            track.pinchAt = at
            apply(TimedContact(time: time, event: .moved(PlanarVector(x: delta, y: 0))), from: device, into: &out)

        // Idle: only a beginning matters; the rest belongs to contacts that were never ours.
        case (.idle, .began(let source)):
            if configuration.accepts(source) {
                track = Track(device: device, source: source, time: time)
                stage = .tracking
                estimator.reset()  // the previous contact's samples go; their buffer stays
                estimator.add(position: .zero, at: time)
                if case .touchscreenDrag = source {
                    track.origin = touchAt  // where a tap would select
                    if let edge = configuration.edge {
                        // Not from the edge: a contact to wait out, never a pan.
                        if landedInEdge(of: device) { track.edge = edge } else { stage = .rejected }
                    }
                }
            }
        case (.idle, .joined), (.idle, .moved), (.idle, .pinched), (.idle, .ended), (.idle, .interrupted),
            (.idle, .cancelled), (.idle, .extraFinger):
            break

        // Tracking: below the slop.
        case (.tracking, .began(.touchscreenPinch(let fingers))) where track.source.kind == .touch:
            // A second finger before the slop (pinches beside drags): the touch goes on as a pinch, one
            // contact (no tap, nothing unpanned), measured from here.
            guard configuration.accepts(.touchscreenPinch(fingers: fingers)) else {
                stage = .rejected
                return
            }
            let start = track.start
            track = Track(device: device, source: .touchscreenPinch(fingers: fingers), time: start)
            estimator.reset()
            estimator.add(position: .zero, at: time)
        case (.tracking, .began(let source)):
            if Self.continues(track.source, with: source), configuration.accepts(source) {
                track.source = source  // a swipe began without the old one ending: same contact
                return
            }
            stage = .idle  // another kind of contact began: this one ended without a pan
            unpanned.append(track.unpanned(endingAt: time))
            apply(contact, from: device, into: &out)
        case (.tracking, .joined(let fingers)), (.panning, .joined(let fingers)):
            track.source = .touchscreenDrag(fingers: fingers)
        case (.tracking, .moved(let delta)):
            move(by: delta, at: time)
            guard track.position.length >= configuration.slopMM(for: track.source.deviceKind) else { return }
            // A pinch moves along its own axis, toward the target scale or away from it.
            let decision =
                track.source.kind == .pinch
                ? (track.position.x > 0 ? AxisDecision.locked(.x, .positive) : .wrongDirection)
                : configuration.decideAxis(dx: track.position.x, dy: track.position.y)
            switch decision {
            case .locked(let axis, let sign):
                track.axis = axis
                track.direction = sign
                stage = .panning
                out.append(event(.began, at: time))
            case .ambiguous, .wrongDirection:
                stage = .rejected
            }
        case (.tracking, .ended):
            stage = .idle  // a tap; fingers that pinched nothing select nothing either
            unpanned.append(track.unpanned(endingAt: time, tap: track.source.kind != .pinch))
        case (.tracking, .cancelled):
            stage = .idle  // cancelled before it was a pan
            unpanned.append(track.unpanned(endingAt: time))
        case (.tracking, .interrupted):
            track.suspendedAt = time
            stage = .suspended(began: false, deadline: time + configuration.swipeContinuation)
        case (.tracking, .extraFinger):
            stage = .rejected

        // Panning.
        case (.panning, .began(let source)):
            if Self.continues(track.source, with: source), configuration.accepts(source) {
                track.source = source
                return out.append(event(.resumed, at: time))
            }
            stage = .idle
            out.append(event(.cancelled(reason: .gestureCancelled), at: time))
            apply(contact, from: device, into: &out)
        case (.panning, .ended):
            stage = .idle
            out.append(event(.ended, at: time))
        case (.panning, .interrupted):
            track.suspendedAt = time
            stage = .suspended(began: true, deadline: time + configuration.swipeContinuation)
        case (.panning, .cancelled(let reason)):
            stage = .idle
            out.append(event(.cancelled(reason: reason), at: time))
        case (.panning, .extraFinger):
            return  // the followed fingers keep the pan; extra ones are not followed

        // Rejected: wait for the contact to finish; a new one starts afresh.
        case (.rejected, .began):
            stage = .idle
            unpanned.append(track.unpanned(endingAt: time))
            apply(contact, from: device, into: &out)
        case (.rejected, .joined), (.rejected, .moved), (.rejected, .pinched), (.rejected, .extraFinger):
            break
        case (.rejected, .ended), (.rejected, .interrupted), (.rejected, .cancelled):
            stage = .idle
            unpanned.append(track.unpanned(endingAt: time))

        // Suspended: the next step from this device decides.
        case (.suspended(let began, _), .began(let source)):
            if Self.continues(track.source, with: source), configuration.accepts(source) {
                track.source = source
                stage = began ? .panning : .tracking
                if began { out.append(event(.resumed, at: time)) }
                return
            }
            cancelSuspension(began: began, at: time, into: &out)
            apply(contact, from: device, into: &out)
        case (.suspended(let began, _), .joined), (.suspended(let began, _), .moved),
            (.suspended(let began, _), .pinched),
            (.suspended(let began, _), .ended), (.suspended(let began, _), .interrupted),
            (.suspended(let began, _), .cancelled), (.suspended(let began, _), .extraFinger):
            cancelSuspension(began: began, at: time, into: &out)
            apply(contact, from: device, into: &out)
        }
    }

    /// The cancel that suspended the contact stands: a pan is cancelled now; a contact that never panned
    /// ended where libinput cancelled it.
    mutating func cancelSuspension(began: Bool, at time: Timestamp, into out: inout [PanEvent]) {
        stage = .idle
        if began { return out.append(event(.cancelled(reason: .gestureCancelled), at: time)) }
        unpanned.append(track.unpanned(endingAt: track.suspendedAt ?? time))
    }

    mutating func move(by delta: PlanarVector, at time: Timestamp) {
        track.position = track.position + delta
        estimator.add(position: track.position, at: time)
    }

    /// The pan event of the contact in hand at `time`, with its velocity.
    func event(_ phase: PanPhase, at time: Timestamp) -> PanEvent {
        track.event(phase, at: time, velocity: estimator.velocity(at: time))
    }

    /// Only a swipe continues a swipe: the finger-count flicker is a libinput swipe phenomenon.
    static func continues(_ current: PanSource, with next: PanSource) -> Bool {
        switch (current, next) {
        case (.touchpadSwipe, .touchpadSwipe): true
        case (.touchpadSwipe, .touchpadScroll), (.touchpadSwipe, .touchscreenDrag),
            (.touchpadSwipe, .touchpadPinch), (.touchpadSwipe, .touchscreenPinch), (.touchpadScroll, _),
            (.touchscreenDrag, _), (.touchpadPinch, _), (.touchscreenPinch, _):
            false
        }
    }
}
