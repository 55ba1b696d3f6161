import SwoopEngine

/// Turns the engine's evaluated frames into render scenes: one layer per track, in the plan's
/// drawing order, and the transition's backdrop (the overlay) at its place in that order.
///
/// Where the backdrop goes: the plan draws the lower screen's unmatched elements, then the upper
/// screen's, then the matched pairs (lifted on top, as Hero does). In the seeds the backdrop is the
/// presentation controller's dimming or blur view, which lies directly over the *presenting*
/// (source) screen and under the presented one. So it goes right after the source screen's
/// unmatched layers: between the two screens when the destination is drawn above the source (every
/// preset), above both when the source covers the destination (`destinationAbove: false`); matched
/// pairs always stay over it, so a hero photo is never blurred by its own backdrop. The same in both
/// directions: dismissing, the backdrop still covers the source screen and fades out.
public struct EngineFrameAdapter: Sendable {
    public let screenSize: Size
    public let background: RGBA
    public let overlayStyle: OverlayStyle?
    /// Index in the track list before which the backdrop is drawn.
    public let overlayPosition: Int

    /// `destinationAbove` must be the definition's (the plan keeps only the order it produced).
    public init(plan: TransitionPlan, destinationAbove: Bool = true, background: RGBA = .black) {
        screenSize = plan.screenSize
        self.background = background
        overlayStyle = plan.overlayStyle
        let source: Screen = plan.direction == .present ? .from : .to
        let unmatched = plan.tracks.filter { $0.role == .appearing || $0.role == .disappearing }
        overlayPosition = destinationAbove ? unmatched.filter { $0.screen == source }.count : unmatched.count
    }

    public init(definition: TransitionDefinition, plan: TransitionPlan, background: RGBA = .black) {
        self.init(plan: plan, destinationAbove: definition.destinationAbove, background: background)
    }

    /// The scene for one frame (states in the plan's track order, as `FrameBuffer` keeps them).
    public func scene(for frame: FrameBuffer) -> RenderScene {
        var scene = RenderScene(size: screenSize, background: background)
        scene.items.reserveCapacity(frame.states.count + 1)
        for (i, state) in frame.states.enumerated() {
            if i == overlayPosition { appendBackdrop(frame, to: &scene) }
            scene.items.append(.layer(Self.layer(state)))
        }
        if frame.states.count <= overlayPosition { appendBackdrop(frame, to: &scene) }
        return scene
    }

    private func appendBackdrop(_ frame: FrameBuffer, to scene: inout RenderScene) {
        guard let overlayStyle else { return }
        let style: Backdrop.Style = switch overlayStyle {
        case .dim: .dim
        case .blur: .blur
        }
        scene.items.append(.backdrop(Backdrop(style: style, alpha: frame.overlayAlpha)))
    }

    /// One element's state as a layer. Translation moves the anchor; rotation and scale act about
    /// it (Core Animation's translate · rotate · scale). `zPosition` is not used: the plan's order
    /// already is the drawing order.
    public static func layer(_ s: VisualState) -> RenderLayer {
        let transform = Transform3D.rotation(z: s.rotation) * Transform3D.scale(x: s.scaleX, y: s.scaleY)
        let geometry = LayerGeometry(position: Point(x: s.center.x + s.translation.x, y: s.center.y + s.translation.y),
                                     size: s.size, transform: transform, cornerRadius: s.cornerRadius)
        return RenderLayer(geometry: geometry, fill: s.backgroundColor, opacity: min(max(s.opacity, 0), 1), shade: s.shade)
    }
}
