import SwoopCore
import SwoopDisplay
import SwoopInputModel

#if canImport(Glibc)
import Glibc
#endif

/// Streams a fixture's events from disk in constant memory (one read buffer, reused scan slots),
/// validating every line strictly: JSON syntax, field types and ranges, the header, devices, and
/// time that never goes backwards. Errors name the file, the line and the field or column.
///
/// The header's device is device 0; the reader delivers its `deviceAdded` just before the first
/// event line, at that line's time, so a consumer sees every device arrive the same way.
package final class FixtureReader: InputEventSource {
    package let path: String
    package let header: FixtureHeader
    /// The header's device as this replay uses it (`--size-mm` may have given it a size).
    package let device: FixtureDevice
    /// What `--size-mm` did not do, one line each.
    package let sizeWarnings: [String]
    /// Touch positions clamped to the header's axes so far (`AxisBounds`), as one line.
    package var positionWarnings: [String] { stream.clamped.warning.map { [$0] } ?? [] }
    /// The line of the last event returned (1 is the header).
    package var lineNumber: Int { stream.lineNumber }

    /// Lines longer than this are refused rather than buffered without bound.
    package static let maximumLineLength = 16 << 20

    /// All mutable state lives in one struct so that the per-event path makes one access to the class.
    /// Not exclusivity-checked at run time (two runtime calls per event otherwise): only `next()` and
    /// `deinit` change it, and `next()` calls out to nothing that could re-enter the reader.
    @exclusivity(unchecked) private var stream: FixtureLineStream

    /// `sizeOption`: `--size-mm`, for a device whose recorded size was given or assumed.
    package init(path: String, sizeOption: PhysicalSize? = nil) throws(FixtureError) {
        self.path = path
        var stream = try FixtureLineStream(path: path)
        do throws(FixtureError) {
            guard let first = try stream.nextLine() else {
                throw FixtureError.invalidLine(file: path, line: 1, reason: "missing header: the file is empty")
            }
            let value: JSONNode
            do {
                value = try JSONTreeParser.parse(first, maximumDepth: FixtureHeader.maximumDepth)
            } catch {
                throw FixtureError.malformedJSON(
                    file: path, line: 1, column: JSONPosition(offset: error.offset, in: first).column,
                    reason: error.reason)
            }
            header = try FixtureHeader.decode(value, file: path)
        } catch {
            stream.release()
            throw error
        }
        stream.decoder.allowsUnknown = header.allowsUnknownFields
        (device, sizeWarnings) = header.device.resolvingSize(option: sizeOption)
        stream.headerDevice = device.info()
        stream.axes = AxisBounds(device.coordinates)
        self.stream = stream
    }

    deinit { stream.release() }

    /// The next event, or `nil` at the end of the file.
    package func next() throws(FixtureError) -> TimedInputEvent? {
        try stream.nextEvent()
    }

    /// Every event of a (small) fixture at once.
    package static func readAll(path: String) throws(FixtureError) -> (header: FixtureHeader, events: [TimedInputEvent])
    {
        let reader = try FixtureReader(path: path)
        var events: [TimedInputEvent] = []
        while let event = try reader.next() { events.append(event) }
        return (reader.header, events)
    }
}

/// The reader's engine: a file descriptor, a read buffer split into lines, and the line decoder.
/// Owned by `FixtureReader`, which calls `release()` exactly once.
struct FixtureLineStream {
    let path: String
    private(set) var lineNumber = 0
    var decoder: EventLineDecoder
    var headerDevice: DeviceInfo?
    /// Device 0's axes when its positions are device units (format 1.1).
    var axes: AxisBounds?
    private(set) var clamped = ClampedPositions()

    private static let initialBufferSize = 256 << 10
    private var fd: Int32
    private var buffer: UnsafeMutableRawBufferPointer
    /// Unconsumed bytes are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    private var reachedEndOfFile = false
    private var scanned = ScannedLine()
    private var previousTime: Int64 = .min
    private var devices = DeviceRoster()
    private var deliveredImplicitDevice = false
    private var pending: TimedInputEvent?

    init(path: String) throws(FixtureError) {
        self.path = path
        do throws(FileError) {
            fd = try openForReading(path)
        } catch  where error.kind == .isDirectory {
            throw .unreadable(
                path: path, reason: "is a directory (give fixture files, or use `swoop check DIR`)",
                permissionDenied: false)
        } catch {
            throw FixtureError(reading: error)
        }
        buffer = .allocate(byteCount: Self.initialBufferSize, alignment: 16)
        decoder = EventLineDecoder(file: path)
        devices.add(0)
    }

    mutating func release() {
        if fd >= 0 {
            close(fd)
            fd = -1
        }
        if buffer.count > 0 {
            buffer.deallocate()
            buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        }
    }

    @inline(__always)
    mutating func nextEvent() throws(FixtureError) -> TimedInputEvent? {
        if let event = pending {
            pending = nil
            return event
        }
        while let line = try nextLine() {
            guard let event = try decodeEvent(line) else { continue }
            if !deliveredImplicitDevice {
                deliveredImplicitDevice = true
                if let headerDevice {
                    pending = event
                    return TimedInputEvent(time: event.time, device: DeviceID(0), event: .deviceAdded(headerDevice))
                }
            }
            return event
        }
        return nil
    }

    // MARK: Lines

    @inline(__always)
    private mutating func decodeEvent(_ line: UnsafeBufferPointer<UInt8>) throws(FixtureError) -> TimedInputEvent? {
        var event: TimedInputEvent
        if let canonical = CanonicalEventLine.decode(line) {
            event = canonical
        } else {
            guard let general = try decodeInGeneral(line) else { return nil }
            event = general
        }
        if axes != nil, event.device.rawValue == 0 { try bound(&event) }
        let t = event.time.micros
        guard t >= previousTime else {
            throw .invalidField(
                file: path, line: lineNumber, field: "t",
                reason: "time goes backwards: \(t) µs is before the previous event's \(previousTime) µs")
        }
        previousTime = t
        if let problem = devices.admit(event) {
            throw .invalidField(file: path, line: lineNumber, field: "device", reason: problem)
        }
        return event
    }

    /// Holds a touch position of device 0 to the header's axes (`AxisBounds`).
    private mutating func bound(_ event: inout TimedInputEvent) throws(FixtureError) {
        let position: (slot: Int, x: Double, y: Double, down: Bool)
        switch event.event {
        case .touchDown(let slot, let x, let y): position = (slot, x, y, true)
        case .touchMotion(let slot, let x, let y): position = (slot, x, y, false)
        default: return
        }
        switch axes!.check(x: position.x, y: position.y) {
        case .inside: return
        case .clamped(let x, let y):
            clamped.note(line: lineNumber)
            event.event =
                position.down
                ? .touchDown(slot: position.slot, x: x, y: y) : .touchMotion(slot: position.slot, x: x, y: y)
        case .outside(let field, let reason):
            throw .invalidField(file: path, line: lineNumber, field: field, reason: reason)
        }
    }

    /// Any line the canonical fast path does not take: scanned, then decoded field by field, so that
    /// a problem is reported with its line and field.
    @inline(never)
    private mutating func decodeInGeneral(_ line: UnsafeBufferPointer<UInt8>) throws(FixtureError) -> TimedInputEvent? {
        decoder.lineNumber = lineNumber
        do {
            try FlatObjectScanner.scan(line, into: &scanned)
        } catch {
            throw .malformedJSON(
                file: path, line: lineNumber, column: JSONPosition(offset: error.offset, in: line).column,
                reason: error.reason)
        }
        if let duplicate = scanned.duplicate { throw decoder.fieldError(duplicate, "appears twice on the line") }
        return try decoder.decode(scanned, cursor: JSONCursor(line))
    }

    /// The next line without its newline (and without a `\r` before it), or `nil` at the end of the file.
    /// The pointer is valid until the next call.
    mutating func nextLine() throws(FixtureError) -> UnsafeBufferPointer<UInt8>? {
        while true {
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            if start < end, let newline = memchr(base + start, 0x0A, end - start) {
                let lineEnd = newline.assumingMemoryBound(to: UInt8.self) - base
                let line = try finish(base: base, from: start, to: lineEnd)
                start = lineEnd + 1
                return line
            }
            if reachedEndOfFile {
                guard start < end else { return nil }
                let line = try finish(base: base, from: start, to: end)
                start = end
                return line
            }
            try refill()
        }
    }

    private mutating func finish(base: UnsafeMutablePointer<UInt8>, from lineStart: Int, to lineEnd: Int)
        throws(FixtureError) -> UnsafeBufferPointer<UInt8>
    {
        lineNumber += 1
        var stop = lineEnd
        if stop > lineStart, base[stop - 1] == 0x0D { stop -= 1 }
        guard stop > lineStart else {
            throw .invalidLine(
                file: path, line: lineNumber, reason: "empty line (a fixture has one JSON object per line)")
        }
        return UnsafeBufferPointer(start: base + lineStart, count: stop - lineStart)
    }

    /// Moves the partial line to the front, grows the buffer if that line fills it, and reads more.
    private mutating func refill() throws(FixtureError) {
        if start > 0 {
            if end > start { buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + start, byteCount: end - start) }
            end -= start
            start = 0
        }
        if end == buffer.count {
            guard buffer.count < FixtureReader.maximumLineLength else {
                throw .invalidLine(
                    file: path, line: lineNumber + 1,
                    reason: "line longer than \(FixtureReader.maximumLineLength >> 20) MiB (not a fixture?)")
            }
            let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
            bigger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: end)
            buffer.deallocate()
            buffer = bigger
        }
        let n = retryingOnInterrupt { read(fd, buffer.baseAddress! + end, buffer.count - end) }
        guard n >= 0 else { throw FixtureError(reading: FileError(path: path, errno: errno)) }
        if n == 0 { reachedEndOfFile = true }
        end += n
    }
}

/// Which devices are present, so that events of a device never added (or already removed) are caught.
struct DeviceRoster {
    enum State: UInt8 { case absent, present, removed }
    private var states: [State] = []

    func state(of id: Int) -> State { id < states.count ? states[id] : .absent }

    mutating func add(_ id: Int) {
        if id >= states.count { states.append(contentsOf: repeatElement(.absent, count: id + 1 - states.count)) }
        states[id] = .present
    }

    /// Updates the roster for `event`; returns why the event is impossible, or `nil`.
    @inline(__always)
    mutating func admit(_ event: TimedInputEvent) -> String? {
        let id = event.device.rawValue
        let state = state(of: id)
        switch event.event {
        case .deviceAdded:
            guard state != .present else {
                return "device \(id) is added while already present"
                    + (id == 0 ? " (device 0 is the header's device)" : "")
            }
            add(id)
        case .deviceRemoved:
            guard state == .present else { return "device \(id) is removed but is not present" }
            states[id] = .removed
        case .swipeBegin, .swipeUpdate, .swipeEnd, .pinchBegin, .pinchUpdate, .pinchEnd, .holdBegin, .holdEnd,
            .scroll, .scrollStop, .touchDown, .touchMotion, .touchUp, .touchCancel, .touchFrame:
            guard state == .present else {
                return state == .removed
                    ? "device \(id) was removed earlier in the file" : "device \(id) was never added"
            }
        }
        return nil
    }
}
