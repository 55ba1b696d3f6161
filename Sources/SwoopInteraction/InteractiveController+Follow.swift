import SwoopCore
import SwoopEngine
import SwoopGesture

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

    /// A touchpad is not the screen, so the scale is a choice: a pan across the whole transition
    /// (`distanceMM`) moves the element twice the scene's extent along that axis — the Hero seed's
    /// ratio (progress = translation / 2 / width while the view follows `translation`).
    public static func touchpad(sceneSize: Size, distanceMM: Double) -> FollowScale {
        FollowScale(pointsPerMM: Point(x: 2 * sceneSize.width / distanceMM, y: 2 * sceneSize.height / distanceMM))
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

    /// Scene points per unit of progress along the pan's axis, signed as the device's axis: what
    /// `FingerFollow.finishTarget` needs.
    public func pointsPerProgress(of pan: PanEvent, from binding: PanBinding) -> Point {
        let mm = binding.distanceMM * pan.direction.factor
        switch pan.axis {
        case .x: return Point(x: mm * pointsPerMM.x, y: 0)
        case .y: return Point(x: 0, y: mm * pointsPerMM.y)
        }
    }
}

extension InteractiveController {
    /// Keeps `element` under the finger: Hero's `apply(modifiers: [.translate(…)], to:)` with the
    /// finger's travel in scene points. Call it after every `.changed`/`.resumed` pan the controller
    /// accepted; each call replaces the last (the transform key), and the release blends it home or
    /// away through the override machinery.
    public mutating func follow(_ element: String, by translation: Point, at time: Timestamp) -> [OverrideEffect] {
        apply(modifiers: FingerFollow.modifiers(translation: translation), to: element, at: time)
    }
}
