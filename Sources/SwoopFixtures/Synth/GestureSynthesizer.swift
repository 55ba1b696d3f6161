import SwoopCore
import SwoopInputModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the libinput-level events of a `GestureSpec`, deterministically: the same spec and start
/// give the same events, bit for bit. Deltas are quantised to 1/1000 of a unit (positions to 1 µm)
/// with the rounding error carried forward, so the file stays short and the total distance exact.
package enum GestureSynthesizer {
    /// The events of one gesture on device `deviceID`, whose surface is `device`. The hold (if any)
    /// begins at `start`; the pan's own times (duration, cancel, removal) count from the end of the hold.
    package static func events(
        _ spec: GestureSpec, start: Timestamp, device: FixtureDevice,
        deviceID: DeviceID = DeviceID(0)
    ) throws(SynthError) -> [TimedInputEvent] {
        try spec.validate()
        var out: [TimedInputEvent] = []
        func emit(_ seconds: Double, _ event: InputEvent) {
            out.append(TimedInputEvent(time: start + .seconds(saturating: seconds), device: deviceID, event: event))
        }
        let hold = spec.holdMS / 1000
        if hold > 0 {
            emit(0, .holdBegin(fingers: spec.fingers))
            emit(hold, .holdEnd(fingers: spec.fingers, cancelled: !spec.holdLifts))
            if spec.holdLifts { return out }  // rested and lifted: no motion follows
        }
        let total = spec.durationMS / 1000
        let cut = [spec.cancelAtMS, spec.removeAtMS].compactMap { $0 }.min().map { $0 / 1000 }
        let samples = spec.profile == .tap ? [] : sampleTimes(spec).filter { cut == nil || $0 < cut! }
        var motion = MotionEmitter(spec: spec, device: device)

        motion.begin { emit(hold + 0, $0) }
        for t in samples {
            motion.sample(at: t) { emit(hold + t, $0) }
        }
        if let cut {
            if let cancel = spec.cancelAtMS, cancel / 1000 == cut {
                motion.cancel { emit(hold + cut, $0) }
            }
            if let remove = spec.removeAtMS, remove / 1000 == cut {
                emit(hold + cut, .deviceRemoved)
            }
        } else {
            motion.end { emit(hold + total, $0) }
        }
        return out
    }

    /// Report times in seconds after touch-down: every 1/rate while the finger moves, plus the exact
    /// moment it stops so the full distance is reached.
    static func sampleTimes(_ spec: GestureSpec) -> [Double] {
        let stop = spec.lastMotionTime
        var times: [Double] = []
        var k = 1
        while true {
            let t = Double(k) / spec.rateHz
            if t >= stop - 1e-9 { break }
            times.append(t)
            k += 1
        }
        times.append(stop)
        return times
    }
}

/// Turns displacements into the events of one input kind, keeping what it has emitted so far.
private struct MotionEmitter {
    let spec: GestureSpec
    let fingers: Int
    /// Touch start positions (mm) per finger.
    let origins: [(x: Double, y: Double)]
    /// Units (swipe/scroll) or mm (touch) emitted so far along the axis.
    var emitted = 0.0
    /// A pinch made of two touches on a touchscreen, rather than libinput's touchpad pinch.
    let touchPinch: Bool

    init(spec: GestureSpec, device: FixtureDevice) {
        self.spec = spec
        let fingers = spec.source == .scroll ? 2 : spec.fingers
        self.fingers = fingers
        touchPinch = spec.source == .pinch && spec.deviceKind == .touchscreen
        let width = device.widthMM ?? 300
        let height = device.heightMM ?? 190
        let sign = spec.direction.factor
        let spread = 15.0
        let centred: [(x: Double, y: Double)]
        if touchPinch {
            // Two fingers either side of the centre along the axis, the span apart.
            let half = GestureSpec.touchscreenPinchSpanMM / 2
            centred = [-half, half].map {
                spec.axis == .x ? (width / 2 + $0, height / 2) : (width / 2, height / 2 + $0)
            }
        } else {
            centred = (0..<fingers).map { i in
                let across = (Double(i) - Double(fingers - 1) / 2) * spread
                let along = -sign * spec.distanceMM / 2
                return spec.axis == .x
                    ? (width / 2 + along, height / 2 + across) : (width / 2 + across, height / 2 + along)
            }
        }
        // A chosen start moves every finger with the first.
        let shift = spec.startMM.map { (x: $0.x - centred[0].x, y: $0.y - centred[0].y) } ?? (x: 0, y: 0)
        origins = centred.map { (x: $0.x + shift.x, y: $0.y + shift.y) }
    }

    static func quantise(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    /// A touchpad tap is libinput's hold of the fingers that lifts without moving.
    var isTouchpadTap: Bool { spec.profile == .tap && spec.source == .swipe }

    mutating func begin(_ emit: (InputEvent) -> Void) {
        if isTouchpadTap { return emit(.holdBegin(fingers: fingers)) }
        switch spec.source {
        case .swipe: emit(.swipeBegin(fingers: fingers))
        case .scroll: break  // libinput has no scroll "begin": the first scroll event starts the sequence.
        case .touch: touchDown(emit)
        case .pinch: if touchPinch { touchDown(emit) } else { emit(.pinchBegin(fingers: fingers)) }
        }
    }

    private func touchDown(_ emit: (InputEvent) -> Void) {
        for (slot, o) in origins.enumerated() {
            emit(.touchDown(slot: slot, x: Self.quantise(o.x), y: Self.quantise(o.y)))
        }
        emit(.touchFrame)
    }

    /// Every touch moved to its position (mm), then the frame.
    private func touchMotion(_ positions: [(x: Double, y: Double)], _ emit: (InputEvent) -> Void) {
        for (slot, p) in positions.enumerated() {
            emit(.touchMotion(slot: slot, x: Self.quantise(p.x), y: Self.quantise(p.y)))
        }
        emit(.touchFrame)
    }

    mutating func sample(at t: Double, _ emit: (InputEvent) -> Void) {
        let mm = spec.displacement(at: t)
        switch spec.source {
        case .swipe, .scroll:
            let target = InputUnits.normalized(fromMillimetres: mm)
            let delta = Self.quantise(target - emitted)
            emitted += delta
            let (dx, dy) = spec.axis == .x ? (delta, 0.0) : (0.0, delta)
            emit(spec.source == .swipe ? .swipeUpdate(fingers: fingers, dx: dx, dy: dy) : .scroll(dx: dx, dy: dy))
        case .touch:
            touchMotion(origins.map { spec.axis == .x ? ($0.x + mm, $0.y) : ($0.x, $0.y + mm) }, emit)
        case .pinch:
            // The profile's share of the way, on a log scale: libinput's scale is absolute from the begin.
            let scale = exp(log(spec.scaleTo) * mm / spec.distanceMM)
            guard touchPinch else {
                let rounded = (scale * 1e6).rounded() / 1e6
                return emit(.pinchUpdate(fingers: fingers, dx: 0, dy: 0, scale: rounded, angleDelta: 0))
            }
            // The two touches about their midpoint, their distance the span times the scale.
            let (a, b) = (origins[0], origins[1])
            let middle = (x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            touchMotion(
                [a, b].map { (x: middle.x + ($0.x - middle.x) * scale, y: middle.y + ($0.y - middle.y) * scale) }, emit)
        }
    }

    func end(_ emit: (InputEvent) -> Void) {
        if isTouchpadTap { return emit(.holdEnd(fingers: fingers, cancelled: false)) }
        switch spec.source {
        case .swipe: emit(.swipeEnd(fingers: fingers, cancelled: false))
        case .pinch where !touchPinch: emit(.pinchEnd(fingers: fingers, cancelled: false))
        case .scroll: emit(.scrollStop(horizontal: spec.axis == .x, vertical: spec.axis == .y))
        case .touch, .pinch:
            for slot in origins.indices { emit(.touchUp(slot: slot)) }
            emit(.touchFrame)
        }
    }

    func cancel(_ emit: (InputEvent) -> Void) {
        switch spec.source {
        case .swipe: emit(.swipeEnd(fingers: fingers, cancelled: true))
        case .pinch where !touchPinch: emit(.pinchEnd(fingers: fingers, cancelled: true))
        case .scroll: break  // refused by validate()
        case .touch, .pinch:
            for slot in origins.indices { emit(.touchCancel(slot: slot)) }
            emit(.touchFrame)
        }
    }
}
