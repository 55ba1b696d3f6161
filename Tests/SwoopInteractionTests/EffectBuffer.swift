import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel

@testable import SwoopInteraction

/// Tests read one call's effects as an array; the controller itself appends to a caller's buffer.
extension InteractiveController {
    private mutating func effects(_ call: (inout Self, inout [TransitionEffect]) -> Void) -> [TransitionEffect] {
        var out: [TransitionEffect] = []
        call(&self, &out)
        return out
    }

    mutating func begin(at time: Timestamp) -> [TransitionEffect] { effects { $0.begin(at: time, into: &$1) } }
    mutating func update(_ progress: Double, at time: Timestamp) -> [TransitionEffect] {
        effects { $0.update(progress, at: time, into: &$1) }
    }
    mutating func finish(velocity: Double = 0, at time: Timestamp) -> [TransitionEffect] {
        effects { $0.finish(velocity: velocity, at: time, into: &$1) }
    }
    mutating func cancel(velocity: Double = 0, at time: Timestamp) -> [TransitionEffect] {
        effects { $0.cancel(velocity: velocity, at: time, into: &$1) }
    }
    mutating func tick(at time: Timestamp) -> [TransitionEffect] { effects { $0.tick(at: time, into: &$1) } }

    mutating func handle(_ pan: PanEvent, device: DeviceInfo? = nil) -> [InteractionEffect] {
        var out: [InteractionEffect] = []
        handle(pan, device: device, into: &out)
        return out
    }
}
