import SwoopCore
import SwoopInputModel
import SwoopRecordings

/// How far the fingers moved according to the raw evdev coordinates of a recording, computed the way
/// libinput averages a multi-finger motion: per report, the summed movement of the contacts present
/// before and after it, divided by the number of contacts down. Independent of libinput on purpose:
/// it is the yardstick the imported pan is measured against.
struct RawFingerTravel: Equatable {
    /// Device units, then millimetres through each axis's resolution.
    var dxUnits = 0.0
    var dyUnits = 0.0
    var dxMM: Double
    var dyMM: Double

    /// Multitouch protocol B only (slots); `window` limits it to reports at those recording times.
    static func of(_ device: RecordedDevice, window: ClosedRange<Timestamp>? = nil) -> RawFingerTravel? {
        let (absX, absY, slot, trackingID) = (0x35, 0x36, 0x2f, 0x39)
        guard let resX = device.absinfo[absX]?.resolution, let resY = device.absinfo[absY]?.resolution,
            resX > 0, resY > 0
        else { return nil }
        struct Contact: Equatable {
            var id: Int
            var x: Int
            var y: Int
        }
        var current: [Int: Contact] = [:]
        var previous: [Int: Contact] = [:]
        var activeSlot = 0
        var travel = RawFingerTravel(dxMM: 0, dyMM: 0)
        for frame in device.frames {
            for event in frame.events where event.type == 3 {
                switch event.code {
                case slot: activeSlot = event.value
                case trackingID:
                    if event.value < 0 {
                        current[activeSlot] = nil
                    } else {
                        let old = current[activeSlot]
                        current[activeSlot] = Contact(id: event.value, x: old?.x ?? 0, y: old?.y ?? 0)
                    }
                case absX: current[activeSlot]?.x = event.value
                case absY: current[activeSlot]?.y = event.value
                default: break
                }
            }
            guard frame.events.last == EvdevEvent(type: 0, code: 0, value: 0) else { continue }
            if window.map({ $0.contains(frame.time) }) ?? true, !current.isEmpty {
                var sx = 0
                var sy = 0
                for (slot, contact) in current {
                    guard let before = previous[slot], before.id == contact.id else { continue }
                    sx += contact.x - before.x
                    sy += contact.y - before.y
                }
                travel.dxUnits += Double(sx) / Double(current.count)
                travel.dyUnits += Double(sy) / Double(current.count)
            }
            previous = current
        }
        travel.dxMM = travel.dxUnits / Double(resX)
        travel.dyMM = travel.dyUnits / Double(resY)
        return travel
    }
}
