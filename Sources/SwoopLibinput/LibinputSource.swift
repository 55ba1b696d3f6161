import CLibinput
import SwoopCore
import SwoopInputModel

#if canImport(Glibc)
import Glibc
#endif

/// The live input source: one libinput context, read without busy-waiting (poll on libinput's fd and a
/// stop eventfd). Touch devices get `DeviceID`s in the order they appear (a device that comes back is
/// a new device); every other device is ignored, so keyboard events never leave this type.
public final class LibinputSource: InputEventSource {
    private let context: LibinputContext
    /// libinput's epoll descriptor, for `idleness` (which another thread may read).
    let epollDescriptor: Int32
    /// Counts this source's waits for input, for `idleness` (which another thread may read).
    let waits = LibinputWaits()
    private let stopSignal: StopSignal
    /// `touchUnits`: what libinput's mm are multiplied by to give a device's positions in device units
    /// (`TouchDeviceSize.unitsPerReportedMM`), kept beside the summary for the per-event path.
    private var tracked:
        [OpaquePointer: (
            handle: LibinputDeviceHandle, summary: TouchDeviceSummary,
            touchUnits: (x: Double, y: Double)?
        )] = [:]
    private var nextDeviceNumber = 0
    private var pending: [TimedInputEvent] = []
    private var latestStamp = Timestamp(micros: .min)
    private var pendingStart = 0
    private let sizing: DeviceSizing
    private let warn: ((String) -> Void)?
    /// The time of device announcements, which libinput does not stamp (it stamps everything else).
    private let clock: () -> Timestamp

    /// - Parameters:
    ///   - requireTouchDevice: throw (`noTouchDevice`, or `permissionDenied` when that is why) if no
    ///     touch device is present once the backend has enumerated.
    ///   - sizing: how each touch device's physical size is resolved.
    ///   - warn: one line for each size that had to be assumed or was set aside, as devices appear.
    ///   - log: receives libinput's messages at `logPriority` and above; `nil` discards them.
    ///   - clock: the clock libinput runs on, for the device announcements it does not stamp itself
    ///     (an emulation on a virtual clock gives that clock).
    public init(
        backend: LibinputBackend, stop: StopSignal = StopSignal(), requireTouchDevice: Bool = true,
        sizing: DeviceSizing = DeviceSizing(), warn: ((String) -> Void)? = nil,
        logPriority: LibinputLogPriority = .error,
        log: ((LibinputLogMessage) -> Void)? = nil,
        clock: @escaping () -> Timestamp = MonotonicClock.now
    ) throws {
        self.clock = clock
        context = try LibinputContext(backend: backend, log: log, logPriority: logPriority)
        epollDescriptor = context.fileDescriptor
        stopSignal = stop
        self.sizing = sizing
        self.warn = warn
        switch backend {
        case .udev(let seat):
            guard libinput_udev_assign_seat(context.pointer, seat) == 0 else {
                throw LibinputError.seatUnavailable(seat: seat)
            }
        case .paths(let nodes):
            for node in nodes { try addPath(node) }
        }
        drain()
        if requireTouchDevice && tracked.isEmpty {
            let denied = context.callbacks.openFailures.filter { $0.value == EACCES || $0.value == EPERM }.keys.sorted()
            if !denied.isEmpty { throw LibinputError.permissionDenied(nodes: denied) }
            throw LibinputError.noTouchDevice(where: backend.description, hint: Self.hint(for: backend))
        }
    }

    /// The touch devices present now, in the order they appeared.
    public var touchDevices: [TouchDeviceSummary] {
        tracked.values.map(\.summary).sorted { $0.info.id < $1.info.id }
    }

    /// Device nodes libinput could not open, with the errno (permission problems show up here).
    public var openFailures: [String: Int32] { context.callbacks.openFailures }

    public func next() throws -> TimedInputEvent? {
        switch try next(waitingUntil: nil) {
        case .event(let event): return event
        case .stopped, .timedOut: return nil
        }
    }

    /// What `next(waitingUntil:)` found.
    public enum Wait: Equatable, Sendable {
        case event(TimedInputEvent)
        /// The deadline passed first (a live loop's cue to draw the next animation frame).
        case timedOut
        case stopped
    }

    /// The next event, waiting no later than `deadline` (CLOCK_MONOTONIC; `nil` waits for ever).
    /// Events libinput has already produced are delivered before a stop takes effect.
    public func next(waitingUntil deadline: Timestamp?) throws -> Wait {
        while true {
            if pendingStart < pending.count {
                defer {
                    pendingStart += 1
                    if pendingStart == pending.count {
                        pending.removeAll(keepingCapacity: true)
                        pendingStart = 0
                    }
                }
                return .event(pending[pendingStart])
            }
            if let deadline, deadline <= MonotonicClock.now() { return .timedOut }
            var fds = [
                pollfd(fd: context.fileDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopSignal.fd, events: Int16(POLLIN), revents: 0)
            ]
            // The timeout is worked out afresh if a signal interrupts the wait. Everything libinput made
            // has been handed out by now: another thread may take this wait as a moment it is caught up.
            waits.begin()
            let ready = retryingOnInterrupt { poll(&fds, 2, Self.milliseconds(until: deadline)) }
            waits.end()
            if ready < 0 {
                throw LibinputError.pollFailed(errno: errno, reason: errorText(errno))
            }
            if fds[0].revents != 0 { drain() }
            if pendingStart == pending.count && fds[1].revents != 0 { return .stopped }
        }
    }

    /// One step for a harness that drives libinput itself (the emulator on the virtual clock): waits at
    /// most `milliseconds` for libinput's descriptor to be ready, lets libinput process whatever is, and
    /// hands back every event not yet delivered, in order. `ready` is false when nothing was ready.
    package func dispatchReady(waitingMilliseconds milliseconds: Int32) throws -> (
        ready: Bool, events: [TimedInputEvent]
    ) {
        var fd = pollfd(fd: context.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let ready = retryingOnInterrupt { poll(&fd, 1, milliseconds) }
        if ready < 0 { throw LibinputError.pollFailed(errno: errno, reason: errorText(errno)) }
        if ready > 0 { drain() }
        let events = Array(pending[pendingStart...])
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
        return (ready > 0, events)
    }

    /// Whether events read from libinput are buffered here, not yet returned: the next `next` returns one
    /// without a system call.
    public var hasBufferedEvents: Bool { pendingStart < pending.count }

    /// Whether an event can be taken without waiting: already read from libinput, or ready on its
    /// descriptor. A window checks before drawing, so that it draws the newest state, not each stale one.
    public var hasPendingInput: Bool {
        if hasBufferedEvents { return true }
        var fd = pollfd(fd: context.fileDescriptor, events: Int16(POLLIN), revents: 0)
        return retryingOnInterrupt { poll(&fd, 1, 0) } > 0
    }

    /// poll(2)'s timeout for `deadline`: rounded up, so a wait never ends before it; -1 waits for ever.
    private static func milliseconds(until deadline: Timestamp?) -> Int32 {
        guard let deadline else { return -1 }
        let micros = max(0, deadline.micros(since: MonotonicClock.now()))
        return Int32(clamping: micros / 1000 + (micros % 1000 == 0 ? 0 : 1))
    }

    private func addPath(_ node: String) throws {
        // libinput answers a missing or non-device path with "Invalid path" only; say which it is.
        var info = stat()
        guard stat(node, &info) == 0 else {
            let code = errno
            if code == EACCES || code == EPERM { throw LibinputError.permissionDenied(nodes: [node]) }
            throw LibinputError.noSuchDevice(node: node)
        }
        guard info.st_mode & S_IFMT == S_IFCHR else {
            throw LibinputError.notATouchDevice(node: node, name: "not a character device node")
        }
        // libinput opens nodes read-write; it may reject a node before ever asking us to open it.
        if access(node, R_OK | W_OK) != 0, errno == EACCES || errno == EPERM {
            throw LibinputError.permissionDenied(nodes: [node])
        }
        guard let device = libinput_path_add_device(context.pointer, node) else {
            switch context.callbacks.openFailures[node] {
            case EACCES?, EPERM?: throw LibinputError.permissionDenied(nodes: [node])
            case ENOENT?, ENODEV?, ENXIO?: throw LibinputError.noSuchDevice(node: node)
            case let code?: throw LibinputError.cannotOpen(node: node, errno: code, reason: errorText(code))
            case nil: throw LibinputError.notATouchDevice(node: node, name: "libinput does not handle it")
            }
        }
        if TouchDeviceSummary(device: device, id: DeviceID(-1)) == nil {
            throw LibinputError.notATouchDevice(node: node, name: String(cString: libinput_device_get_name(device)))
        }
    }

    /// Runs libinput and converts everything it has ready into `pending`.
    private func drain() {
        libinput_dispatch(context.pointer)
        while let raw = libinput_get_event(context.pointer) {
            let event = LibinputEventHandle(adopting: raw)
            handle(event.pointer)
        }
    }

    private func handle(_ event: OpaquePointer) {
        let device = libinput_event_get_device(event)!
        switch libinput_event_get_type(event) {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            let id = DeviceID(nextDeviceNumber)
            guard
                let summary = TouchDeviceSummary(
                    device: device, id: id, sizing: sizing,
                    openNodes: context.callbacks.openNodes)
            else { return }
            nextDeviceNumber += 1
            for line in summary.size?.warningLines ?? [] { warn?(line) }
            tracked[device] = (
                LibinputDeviceHandle(referencing: device, in: context), summary,
                summary.size?.unitsPerReportedMM
            )
            pending.append(
                TimedInputEvent(
                    time: monotonic(clock()), device: id,
                    event: .deviceAdded(summary.info)))
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            guard let entry = tracked.removeValue(forKey: device) else { return }
            dropEndsCausedByRemoval(of: entry.summary.info.id)
            pending.append(
                TimedInputEvent(
                    time: monotonic(clock()), device: entry.summary.info.id, event: .deviceRemoved))
        default:
            guard let entry = tracked[device],
                let (time, events) = LibinputEventConversion.convert(event, touchUnits: entry.touchUnits)
            else { return }
            let id = entry.summary.info.id
            let stamped = monotonic(time)
            pending += events.map { TimedInputEvent(time: stamped, device: id, event: $0) }
        }
    }

    /// Times never go backwards in what this source delivers. libinput stamps input with the kernel's
    /// event time and events its timers make (hold and tap timeouts) with the timer's expiry, while
    /// device events carry the moment they were seen; under load these interleave slightly out of
    /// order. Everything downstream (velocity, fixtures, replay) relies on order, so a late stamp is
    /// raised to the latest one delivered — a shift of a few milliseconds at most, never a reorder.
    private func monotonic(_ time: Timestamp) -> Timestamp {
        let stamped = max(time, latestStamp)
        latestStamp = stamped
        return stamped
    }

    /// When a device goes away, libinput "lifts" every finger on it and ends its gestures as if the
    /// hand had let go, in the same dispatch as the removal. Those ends are libinput's clean-up, not
    /// the user's: they are dropped, so a gesture interrupted by an unplug ends with `deviceRemoved`
    /// itself (which a consumer must treat as the end of everything on that device). Only the device's
    /// undelivered events directly before its removal are dropped; a real lift seen in an earlier
    /// dispatch, and any motion, is kept.
    private func dropEndsCausedByRemoval(of id: DeviceID) {
        var index = pending.count - 1
        while index >= pendingStart, pending[index].device == id {
            switch pending[index].event {
            case .swipeEnd, .pinchEnd, .holdEnd, .scrollStop, .touchUp, .touchCancel, .touchFrame:
                pending.remove(at: index)
            case .deviceAdded, .deviceRemoved, .swipeBegin, .swipeUpdate, .pinchBegin, .pinchUpdate, .holdBegin,
                .scroll, .touchDown, .touchMotion:
                return
            }
            index -= 1
        }
    }

    private static func hint(for backend: LibinputBackend) -> String? {
        guard case .udev = backend else { return nil }
        if access("/run/udev/control", F_OK) != 0 {
            return
                "udev does not seem to be running (no /run/udev/control), so libinput sees no initialised device; name nodes with --device /dev/input/eventN"
        }
        return "`libinput list-devices` shows what libinput sees"
    }
}
