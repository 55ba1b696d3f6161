import SwoopCore

/// What can stop the live input layer, each with what a person can do about it.
public enum LibinputError: CategorizedError, Equatable {
    /// open(2) on a device node said EACCES/EPERM.
    case permissionDenied(nodes: [String])
    /// Nothing libinput sees is a touchpad or a touchscreen.
    case noTouchDevice(where: String, hint: String?)
    case noSuchDevice(node: String)
    /// The node opened but is not a touchpad or touchscreen (a keyboard, a mouse, …).
    case notATouchDevice(node: String, name: String)
    case cannotOpen(node: String, errno: Int32, reason: String)
    case seatUnavailable(seat: String)
    case contextCreationFailed(backend: String)
    case pollFailed(errno: Int32, reason: String)

    public var description: String {
        switch self {
        case let .permissionDenied(nodes):
            let list = nodes.joined(separator: ", ")
            return """
            no permission to read \(list). Input devices belong to the 'input' group: \
            add yourself with `sudo usermod -aG input $USER`, then log out and back in \
            (running swoop as root is not needed and not advised)
            """
        case let .noTouchDevice(place, hint):
            return "no touchpad or touchscreen found on \(place)" + (hint.map { "; \($0)" } ?? "")
        case let .noSuchDevice(node):
            return "\(node): no such device node (see `swoop devices` for the touch devices present)"
        case let .notATouchDevice(node, name):
            return "\(node) (\(name)) is not a touchpad or touchscreen (see `swoop devices`)"
        case let .cannotOpen(node, errno, reason):
            return "\(node): cannot open (errno \(errno): \(reason))"
        case let .seatUnavailable(seat):
            return "libinput could not use seat '\(seat)' (is udev running? try --device /dev/input/eventN)"
        case let .contextCreationFailed(backend):
            return "libinput could not create a \(backend) context"
        case let .pollFailed(errno, reason):
            return "waiting for input failed (errno \(errno): \(reason))"
        }
    }

    public var category: FailureCategory {
        switch self {
        case .permissionDenied: return .permission
        case .noTouchDevice, .notATouchDevice, .seatUnavailable, .contextCreationFailed: return .unavailable
        case .noSuchDevice: return .missingInput
        case .cannotOpen, .pollFailed: return .software
        }
    }
}
