import SwoopCore
import SwoopRender

/// Where a session sends its frames as they happen: a window on a display (`SDLWindowPresenter`) or a
/// surface in memory (`OffscreenPresenter`, for tests and for drivers run without a display). The
/// session driver calls `present` once per frame and `pollEvents` between frames, on one thread.
public protocol FramePresenter: AnyObject {
    /// What the frames are shown on; changes when the output is resized.
    var info: PresenterInfo { get }

    /// Draws `scene` as large as the output allows (letterboxed, aspect kept) and shows it. With a
    /// display this returns once the frame has been handed to the display's next refresh, which is
    /// what paces a live run. `time` is the frame's time on the session's clock, reported back
    /// beside the time it was shown so a driver can measure how late frames appear.
    @discardableResult
    func present(_ scene: RenderScene, at time: Timestamp) throws(WindowError) -> PresentedFrame

    /// What the viewer did since the last call, oldest first; never blocks.
    func pollEvents() -> [WindowEvent]
}

/// Something the viewer did that the session driver must act on.
public enum WindowEvent: Equatable, Sendable {
    /// The viewer asked the run to end; the driver ends it as it does for Ctrl-C in the terminal
    /// (the transition settles, the log is completed).
    case endRequested(EndRequest)
    /// The output changed size (a resize, a move to a display of another scale); the next frame is
    /// drawn at the new size without the driver doing anything.
    case resized(PixelSize)

    public var endsRun: Bool {
        if case .endRequested = self { true } else { false }
    }
}

/// Why the viewer asked to stop.
public enum EndRequest: String, Equatable, Sendable, CaseIterable {
    /// The window's close button, or the desktop asking the program to quit.
    case windowClosed = "window-closed"
    case escapeKey = "escape"
    /// Ctrl-C pressed with the window focused. On a console (KMS/DRM) SDL takes the keyboard from the
    /// terminal, so this is the only way Ctrl-C reaches Swoop there.
    case interruptKey = "ctrl-c"
}

/// What the frames are shown on.
public struct PresenterInfo: Equatable, Sendable {
    /// SDL's video driver (`x11`, `wayland`, `KMSDRM`), or `offscreen`.
    public var videoDriver: String
    /// SDL's renderer (`opengl`, `opengles2`, `software`), or `cairo` offscreen.
    public var renderer: String
    /// Whether presenting waits for the display's refresh (SDL_RENDERER_PRESENTVSYNC took effect).
    public var vsync: Bool
    /// The display's refresh rate in Hz as SDL reports it; nil when the display does not say (Xvfb
    /// reports 0) or there is no display.
    public var refreshRate: Int?
    /// The window's place and size in the desktop's coordinates (points); nil offscreen.
    public var window: WindowRect?
    /// The pixels a frame is drawn into: larger than the window's points on a HiDPI display.
    public var drawable: PixelSize

    public init(
        videoDriver: String, renderer: String, vsync: Bool, refreshRate: Int?, window: WindowRect?, drawable: PixelSize
    ) {
        self.videoDriver = videoDriver
        self.renderer = renderer
        self.vsync = vsync
        self.refreshRate = refreshRate
        self.window = window
        self.drawable = drawable
    }
}

/// One presented frame: when it was for and, with a display, when it went out and what it cost.
public struct PresentedFrame: Equatable, Sendable {
    /// The time the driver gave (`present(_:at:)`).
    public var time: Timestamp
    /// CLOCK_MONOTONIC when the display took the frame; nil offscreen (which reads no clock).
    public var shownAt: Timestamp?
    /// CLOCK_MONOTONIC as SDL_RenderPresent returned, before any refresh-period sleep of a renderer
    /// without vsync: the frame is with the display server from then on, which is what a latency from
    /// input to presentation measures. Nil offscreen.
    public var presentReturnedAt: Timestamp?
    public var cost: PresentCost?

    public init(
        time: Timestamp, shownAt: Timestamp? = nil, presentReturnedAt: Timestamp? = nil, cost: PresentCost? = nil
    ) {
        self.time = time
        self.shownAt = shownAt
        self.presentReturnedAt = presentReturnedAt
        self.cost = cost
    }
}

/// Where a presented frame's time went, in nanoseconds of CLOCK_MONOTONIC.
public struct PresentCost: Equatable, Sendable {
    /// Drawing the scene with cairo (blur included).
    public var drawNanoseconds: UInt64
    /// Copying the pixels into the window's streaming texture.
    public var uploadNanoseconds: UInt64
    /// Drawing the texture and presenting; with vsync this includes the wait for the refresh.
    public var presentNanoseconds: UInt64

    public init(drawNanoseconds: UInt64, uploadNanoseconds: UInt64, presentNanoseconds: UInt64) {
        self.drawNanoseconds = drawNanoseconds
        self.uploadNanoseconds = uploadNanoseconds
        self.presentNanoseconds = presentNanoseconds
    }
}

/// A window's place and size in the desktop's coordinates (points: pixels on a display of scale 1).
public struct WindowRect: Equatable, Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
