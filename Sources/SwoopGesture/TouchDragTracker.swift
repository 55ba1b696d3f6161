import SwoopCore
import SwoopInputModel

/// Turns one touchscreen's raw touches into a drag: the mean motion of up to `maxFingers` followed
/// fingers; or, with `pinches`, into a pinch of two; or, with `pinchBeforeSlopMM`, into either: a
/// one-finger drag that a second finger turns into a pinch while the first is within that slop.
///
/// Motion is the mean displacement of the followed fingers that were down both before and after a
/// hardware frame, so a finger landing or lifting never moves the drag (a centroid would jump by half
/// the distance between the fingers). Touches are grouped by frame: `touchFrame` closes one, and so does
/// any later timestamp, for streams that carry no frames.
///
/// A pinch begins when a second finger lands (one finger alone is no contact at all), at scale 1: the
/// two fingers' distance then. Each closed frame reports the scale, their distance over that one; either
/// lifting ends it, either cancelled cancels it, and further fingers are not followed. libinput makes
/// no gestures of touchscreens, so this is the touchscreen's `pinch_update`.
struct TouchDragTracker: Sendable, Hashable {
    enum Phase: Sendable, Hashable {
        /// No finger down.
        case idle
        /// A drag is being followed.
        case dragging
        /// The drag ended or was cancelled with fingers still down: wait until all are up.
        case waitingForRelease
        /// `pinches`: one finger is down, followed; a second one landing begins the pinch.
        case waitingForSecond
    }

    let maxFingers: Int
    /// Two fingers make a pinch (`PinchPan`), reported as scales, instead of a drag.
    let pinches: Bool
    /// Drags and pinches: a second finger landing while the drag's one finger is less than this far
    /// from where it landed begins a pinch of the two (nil: no pinch beside drags).
    let pinchBeforeSlopMM: Double?
    /// The contact followed now is a pinch (with `pinches`, every contact).
    private var pinching: Bool
    /// Where a drag's finger landed (mm), to tell whether a second finger still makes a pinch.
    private var dragOrigin = PlanarVector.zero
    private(set) var phase: Phase = .idle
    /// Every finger down, by slot, at its latest position (mm).
    private var down = SlotPositions()
    /// Followed fingers' positions as of the last closed frame.
    private var followed = SlotPositions()
    /// Slots lifting in the open frame, ascending.
    private var lifting: [Int] = []
    /// Time of the open frame, if it holds unprocessed touches.
    private(set) var openFrameTime: Timestamp?
    /// A pinch's distance (mm) between its fingers when the second landed: its scale 1.
    private var pinchBase = 0.0

    /// `pinches`: a tracker of pinches (two touches, reported as scales), whatever `maxFingers` says.
    /// `pinchBeforeSlopMM`: one-finger drags, and pinches beside them (`maxFingers` is then 1).
    init(maxFingers: Int, pinches: Bool = false, pinchBeforeSlopMM: Double? = nil) {
        let beside = pinches ? nil : pinchBeforeSlopMM
        self.maxFingers = pinches ? PinchPan.touchscreenFingers : beside != nil ? 1 : max(1, maxFingers)
        self.pinches = pinches
        self.pinchBeforeSlopMM = beside
        pinching = pinches
    }

    /// Appends the contact steps `report` completes to `out` (the recognizer's buffer).
    mutating func handle(_ report: TouchReport, at time: Timestamp, into out: inout [TimedContact]) {
        if let open = openFrameTime, open != time { closeFrame(into: &out) }
        switch report {
        case .down(let slot, let position):
            if lifting.contains(slot) { closeFrame(into: &out) }  // the slot was reused within one frame
            land(slot: slot, at: position, time: time, into: &out)
        case .motion(let slot, let position):
            if down.move(slot, to: position) {
                openFrameTime = time
            } else {
                // A stream that began with the finger already down: take the motion as its landing.
                land(slot: slot, at: position, time: time, into: &out)
            }
        case .up(let slot):
            if down[slot] != nil {
                if !lifting.contains(slot) {
                    lifting.insert(slot, at: lifting.firstIndex { $0 > slot } ?? lifting.endIndex)
                }
                openFrameTime = time
                // With every finger lifting nothing else can move in this frame: close it now rather than
                // wait for a frame event some streams never send.
                if lifting.count == down.count { closeFrame(into: &out) }
            }
        case .cancel(let slot):
            closeFrame(into: &out)
            let wasFollowed = followed[slot] != nil
            down[slot] = nil
            followed[slot] = nil
            if wasFollowed, phase == .dragging {
                out.append(TimedContact(time: time, event: .cancelled(.touchCancelled)))
                phase = .waitingForRelease
            }
            releaseIfEmpty()
        case .frame:
            closeFrame(into: &out)
        }
    }

    /// Closes the open frame, if any: appends its motion, then its lifts.
    mutating func closeFrame(into out: inout [TimedContact]) {
        guard let time = openFrameTime else { return }
        openFrameTime = nil
        var sum = PlanarVector.zero
        var count = 0
        if pinching {
            // Still fingers are news too, as for a drag: the scale is reported every frame.
            if phase == .dragging { out.append(TimedContact(time: time, event: .pinched(scale: pinchScale))) }
        } else {
            // Slot order, so that the sum (and every bit of the drag) does not depend on storage order.
            for index in followed.entries.indices {
                guard let now = down[followed.entries[index].slot] else { continue }
                sum = sum + (now - followed.entries[index].position)
                count += 1
                followed.entries[index].position = now
            }
            // A frame without motion is still news (the finger is known to be still), so it is reported too.
            if count > 0, phase == .dragging {
                out.append(TimedContact(time: time, event: .moved(sum * (1 / Double(count)))))
            }
        }
        // Emptying is a call even for an empty array; most frames lift nothing.
        if !lifting.isEmpty {
            for slot in lifting {
                down[slot] = nil
                followed[slot] = nil
            }
            lifting.removeAll(keepingCapacity: true)
        }
        // A pinch needs both of its fingers; a drag, any one of them.
        if phase == .dragging, followed.count < (pinching ? 2 : 1) {
            out.append(TimedContact(time: time, event: .ended))
            phase = .waitingForRelease
        }
        releaseIfEmpty()
    }

    /// The pinch's two fingers' distance over `pinchBase` (1 for fingers that landed on one spot).
    private var pinchScale: Double {
        guard followed.count == 2, pinchBase > 0, let a = down[followed.entries[0].slot],
            let b = down[followed.entries[1].slot]
        else { return 1 }
        return (a - b).length / pinchBase
    }

    private mutating func land(slot: Int, at position: PlanarVector, time: Timestamp, into out: inout [TimedContact]) {
        // A pinch's first finger lifting in this frame is gone before the next one lands: no pinch of the two.
        if phase == .waitingForSecond, !lifting.isEmpty { closeFrame(into: &out) }
        down[slot] = position
        switch phase {
        case .idle:
            followed.removeAll()
            followed[slot] = position
            // A pinch waits for its second finger; a drag begins.
            phase = pinches ? .waitingForSecond : .dragging
            dragOrigin = position
            if !pinches { out.append(TimedContact(time: time, event: .began(.touchscreenDrag(fingers: 1)))) }
        case .waitingForSecond:
            beginPinch(slot: slot, at: position, time: time, into: &out)
        case .dragging:
            guard !pinching else { return }  // a pinch's third finger is not followed and changes nothing
            // The drag's finger has not left the slop (as of the last closed frame, as the recognizer
            // measures it): the two make a pinch, the contact's next kind (the recognizer takes it over).
            if let slop = pinchBeforeSlopMM, followed.count == 1,
                let first = followed.entries.first, (first.position - dragOrigin).length < slop
            {
                return beginPinch(slot: slot, at: position, time: time, into: &out)
            }
            guard followed.count < maxFingers else {
                return out.append(TimedContact(time: time, event: .extraFinger))
            }
            followed[slot] = position  // no motion until its next frame
            out.append(TimedContact(time: time, event: .joined(fingers: followed.count)))
        case .waitingForRelease:
            break
        }
    }

    /// The followed finger and the one landing at `position` begin a pinch, at scale 1.
    private mutating func beginPinch(
        slot: Int, at position: PlanarVector, time: Timestamp, into out: inout [TimedContact]
    ) {
        guard let first = followed.entries.first.flatMap({ down[$0.slot] }) else { return }
        followed[slot] = position
        pinchBase = (position - first).length
        pinching = true
        phase = .dragging
        out.append(TimedContact(time: time, event: .began(.touchscreenPinch(fingers: 2))))
    }

    private mutating func releaseIfEmpty() {
        guard down.isEmpty, phase == .waitingForRelease || phase == .waitingForSecond else { return }
        phase = .idle
        pinching = pinches
    }

    /// The input ended: forget every touch.
    mutating func reset() {
        self = TouchDragTracker(maxFingers: maxFingers, pinches: pinches, pinchBeforeSlopMM: pinchBeforeSlopMM)
    }
}

/// One touch report of a touchscreen, positions in mm: what the tracker reads of `InputEvent`'s touches.
enum TouchReport: Sendable, Hashable {
    case down(slot: Int, at: PlanarVector)
    case motion(slot: Int, to: PlanarVector)
    case up(slot: Int)
    case cancel(slot: Int)
    /// The end of one hardware report.
    case frame
}

/// A touchscreen as the recognizer follows it: its drag, and how its positions become mm.
struct Touchscreen: Sendable {
    var tracker: TouchDragTracker
    /// The device's scaling (`TouchScaling`), resolved when it is described; `nil`: positions pass as
    /// they are.
    var scaling: TouchScaling.Factors?

    /// A reported position in mm.
    func millimetres(x: Double, y: Double) -> PlanarVector {
        guard let scaling else { return PlanarVector(x: x, y: y) }
        let (x, y) = scaling.millimetres(x: x, y: y)
        return PlanarVector(x: x, y: y)
    }
}

/// Finger positions by slot, kept in ascending slot order in one buffer: a touchscreen has a handful
/// of slots, so a linear search beats hashing, and a frame walks them in order without sorting or
/// allocating.
struct SlotPositions: Sendable, Hashable {
    struct Entry: Sendable, Hashable {
        var slot: Int
        var position: PlanarVector
    }

    /// Ascending by slot, each slot once.
    var entries: [Entry] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// The slot's position; setting `nil` removes the slot.
    subscript(slot: Int) -> PlanarVector? {
        get {
            for entry in entries where entry.slot == slot { return entry.position }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.slot >= slot } ?? entries.endIndex
            let present = index < entries.endIndex && entries[index].slot == slot
            switch (newValue, present) {
            case (let position?, true): entries[index].position = position
            case (let position?, false): entries.insert(Entry(slot: slot, position: position), at: index)
            case (nil, true): entries.remove(at: index)
            case (nil, false): break
            }
        }
    }

    /// Moves `slot` to `position` if it is down, with one search; `false` if it is not.
    mutating func move(_ slot: Int, to position: PlanarVector) -> Bool {
        for index in entries.indices where entries[index].slot == slot {
            entries[index].position = position
            return true
        }
        return false
    }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }
}
