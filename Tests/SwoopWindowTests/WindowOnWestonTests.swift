import Foundation
import SwoopCore
import SwoopEngine
import SwoopRender
import SwoopTestSupport
import SwoopWindow
import Testing

/// The window on Wayland: the probe shows a frame with text and photos through SDL's wayland driver
/// on weston (X11 backend, nested in Xvfb); the X framebuffer, where weston's output window is, shows
/// exactly the offscreen frame.
@Suite(.serialized) struct WindowOnWestonTests {
    @Test func theWaylandWindowShowsExactlyTheOffscreenFrame() throws {
        PinnedFonts.pin()
        let weston = try WestonServer()
        let shown = ShownFrame.matchPhotosAndText
        let probe = try ProbeProcess(
            shown.probeArguments + ["--size", "\(weston.width)x\(weston.height)"], environment: weston.environment)
        let ready = try #require(
            probe.await("ready"), "the probe never showed its window; \(probe.diagnostics); weston: \(weston.log)")
        #expect(ready["driver"] == "wayland")
        let drawable = ready.integers("drawable")
        // Kiosk shell: the window fills weston's output, whose X11 window sits at the root's origin.
        try #require(drawable == [weston.width, weston.height], "drawable \(drawable)")
        try weston.parkPointer()
        usleep(300_000)  // a few of weston's repaints after the pointer left
        let capture = try weston.xvfb.capture()
        probe.closeInput()
        #expect(probe.await("end")?["reason"] == "stdin-closed", "\(probe.diagnostics)")
        #expect(probe.waitForExit() == .success)

        let offscreen = OffscreenPresenter(size: PixelSize(width: drawable[0], height: drawable[1]))
        try offscreen.present(shown.scene(), at: .zero)
        let frame = try #require(offscreen.lastFrame)
        // All but the bottom rows, where the tip of weston's cursor (parked at the last pixel) shows.
        let compared = try RenderSurface(width: frame.width, height: frame.height - WestonServer.cursorRows)
        compared.place(frame, x: 0, y: 0)
        try FrameComparison.expectWindow(in: capture, at: (0, 0), shows: compared, "wayland-\(shown.testDescription)")
    }
}
