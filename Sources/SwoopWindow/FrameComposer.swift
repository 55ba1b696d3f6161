import SwoopCore
import SwoopRender

/// Draws scenes letterboxed into a surface of the output's size, reusing the surface and the
/// renderer's buffers from frame to frame. Both presenters draw through it, so what a window shows is
/// exactly what the offscreen presenter keeps (the window tests compare the two).
final class FrameComposer {
    let renderer = Renderer()
    private(set) var surface: RenderSurface?

    /// The scene as large as fits in `size`, centred; the scene's background fills the margins.
    func compose(_ scene: RenderScene, into size: PixelSize) throws(RenderError) -> RenderSurface {
        let surface: RenderSurface
        if let existing = self.surface, existing.width == size.width, existing.height == size.height {
            surface = existing
        } else {
            surface = try RenderSurface(width: size.width, height: size.height)
            self.surface = surface
        }
        try renderer.render(
            scene, into: surface, viewport: .fitted(scene.size, intoWidth: size.width, height: size.height))
        return surface
    }
}
