import SwoopCore
import SwoopRender

/// Why a window could not be opened or a frame not shown.
public enum WindowError: CategorizedError, Equatable {
    /// No video driver could reach a display. `tried` is every driver attempted, in order, with SDL's
    /// reason; `requested` is SDL_VIDEODRIVER when it chose them.
    case noDisplay(tried: [VideoDriverFailure], requested: String?)
    /// The display opened but SDL failed a later step (creating the window, its renderer or texture,
    /// presenting). `step` names the SDL call.
    case sdl(step: String, driver: String, reason: String)
    /// Drawing the frame failed.
    case drawing(RenderError)

    public var category: FailureCategory {
        switch self {
        case .noDisplay, .sdl: .unavailable
        case .drawing(let error): error.category
        }
    }

    public var description: String {
        switch self {
        case .noDisplay(let tried, let requested?):
            "no display for a window: SDL_VIDEODRIVER=\(requested) was tried (\(Self.list(tried))); "
                + "unset SDL_VIDEODRIVER to let SDL choose, or name a driver that works here"
        case .noDisplay(let tried, nil) where tried.isEmpty:
            "no display for a window: this SDL2 library has no video driver that can show one "
                + "(only offscreen or dummy); install Debian's libsdl2-2.0-0, which has x11, wayland and KMSDRM"
        case .noDisplay(let tried, nil):
            "no display for a window: SDL2 tried the video drivers \(Self.list(tried)); "
                + "run inside a desktop session (DISPLAY or WAYLAND_DISPLAY set), or on a console with access "
                + "to /dev/dri (KMS/DRM), or choose a driver with SDL_VIDEODRIVER"
        case .sdl(let step, let driver, let reason):
            "cannot show a window (\(driver) video driver): \(step) failed: \(reason)"
        case .drawing(let error):
            error.description
        }
    }

    private static func list(_ tried: [VideoDriverFailure]) -> String {
        tried.map { "\($0.driver) (\($0.reason))" }.joined(separator: ", ")
    }
}

/// One video driver that could not start, with SDL's reason.
public struct VideoDriverFailure: Equatable, Sendable {
    public var driver: String
    public var reason: String

    public init(driver: String, reason: String) {
        self.driver = driver
        self.reason = reason
    }
}
