#if canImport(Glibc)
import Glibc
#endif

/// Growable bytes written through a pointer: one capacity check per piece, no uniqueness checks, no
/// intermediate `String`s. Log lines (millions a replay), fixture lines and JSON documents are built in it.
public struct ByteBuffer: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var storedCount = 0
    @usableFromInline var capacity: Int

    public init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inlinable
    public var count: Int { storedCount }

    /// The bytes written so far; valid until the next change to the buffer.
    @inlinable
    public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: storedCount) }

    /// The bytes as text (they are UTF-8 whenever only strings and JSON syntax were appended).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    @inlinable
    public mutating func removeAll() { storedCount = 0 }

    /// Drops the first `n` bytes, keeping the rest in order (what a partial write leaves to send).
    public mutating func removeFirst(_ n: Int) {
        let n = min(max(0, n), storedCount)
        guard n > 0 else { return }
        if n < storedCount { memmove(base, base + n, storedCount - n) }
        storedCount -= n
    }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        if storedCount == capacity { grow(to: storedCount + 1) }
        base[storedCount] = byte
        storedCount += 1
    }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        appendReserved(bytes)
    }

    /// A literal piece of syntax (`{"t":`): its bytes are in the binary already.
    @inlinable @inline(__always)
    public mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A string's UTF-8, as it is (no escaping: see `JSONWriter.appendString` for JSON strings).
    @inlinable
    public mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Makes room for `n` more bytes, for a run of `appendReserved`.
    @inlinable @inline(__always)
    public mutating func reserve(_ n: Int) {
        if storedCount &+ n > capacity { grow(to: storedCount + n) }
    }

    /// Appends a byte there is room for (after `reserve`).
    @inlinable @inline(__always)
    package mutating func appendReserved(_ byte: UInt8) {
        base[storedCount] = byte
        storedCount &+= 1
    }

    /// Appends bytes there is room for (after `reserve`).
    @inlinable @inline(__always)
    package mutating func appendReserved(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let n = bytes.count
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(base + storedCount)
        // Most pieces are a few bytes (keys, digits): two overlapping words cost the same for any
        // length in a range, where a byte loop or a call to memmove costs more. A literal's length is
        // known where it is inlined, so only its own branch remains.
        if n >= 8, n <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        } else if n >= 4, n < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
        } else if n < 4 {
            for i in 0..<n { base[storedCount &+ i] = source[i] }
        } else {
            (base + storedCount).update(from: source, count: n)
        }
        storedCount &+= n
    }

    /// A literal piece of syntax there is room for (after `reserve`).
    @inlinable @inline(__always)
    package mutating func appendReserved(_ literal: StaticString) {
        appendReserved(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Writes in place into room there is (after `reserve`): `body` gets the first free byte and
    /// returns how many it wrote (it may store beyond them, within the room, to write whole words).
    @inlinable @inline(__always)
    package mutating func appendReserved(_ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        storedCount &+= body(base + storedCount)
    }

    @usableFromInline @inline(never)
    mutating func grow(to minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.update(from: base, count: storedCount)
        base.deallocate()
        base = bigger
        capacity = newCapacity
    }
}
