import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInputModel

/// How far the element that follows the finger moves for a millimetre of the pan, per device axis.
public struct FollowScale: Sendable, Equatable {
    /// Scene points per millimetre along the device's x and y axes.
    public var pointsPerMM: Point

    public init(pointsPerMM: Point) { self.pointsPerMM = pointsPerMM }

    /// A touchscreen shows the scene: the element moves exactly as far as the finger on the glass,
    /// `scene size / display size (mm)` per axis (the screen's mapping of touches to points).
    public static func touchscreen(sceneSize: Size, displayWidthMM: Double, displayHeightMM: Double) -> FollowScale {
        FollowScale(pointsPerMM: Point(x: sceneSize.width / displayWidthMM, y: sceneSize.height / displayHeightMM))
    }

    /// A touchpad is not the screen: the element moves 1:1 with the progress, the scene's extent along
    /// the axis for a pan across the whole transition (`distanceMM`) — the Hero tutorial's offset is
    /// `translation.x` while progress is `translation.x / width`, so offset = progress × width.
    public static func touchpad(sceneSize: Size, distanceMM: Double) -> FollowScale {
        FollowScale(pointsPerMM: Point(x: sceneSize.width / distanceMM, y: sceneSize.height / distanceMM))
    }

    /// The finger's travel since the pan took hold (so nothing jumps by the slop), in scene points
    /// along the pan's locked axis, signed as the device's axis (+x right, +y down).
    public func translation(of pan: PanEvent, from binding: PanBinding) -> Point {
        let mm = (pan.translation - binding.originTranslation) * pan.direction.factor
        switch pan.axis {
        case .x: return Point(x: mm * pointsPerMM.x, y: 0)
        case .y: return Point(x: 0, y: mm * pointsPerMM.y)
        }
    }

}

/// What follows the finger in a `PanSession`: an element of the scene being played, found in `plan`
/// (its size gives the touchpad scale).
/// The plan must be the one the session's progress plays (same transition, same direction).
public struct FollowSetup: Sendable {
    public let element: String
    public let plan: TransitionPlan

    /// Throws `unknownElement` when no screen of `plan` has `element`.
    public init(element: String, plan: TransitionPlan) throws(EngineError) {
        guard plan.fraction(of: element, at: 0) != nil else {
            throw .unknownElement(transition: plan.name, element: element)
        }
        self.element = element
        self.plan = plan
    }

    /// The plan's own `follow` element (a preset's), if it names one.
    public init?(plan: TransitionPlan) {
        guard let element = plan.follow, let setup = try? FollowSetup(element: element, plan: plan) else { return nil }
        self = setup
    }

    /// A touchscreen that reports its size maps millimetres to scene points as the screen does; a
    /// touchpad, a touchscreen without a size, or a pinch (whose length is no distance on the screen:
    /// `PinchPan`) takes the touchpad's documented scale over the pan's distance.
    public func scale(for pan: PanEvent, binding: PanBinding, device: DeviceInfo?) -> FollowScale {
        if pan.deviceKind == .touchscreen, pan.source.kind != .pinch, let w = device?.widthMM, let h = device?.heightMM,
            w > 0, h > 0
        {
            return .touchscreen(sceneSize: plan.screenSize, displayWidthMM: w, displayHeightMM: h)
        }
        return .touchpad(sceneSize: plan.screenSize, distanceMM: binding.distanceMM)
    }
}

extension InteractiveController {
    /// Keeps `element` under the finger, as the Hero seed's `apply(modifiers: [.translate(…)], to:)` on
    /// every change: its transform is exactly `translation` (the finger's travel in scene points).
    /// Each call replaces the last. Refused, with a reason, when no transition is running. One call
    /// makes exactly one effect, returned as a value: a finger that moves makes no array.
    public mutating func follow(_ element: String, by translation: Point, at time: Timestamp) -> OverrideEffect {
        guard isRunning else { return .refused(element: element, reason: .notRunning) }
        let interactive = if case .interactive = machine.state { true } else { false }
        do {
            try overrides.follow(
                element, offset: translation, interactive: interactive, at: machine.presentedProgress)
        } catch {
            return .refused(element: element, reason: .notFinite)
        }
        return .followed(element: element, offset: translation)
    }
}
