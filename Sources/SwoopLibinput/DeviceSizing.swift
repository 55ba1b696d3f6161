import CLibevdev
import SwoopDisplay
import SwoopInputModel

#if canImport(Glibc)
import Glibc
#endif

/// How live devices get their physical size: what `--size-mm` said, and where displays are read.
public struct DeviceSizing: Sendable {
    /// `--size-mm`, if given.
    public var option: PhysicalSize?
    /// The sysfs holding the displays a touchscreen may cover; nil reads none. `import` passes nil:
    /// the display of the machine that imports is not the one the recording was made on.
    package var displays: (any SysfsTree)?

    /// Reads the displays of this machine's sysfs.
    public init(option: PhysicalSize? = nil) { self.init(option: option, displays: RootedSysfs()) }

    package init(option: PhysicalSize? = nil, displays: (any SysfsTree)?) {
        self.option = option
        self.displays = displays
    }
}

/// The position axes of an evdev device as the kernel reports them (libinput hides them): their
/// ranges, for scaling positions by the screen, and their resolutions, for undoing libinput's mm.
public struct EvdevAxes: Hashable, Sendable {
    public var x: AxisRange
    public var y: AxisRange
    /// Units per mm as the kernel says; 0 when it says nothing.
    public var xResolution: Int
    public var yResolution: Int

    /// The axes libinput reads touches from: the multitouch ones where the device has them.
    static func read(fd: Int32) -> EvdevAxes? {
        var handle: OpaquePointer?
        guard libevdev_new_from_fd(fd, &handle) == 0, let evdev = handle else { return nil }
        defer { libevdev_free(evdev) }
        let multitouch =
            libevdev_has_event_code(evdev, UInt32(EV_ABS), UInt32(ABS_MT_POSITION_X)) != 0
            && libevdev_has_event_code(evdev, UInt32(EV_ABS), UInt32(ABS_MT_POSITION_Y)) != 0
        let codes = multitouch ? (ABS_MT_POSITION_X, ABS_MT_POSITION_Y) : (ABS_X, ABS_Y)
        guard let x = libevdev_get_abs_info(evdev, UInt32(codes.0))?.pointee,
            let y = libevdev_get_abs_info(evdev, UInt32(codes.1))?.pointee
        else { return nil }
        return EvdevAxes(
            x: AxisRange(minimum: Int(x.minimum), maximum: Int(x.maximum)),
            y: AxisRange(minimum: Int(y.minimum), maximum: Int(y.maximum)),
            xResolution: Int(x.resolution), yResolution: Int(y.resolution))
    }

    /// Reads through a descriptor already open on `node`, else opens it read-only for the moment.
    static func read(node: String, openDescriptor: Int32?) -> EvdevAxes? {
        if let fd = openDescriptor, let axes = read(fd: fd) { return axes }
        let fd = open(node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return read(fd: fd)
    }
}

/// A device's size as Swoop uses it, and how its touch positions are delivered.
public struct TouchDeviceSize: Hashable, Sendable {
    public var resolved: ResolvedSize
    /// The kernel's axes, when they could be read.
    public var axes: EvdevAxes?
    /// libinput's own size (from the kernel's resolution), plausible or not.
    public var reported: PhysicalSize?
    /// Set when a touchscreen needs its axes (its own size is not used) and they could not be read:
    /// its positions then stay in libinput's units, which the size does not match.
    public var axesProblem: String?
    /// Set when positions are delivered in device units: libinput's mm times these give them back
    /// (libinput divides by the kernel's resolution, or by 1 when there is none).
    public var unitsPerReportedMM: (x: Double, y: Double)? {
        guard case .deviceUnits = coordinates, let axes else { return nil }
        return (Double(max(1, axes.xResolution)), Double(max(1, axes.yResolution)))
    }

    /// A touchscreen's positions are in device units unless its own size is used: then the screen's
    /// fraction, scaled by the size that was resolved, is what every later step measures.
    public var coordinates: TouchCoordinates {
        guard resolved.source != .device, let axes else { return .millimetres }
        return .deviceUnits(x: axes.x, y: axes.y)
    }

    /// The warnings worth a line on standard error as the device appears: an assumed size, a size set
    /// aside, an unused `--size-mm`. Why the display gave no size is left out when another source gave
    /// one (on a machine without displays every device would print it; `swoop devices --format json`
    /// lists it under `size_notes`), and kept when the display's size is the one used.
    public var warningLines: [String] {
        resolved.warnings.compactMap { warning in
            if case .display = warning, resolved.source != .display { return nil }
            return warning.description
        } + (axesProblem.map { [$0] } ?? [])
    }

    /// Resolves the size of a device from what libinput and the kernel say and what `sizing` allows.
    /// Touchpads keep libinput's mm (their gesture deltas are libinput's, already normalised).
    static func resolve(
        name: String, kind: DeviceKind, reported: PhysicalSize?, axes: EvdevAxes?,
        link: TouchscreenLink, sizing: DeviceSizing
    ) -> TouchDeviceSize {
        let profile: SurfaceProfile = kind == .touchscreen ? .touchscreen : .touchpad
        var resolution = SizeResolution(deviceName: name, profile: profile, device: reported, option: sizing.option)
        if resolution.consultsDisplay, let tree = sizing.displays {
            resolution.display = DisplayMeasurement.measure(in: tree, for: link)
        }
        var size = TouchDeviceSize(
            resolved: resolution.resolve(), axes: kind == .touchscreen ? axes : nil, reported: reported)
        if kind == .touchscreen, size.resolved.source != .device, axes == nil {
            size.axesProblem = "\(name): cannot read the touchscreen's axes; its positions stay in libinput's units"
        }
        return size
    }
}
