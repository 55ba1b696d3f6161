import SwoopCore
import SwoopInputModel

#if canImport(Glibc)
import Glibc
#endif

/// The one-pass fast path for event lines exactly as `EventLineEncoder` writes them: keys in the
/// written order, no whitespace, no escapes, numbers within the exact conversion and every value in
/// range. Such a line is decoded straight into its event, with no scan slots in between: replay
/// reads millions of these lines, and scanning then decoding each field cost about twice as much.
///
/// Anything else — valid but written differently, unknown, or wrong — gives `nil`, and the general
/// path (`FlatObjectScanner` then `EventLineDecoder`) decides and names the problem; so this path
/// only ever returns what the general one returns for the same line (a property test compares them).
/// `device_added` always takes the general path: it is one line per device, and it holds strings.
enum CanonicalEventLine {
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> TimedInputEvent? {
        guard let p = bytes.baseAddress else { return nil }
        var line = LineBytes(p: p, n: bytes.count, i: 0)
        guard line.literal(#"{"t":"#), let t = line.integer(in: FixtureLimits.timeMicros),
            line.literal(#","type":""#), line.i + 8 <= line.n
        else { return nil }
        // The first eight bytes of the name pick the only candidate; its literal checks the whole name.
        let head = UInt64(littleEndian: UnsafeRawPointer(p + line.i).loadUnaligned(as: UInt64.self))
        let type: EventType
        let named: Bool
        switch head {
        case 0x7075_5f65_7069_7773: (type, named) = (.swipeUpdate, line.literal(#"swipe_update""#))
        case 0x6f6d_5f68_6375_6f74: (type, named) = (.touchMotion, line.literal(#"touch_motion""#))
        case 0x7266_5f68_6375_6f74: (type, named) = (.touchFrame, line.literal(#"touch_frame""#))
        case 0x2c22_6c6c_6f72_6373: (type, named) = (.scroll, line.literal(#"scroll""#))
        case 0x6562_5f65_7069_7773: (type, named) = (.swipeBegin, line.literal(#"swipe_begin""#))
        case 0x6e65_5f65_7069_7773: (type, named) = (.swipeEnd, line.literal(#"swipe_end""#))
        case 0x7075_5f68_636e_6970: (type, named) = (.pinchUpdate, line.literal(#"pinch_update""#))
        case 0x6562_5f68_636e_6970: (type, named) = (.pinchBegin, line.literal(#"pinch_begin""#))
        case 0x6e65_5f68_636e_6970: (type, named) = (.pinchEnd, line.literal(#"pinch_end""#))
        case 0x6765_625f_646c_6f68: (type, named) = (.holdBegin, line.literal(#"hold_begin""#))
        case 0x646e_655f_646c_6f68: (type, named) = (.holdEnd, line.literal(#"hold_end""#))
        case 0x735f_6c6c_6f72_6373: (type, named) = (.scrollStop, line.literal(#"scroll_stop""#))
        case 0x6f64_5f68_6375_6f74: (type, named) = (.touchDown, line.literal(#"touch_down""#))
        case 0x7075_5f68_6375_6f74: (type, named) = (.touchUp, line.literal(#"touch_up""#))
        case 0x6163_5f68_6375_6f74: (type, named) = (.touchCancel, line.literal(#"touch_cancel""#))
        case 0x725f_6563_6976_6564: (type, named) = (.deviceRemoved, line.literal(#"device_removed""#))
        default: return nil
        }
        guard named else { return nil }
        var device: Int64 = 0
        if line.literal(#","device":"#) {
            guard let d = line.integer(in: FixtureLimits.devices) else { return nil }
            device = d
        }
        let event: InputEvent
        switch type {
        case .swipeUpdate:
            guard let f = line.fingers(), let dx = line.real(#","dx":"#), let dy = line.real(#","dy":"#) else {
                return nil
            }
            event = .swipeUpdate(fingers: f, dx: dx, dy: dy)
        case .touchMotion, .touchDown:
            guard let s = line.slot(), let x = line.real(#","x":"#), let y = line.real(#","y":"#) else { return nil }
            event = type == .touchMotion ? .touchMotion(slot: s, x: x, y: y) : .touchDown(slot: s, x: x, y: y)
        case .touchFrame: event = .touchFrame
        case .scroll:
            guard let dx = line.real(#","dx":"#), let dy = line.real(#","dy":"#) else { return nil }
            event = .scroll(dx: dx, dy: dy)
        case .swipeBegin, .pinchBegin, .holdBegin:
            guard let f = line.fingers() else { return nil }
            event =
                type == .swipeBegin
                ? .swipeBegin(fingers: f) : type == .pinchBegin ? .pinchBegin(fingers: f) : .holdBegin(fingers: f)
        case .swipeEnd, .pinchEnd, .holdEnd:
            guard let f = line.fingers(), let c = line.bool(#","cancelled":"#) else { return nil }
            event =
                type == .swipeEnd
                ? .swipeEnd(fingers: f, cancelled: c)
                : type == .pinchEnd ? .pinchEnd(fingers: f, cancelled: c) : .holdEnd(fingers: f, cancelled: c)
        case .pinchUpdate:
            guard let f = line.fingers(), let dx = line.real(#","dx":"#), let dy = line.real(#","dy":"#),
                let scale = line.real(#","scale":"#), let angle = line.real(#","angle_delta":"#)
            else { return nil }
            event = .pinchUpdate(fingers: f, dx: dx, dy: dy, scale: scale, angleDelta: angle)
        case .scrollStop:
            guard let h = line.bool(#","horizontal":"#), let v = line.bool(#","vertical":"#) else { return nil }
            event = .scrollStop(horizontal: h, vertical: v)
        case .touchUp, .touchCancel:
            guard let s = line.slot() else { return nil }
            event = type == .touchUp ? .touchUp(slot: s) : .touchCancel(slot: s)
        case .deviceRemoved: event = .deviceRemoved
        case .deviceAdded: return nil
        }
        guard line.i == line.n - 1, p[line.i] == UInt8(ascii: "}") else { return nil }
        return TimedInputEvent(time: Timestamp(micros: t), device: DeviceID(Int(device)), event: event)
    }
}

/// A position in one line; each step either consumes what it expects or reports `nil`/`false`.
private struct LineBytes {
    let p: UnsafePointer<UInt8>
    let n: Int
    var i: Int

    @inline(__always)
    mutating func literal(_ s: StaticString) -> Bool {
        let count = s.utf8CodeUnitCount
        guard i + count <= n, memcmp(p + i, s.utf8Start, count) == 0 else { return false }
        i += count
        return true
    }

    /// A whole number within `range`. Not inlined, so that the number lexer inlines here, once.
    @inline(never)
    mutating func integer(in range: ClosedRange<Int64>) -> Int64? {
        guard case .number(let token) = JSONCursor.lexNumber(p, n, &i), token.isIntegerSyntax,
            let value = token.integer, range.contains(value)
        else { return nil }
        return value
    }

    @inline(__always)
    mutating func fingers() -> Int? {
        guard literal(#","fingers":"#), let f = integer(in: FixtureLimits.fingers) else { return nil }
        return Int(f)
    }

    @inline(__always)
    mutating func slot() -> Int? {
        guard literal(#","slot":"#), let s = integer(in: FixtureLimits.slots) else { return nil }
        return Int(s)
    }

    @inline(__always)
    mutating func real(_ key: StaticString) -> Double? {
        guard literal(key) else { return nil }
        return real()
    }

    /// A number that reads as it is written (finite, within the format's magnitude).
    @inline(never)
    mutating func real() -> Double? {
        guard case .number(let token) = JSONCursor.lexNumber(p, n, &i), FixtureLimits.isPlausible(token.value) else {
            return nil
        }
        return token.value
    }

    @inline(__always)
    mutating func bool(_ key: StaticString) -> Bool? {
        guard literal(key) else { return nil }
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }
}
