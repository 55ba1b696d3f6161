/// One `E:` line exactly as evemu writes it (`E: 12.345678 0003 0035 513`, ASCII, an optional
/// `# comment`), read from its bytes: a recording is nearly all such lines, and reading them as
/// Characters was most of an import's start-up. Anything else — another tag, a byte outside ASCII,
/// a field that is not what evemu writes — gives nil, and the general reader takes the line (and
/// says what is wrong with it), so both accept and refuse the same lines.
struct QuickEventLine: Equatable {
    var seconds: Int64
    var microseconds: Int64
    var type: Int
    var code: Int
    var value: Int

    private init(seconds: Int64, microseconds: Int64, type: Int, code: Int, value: Int) {
        (self.seconds, self.microseconds, self.type, self.code, self.value) = (seconds, microseconds, type, code, value)
    }

    init?(_ line: Substring) {
        guard let parsed = line.utf8.withContiguousStorageIfAvailable(Self.parse) ?? nil else { return nil }
        self = parsed
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> QuickEventLine? {
        var start = 0
        var end = bytes.count
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        while start < end, isBlank(bytes[start]) { start += 1 }
        guard end - start >= 2, bytes[start] == UInt8(ascii: "E"), bytes[start + 1] == UInt8(ascii: ":") else {
            return nil
        }
        start += 2
        if let hash = bytes[start..<end].firstIndex(of: UInt8(ascii: "#")) { end = hash }
        while end > start, isBlank(bytes[end - 1]) || bytes[end - 1] == 0x0D { end -= 1 }
        var fields: [Range<Int>] = []
        var index = start
        while index < end {
            while index < end, isBlank(bytes[index]) { index += 1 }
            let fieldStart = index
            while index < end, !isBlank(bytes[index]) { index += 1 }
            if index > fieldStart { fields.append(fieldStart..<index) }
            guard fields.count <= 4 else { return nil }
        }
        guard fields.count == 4, let time = timestamp(bytes[fields[0]]),
            let type = hex(bytes[fields[1]], max: 0x1f), let code = hex(bytes[fields[2]], max: 0x2ff),
            let value = decimal(bytes[fields[3]])
        else { return nil }
        return QuickEventLine(seconds: time.seconds, microseconds: time.micros, type: type, code: code, value: value)
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }

    /// `sec.usec`: 1 to 18 digits, a point, exactly 6 digits.
    private static func timestamp(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> (seconds: Int64, micros: Int64)? {
        guard let point = field.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let whole = field[..<point]
        let fraction = field[(point + 1)...]
        guard (1...18).contains(whole.count), fraction.count == 6 else { return nil }
        var seconds: Int64 = 0
        for byte in whole {
            guard let digit = digitValue(byte) else { return nil }
            seconds = seconds * 10 + Int64(digit)
        }
        var micros: Int64 = 0
        for byte in fraction {
            guard let digit = digitValue(byte) else { return nil }
            micros = micros * 10 + Int64(digit)
        }
        return (seconds, micros)
    }

    /// 1 to 8 hexadecimal digits after an optional `0x`, at most `max`.
    private static func hex(_ field: Slice<UnsafeBufferPointer<UInt8>>, max: Int) -> Int? {
        var digits = field
        if digits.count >= 2, digits[digits.startIndex] == UInt8(ascii: "0"),
            digits[digits.startIndex + 1] == UInt8(ascii: "x")
        {
            digits = digits.dropFirst(2)
        }
        guard (1...8).contains(digits.count) else { return nil }
        var value = 0
        for byte in digits {
            let digit: Int
            switch byte {
            case 0x30...0x39: digit = Int(byte - 0x30)
            case 0x41...0x46: digit = Int(byte - 0x41 + 10)
            case 0x61...0x66: digit = Int(byte - 0x61 + 10)
            default: return nil
            }
            value = value * 16 + digit
        }
        return value <= max ? value : nil
    }

    /// What `Int32(_:)` accepts: an optional sign, then decimal digits, within 32 bits.
    private static func decimal(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var digits = field
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 20 else { return nil }
        var value = 0
        for byte in digits {
            guard let digit = digitValue(byte) else { return nil }
            value = value * 10 + digit
            guard value <= Int(Int32.max) + 1 else { return nil }
        }
        let signed = negative ? -value : value
        return Int32(exactly: signed) != nil ? signed : nil
    }
}
