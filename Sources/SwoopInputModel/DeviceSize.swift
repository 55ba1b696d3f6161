/// Where a device's physical size came from. The raw values are part of the CLI's and the JSON
/// output's contract (`swoop devices`, fixture headers, logs): never rename them.
public enum SizeSource: String, Hashable, Sendable, CaseIterable {
    /// The device's own size: libinput's, from a real axis resolution.
    case device
    /// The EDID of the display the touchscreen covers.
    case display
    /// `--size-mm WxH`.
    case option
    /// Nothing said: the documented assumption for the kind of surface.
    case assumed

    /// Whether the size was measured (by the device or its display) rather than given or guessed: a
    /// measurement outranks `--size-mm`, a given or guessed size does not.
    public var isMeasured: Bool { self == .device || self == .display }
}

/// The values an evdev axis reports, inclusive.
public struct AxisRange: Hashable, Sendable, CustomStringConvertible {
    public var minimum: Int
    public var maximum: Int

    public init(minimum: Int, maximum: Int) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Device units from one edge to the other: the screen's whole extent along the axis, which a
    /// touch at `maximum` has covered entirely (the test's and the scaling's "fraction of the screen").
    public var span: Double { Double(maximum - minimum) }

    public var description: String { "\(minimum)..\(maximum)" }
}

/// How a device's touch positions are counted.
///
/// A touchscreen whose axes have no usable resolution reports positions libinput can only count in
/// device units (it fakes 1 unit/mm). Those are kept as they are, with the axes' ranges, so that the
/// size they are scaled by (the display's, `--size-mm`, the assumption) can be chosen or changed
/// afterwards: a fixture recorded under an assumed size replays under a given one.
public enum TouchCoordinates: Hashable, Sendable {
    /// Millimetres from the top-left corner (libinput's own, from a real resolution).
    case millimetres
    /// Device units from each axis' minimum, on axes of these ranges.
    case deviceUnits(x: AxisRange, y: AxisRange)
}

/// Turns touch positions in device units into millimetres under each device's resolved size: the
/// one place that scaling happens, for the live run and for a fixture's replay alike, so that both
/// compute bit-identical positions and decide alike.
///
/// A position becomes `units / span × extent`: the fraction of the screen times the screen's size
/// in mm. Progress on a touchscreen (translation over the screen's extent) is therefore the fraction
/// of the screen covered, whatever size is assumed; only mm quantities (slop, mm/s) depend on it.
public enum TouchScaling {
    /// `event` with its touch position in mm, for a device described by `device`. Other events, and
    /// the events of a device in millimetres (or unknown), pass unchanged.
    @inline(__always)
    public static func millimetres(_ event: InputEvent, on device: DeviceInfo?) -> InputEvent {
        guard let factors = Factors(device) else { return event }
        switch event {
        case .touchDown(let slot, let x, let y):
            let (x, y) = factors.millimetres(x: x, y: y)
            return .touchDown(slot: slot, x: x, y: y)
        case .touchMotion(let slot, let x, let y):
            let (x, y) = factors.millimetres(x: x, y: y)
            return .touchMotion(slot: slot, x: x, y: y)
        default:
            return event
        }
    }

    /// One device's scaling, resolved once from its description: for a consumer that scales every
    /// touch of a device it keeps (the recognizer), without looking the description up each time.
    public struct Factors: Sendable, Hashable {
        private let xSpan: Double
        private let width: Double
        private let ySpan: Double
        private let height: Double

        /// `nil` where positions pass unchanged: a device in millimetres, one without a size, or none.
        public init?(_ device: DeviceInfo?) {
            guard let device, case .deviceUnits(let xRange, let yRange) = device.coordinates,
                let width = device.widthMM, let height = device.heightMM, xRange.span > 0, yRange.span > 0
            else { return nil }
            xSpan = xRange.span
            self.width = width
            ySpan = yRange.span
            self.height = height
        }

        /// A position in device units (from each axis' minimum) in mm.
        public func millimetres(x: Double, y: Double) -> (x: Double, y: Double) {
            (x / xSpan * width, y / ySpan * height)
        }
    }

    /// A stream's devices, for a consumer that keeps none of its own (`swoop record` writing further
    /// devices in mm): each `deviceAdded` is remembered until its `deviceRemoved`.
    public struct Stream: Sendable {
        private var devices: [DeviceID: DeviceInfo] = [:]

        public init() {}

        public mutating func convert(_ timed: TimedInputEvent) -> TimedInputEvent {
            var timed = timed
            switch timed.event {
            case .deviceAdded(let info): devices[timed.device] = info
            case .deviceRemoved: devices[timed.device] = nil
            default: timed.event = TouchScaling.millimetres(timed.event, on: devices[timed.device])
            }
            return timed
        }
    }
}
