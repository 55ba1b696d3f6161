import SwoopCore
import SwoopInputModel

/// Turns one touchscreen's raw touches into a drag: the mean motion of up to `maxFingers` followed fingers.
///
/// Motion is the mean displacement of the followed fingers that were down both before and after a
/// hardware frame, so a finger landing or lifting never moves the drag (a centroid would jump by half
/// the distance between the fingers). Touches are grouped by frame: `touchFrame` closes one, and so does
/// any later timestamp, for streams that carry no frames.
struct TouchDragTracker: Sendable, Hashable {
    enum Phase: Sendable, Hashable {
        /// No finger down.
        case idle
        /// A drag is being followed.
        case dragging
        /// The drag ended or was cancelled with fingers still down: wait until all are up.
        case waitingForRelease
    }

    let maxFingers: Int
    private(set) var phase: Phase = .idle
    /// Every finger down, by slot, at its latest position (mm).
    private var down: [Int: PlanarVector] = [:]
    /// Followed fingers' positions as of the last closed frame.
    private var followed: [Int: PlanarVector] = [:]
    private var lifting: Set<Int> = []
    /// Time of the open frame, if it holds unprocessed touches.
    private(set) var openFrameTime: Timestamp?

    init(maxFingers: Int) {
        self.maxFingers = max(1, maxFingers)
    }

    mutating func handle(_ event: InputEvent, at time: Timestamp) -> [TimedContact] {
        var out: [TimedContact] = []
        if let open = openFrameTime, open != time { out += closeFrame() }
        switch event {
        case .touchDown(let slot, let x, let y):
            if lifting.contains(slot) { out += closeFrame() }  // the slot was reused within one frame
            out += land(slot: slot, at: PlanarVector(x: x, y: y), time: time)
        case .touchMotion(let slot, let x, let y):
            if down[slot] == nil {
                // A stream that began with the finger already down: take the motion as its landing.
                out += land(slot: slot, at: PlanarVector(x: x, y: y), time: time)
            } else {
                down[slot] = PlanarVector(x: x, y: y)
                openFrameTime = time
            }
        case .touchUp(let slot):
            if down[slot] != nil {
                lifting.insert(slot)
                openFrameTime = time
                // With every finger lifting nothing else can move in this frame: close it now rather than
                // wait for a frame event some streams never send.
                if lifting.count == down.count { out += closeFrame() }
            }
        case .touchCancel(let slot):
            out += closeFrame()
            let wasFollowed = followed[slot] != nil
            down[slot] = nil
            followed[slot] = nil
            if wasFollowed, phase == .dragging {
                out.append(TimedContact(time: time, event: .cancelled(.touchCancelled)))
                phase = .waitingForRelease
            }
            releaseIfEmpty()
        case .touchFrame:
            out += closeFrame()
        case .deviceAdded, .deviceRemoved, .swipeBegin, .swipeUpdate, .swipeEnd, .pinchBegin, .pinchUpdate,
            .pinchEnd, .holdBegin, .holdEnd, .scroll, .scrollStop:
            break  // not a touch
        }
        return out
    }

    /// Closes the open frame, if any: reports its motion, then its lifts.
    mutating func closeFrame() -> [TimedContact] {
        guard let time = openFrameTime else { return [] }
        openFrameTime = nil
        var out: [TimedContact] = []
        var sum = PlanarVector.zero
        var count = 0
        for slot in followed.keys.sorted() {
            guard let before = followed[slot], let now = down[slot] else { continue }
            sum = sum + (now - before)
            count += 1
            followed[slot] = now
        }
        // A frame without motion is still news (the finger is known to be still), so it is reported too.
        if count > 0, phase == .dragging {
            out.append(TimedContact(time: time, event: .moved(sum * (1 / Double(count)))))
        }
        for slot in lifting.sorted() {
            down[slot] = nil
            followed[slot] = nil
        }
        lifting.removeAll()
        if phase == .dragging, followed.isEmpty {
            out.append(TimedContact(time: time, event: .ended))
            phase = .waitingForRelease
        }
        releaseIfEmpty()
        return out
    }

    private mutating func land(slot: Int, at position: PlanarVector, time: Timestamp) -> [TimedContact] {
        down[slot] = position
        switch phase {
        case .idle:
            phase = .dragging
            followed = [slot: position]
            return [TimedContact(time: time, event: .began(.touchscreenDrag(fingers: 1)))]
        case .dragging:
            guard followed.count < maxFingers else { return [TimedContact(time: time, event: .extraFinger)] }
            followed[slot] = position  // no motion until its next frame
            return [TimedContact(time: time, event: .joined(fingers: followed.count))]
        case .waitingForRelease:
            return []
        }
    }

    private mutating func releaseIfEmpty() {
        if down.isEmpty, phase == .waitingForRelease { phase = .idle }
    }

    /// The input ended: forget every touch.
    mutating func reset() {
        self = TouchDragTracker(maxFingers: maxFingers)
    }
}
