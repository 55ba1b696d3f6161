import SwoopCore
import SwoopInputModel

/// Finds the input sequences a pan could have come from — touches from the first down to the last up,
/// a swipe from begin to end, a scroll from its first event to its stop — so that replay can count
/// the ones that never began a pan as interactions with outcome `none` (a tap, a swipe that stayed
/// within the slop). Pinches are never pans and are not counted.
///
/// A touchpad tap reaches us as a libinput *hold* that ends uncancelled (the fingers lifted without
/// moving); that is an input sequence that never panned, so it counts when the recognizer listens to
/// that many fingers. A hold that ends *cancelled* turned into motion — the swipe or scroll that follows
/// is the sequence — so it is dropped.
///
/// A swipe that libinput cancelled and that a new swipe continues within `continuationMicros` is one
/// sequence (touchpads flicker between finger counts; the recognizer continues the pan the same way).
struct InputSequenceTracker {
    enum Kind: Sendable, Equatable { case swipe, scroll, touch, hold }

    /// Which sources the recognizer listens to: sequences of other kinds are not interactions.
    struct Listening: Sendable, Equatable {
        var swipeFingers: Set<Int>
        var scroll: Bool
        var touch: Bool
        var continuationMicros: Int64
    }

    /// A sequence that ended (or was still open when the input ended).
    struct Sequence: Sendable, Equatable {
        var kind: Kind
        var device: DeviceID
        var start: Timestamp
        var end: Timestamp
        var hadPan: Bool
    }

    private struct Open {
        var kind: Kind
        var start: Timestamp
        var hadPan = false
        /// Touch slots down (touch), or the time a cancelled swipe may still be continued until (swipe).
        var slots: Set<Int> = []
        var cancelledAt: Timestamp?
    }

    let listening: Listening
    private var open: [DeviceID: [Open]] = [:]
    /// Swipes waiting for a continuation: most events find none and skip the search.
    private var cancelledSwipes = 0

    init(listening: Listening) { self.listening = listening }

    /// A pan began on `device`: every sequence open there led to a transition.
    mutating func panBegan(on device: DeviceID) {
        guard var list = open[device] else { return }
        for i in list.indices { list[i].hadPan = true }
        open[device] = list
    }

    /// Feeds one input event; returns the sequences it (or the passing of time) closed.
    mutating func observe(_ event: TimedInputEvent) -> [Sequence] {
        var closed = expireCancelledSwipes(before: event)
        let device = event.device
        switch event.event {
        case .swipeBegin(let fingers):
            if let i = index(of: .swipe, on: device) {
                if open[device]![i].cancelledAt != nil { cancelledSwipes -= 1 }
                open[device]![i].cancelledAt = nil  // a continuation: the same sequence goes on
            } else if listening.swipeFingers.contains(fingers) {
                start(.swipe, on: device, at: event.time)
            }
        case .swipeEnd(_, let cancelled):
            if let i = index(of: .swipe, on: device) {
                if cancelled {
                    if open[device]![i].cancelledAt == nil { cancelledSwipes += 1 }
                    open[device]![i].cancelledAt = event.time
                } else {
                    closed += close(.swipe, on: device, at: event.time)
                }
            }
        case .scroll:
            if listening.scroll, index(of: .scroll, on: device) == nil { start(.scroll, on: device, at: event.time) }
        case .scrollStop:
            closed += close(.scroll, on: device, at: event.time)
        case .touchDown(let slot, _, _):
            guard listening.touch else { break }
            if index(of: .touch, on: device) == nil { start(.touch, on: device, at: event.time) }
            if let i = index(of: .touch, on: device) { open[device]![i].slots.insert(slot) }
        case .touchUp(let slot), .touchCancel(let slot):
            if let i = index(of: .touch, on: device) {
                open[device]![i].slots.remove(slot)
                if open[device]![i].slots.isEmpty { closed += close(.touch, on: device, at: event.time) }
            }
        case .holdBegin(let fingers):
            let listened = listening.swipeFingers.contains(fingers) || (listening.scroll && fingers == 2)
            if listened, index(of: .hold, on: device) == nil { start(.hold, on: device, at: event.time) }
        case .holdEnd(_, let cancelled):
            if cancelled {
                discard(.hold, on: device)
            } else {
                closed += close(.hold, on: device, at: event.time)
            }
        case .deviceRemoved:
            for kind in [Kind.swipe, .scroll, .touch, .hold] { closed += close(kind, on: device, at: event.time) }
        case .deviceAdded, .swipeUpdate, .pinchBegin, .pinchUpdate, .pinchEnd, .touchMotion, .touchFrame:
            break
        }
        return closed
    }

    /// The input ended: every sequence still open closes at `time`.
    mutating func finish(at time: Timestamp) -> [Sequence] {
        var closed: [Sequence] = []
        for device in open.keys.sorted() {
            for entry in open[device] ?? [] {
                closed.append(Sequence(kind: entry.kind, device: device, start: entry.start,
                                       end: entry.cancelledAt ?? time, hadPan: entry.hadPan))
            }
        }
        open = [:]
        cancelledSwipes = 0
        return closed.sorted { ($0.end, $0.start) < ($1.end, $1.start) }
    }

    // MARK: Bookkeeping

    private func index(of kind: Kind, on device: DeviceID) -> Int? {
        open[device]?.firstIndex { $0.kind == kind }
    }

    private mutating func start(_ kind: Kind, on device: DeviceID, at time: Timestamp) {
        open[device, default: []].append(Open(kind: kind, start: time))
    }

    private mutating func close(_ kind: Kind, on device: DeviceID, at time: Timestamp) -> [Sequence] {
        guard let i = index(of: kind, on: device) else { return [] }
        let entry = open[device]!.remove(at: i)
        if entry.cancelledAt != nil { cancelledSwipes -= 1 }
        if open[device]!.isEmpty { open[device] = nil }
        return [Sequence(kind: kind, device: device, start: entry.start, end: entry.cancelledAt ?? time,
                         hadPan: entry.hadPan)]
    }

    /// Forgets an open sequence without reporting it (a hold that became motion).
    private mutating func discard(_ kind: Kind, on device: DeviceID) {
        guard let i = index(of: kind, on: device) else { return }
        open[device]!.remove(at: i)
        if open[device]!.isEmpty { open[device] = nil }
    }

    /// Cancelled swipes that nothing continued in time end where libinput cancelled them. A cancelled
    /// swipe stays open while the window lasts; a `swipe_begin` within it continues it (see `observe`).
    private mutating func expireCancelledSwipes(before event: TimedInputEvent) -> [Sequence] {
        guard cancelledSwipes > 0 else { return [] }
        var closed: [Sequence] = []
        for device in open.keys.sorted() {
            guard let i = index(of: .swipe, on: device), let cancelledAt = open[device]![i].cancelledAt,
                event.time.micros(since: cancelledAt) > listening.continuationMicros
            else { continue }
            closed += close(.swipe, on: device, at: cancelledAt)
        }
        return closed
    }
}
