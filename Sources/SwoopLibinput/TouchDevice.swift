import CLibinput
import SwoopDisplay
import SwoopInputModel

/// libinput's device capabilities, named as `libinput list-devices` names them.
public enum LibinputCapability: String, Sendable, Hashable, CaseIterable, Comparable {
    case keyboard, pointer, touch
    case tabletTool = "tablet-tool"
    case tabletPad = "tablet-pad"
    case gesture, `switch`

    var cValue: libinput_device_capability {
        switch self {
        case .keyboard: return LIBINPUT_DEVICE_CAP_KEYBOARD
        case .pointer: return LIBINPUT_DEVICE_CAP_POINTER
        case .touch: return LIBINPUT_DEVICE_CAP_TOUCH
        case .tabletTool: return LIBINPUT_DEVICE_CAP_TABLET_TOOL
        case .tabletPad: return LIBINPUT_DEVICE_CAP_TABLET_PAD
        case .gesture: return LIBINPUT_DEVICE_CAP_GESTURE
        case .switch: return LIBINPUT_DEVICE_CAP_SWITCH
        }
    }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A touch device as libinput sees it: what `swoop devices` lists and what `deviceAdded` carries.
public struct TouchDeviceSummary: Sendable, Equatable {
    public var info: DeviceInfo
    public var capabilities: [LibinputCapability]
    public var seat: String
    /// Its physical size, where that came from, and its axes (`info` carries the size and source).
    public var size: TouchDeviceSize?
}

/// Decides whether a device is one Swoop reads, and which kind.
public enum TouchDeviceClassifier {
    /// libinput gives `touch` only to direct-touch devices and `gesture` only to touchpads; udev's
    /// `ID_INPUT_TOUCHPAD`/`ID_INPUT_TOUCHSCREEN` tags settle the devices libinput is vaguer about.
    /// Everything else (keyboards, mice, pens) is not a touch device and is never read.
    public static func kind(capabilities: Set<LibinputCapability>, touchpadTag: Bool, touchscreenTag: Bool)
        -> DeviceKind?
    {
        if capabilities.contains(.touch) { return .touchscreen }
        if capabilities.contains(.gesture) || touchpadTag { return .touchpad }
        if touchscreenTag { return .touchscreen }
        return nil
    }
}

extension TouchDeviceSummary {
    /// Reads a libinput device; `nil` when it is not a touch device. With `sizing`, its size is
    /// resolved (and its axes read through `openNodes`' descriptor); without, only classified.
    init?(device: OpaquePointer, id: DeviceID, sizing: DeviceSizing? = nil, openNodes: [String: Int32] = [:]) {
        let capabilities = LibinputCapability.allCases.filter { libinput_device_has_capability(device, $0.cValue) != 0 }
        let udevDevice = libinput_device_get_udev_device(device).map(UdevDeviceHandle.init(adopting:))
        func tagged(_ name: String) -> Bool { udevDevice?.property(name) == "1" }
        guard
            let kind = TouchDeviceClassifier.kind(
                capabilities: Set(capabilities),
                touchpadTag: tagged("ID_INPUT_TOUCHPAD"),
                touchscreenTag: tagged("ID_INPUT_TOUCHSCREEN"))
        else { return nil }
        var width = 0.0
        var height = 0.0
        let hasSize = libinput_device_get_size(device, &width, &height) == 0
        let sysname = String(cString: libinput_device_get_sysname(device))
        let node = udevDevice?.devnode ?? "/dev/input/\(sysname)"
        let seat =
            libinput_device_get_seat(device).flatMap { libinput_seat_get_physical_name($0) }.map { String(cString: $0) }
            ?? ""
        let name = String(cString: libinput_device_get_name(device))
        guard let sizing else {
            self.init(
                info: DeviceInfo(id: id, name: name, kind: kind, node: node), capabilities: capabilities, seat: seat)
            return
        }
        let size = TouchDeviceSize.resolve(
            name: name, kind: kind, reported: hasSize ? PhysicalSize(widthMM: width, heightMM: height) : nil,
            axes: kind == .touchscreen ? EvdevAxes.read(node: node, openDescriptor: openNodes[node]) : nil,
            link: TouchscreenLink(
                outputName: udevDevice?.property("WL_OUTPUT"), devicePath: udevDevice?.property("DEVPATH")),
            sizing: sizing)
        let resolved = size.resolved
        self.init(
            info: DeviceInfo(
                id: id, name: name, kind: kind, widthMM: resolved.size.widthMM,
                heightMM: resolved.size.heightMM, sizeSource: resolved.source,
                coordinates: size.coordinates, node: node),
            capabilities: capabilities, seat: seat, size: size)
    }
}
