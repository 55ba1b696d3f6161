import SwoopCore
import SwoopInputModel

/// A screen edge that touchscreen pans must start from (`--edge`): the back swipe of a pushed screen,
/// a sidebar's reveal. Only touchscreens report where a finger lands; libinput's touchpad gestures
/// carry no position, so an edge never limits a touchpad swipe or scroll.
public enum ScreenEdge: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left
    case right
    case top
    case bottom

    /// 3.2 mm: Android's predictive-back inset, 20 dp, at 160 dp per inch (iOS's pop starts within
    /// 13 pt ≈ 2 mm; libadwaita's sidebars within 32 px ≈ 8.5 mm at 96 dpi).
    public static let defaultBandMM = 3.2
    /// Bands a person may choose: wider than a tenth of a millimetre, narrower than any screen's half.
    package static let bandRange = 0.1...200.0

    public var description: String { rawValue }

    /// The axis a swipe from this edge moves along.
    public var axis: LockedAxis {
        switch self {
        case .left, .right: .x
        case .top, .bottom: .y
        }
    }

    /// The sign of a movement away from this edge, into the screen.
    public var inward: AxisSign {
        switch self {
        case .left, .top: .positive
        case .right, .bottom: .negative
        }
    }

    /// Whether a finger landing at `point` (mm from the top-left corner) lies within `bandMM` of this
    /// edge of `device`. `false` where the answer is unknown: positions not in mm, or (for the right and
    /// bottom edges) a screen of unknown size.
    public func contains(_ point: PlanarVector, bandMM: Double, on device: DeviceInfo?) -> Bool {
        guard let device, device.positionsAreMillimetres else { return false }
        switch self {
        case .left: return point.x >= 0 && point.x <= bandMM
        case .top: return point.y >= 0 && point.y <= bandMM
        case .right:
            guard let width = device.widthMM else { return false }
            return point.x <= width && point.x >= width - bandMM
        case .bottom:
            guard let height = device.heightMM else { return false }
            return point.y <= height && point.y >= height - bandMM
        }
    }
}

extension DeviceInfo {
    /// Whether the recognizer sees this device's touches in mm: libinput's own mm, or device units
    /// under a known size (`TouchScaling`).
    var positionsAreMillimetres: Bool {
        switch coordinates {
        case .millimetres: true
        case .deviceUnits: TouchScaling.Factors(self) != nil
        }
    }
}

extension PanConfiguration {
    /// Pans from `edge` only, moving into the screen along its normal (`axis` and `direction` set
    /// after this still win).
    public mutating func startFromEdge(_ edge: ScreenEdge) {
        self.edge = edge
        axis = PanAxis(edge.axis)
        direction = PanDirection(edge.inward)
    }
}
