import SwoopGesture
import SwoopInputModel

/// How many millimetres of pan make the whole transition (progress 0 → 1), per device.
public enum PanDistance {
    /// Touchscreens: the screen's extent along the axis when the device reports its size, so that content
    /// moves with the finger for a full-screen transition, as Hero's `translation / view.bounds.width`
    /// does; 100 mm (a mid-sized panel's short side) when it does not.
    public static let touchscreenFallbackMM = 100.0
    /// Touchpads: half the pad's extent along the axis, a comfortable single stroke that follows the
    /// pad's shape as GNOME's 400 : 300 does; 40 mm across and 30 mm down (half a typical 80 × 60 mm pad)
    /// when the size is unknown.
    public static let touchpadFallbackMM: (x: Double, y: Double) = (40, 30)

    public static func defaultMM(kind: DeviceKind, axis: LockedAxis, device: DeviceInfo?) -> Double {
        let extent: Double? = switch axis {
        case .x: device?.widthMM
        case .y: device?.heightMM
        }
        let known = extent.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        switch (kind, axis) {
        case (.touchscreen, _): return known ?? touchscreenFallbackMM
        case (.touchpad, .x): return known.map { $0 / 2 } ?? touchpadFallbackMM.x
        case (.touchpad, .y): return known.map { $0 / 2 } ?? touchpadFallbackMM.y
        }
    }
}
