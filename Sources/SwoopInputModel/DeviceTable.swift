import Synchronization

/// Where every `DeviceInfo`'s fields live: each distinct info stored once for the process and
/// referred to by an entry of one word.
///
/// Input events are copied several times each (reader → session → records → recognizer), so they are
/// kept plain and small. A `String` in a `DeviceInfo` would make every input event a value with
/// references to count, retained and released at each copy, and a whole info (about a hundred bytes)
/// inside `InputEvent.deviceAdded` would make every event that size, the ones of a dozen bytes
/// included. The table is written only where a device's info is made or changed (a `device_added`
/// line, a fixture header, a live device); reading an entry's fields takes no lock.
///
/// Infos are told apart by the bits of their sizes, so that a -0.0 is not read back as a 0.0. The
/// table only grows, by the distinct infos a process meets: a handful for a live session or a replay
/// (a process that decodes many files with made-up devices, such as a fuzzer, keeps each of them).
package enum DeviceTable {
    /// One info of the table. The fields it points to are never freed or changed, so the entry needs
    /// no reference count.
    package struct Entry: Hashable, @unchecked Sendable {
        private let stored: Unmanaged<Stored>

        fileprivate init(_ stored: Stored) { self.stored = .passUnretained(stored) }

        package var fields: DeviceFields { stored._withUnsafeGuaranteedRef { $0.fields } }

        /// One field, read in place (the other fields' strings are not retained for it).
        @inline(__always)
        package func read<T>(_ field: (borrowing DeviceFields) -> T) -> T {
            stored._withUnsafeGuaranteedRef { field($0.fields) }
        }

        package static func == (a: Entry, b: Entry) -> Bool { a.stored.toOpaque() == b.stored.toOpaque() }
        package func hash(into hasher: inout Hasher) { hasher.combine(stored.toOpaque()) }
    }

    fileprivate final class Stored: Sendable {
        let fields: DeviceFields
        init(_ fields: DeviceFields) { self.fields = fields }
    }

    /// Fields with the bits of their sizes: two infos share an entry only if each reads back as the other.
    private struct Key: Hashable, Sendable {
        var fields: DeviceFields
        var widthBits: UInt64?
        var heightBits: UInt64?

        init(_ fields: DeviceFields) {
            self.fields = fields
            widthBits = fields.widthMM?.bitPattern
            heightBits = fields.heightMM?.bitPattern
        }
    }

    /// Holds every entry's fields for the process's life.
    private static let entries = Mutex([Key: Stored]())

    /// The entry of `fields`, added on first use.
    package static func entry(for fields: DeviceFields) -> Entry {
        let key = Key(fields)
        return entries.withLock { entries in
            if let stored = entries[key] { return Entry(stored) }
            let stored = Stored(fields)
            entries[key] = stored
            return Entry(stored)
        }
    }
}
