import Synchronization

/// Where the text of device descriptions lives: each distinct device name and node, stored once for the
/// process and referenced from `DeviceInfo` by a small index.
///
/// A `DeviceInfo` rides inside `InputEvent.deviceAdded`, so a `String` in it would make every input
/// event a value with references to count: each copy of any event (reader → session → recognizer → log)
/// would retain and release. With the text here, `DeviceInfo` and `InputEvent` are plain bits, and the
/// text is read only where it is written out (a `device_added` line, a fixture header, `swoop devices`).
///
/// Text is compared by its UTF-8 bytes, not by Unicode equivalence, so a name is always written back
/// exactly as it was read. The table only grows, by the distinct names and nodes a process meets: a
/// handful for a live session or a replay (a process that decodes many files with made-up names, such
/// as a fuzzer, keeps each of them).
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
}
