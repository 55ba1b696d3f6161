#if canImport(Glibc)
import Glibc
import SwoopCore
#endif

/// The fast path for event lines as Swoop writes them: no whitespace, no escapes, only known keys,
/// numbers within the exact conversion. It accepts a strict subset of what `FlatObjectScanner.scanStrictly`
/// accepts and fills the slots identically (a property test compares the two); anything else — unusual
/// but valid, or invalid — returns `false` and the strict scanner takes over and explains the error.
enum FastEventScanner {
    @inline(__always)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into line: inout ScannedLine) -> Bool {
        guard let p = bytes.baseAddress else { return false }
        let n = bytes.count
        guard n >= 2, p[0] == 0x7B, p[n - 1] == 0x7D, p[1] == 0x22 else { return false }  // {" … }
        let slots = line.slots.pointer
        var present: UInt32 = 0
        var i = 1
        while true {
            // Key: one this version knows, spelled plainly, followed by ':' (else the strict path decides).
            guard p[i] == 0x22, let field = matchKey(p, n, &i) else { return false }
            guard present & field.bit == 0 else { return false }
            present |= field.bit
            let slot = slots + field.rawValue
            slot.pointee.offset = i
            let c = p[i]
            if c == 0x22 {
                i += 1
                let valueStart = i
                while i < n, p[i] != 0x22 {
                    if p[i] == 0x5C || p[i] < 0x20 { return false }
                    i += 1
                }
                guard i < n - 1 else { return false }
                slot.pointee.kind = .string
                slot.pointee.string = JSONStringToken(start: valueStart, end: i, hasEscapes: false)
                i += 1
            } else if c == 0x2D || (c &- 0x30) < 10 {
                guard case .number(let number) = JSONCursor.lexNumber(p, n, &i) else { return false }
                slot.pointee.kind = .number
                slot.pointee.number = number
            } else if c == 0x74, i + 4 < n, p[i + 1] == 0x72, p[i + 2] == 0x75, p[i + 3] == 0x65 {  // true
                slot.pointee.kind = .bool
                slot.pointee.bool = true
                i += 4
            } else if c == 0x66, i + 5 < n, p[i + 1] == 0x61, p[i + 2] == 0x6C, p[i + 3] == 0x73, p[i + 4] == 0x65 {
                // "false"
                slot.pointee.kind = .bool
                slot.pointee.bool = false
                i += 5
            } else if c == 0x6E, i + 4 < n, p[i + 1] == 0x75, p[i + 2] == 0x6C, p[i + 3] == 0x6C {  // null
                slot.pointee.kind = .null
                i += 4
            } else {
                return false
            }
            // After a value: a comma and the next key, or the closing brace that ends the line.
            guard i < n else { return false }
            if p[i] == 0x2C {
                i += 1
                guard i < n - 1 else { return false }
                continue
            }
            guard p[i] == 0x7D, i == n - 1 else { return false }
            break
        }
        line.present = present
        line.unknownKey = nil
        line.duplicate = nil
        return true
    }

    /// Matches `"key":` at `p[i]` for the known keys, leaving `i` after the colon.
    @inline(__always)
    private static func matchKey(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) -> EventField? {
        let k = i + 1
        guard k + 2 < n else { return nil }
        @inline(__always) func tail(_ rest: StaticString, _ field: EventField) -> EventField? {
            // `rest` is the key after its first byte, with the closing quote and the colon.
            let count = rest.utf8CodeUnitCount
            guard k + 1 + count < n, memcmp(p + k + 1, rest.utf8Start, count) == 0 else { return nil }
            i = k + 1 + count
            return field
        }
        switch p[k] {
        case UInt8(ascii: "t"): return p[k + 1] == 0x22 ? tail("\":", .t) : tail("ype\":", .type)
        case UInt8(ascii: "x"): return tail("\":", .x)
        case UInt8(ascii: "y"): return tail("\":", .y)
        case UInt8(ascii: "d"):
            switch p[k + 1] {
            case UInt8(ascii: "x"): return tail("x\":", .dx)
            case UInt8(ascii: "y"): return tail("y\":", .dy)
            default: return tail("evice\":", .device)
            }
        case UInt8(ascii: "f"): return tail("ingers\":", .fingers)
        case UInt8(ascii: "c"): return tail("ancelled\":", .cancelled)
        case UInt8(ascii: "s"): return p[k + 1] == UInt8(ascii: "l") ? tail("lot\":", .slot) : tail("cale\":", .scale)
        case UInt8(ascii: "a"): return tail("ngle_delta\":", .angleDelta)
        case UInt8(ascii: "h"):
            return p[k + 1] == UInt8(ascii: "o") ? tail("orizontal\":", .horizontal) : tail("eight_mm\":", .heightMM)
        case UInt8(ascii: "v"): return tail("ertical\":", .vertical)
        case UInt8(ascii: "n"): return tail("ame\":", .name)
        case UInt8(ascii: "k"): return tail("ind\":", .kind)
        case UInt8(ascii: "w"): return tail("idth_mm\":", .widthMM)
        default: return nil
        }
    }
}
