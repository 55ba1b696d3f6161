import SwoopCore
import SwoopInputModel

@testable import SwoopGesture

/// Builds timed input streams for tests: a cursor in microseconds and helpers for common motions.
struct InputScript {
    var events: [TimedInputEvent] = []
    var now: Int64 = 1_000_000

    mutating func at(_ micros: Int64) -> InputScript {
        now = micros
        return self
    }

    mutating func wait(ms: Double) { now += Int64((ms * 1000).rounded()) }

    mutating func add(_ event: InputEvent, device: Int = 0) {
        events.append(TimedInputEvent(time: Timestamp(micros: now), device: DeviceID(device), event: event))
    }

    mutating func touchpad(_ device: Int = 0, width: Double = 100, height: Double = 60) {
        add(
            .deviceAdded(
                DeviceInfo(
                    id: DeviceID(device), name: "pad", kind: .touchpad, widthMM: width,
                    heightMM: height)), device: device)
    }

    mutating func touchscreen(_ device: Int = 1, width: Double = 250, height: Double = 150) {
        add(
            .deviceAdded(
                DeviceInfo(
                    id: DeviceID(device), name: "screen", kind: .touchscreen, widthMM: width,
                    heightMM: height)), device: device)
    }

    /// A swipe moving `mm` (device axes) in `steps` equal updates `interval` ms apart, then lifting.
    mutating func swipe(
        fingers: Int = 3, dx: Double = 0, dy: Double = 0, steps: Int = 10, intervalMS: Double = 10,
        end: Bool = true, cancelled: Bool = false, device: Int = 0
    ) {
        add(.swipeBegin(fingers: fingers), device: device)
        swipeMoves(fingers: fingers, dx: dx, dy: dy, steps: steps, intervalMS: intervalMS, device: device)
        if end { add(.swipeEnd(fingers: fingers, cancelled: cancelled), device: device) }
    }

    mutating func swipeMoves(fingers: Int = 3, dx: Double, dy: Double, steps: Int, intervalMS: Double, device: Int = 0)
    {
        let ux = InputUnits.normalized(fromMillimetres: dx) / Double(steps)
        let uy = InputUnits.normalized(fromMillimetres: dy) / Double(steps)
        for _ in 0..<steps {
            wait(ms: intervalMS)
            add(.swipeUpdate(fingers: fingers, dx: ux, dy: uy), device: device)
        }
    }

    /// One finger from (x, y) moving by (dx, dy) mm in `steps` frames, then lifting (unless `lift` is false).
    mutating func drag(
        slot: Int = 0, x: Double = 100, y: Double = 100, dx: Double = 0, dy: Double = 0,
        steps: Int = 10, intervalMS: Double = 10, lift: Bool = true, frames: Bool = true,
        device: Int = 1
    ) {
        add(.touchDown(slot: slot, x: x, y: y), device: device)
        if frames { add(.touchFrame, device: device) }
        for i in 1...max(1, steps) {
            wait(ms: intervalMS)
            let f = Double(i) / Double(max(1, steps))
            add(.touchMotion(slot: slot, x: x + dx * f, y: y + dy * f), device: device)
            if frames { add(.touchFrame, device: device) }
        }
        if lift {
            add(.touchUp(slot: slot), device: device)
            if frames { add(.touchFrame, device: device) }
        }
    }

    mutating func touch(slot: Int = 0, x: Double = 100, y: Double, after ms: Double, device: Int = 1) {
        wait(ms: ms)
        add(.touchMotion(slot: slot, x: x, y: y), device: device)
        add(.touchFrame, device: device)
    }

    /// Runs the script through a recognizer, then the clock to `clock` (if given).
    func run(_ configuration: PanConfiguration = PanConfiguration(), clock: Int64? = nil) -> [PanEvent] {
        var recognizer = PanRecognizer(configuration: configuration)
        var out: [PanEvent] = []
        for event in events { out += recognizer.handle(event) }
        if let clock { out += recognizer.handle(.clock(Timestamp(micros: clock))) }
        return out
    }
}

extension Array where Element == PanEvent {
    var phases: [String] { map(\.phase.name) }
    var lastPhase: PanPhase? { last?.phase }
}
