import Synchronization

/// Where device descriptions live: each distinct device name and node, and each distinct `DeviceInfo`,
/// stored once for the process and referenced by a small index.
///
/// Input events are copied several times each (reader → session → records → recognizer), so they are
/// kept plain and small. A `String` in a `DeviceInfo` would make every input event a value with
/// references to count, retained and released at each copy; with the text here, `DeviceInfo` is plain
/// bits. A whole `DeviceInfo` (about a hundred bytes) inside `InputEvent.deviceAdded` would make every
/// event that size, the ones of a dozen bytes included; with the info here, the event carries a
/// `DeviceDescription` of four bytes. The table is read only where a device is added or its description
/// looked at (a `device_added` line, a fixture header, `swoop devices`), never for the other events.
///
/// Text is compared by its UTF-8 bytes, not by Unicode equivalence, so a name is always written back
/// exactly as it was read; an info by the bits of its sizes, so that a -0.0 is not read back as a 0.0.
/// The table only grows, by the distinct names, nodes and infos a process meets: a handful for a live
/// session or a replay (a process that decodes many files with made-up devices, such as a fuzzer, keeps
/// each of them).
public enum DeviceTable {
    /// One string of the table.
    public struct Entry: Hashable, Sendable {
        let index: UInt32
    }

    private struct Storage: Sendable {
        var strings: [String] = []
        var indices: [[UInt8]: UInt32] = [:]
    }

    private static let storage = Mutex(Storage())

    /// The entry for `text`, added on first use.
    public static func entry(for text: String) -> Entry {
        let bytes = Array(text.utf8)
        return storage.withLock { storage in
            if let index = storage.indices[bytes] { return Entry(index: index) }
            let index = UInt32(storage.strings.count)
            storage.strings.append(text)
            storage.indices[bytes] = index
            return Entry(index: index)
        }
    }

    /// The text of `entry`.
    public static func text(of entry: Entry) -> String {
        storage.withLock { $0.strings[Int(entry.index)] }
    }

    /// An info with the bits of its sizes: two infos are the same key only if each reads back as the other.
    private struct InfoKey: Hashable, Sendable {
        var info: DeviceInfo
        var widthBits: UInt64?
        var heightBits: UInt64?

        init(_ info: DeviceInfo) {
            self.info = info
            widthBits = info.widthMM?.bitPattern
            heightBits = info.heightMM?.bitPattern
        }
    }

    private struct Infos: Sendable {
        var infos: [DeviceInfo] = []
        var indices: [InfoKey: UInt32] = [:]
    }

    private static let infos = Mutex(Infos())

    /// The index of `info`, added on first use.
    static func index(of info: DeviceInfo) -> UInt32 {
        let key = InfoKey(info)
        return infos.withLock { infos in
            if let index = infos.indices[key] { return index }
            let index = UInt32(infos.infos.count)
            infos.infos.append(info)
            infos.indices[key] = index
            return index
        }
    }

    /// The info at `index`.
    static func info(at index: UInt32) -> DeviceInfo {
        infos.withLock { $0.infos[Int(index)] }
    }
}

/// What `InputEvent.deviceAdded` says of a device: its `DeviceInfo`, kept in the `DeviceTable` and
/// carried as an index so that every input event stays small (see `DeviceTable`). Read it as the info
/// itself (`description.kind`, `description.widthMM`); take `info` to change a copy.
///
/// Equal and hashed as the infos are: the same info gives the same index, so equal indices are equal
/// infos; only different indices (say, widths 0.0 and -0.0) and hashing look the infos up.
@dynamicMemberLookup
public struct DeviceDescription: Hashable, Sendable, CustomStringConvertible {
    private let index: UInt32

    public init(_ info: DeviceInfo) {
        index = DeviceTable.index(of: info)
    }

    public var info: DeviceInfo { DeviceTable.info(at: index) }

    public subscript<T>(dynamicMember keyPath: KeyPath<DeviceInfo, T>) -> T {
        info[keyPath: keyPath]
    }

    public static func == (lhs: DeviceDescription, rhs: DeviceDescription) -> Bool {
        lhs.index == rhs.index || lhs.info == rhs.info
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(info)
    }

    public var description: String { String(describing: info) }
}
