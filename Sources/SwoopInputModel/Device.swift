/// The two kinds of surface Swoop turns into pans. Keyboards, mice and tablets' pens never get this far.
public enum DeviceKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Indirect: fingers move a pointer; libinput makes swipe, pinch, hold and scroll gestures.
    case touchpad
    /// Direct: touches land on the screen; libinput reports raw touches and makes no gestures.
    case touchscreen
}

/// A stable number for a device within one session (live run, recording or fixture).
/// Devices are numbered in the order they were added, from 0.
public struct DeviceID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: DeviceID, rhs: DeviceID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// What is known about a touch device when it appears.
///
/// Plain bits, with no reference to count: its name and node live in the `DeviceTable`. The info itself
/// lives there too when an `InputEvent.deviceAdded` carries it (as a `DeviceDescription`), so that the
/// other events are not made its size.
public struct DeviceInfo: Hashable, Sendable {
    public var id: DeviceID
    public var name: String {
        get { DeviceTable.text(of: nameEntry) }
        set { nameEntry = DeviceTable.entry(for: newValue) }
    }
    public var kind: DeviceKind
    /// Physical size of the sensing surface, resolved from the first source that gives a plausible
    /// one (`sizeSource`). `nil` only in fixtures written before sizes were always resolved.
    public var widthMM: Double?
    public var heightMM: Double?
    /// Where the size came from; `nil` in those older fixtures.
    public var sizeSource: SizeSource?
    /// How its touch positions are counted (`TouchScaling` turns device units into mm).
    public var coordinates: TouchCoordinates
    /// `/dev/input/eventN`, when the device has a node (live and emulated devices).
    public var node: String? {
        get { nodeEntry.map(DeviceTable.text(of:)) }
        set { nodeEntry = newValue.map(DeviceTable.entry(for:)) }
    }
    private var nameEntry: DeviceTable.Entry
    private var nodeEntry: DeviceTable.Entry?

    public init(
        id: DeviceID, name: String, kind: DeviceKind,
        widthMM: Double? = nil, heightMM: Double? = nil, sizeSource: SizeSource? = nil,
        coordinates: TouchCoordinates = .millimetres, node: String? = nil
    ) {
        self.id = id
        nameEntry = DeviceTable.entry(for: name)
        self.kind = kind
        self.widthMM = widthMM
        self.heightMM = heightMM
        self.sizeSource = sizeSource
        self.coordinates = coordinates
        nodeEntry = node.map(DeviceTable.entry(for:))
    }
}
