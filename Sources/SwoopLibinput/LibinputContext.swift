import CLibinput
import CLibudev

#if canImport(Glibc)
import Glibc
#endif

/// Where libinput finds its devices.
public enum LibinputBackend: Sendable, Equatable, CustomStringConvertible {
    /// Every device udev assigns to the seat, including ones plugged in later.
    case udev(seat: String)
    /// Exactly these device nodes (`/dev/input/eventN`); nothing is added later.
    case paths([String])

    public static let defaultSeat = "seat0"

    public var description: String {
        switch self {
        case .udev(let seat): return "seat '\(seat)'"
        case .paths(let nodes): return nodes.joined(separator: ", ")
        }
    }
}

/// How much libinput logs, and how much a line matters: libinput's own three priorities. The raw values
/// are the names the emulator's plan and wire use.
public enum LibinputLogPriority: String, Sendable, Codable { case debug, info, error }

/// A libinput log line (libinput's own words, e.g. "Touch jump detected and discarded").
public struct LibinputLogMessage: Sendable, Equatable {
    public var priority: LibinputLogPriority
    public var text: String
}

/// The state libinput's C callbacks reach through `user_data`: open failures and the log handler.
final class ContextCallbacks {
    var openFailures: [String: Int32] = [:]
    /// The descriptors libinput holds, by node: a device's axes are read through libinput's own
    /// descriptor, so that nothing opens the node a second time.
    var openNodes: [String: Int32] = [:]
    var log: ((LibinputLogMessage) -> Void)?
    init(log: ((LibinputLogMessage) -> Void)?) { self.log = log }
}

/// Owns one `struct libinput *` (and the udev handle and callback table it borrows).
final class LibinputContext {
    let pointer: OpaquePointer
    let callbacks: ContextCallbacks
    private let udev: UdevHandle?
    private let interface: UnsafeMutablePointer<libinput_interface>
    /// What libinput hands back to every callback: the owner (`callbacks`) and the log function.
    private let userData: UnsafeMutablePointer<swoop_libinput_user_data>

    init(backend: LibinputBackend, log: ((LibinputLogMessage) -> Void)?, logPriority: LibinputLogPriority) throws {
        callbacks = ContextCallbacks(log: log)
        interface = .allocate(capacity: 1)
        interface.initialize(to: libinput_interface(open_restricted: openRestricted, close_restricted: closeRestricted))
        userData = .allocate(capacity: 1)
        userData.initialize(
            to: swoop_libinput_user_data(owner: Unmanaged.passUnretained(callbacks).toOpaque(), log: forwardLog))
        switch backend {
        case .udev:
            guard let udev = UdevHandle() else {
                interface.deallocate()
                userData.deallocate()
                throw LibinputError.contextCreationFailed(backend: "udev")
            }
            self.udev = udev
            guard let li = libinput_udev_create_context(interface, userData, udev.pointer) else {
                interface.deallocate()
                userData.deallocate()
                throw LibinputError.contextCreationFailed(backend: "udev")
            }
            pointer = li
        case .paths:
            udev = nil
            guard let li = libinput_path_create_context(interface, userData) else {
                interface.deallocate()
                userData.deallocate()
                throw LibinputError.contextCreationFailed(backend: "path")
            }
            pointer = li
        }
        swoop_libinput_install_log_handler(pointer)
        libinput_log_set_priority(pointer, logPriority.cValue)
    }

    deinit {
        libinput_unref(pointer)
        interface.deallocate()
        userData.deallocate()
    }

    var fileDescriptor: Int32 { libinput_get_fd(pointer) }
}

/// Owns one `struct udev *`.
final class UdevHandle {
    let pointer: OpaquePointer
    init?() {
        guard let udev = udev_new() else { return nil }
        pointer = udev
    }
    deinit { udev_unref(pointer) }
}

/// Owns one reference to a `struct udev_device *` (from `libinput_device_get_udev_device`, already referenced).
final class UdevDeviceHandle {
    let pointer: OpaquePointer
    init(adopting pointer: OpaquePointer) { self.pointer = pointer }
    deinit { udev_device_unref(pointer) }

    func property(_ name: String) -> String? {
        udev_device_get_property_value(pointer, name).map { String(cString: $0) }
    }
    var devnode: String? { udev_device_get_devnode(pointer).map { String(cString: $0) } }
}

/// Owns one reference to a `struct libinput_device *`, held while Swoop tracks the device. It keeps its
/// context alive: libinput frees every device with the context, so the unref must come first.
final class LibinputDeviceHandle {
    let pointer: OpaquePointer
    private let context: LibinputContext
    init(referencing pointer: OpaquePointer, in context: LibinputContext) {
        self.pointer = libinput_device_ref(pointer)
        self.context = context
    }
    deinit { libinput_device_unref(pointer) }
}

/// Owns one `struct libinput_event *` until it has been converted.
final class LibinputEventHandle {
    let pointer: OpaquePointer
    init(adopting pointer: OpaquePointer) { self.pointer = pointer }
    deinit { libinput_event_destroy(pointer) }
}

extension LibinputLogPriority {
    var cValue: libinput_log_priority {
        switch self {
        case .debug: return LIBINPUT_LOG_PRIORITY_DEBUG
        case .info: return LIBINPUT_LOG_PRIORITY_INFO
        case .error: return LIBINPUT_LOG_PRIORITY_ERROR
        }
    }

    init(_ c: libinput_log_priority) {
        switch c {
        case LIBINPUT_LOG_PRIORITY_DEBUG: self = .debug
        case LIBINPUT_LOG_PRIORITY_INFO: self = .info
        default: self = .error
        }
    }
}

private func callbacks(from userData: UnsafeMutableRawPointer?) -> ContextCallbacks? {
    guard let owner = userData?.assumingMemoryBound(to: swoop_libinput_user_data.self).pointee.owner else { return nil }
    return Unmanaged<ContextCallbacks>.fromOpaque(owner).takeUnretainedValue()
}

/// libinput asks us to open every node, so a permission problem is seen here and reported as such.
private let openRestricted: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Int32 = {
    path, flags, userData in
    guard let path else { return -EINVAL }
    let fd = open(path, flags)
    if fd < 0 {
        let error = errno
        callbacks(from: userData)?.openFailures[String(cString: path)] = error
        return -error
    }
    callbacks(from: userData)?.openNodes[String(cString: path)] = fd
    return fd
}

private let closeRestricted: @convention(c) (Int32, UnsafeMutableRawPointer?) -> Void = { fd, userData in
    if let box = callbacks(from: userData), let node = box.openNodes.first(where: { $0.value == fd })?.key {
        box.openNodes[node] = nil
    }
    close(fd)
}

private let forwardLog:
    @convention(c) (UnsafeMutableRawPointer?, libinput_log_priority, UnsafePointer<CChar>?) -> Void = {
        owner, priority, message in
        guard let owner, let message else { return }
        let box = Unmanaged<ContextCallbacks>.fromOpaque(owner).takeUnretainedValue()
        guard let log = box.log else { return }
        var text = String(cString: message)
        while text.hasSuffix("\n") { text.removeLast() }
        log(LibinputLogMessage(priority: .init(priority), text: text))
    }
