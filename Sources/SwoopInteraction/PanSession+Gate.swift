import SwoopCore
import SwoopEngine
import SwoopGesture

/// A pan that starts something: its source (nil: any), swipe finger counts (nil: any), axis and
/// direction. An app's routes name theirs (`swipe` with 3 or 4 fingers along −x pushes, a touchscreen
/// drag down dismisses, a pinch toward the target scale dismisses: a pinch's pans always lock to
/// `x` positive, `PinchPan`).
public struct PanTrigger: Sendable, Hashable {
    public var source: PanSourceKind?
    public var fingers: [Int]?
    public var axis: LockedAxis
    public var direction: AxisSign

    public init(source: PanSourceKind? = nil, fingers: [Int]? = nil, axis: LockedAxis, direction: AxisSign) {
        self.source = source
        self.fingers = fingers
        self.axis = axis
        self.direction = direction
    }

    /// A pinch toward the session's target scale (`--pinch-scale`), on a touchpad or a touchscreen.
    public static let pinch = PanTrigger(source: .pinch, axis: .x, direction: .positive)

    public func matches(_ pan: PanEvent) -> Bool {
        (source.map { $0 == pan.source.kind } ?? true)
            && (fingers.map { $0.contains(pan.source.fingers) } ?? true)
            && pan.axis == axis && pan.direction == direction
    }

    /// The same pan the other way: the back pan of a route whose forward pan this is.
    public var reversed: PanTrigger {
        PanTrigger(
            source: source, fingers: fingers, axis: axis, direction: direction == .positive ? .negative : .positive)
    }
}

/// Which pans may start a transition while none moves. A pan that begins while one moves always
/// grabs it, whatever the gate says (the grab of a settle, as UIKit's interruptible animators).
public enum PanGate: Sendable, Hashable {
    /// Every pan (trial mode: each pan is a trial of the one transition).
    case any
    /// Only a pan that matches one of these (the showing screen's pan route: a drag, a pinch).
    case only([PanTrigger])
    /// No pan (a screen with no pan route).
    case none
}

extension PanSession {
    /// Points a session at rest at another transition: its settle timing, follower, gate and release
    /// policy (nil: the configuration's); the recognizer, the clock and everything recorded so far carry
    /// on. An app does this when the screen that shows changes, so the next pan or tap starts that
    /// screen's route with that route's rules. Refused (false) while a transition moves or a pan holds one.
    public mutating func retarget(
        timing: SettleTiming, follow: FollowSetup?, gate: PanGate, release: ReleasePolicy? = nil
    ) -> Bool {
        guard !controller.machine.needsFrames, controller.binding == nil, !controller.isRunning else { return false }
        let machine = TransitionMachine(
            timing: timing, frameRate: configuration.frameRate, limit: configuration.drive.limit)
        controller = InteractiveController(
            machine: machine, release: release ?? configuration.release, distance: configuration.drive.distance)
        self.follow = follow
        self.gate = gate
        following = nil
        knownFrame = nil  // the old machine's frame grid
        return true
    }

    /// Whether `pan` reaches the controller under the gate: a beginning that would start a transition
    /// must match; the rest of a pan turned away is turned away too.
    mutating func admits(_ pan: PanEvent) -> Bool {
        switch pan.phase {
        case .began:
            turnedAway = nil
            let admitted: Bool =
                switch gate {
                case .any: true
                case .only(let triggers): controller.isRunning || triggers.contains { $0.matches(pan) }
                case .none: controller.isRunning
                }
            if !admitted { turnedAway = pan.device }
            return admitted
        case .changed, .resumed:
            return turnedAway != pan.device
        case .ended, .cancelled:
            guard turnedAway == pan.device else { return true }
            turnedAway = nil
            return false
        }
    }
}
