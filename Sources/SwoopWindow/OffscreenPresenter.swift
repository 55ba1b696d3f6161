import SwoopCore
import SwoopRender

/// A presenter without a display: frames are drawn into memory exactly as a window would show them
/// (same letterbox, same renderer), nothing waits for a refresh and no clock is read. For tests, and
/// for checking a driver's window handling without a window; events are whatever the test sends.
public final class OffscreenPresenter: FramePresenter {
    public private(set) var info: PresenterInfo
    /// The times of every frame presented so far, in order.
    public private(set) var presentedTimes: [Timestamp] = []
    private let composer = FrameComposer()
    private var pending: [WindowEvent] = []

    public init(size: PixelSize) {
        info = PresenterInfo(
            videoDriver: "offscreen", renderer: "cairo", vsync: false, refreshRate: nil, window: nil, drawable: size)
    }

    /// The last frame presented, as a window of this size would show it; nil before the first.
    public var lastFrame: RenderSurface? { presentedTimes.isEmpty ? nil : composer.surface }

    @discardableResult
    public func present(_ scene: RenderScene, at time: Timestamp) throws(WindowError) -> PresentedFrame {
        do throws(RenderError) {
            _ = try composer.compose(scene, into: info.drawable)
        } catch {
            throw .drawing(error)
        }
        presentedTimes.append(time)
        return PresentedFrame(time: time)
    }

    public func pollEvents() -> [WindowEvent] {
        defer { pending.removeAll() }
        return pending
    }

    /// Queues an event for the next `pollEvents`, as if the viewer had done it; a resize takes effect
    /// for the next frame, as in a window.
    public func send(_ event: WindowEvent) {
        if case .resized(let size) = event { info.drawable = size }
        pending.append(event)
    }
}
