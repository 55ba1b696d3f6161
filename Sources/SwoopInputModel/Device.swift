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

/// What is known about a touch device when it appears (`InputEvent.deviceAdded`).
///
/// A value like any other, one word wide: its fields are kept once for the process (`DeviceTable`), so
/// that an input event, of which this is one case, stays a few words of plain bits however long the
/// device's name. Reading a field takes no lock; setting one looks its new value up in the table.
public struct DeviceInfo: Hashable, Sendable, CustomStringConvertible {
    private var entry: DeviceTable.Entry

    public init(
        id: DeviceID, name: String, kind: DeviceKind,
        widthMM: Double? = nil, heightMM: Double? = nil, sizeSource: SizeSource? = nil,
        coordinates: TouchCoordinates = .millimetres, node: String? = nil
    ) {
        entry = DeviceTable.entry(
            for: DeviceFields(
                id: id, name: name, kind: kind, widthMM: widthMM, heightMM: heightMM, sizeSource: sizeSource,
                coordinates: coordinates, node: node))
    }

    /// The fields, read where the table keeps them.
    package var fields: DeviceFields {
        get { entry.fields }
        set { entry = DeviceTable.entry(for: newValue) }
    }

    public var id: DeviceID {
        get { entry.read { $0.id } }
        set { fields.id = newValue }
    }
    public var name: String {
        get { entry.read { $0.name } }
        set { fields.name = newValue }
    }
    public var kind: DeviceKind {
        get { entry.read { $0.kind } }
        set { fields.kind = newValue }
    }
    /// Physical size of the sensing surface, resolved from the first source that gives a plausible
    /// one (`sizeSource`). `nil` only in fixtures written before sizes were always resolved.
    public var widthMM: Double? {
        get { entry.read { $0.widthMM } }
        set { fields.widthMM = newValue }
    }
    public var heightMM: Double? {
        get { entry.read { $0.heightMM } }
        set { fields.heightMM = newValue }
    }
    /// Where the size came from; `nil` in those older fixtures.
    public var sizeSource: SizeSource? {
        get { entry.read { $0.sizeSource } }
        set { fields.sizeSource = newValue }
    }
    /// How its touch positions are counted (`TouchScaling` turns device units into mm).
    public var coordinates: TouchCoordinates {
        get { entry.read { $0.coordinates } }
        set { fields.coordinates = newValue }
    }
    /// `/dev/input/eventN`, when the device has a node (live and emulated devices).
    public var node: String? {
        get { entry.read { $0.node } }
        set { fields.node = newValue }
    }

    /// The same entry is the same info; different entries can still be equal infos (widths 0.0 and -0.0).
    public static func == (lhs: DeviceInfo, rhs: DeviceInfo) -> Bool {
        lhs.entry == rhs.entry || lhs.entry.fields == rhs.entry.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(entry.fields) }

    public var description: String { String(describing: entry.fields) }
}

/// A `DeviceInfo`'s fields as stored in the `DeviceTable`. Names and nodes compare by their UTF-8 bytes,
/// not by Unicode equivalence, so that a name is always written back exactly as it was read.
package struct DeviceFields: Hashable, Sendable {
    package var id: DeviceID
    package var name: String
    package var kind: DeviceKind
    package var widthMM: Double?
    package var heightMM: Double?
    package var sizeSource: SizeSource?
    package var coordinates: TouchCoordinates
    package var node: String?

    package static func == (a: DeviceFields, b: DeviceFields) -> Bool {
        a.id == b.id && sameBytes(a.name, b.name) && a.kind == b.kind && a.widthMM == b.widthMM
            && a.heightMM == b.heightMM && a.sizeSource == b.sizeSource && a.coordinates == b.coordinates
            && sameBytes(a.node, b.node)
    }

    private static func sameBytes(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.utf8.elementsEqual(b.utf8)
        default: false
        }
    }
}
