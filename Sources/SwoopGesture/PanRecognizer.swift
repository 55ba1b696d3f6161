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
    private var devices = DeviceMap<DeviceInfo>()
    /// Where the contact in hand is; `track` is that contact.
    var stage: ContactStage = .idle {
        didSet {
            switch stage {
            case .suspended(let began, let deadline):
                continuationDeadline = deadline
                isPanning = began
            case .panning:
                continuationDeadline = nil
                isPanning = true
            case .idle, .tracking, .rejected:
                continuationDeadline = nil
                isPanning = false
            }
        }
    }
    /// The contact in hand, changed in place as it moves; while `stage` is `.idle`, the last one (or
    /// nothing's placeholder), never read.
    var track = Track(device: DeviceID(0), source: .touchpadScroll, time: .zero)
    private var touchscreens = DeviceMap<Touchscreen>()
    /// Devices in a scroll sequence.
    private var scrolling = DeviceMap<Bool>()
    /// Holds in progress (libinput's fingers-down-without-motion), by device, with their start.
    private var holds = DeviceMap<Timestamp>()
    /// Contacts that ended without a pan, oldest first, until `takeUnpannedContacts(into:)`.
    public internal(set) var unpanned: [UnpannedContact] = []
    /// Contact steps on their way from a touchscreen's tracker to the state machine: one buffer kept
    /// for the recognizer's life.
    private var contactBuffer: [TimedContact] = []
    /// The velocity of the contact being followed (`Track`): reset, not replaced, when a contact
    /// begins, so its samples reuse one buffer.
    var estimator: VelocityEstimator
    /// Where the touch being handled is (mm): a drag that begins, begins there (its edge, a tap's position).
    var touchAt = PlanarVector.zero

    public init(configuration: PanConfiguration = PanConfiguration()) {
        self.configuration = configuration
        estimator = VelocityEstimator(window: configuration.velocityWindow)
    }

    // `continuationDeadline` and `isPanning` are stored, kept with `stage`: a session asks for the
    // deadline before every event, and reading a field costs nothing where a call into this module
    // would copy the recognizer.

    /// What `deviceAdded` said of `device` (its size sets per-device distances), until its removal.
    public func device(_ device: DeviceID) -> DeviceInfo? { devices[device] }

    /// When a suspended swipe's cancel becomes final unless a continuation arrives first.
    public private(set) var continuationDeadline: Timestamp?

    /// Whether a pan has begun and not yet ended (a suspended pan counts: it may continue).
    public private(set) var isPanning = false

    /// Whether a touchscreen holds touches of a frame not yet closed (a later instant closes it): with
    /// none and no `continuationDeadline`, time passing alone changes nothing here.
    public private(set) var hasOpenTouchFrame = false

    private mutating func refreshOpenTouchFrame() {
        hasOpenTouchFrame = false
        for index in touchscreens.keys.indices where touchscreens[at: index].tracker.openFrameTime != nil {
            hasOpenTouchFrame = true
        }
    }

    /// The contacts that ended without a pan since the last call (taps, slop-bound or rejected drags,
    /// touchpad taps), appended to `contacts` in the order they were decided. Pans are `handle`'s
    /// output; these are not pans.
    public mutating func takeUnpannedContacts(into contacts: inout [UnpannedContact]) {
        guard !unpanned.isEmpty else { return }
        contacts += unpanned
        unpanned.removeAll(keepingCapacity: true)
    }

    /// `handle(_:into:)` with the pan events returned: for a host that does not keep a buffer.
    public mutating func handle(_ input: PanInput) -> [PanEvent] {
        var out: [PanEvent] = []
        handle(input, into: &out)
        return out
    }

    /// One input event: `handle(.event(event))`.
    public mutating func handle(_ event: TimedInputEvent) -> [PanEvent] { handle(.event(event)) }

    /// The one entry point: appends the pan events `input` makes to `out`, the caller's buffer (reused
    /// from event to event, so that an event allocates nothing).
    public mutating func handle(_ input: PanInput, into out: inout [PanEvent]) {
        switch input {
        case .event(let timed):
            // Most events find nothing waiting on time (no open touch frame, no suspended swipe).
            if hasOpenTouchFrame || continuationDeadline != nil { advanceClock(to: timed.time, into: &out) }
            route(timed, into: &out)
        case .clock(let time):
            advanceClock(to: time, into: &out)
        case .endOfInput(let time):
            advanceClock(to: time, into: &out)
            endInput(at: time, into: &out)
        }
    }

    /// Closes touch frames left open by earlier timestamps and makes an expired suspension final.
    private mutating func advanceClock(to time: Timestamp, into out: inout [PanEvent]) {
        if hasOpenTouchFrame {
            // A frame's own touches and its frame event share its time: most find nothing to close.
            var closed = false
            for index in touchscreens.keys.indices {
                guard let open = touchscreens[at: index].tracker.openFrameTime, open < time else { continue }
                closeFrame(of: index, into: &out)
                closed = true
            }
            if closed { refreshOpenTouchFrame() }
        }
        if case .suspended(let began, let deadline) = stage, time >= deadline {
            cancelSuspension(began: began, at: deadline, into: &out)
        }
    }

    /// Closes the open touch frame of the touchscreen at `index` and applies the steps it completes.
    private mutating func closeFrame(of index: Int, into out: inout [PanEvent]) {
        let first = contactBuffer.endIndex
        touchscreens[at: index].tracker.closeFrame(into: &contactBuffer)
        applyContacts(from: first, of: touchscreens.keys[index], into: &out)
    }

    /// Applies the contact steps appended to `contactBuffer` from `first` on. The buffer is emptied
    /// only once grown: emptying goes through `replaceSubrange`, a call even when it is empty.
    private mutating func applyContacts(from first: Int, of device: DeviceID, into out: inout [PanEvent]) {
        for index in first..<contactBuffer.endIndex { apply(contactBuffer[index], from: device, into: &out) }
        if contactBuffer.count >= 64 { contactBuffer.removeAll(keepingCapacity: true) }
    }

    /// Inlined into `handle`, its only caller: the event is read where it lies instead of being copied
    /// whole for a call.
    @inline(__always)
    private mutating func route(_ timed: TimedInputEvent, into out: inout [PanEvent]) {
        let device = timed.device
        let time = timed.time
        let first = out.endIndex
        switch timed.event {
        case .deviceAdded(let info):
            addDevice(info, as: device)
        case .deviceRemoved:
            return removeDevice(device, at: time, into: &out)
        case .swipeBegin(let fingers):
            apply(TimedContact(time: time, event: .began(.touchpadSwipe(fingers: fingers))), from: device, into: &out)
        case .swipeUpdate(_, let dx, let dy):
            apply(TimedContact(time: time, event: .moved(Self.millimetres(dx: dx, dy: dy))), from: device, into: &out)
        case .swipeEnd(_, let cancelled):
            apply(TimedContact(time: time, event: cancelled ? .interrupted : .ended), from: device, into: &out)
        case .holdBegin(let fingers):
            // Fingers resting on a touchpad: a tap if they lift without moving, for the counts listened to.
            if holds[device] == nil,
                configuration.sources.swipeFingers.contains(fingers)
                    || (configuration.sources.twoFingerScroll && fingers == 2)
            {
                holds[device] = time
            }
        case .holdEnd(_, let cancelled):
            // A cancelled hold turned into motion: the swipe or scroll that follows is the contact.
            if let start = holds.removeValue(forKey: device), !cancelled {
                unpanned.append(UnpannedContact(device: device, source: nil, start: start, end: time, isTap: true))
            }
        case .pinchBegin(let fingers):
            // Pinches pan only with `--source pinch`; otherwise they are not contacts at all (as before
            // they panned), so nothing else changes. libinput ends a swipe before it starts a pinch.
            guard configuration.accepts(.touchpadPinch(fingers: fingers)) else { break }
            apply(TimedContact(time: time, event: .began(.touchpadPinch(fingers: fingers))), from: device, into: &out)
        case .pinchUpdate(_, _, _, let scale, _):
            guard activeDevice == device, track.source.kind == .pinch else { break }
            apply(TimedContact(time: time, event: .pinched(scale: scale)), from: device, into: &out)
        case .pinchEnd(_, let cancelled):
            guard activeDevice == device, track.source.kind == .pinch else { break }
            let end: ContactEvent = cancelled ? .cancelled(.gestureCancelled) : .ended
            apply(TimedContact(time: time, event: end), from: device, into: &out)
        case .scroll(let dx, let dy):
            if scrolling[device] == nil {
                scrolling[device] = true
                apply(TimedContact(time: time, event: .began(.touchpadScroll)), from: device, into: &out)
            }
            apply(TimedContact(time: time, event: .moved(Self.millimetres(dx: dx, dy: dy))), from: device, into: &out)
        case .scrollStop:
            // libinput stops every axis that scrolled when the fingers lift; any stop ends the sequence.
            if scrolling.removeValue(forKey: device) != nil {
                apply(TimedContact(time: time, event: .ended), from: device, into: &out)
            }
        // Positions in device units become mm here, where they are first measured.
        case .touchDown(let slot, let x, let y):
            let screen = touchscreen(device)
            touchAt = touchscreens[at: screen].millimetres(x: x, y: y)
            touch(.down(slot: slot, at: touchAt), on: screen, at: time, into: &out)
        case .touchMotion(let slot, let x, let y):
            let screen = touchscreen(device)
            touchAt = touchscreens[at: screen].millimetres(x: x, y: y)
            touch(.motion(slot: slot, to: touchAt), on: screen, at: time, into: &out)
        case .touchUp(let slot):
            touch(.up(slot: slot), on: touchscreen(device), at: time, into: &out)
        case .touchCancel(let slot):
            touch(.cancel(slot: slot), on: touchscreen(device), at: time, into: &out)
        case .touchFrame:
            touch(.frame, on: touchscreen(device), at: time, into: &out)
        }
        // Fingers resting before they moved into a pan were that pan's beginning, not a tap.
        if out.endIndex > first, holds[device] != nil, out[first...].contains(where: { $0.phase == .began }) {
            holds[device] = nil
        }
    }

    /// Whether the touch being handled on `device` lies in the configured edge's band.
    func landedInEdge(of device: DeviceID) -> Bool {
        configuration.edge?.contains(touchAt, bandMM: configuration.edgeBandMM, on: devices[device]) ?? true
    }

    /// Kept out of `route`: a description is a hundred bytes, and `route` reads every event in place.
    private mutating func addDevice(_ info: DeviceInfo, as device: DeviceID) {
        var info = info
        info.id = device
        devices[device] = info
        // A touchscreen described again scales its next touches by the new description.
        if let screen = touchscreens.index(of: device) { touchscreens[at: screen].scaling = TouchScaling.Factors(info) }
    }

    /// The index of `device`'s touchscreen in `touchscreens`, added at its first touch.
    private mutating func touchscreen(_ device: DeviceID) -> Int {
        touchscreens.index(of: device) ?? addTouchscreen(device)
    }

    private mutating func addTouchscreen(_ device: DeviceID) -> Int {
        touchscreens[device] = Touchscreen(
            tracker: TouchDragTracker(
                maxFingers: configuration.sources.touchscreenFingers,
                pinches: configuration.sources.touchscreenPinches,
                pinchBeforeSlopMM: configuration.sources.touchscreenPinchesBesideDrags
                    ? configuration.touchscreenSlopMM : nil),
            scaling: TouchScaling.Factors(devices[device]))
        return touchscreens.index(of: device)!
    }

    /// Hands `report` to the touchscreen at `index` (changed in place in the map: its slot buffers are
    /// not copied on write) and applies the contact steps it completes.
    private mutating func touch(_ report: TouchReport, on index: Int, at time: Timestamp, into out: inout [PanEvent]) {
        let first = contactBuffer.endIndex
        touchscreens[at: index].tracker.handle(report, at: time, into: &contactBuffer)
        // Most touches (a finger's motion) complete no step.
        if contactBuffer.endIndex > first { applyContacts(from: first, of: touchscreens.keys[index], into: &out) }
        // Only this touchscreen changed: the others' open frames are as they were.
        if touchscreens[at: index].tracker.openFrameTime != nil {
            hasOpenTouchFrame = true
        } else if hasOpenTouchFrame {
            refreshOpenTouchFrame()
        }
    }

    /// Swipe and scroll deltas are normalised to a 1000 dpi device: convert once, here.
    static func millimetres(dx: Double, dy: Double) -> PlanarVector {
        PlanarVector(x: InputUnits.millimetres(fromNormalized: dx), y: InputUnits.millimetres(fromNormalized: dy))
    }

    private mutating func removeDevice(_ device: DeviceID, at time: Timestamp, into out: inout [PanEvent]) {
        devices[device] = nil
        touchscreens[device] = nil
        refreshOpenTouchFrame()
        scrolling.removeValue(forKey: device)
        if let start = holds.removeValue(forKey: device) {
            unpanned.append(UnpannedContact(device: device, source: nil, start: start, end: time))
        }
        guard activeDevice == device else { return }
        endContact(at: time, reason: .deviceRemoved, into: &out)
    }

    /// The contact in hand ends with its device or the input: a pan is cancelled for `reason`, a
    /// contact that never panned is reported (a suspended one where libinput cancelled it).
    private mutating func endContact(at time: Timestamp, reason: PanCancelReason, into out: inout [PanEvent]) {
        let ending = stage
        stage = .idle
        switch ending {
        case .panning:
            out.append(event(.cancelled(reason: reason), at: time))
        case .suspended(true, _) where reason == .deviceRemoved:
            out.append(event(.cancelled(reason: .deviceRemoved), at: time))
        case .suspended(let began, _):
            // No continuation can come any more: libinput's cancel stands.
            cancelSuspension(began: began, at: time, into: &out)
        case .tracking, .rejected:
            unpanned.append(track.unpanned(endingAt: time))
        case .idle:
            break
        }
    }

    private mutating func endInput(at time: Timestamp, into out: inout [PanEvent]) {
        for index in touchscreens.keys.indices {
            closeFrame(of: index, into: &out)
            touchscreens[at: index].tracker.reset()
        }
        hasOpenTouchFrame = false
        scrolling.removeAll()
        for (index, device) in holds.keys.enumerated() {
            unpanned.append(UnpannedContact(device: device, source: nil, start: holds[at: index], end: time))
        }
        holds.removeAll()
        endContact(at: time, reason: .inputEnded, into: &out)
    }
}
