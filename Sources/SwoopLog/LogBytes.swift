/// The bytes of rendered log lines, written through a pointer: one capacity check per piece, no
/// uniqueness checks, no intermediate `String`s. Replay renders millions of lines through this.
struct LogBytes: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    mutating func removeAll() { count = 0 }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        if bytes.count <= 16 {
            // Most pieces are a few bytes (keys, digits): a loop beats a call to memmove.
            for i in 0..<bytes.count { base[count + i] = source[i] }
        } else {
            (base + count).update(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    /// Makes room for `n` more bytes, for a run of `appendReserved`.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(to: count + n) }
    }

    /// Appends a byte there is room for (after `reserve`).
    @inline(__always)
    mutating func appendReserved(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// A literal piece of syntax (`{"t":`): its bytes are in the binary already.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    @inline(never)
    private mutating func grow(to minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = newCapacity
    }
}
