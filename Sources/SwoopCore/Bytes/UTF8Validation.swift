/// Where a text stops being UTF-8, for a refusal that points at the place (`FILE:LINE:COLUMN`).
package enum UTF8Validation {
    /// The byte offset of the first byte that is not part of a valid UTF-8 sequence, or `nil` when
    /// every byte is.
    package static func firstInvalidOffset(_ bytes: some Collection<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The line and column (1-based; columns count characters, as `JSONPosition` does) of that byte.
    package static func firstInvalidPosition(_ bytes: [UInt8]) -> JSONPosition? {
        guard let offset = firstInvalidOffset(bytes) else { return nil }
        return bytes.withUnsafeBufferPointer { JSONPosition(offset: offset, in: $0) }
    }
}
