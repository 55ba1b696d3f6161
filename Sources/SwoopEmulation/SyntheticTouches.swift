import SwoopCore
import SwoopInputModel
import SwoopRecordings

/// One finger of a synthetic gesture: where it lands, where it lifts, and when (seconds from the start).
/// It rests at `start` until `movesAt`, then moves at constant speed to `end`, reached at `stopsAt`
/// (by default the moment it lifts), and rests there until it lifts.
/// Positions are millimetres from the top-left corner of the device's surface.
package struct SyntheticFinger: Sendable, Equatable {
    package var start: (x: Double, y: Double)
    package var end: (x: Double, y: Double)
    package var down: Double
    package var movesAt: Double
    package var stopsAt: Double
    package var up: Double

    package init(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), down: Double,
        movesAt: Double? = nil, stopsAt: Double? = nil, up: Double
    ) {
        precondition(up > down, "a finger lifts after it lands")
        self.start = start
        self.end = end
        self.down = down
        self.movesAt = min(max(movesAt ?? down, down), up)
        self.stopsAt = min(max(stopsAt ?? up, self.movesAt), up)
        self.up = up
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.start == b.start && a.end == b.end && a.down == b.down && a.movesAt == b.movesAt
            && a.stopsAt == b.stopsAt && a.up == b.up
    }

    func position(at t: Double) -> (x: Double, y: Double) {
        let f = stopsAt > movesAt ? min(1, max(0, (t - movesAt) / (stopsAt - movesAt))) : 1
        return (start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f)
    }
}

/// Kernel-level (evdev) frames for fingers moving in straight lines, as a multitouch protocol B device
/// reports them: slots and tracking ids, positions, BTN_TOUCH, the BTN_TOOL_* finger count and the
/// single-touch ABS_X/ABS_Y of the first finger. libinput then makes of them whatever it makes of
/// real hands. Keep the per-frame movement small (≲1 mm): large jumps trip libinput's jump detection.
package enum SyntheticTouches {
    /// - Parameter rate: reports per second (touch hardware reports at 60–200 Hz).
    package static func frames(on device: RecordedDevice, fingers: [SyntheticFinger], rate: Double = 100)
        -> [EvdevFrame]
    {
        typealias C = EvdevCode
        let keys = device.codes[C.EV_KEY] ?? []
        let axis = (
            x: Axis(device.absinfo[C.ABS_MT_POSITION_X] ?? device.absinfo[C.ABS_X]),
            y: Axis(device.absinfo[C.ABS_MT_POSITION_Y] ?? device.absinfo[C.ABS_Y])
        )
        let end = fingers.map(\.up).max() ?? 0
        let ticks = Int((end * rate).rounded(.up))
        var frames: [EvdevFrame] = []
        var slotOfFinger: [Int: Int] = [:]
        var currentSlot = 0
        var nextTrackingID = 100
        var lastCount = 0
        // The kernel drops values that did not change; so do we, or libinput sees motion that is not there.
        var lastValue: [Int: [Int: Int]] = [:]  // slot (-1: single-touch axes) → code → value
        for tick in 0...ticks {
            let t = Double(tick) / rate
            var events: [EvdevEvent] = []
            func select(_ slot: Int) {
                if slot != currentSlot {
                    events.append(EvdevEvent(type: C.EV_ABS, code: C.ABS_MT_SLOT, value: slot))
                    currentSlot = slot
                }
            }
            func report(_ code: Int, _ value: Int, slot: Int) {
                guard lastValue[slot]?[code] != value else { return }
                if slot >= 0 { select(slot) }
                events.append(EvdevEvent(type: C.EV_ABS, code: code, value: value))
                lastValue[slot, default: [:]][code] = value
            }
            for (index, finger) in fingers.enumerated() {
                let isDown = finger.down <= t && t < finger.up
                if isDown {
                    let slot: Int
                    if let existing = slotOfFinger[index] {
                        slot = existing
                    } else {
                        let used = Set(slotOfFinger.values)
                        slot = (0...).first { !used.contains($0) }!
                        slotOfFinger[index] = slot
                        report(C.ABS_MT_TRACKING_ID, nextTrackingID, slot: slot)
                        nextTrackingID += 1
                    }
                    let p = finger.position(at: t)
                    report(C.ABS_MT_POSITION_X, axis.x.units(p.x), slot: slot)
                    report(C.ABS_MT_POSITION_Y, axis.y.units(p.y), slot: slot)
                } else if let slot = slotOfFinger.removeValue(forKey: index) {
                    report(C.ABS_MT_TRACKING_ID, -1, slot: slot)
                    lastValue[slot] = nil
                }
            }
            let count = slotOfFinger.count
            if count != lastCount {
                if (count > 0) != (lastCount > 0), keys.contains(C.BTN_TOUCH) {
                    events.append(EvdevEvent(type: C.EV_KEY, code: C.BTN_TOUCH, value: count > 0 ? 1 : 0))
                }
                if let old = C.fingerToolKey(lastCount), keys.contains(old) {
                    events.append(EvdevEvent(type: C.EV_KEY, code: old, value: 0))
                }
                if let new = C.fingerToolKey(count), keys.contains(new) {
                    events.append(EvdevEvent(type: C.EV_KEY, code: new, value: 1))
                }
                lastCount = count
            }
            // Legacy single-touch axes follow the first finger still down.
            if let first = slotOfFinger.min(by: { $0.value < $1.value }) {
                let p = fingers[first.key].position(at: t)
                report(C.ABS_X, axis.x.units(p.x), slot: -1)
                report(C.ABS_Y, axis.y.units(p.y), slot: -1)
            }
            if events.isEmpty { continue }
            events.append(EvdevEvent(type: C.EV_SYN, code: C.SYN_REPORT, value: 0))
            frames.append(EvdevFrame(time: Timestamp(micros: Int64((t * 1_000_000).rounded())), events: events))
        }
        return frames
    }

    /// Millimetres → device units; a device without a resolution is taken as 1 unit per mm, as libinput does.
    private struct Axis {
        var minimum: Int, maximum: Int, resolution: Int
        init(_ info: AbsInfo?) {
            minimum = info?.minimum ?? 0
            maximum = info?.maximum ?? 0
            resolution = max(1, info?.resolution ?? 1)
        }
        func units(_ mm: Double) -> Int {
            min(maximum, max(minimum, minimum + Int((mm * Double(resolution)).rounded())))
        }
    }
}
