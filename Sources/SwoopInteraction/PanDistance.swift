import SwoopGesture
import SwoopInputModel

/// How many millimetres of pan make the whole transition (progress 0 → 1).
public enum PanDistance: Sendable, Hashable {
    /// Chosen per device from its size (`defaultMM(kind:axis:device:)`).
    case perDevice
    /// This many millimetres, whatever the device.
    case fixed(millimetres: Double)

    /// Per device: a pan should feel the same length on a phone and on a pad, which only the device's
    /// own size can give.
    public static let `default` = PanDistance.perDevice

    /// The lengths a fixed distance may have, wherever one is given (a flag, a fixture's expectation):
    /// below a tenth of a millimetre every tremor finishes a transition and progress overflows into
    /// numbers no log can show; past ten metres no finger completes one.
    public static let millimetresRange = 0.1...10_000.0

    /// Touchscreens: the screen's extent along the axis, so that content moves with the finger for a
    /// full-screen transition, as Hero's `translation / view.bounds.width` does. Live devices always
    /// have a size (measured, given or assumed) and their positions are scaled by the same size, so
    /// progress is the fraction of the screen covered whatever the size; 100 mm (a mid-sized panel's
    /// short side) only for fixtures written before sizes were always resolved.
    public static let touchscreenFallbackMM = 100.0
    /// Touchpads: half the pad's extent along the axis, a comfortable single stroke that follows the
    /// pad's shape as GNOME's 400 : 300 does; 40 mm across and 30 mm down (half a typical 80 × 60 mm pad)
    /// when the size is unknown or only assumed: a touchpad's assumed size is libinput's guess, which
    /// its normalised deltas already carry, and must not change how far a pan goes.
    public static let touchpadFallbackMM: (x: Double, y: Double) = (40, 30)

    /// The fixed length, if any.
    public var fixedMM: Double? {
        switch self {
        case .perDevice: nil
        case .fixed(let millimetres): millimetres
        }
    }

    /// The length for a pan along `axis` on a device of `kind` (`device`: what is known of its size).
    public func millimetres(kind: DeviceKind, axis: LockedAxis, device: DeviceInfo?) -> Double {
        fixedMM ?? Self.defaultMM(kind: kind, axis: axis, device: device)
    }

    /// The per-device length.
    public static func defaultMM(kind: DeviceKind, axis: LockedAxis, device: DeviceInfo?) -> Double {
        let extent: Double? =
            switch axis {
            case .x: device?.widthMM
            case .y: device?.heightMM
            }
        let known = extent.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let measured = device?.sizeSource == .assumed ? nil : known
        switch (kind, axis) {
        case (.touchscreen, _): return known ?? touchscreenFallbackMM
        case (.touchpad, .x): return measured.map { $0 / 2 } ?? touchpadFallbackMM.x
        case (.touchpad, .y): return measured.map { $0 / 2 } ?? touchpadFallbackMM.y
        }
    }
}
