import SwoopEngine

/// Turns the engine's evaluated frames into render scenes: one layer per track, in the plan's
/// drawing order, and the transition's backdrop (the overlay) at its place in that order.
///
/// The engine's states are already composed through their parents into scene points (position,
/// size, the full 4×4 transform, composed opacity), so the hierarchy arrives flattened; what this adds
/// is each layer's clips — the rounded rectangles of the ancestors that clip it (`clips: true`, Core
/// Animation's `masksToBounds`), each with its own transform.
///
/// Where the backdrop goes (`TransitionPlan.backdropIndex`): in the seeds it is the presentation
/// controller's dimming or blur view, directly over the *presenting* (source) screen and under the
/// presented one — between the two screens when the destination is drawn above the source, above both
/// when the source covers the destination (`destinationAbove: false`). Matched pairs are always drawn
/// over it, so a hero photo is never blurred by its own backdrop. The same in both directions:
/// dismissing, the backdrop still covers the source screen and fades out.
public struct EngineFrameAdapter: Sendable {
    public let screenSize: Size
    public let background: RGBA
    public let overlayStyle: OverlayStyle?
    /// Index in the track list before which the backdrop is drawn.
    public let overlayPosition: Int
    /// Per track, the nearest ancestor that clips it (nil for none).
    let clippingAncestor: [Int?]
    /// Per track, its text and image.
    let contents: [TrackContent?]

    public init(plan: TransitionPlan, background: RGBA = .black) {
        screenSize = plan.screenSize
        self.background = background
        overlayStyle = plan.overlayStyle
        overlayPosition = plan.backdropIndex
        contents = plan.contents
        clippingAncestor = plan.parents.map { parent in
            var ancestor = parent
            while let a = ancestor, !plan.clips[a] { ancestor = plan.parents[a] }
            return ancestor
        }
    }

    public init(definition: TransitionDefinition, plan: TransitionPlan, background: RGBA = .black) {
        self.init(plan: plan, background: background)
    }

    /// The scene for one frame (states in the plan's track order, as `FrameBuffer` keeps them).
    public func scene(for frame: FrameBuffer) -> RenderScene {
        var scene = RenderScene(size: screenSize, background: background)
        scene.items.reserveCapacity(frame.states.count + 1)
        for (i, state) in frame.states.enumerated() {
            if i == overlayPosition { appendBackdrop(frame, to: &scene) }
            var layer = Self.layer(state)
            if let content = contents[i] {
                layer.image = content.image.map { LayerImage($0.source, contentMode: $0.contentMode) }
                layer.text = content.text.map { LayerText($0, layoutSize: content.layoutSize) }
            }
            var ancestor = clippingAncestor[i]
            while let a = ancestor {
                layer.clips.insert(Self.geometry(frame.states[a]), at: 0)
                ancestor = clippingAncestor[a]
            }
            scene.items.append(.layer(layer))
        }
        if frame.states.count <= overlayPosition { appendBackdrop(frame, to: &scene) }
        return scene
    }

    private func appendBackdrop(_ frame: FrameBuffer, to scene: inout RenderScene) {
        guard let overlayStyle else { return }
        let style: Backdrop.Style =
            switch overlayStyle {
            case .dim: .dim
            case .blur: .blur
            }
        scene.items.append(.backdrop(Backdrop(style: style, alpha: frame.overlayAlpha)))
    }

    static func geometry(_ s: VisualState) -> LayerGeometry {
        LayerGeometry(position: s.center, size: s.size, transform: s.transform, cornerRadius: s.cornerRadius)
    }

    /// One element's state (in scene points) as a layer: Core Animation's position, bounds and
    /// transform, fill, opacity, Hero's overlay as the shade, border and shadow. `zPosition` is not
    /// used: the plan's order already is the drawing order.
    public static func layer(_ s: VisualState) -> RenderLayer {
        RenderLayer(
            geometry: geometry(s), fill: s.backgroundColor, opacity: min(max(s.opacity, 0), 1),
            shade: s.shade, shadeColor: s.shadeColor,
            border: s.borderWidth > 0 ? Border(width: s.borderWidth, color: s.borderColor) : nil,
            shadow: s.shadowOpacity > 0
                ? Shadow(
                    color: s.shadowColor, opacity: s.shadowOpacity, offset: s.shadowOffset,
                    radius: s.shadowRadius) : nil)
    }
}
