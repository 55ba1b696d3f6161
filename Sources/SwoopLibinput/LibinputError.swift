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
        case .permissionDenied(let nodes):
            let list = nodes.joined(separator: ", ")
            return """
                no permission to read \(list). Input devices belong to the 'input' group: \
                add yourself with `sudo usermod -aG input $USER`, then log out and back in \
                (running swoop as root is not needed and not advised)
                """
        case .noTouchDevice(let place, let hint):
            return "no touchpad or touchscreen found on \(place)" + (hint.map { "; \($0)" } ?? "")
        case .noSuchDevice(let node):
            return "\(node): no such device node (see `swoop devices` for the touch devices present)"
        case .notATouchDevice(let node, let name):
            return "\(node) (\(name)) is not a touchpad or touchscreen (see `swoop devices`)"
        case .cannotOpen(let node, let errno, let reason):
            return "\(node): cannot open (errno \(errno): \(reason))"
        case .seatUnavailable(let seat):
            return "libinput could not use seat '\(seat)' (is udev running? try --device /dev/input/eventN)"
        case .contextCreationFailed(let backend):
            return "libinput could not create a \(backend) context"
        case .pollFailed(let errno, let reason):
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
