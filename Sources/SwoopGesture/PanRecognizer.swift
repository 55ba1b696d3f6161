import SwoopCore
import SwoopInputModel

/// What the recognizer is told: an input event, or that (event) time has moved on without one.
public enum PanInput: Sendable, Hashable {
    case event(TimedInputEvent)
    /// Event time has reached this instant (a replay's virtual clock, a live timer). Lets a deferred
    /// swipe cancel become final when no further event arrives.
    case clock(Timestamp)
    /// No more input will come: a pan still in progress is cancelled (`inputEnded`).
    case endOfInput(Timestamp)
}

/// Turns touchpad swipes, two-finger scrolls and touchscreen drags into pans along one axis.
///
/// One pan at a time: while a contact on one device is being tracked, other devices are ignored.
///
/// **Finger-count flicker rule.** libinput cancels a swipe when the finger count changes and starts a
/// new one when the fingers move again; real touchpads flicker between counts mid-swipe. So a cancelled
/// `swipeEnd` does not cancel the pan at once: the pan is *suspended*. If the same device begins a swipe
/// with an accepted finger count within `swipeContinuation` of the cancel (event time, half-open:
/// `begin < cancel + window`), the pan continues from where it was — translation accumulates, no jump,
/// and a `resumed` event is emitted. Anything else from that device, or event time reaching the deadline
/// (`clock`, or any device's event), makes the cancel stand: `cancelled(gestureCancelled)` stamped with
/// the time it was decided. Motion libinput swallowed during the switch is lost, never invented.
public struct PanRecognizer: Sendable {
    public let configuration: PanConfiguration
    /// Devices announced by `deviceAdded` (sizes for per-device distances), by id.
    public private(set) var devices: [DeviceID: DeviceInfo] = [:]
    var state: RecognizerState = .idle
    private var touchscreens: [DeviceID: TouchDragTracker] = [:]
    private var scrolling: Set<DeviceID> = []
    /// Holds in progress (libinput's fingers-down-without-motion), by device, with their start.
    private var holds: [DeviceID: Timestamp] = [:]
    /// Contacts that ended without a pan, oldest first, until `takeUnpannedContacts()`.
    var unpanned: [UnpannedContact] = []

    public init(configuration: PanConfiguration = PanConfiguration()) {
        self.configuration = configuration
    }

    /// When a suspended swipe's cancel becomes final unless a continuation arrives first.
    public var continuationDeadline: Timestamp? {
        switch state {
        case .suspended(_, _, let deadline): deadline
        case .idle, .tracking, .panning, .rejected: nil
        }
    }

    /// Whether a pan has begun and not yet ended (a suspended pan counts: it may continue).
    public var isPanning: Bool {
        switch state {
        case .panning: true
        case .suspended(_, let began, _): began
        case .idle, .tracking, .rejected: false
        }
    }

    public mutating func handle(_ event: TimedInputEvent) -> [PanEvent] {
        handle(.event(event))
    }

    /// The contacts that ended without a pan since the last call (taps, slop-bound or rejected drags,
    /// touchpad taps), in the order they were decided. Pans are `handle`'s output; these are not pans.
    public mutating func takeUnpannedContacts() -> [UnpannedContact] {
        guard !unpanned.isEmpty else { return [] }
        defer { unpanned.removeAll(keepingCapacity: true) }
        return unpanned
    }

    /// The one entry point.
    public mutating func handle(_ input: PanInput) -> [PanEvent] {
        switch input {
        case .event(let timed):
            var out = advanceClock(to: timed.time)
            out += route(timed)
            return out
        case .clock(let time):
            return advanceClock(to: time)
        case .endOfInput(let time):
            var out = advanceClock(to: time)
            out += endInput(at: time)
            return out
        }
    }

    /// Closes touch frames left open by earlier timestamps and makes an expired suspension final.
    private mutating func advanceClock(to time: Timestamp) -> [PanEvent] {
        var out: [PanEvent] = []
        // Most events find no frame left open: look before sorting (this runs for every event).
        if touchscreens.values.contains(where: { $0.openFrameTime.map { $0 < time } ?? false }) {
            for device in touchscreens.keys.sorted() {
                guard let open = touchscreens[device]?.openFrameTime, open < time else { continue }
                for contact in touchscreens[device]!.closeFrame() { out += apply(contact, from: device) }
            }
        }
        if case .suspended(let track, let began, let deadline) = state, time >= deadline {
            out += cancelSuspension(track, began: began, at: deadline)
        }
        return out
    }

    private mutating func route(_ timed: TimedInputEvent) -> [PanEvent] {
        let device = timed.device
        let time = timed.time
        let contacts: [TimedContact]
        switch timed.event {
        case .deviceAdded(var info):
            info.id = device
            devices[device] = info
            contacts = []
        case .deviceRemoved:
            return removeDevice(device, at: time)
        case .swipeBegin(let fingers):
            contacts = [TimedContact(time: time, event: .began(.touchpadSwipe(fingers: fingers)))]
        case .swipeUpdate(_, let dx, let dy):
            contacts = [TimedContact(time: time, event: .moved(Self.millimetres(dx: dx, dy: dy)))]
        case .swipeEnd(_, let cancelled):
            contacts = [TimedContact(time: time, event: cancelled ? .interrupted : .ended)]
        case .holdBegin(let fingers):
            // Fingers resting on a touchpad: a tap if they lift without moving, for the counts listened to.
            if holds[device] == nil,
                configuration.sources.swipeFingers.contains(fingers)
                    || (configuration.sources.twoFingerScroll && fingers == 2)
            {
                holds[device] = time
            }
            contacts = []
        case .holdEnd(_, let cancelled):
            // A cancelled hold turned into motion: the swipe or scroll that follows is the contact.
            if let start = holds.removeValue(forKey: device), !cancelled {
                unpanned.append(UnpannedContact(device: device, source: nil, start: start, end: time))
            }
            contacts = []
        case .pinchBegin, .pinchUpdate, .pinchEnd:
            contacts = []  // not pans; libinput ends a swipe before it starts one
        case .scroll(let dx, let dy):
            var steps: [TimedContact] = []
            if scrolling.insert(device).inserted {
                steps.append(TimedContact(time: time, event: .began(.touchpadScroll)))
            }
            steps.append(TimedContact(time: time, event: .moved(Self.millimetres(dx: dx, dy: dy))))
            contacts = steps
        case .scrollStop:
            // libinput stops every axis that scrolled when the fingers lift; any stop ends the sequence.
            contacts = scrolling.remove(device) == nil ? [] : [TimedContact(time: time, event: .ended)]
        case .touchDown, .touchMotion, .touchUp, .touchCancel, .touchFrame:
            // Taken out while it works, so its dictionaries are not copied on write.
            var tracker =
                touchscreens.removeValue(forKey: device)
                ?? TouchDragTracker(maxFingers: max(1, configuration.sources.touchscreenFingers))
            // Positions in device units become mm here, where they are first measured.
            contacts = tracker.handle(TouchScaling.millimetres(timed.event, on: devices[device]), at: time)
            touchscreens[device] = tracker
        }
        var out: [PanEvent] = []
        for contact in contacts { out += apply(contact, from: device) }
        // Fingers resting before they moved into a pan were that pan's beginning, not a tap.
        if holds[device] != nil, out.contains(where: { $0.phase == .began }) { holds[device] = nil }
        return out
    }

    /// Swipe and scroll deltas are normalised to a 1000 dpi device: convert once, here.
    static func millimetres(dx: Double, dy: Double) -> PlanarVector {
        PlanarVector(x: InputUnits.millimetres(fromNormalized: dx), y: InputUnits.millimetres(fromNormalized: dy))
    }

    private mutating func removeDevice(_ device: DeviceID, at time: Timestamp) -> [PanEvent] {
        devices[device] = nil
        touchscreens[device] = nil
        scrolling.remove(device)
        if let start = holds.removeValue(forKey: device) {
            unpanned.append(UnpannedContact(device: device, source: nil, start: start, end: time))
        }
        guard state.device == device else { return [] }
        return endContact(at: time, reason: .deviceRemoved)
    }

    /// The contact in hand ends with its device or the input: a pan is cancelled for `reason`, a
    /// contact that never panned is reported (a suspended one where libinput cancelled it).
    private mutating func endContact(at time: Timestamp, reason: PanCancelReason) -> [PanEvent] {
        let ending = state
        state = .idle
        switch ending {
        case .panning(let track):
            return [track.event(.cancelled(reason: reason), at: time)]
        case .suspended(let track, true, _) where reason == .deviceRemoved:
            return [track.event(.cancelled(reason: .deviceRemoved), at: time)]
        case .suspended(let track, let began, _):
            // No continuation can come any more: libinput's cancel stands.
            return cancelSuspension(track, began: began, at: time)
        case .tracking(let track), .rejected(let track):
            unpanned.append(track.unpanned(endingAt: time))
            return []
        case .idle:
            return []
        }
    }

    private mutating func endInput(at time: Timestamp) -> [PanEvent] {
        var out: [PanEvent] = []
        for device in touchscreens.keys.sorted() {
            for contact in touchscreens[device]!.closeFrame() { out += apply(contact, from: device) }
            touchscreens[device]!.reset()
        }
        scrolling.removeAll()
        for (device, start) in holds.sorted(by: { $0.key < $1.key }) {
            unpanned.append(UnpannedContact(device: device, source: nil, start: start, end: time))
        }
        holds.removeAll()
        out += endContact(at: time, reason: .inputEnded)
        return out
    }
}
