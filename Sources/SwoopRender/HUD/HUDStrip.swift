import SwoopEngine

/// The heads-up strip as ordinary layers appended over a scene, so the window and the exports draw it
/// with the renderer they already have, at any scale, with nothing to keep between frames.
///
/// Shapes and colours only, no text (a GIF is small and text would need fonts). Layout, in scene
/// points: a dark pill 28 pt tall, 12 pt from the scene's sides and 16 pt from its bottom (clear of a
/// phone's home indicator); inside it a 6 pt track with the progress filled from the left, the
/// threshold as a tall yellow tick, the projection as a cyan line from the progress to a cyan dot, and
/// the decision as a badge at the right end. The legend is in docs/rendering.md.
public enum HUDStrip {
    /// Apple's system colours, so the strip reads like the platform the seeds come from.
    public enum Palette {
        public static let plate = RGBA(red: 0, green: 0, blue: 0, alpha: 0.55)
        public static let plateEdge = RGBA(red: 1, green: 1, blue: 1, alpha: 0.35)
        public static let track = RGBA(red: 1, green: 1, blue: 1, alpha: 0.3)
        /// The progress before anything is decided.
        public static let progress = RGBA(red: 1, green: 1, blue: 1, alpha: 0.95)
        public static let threshold = RGBA(hex: "#FFCC00")!
        public static let projection = RGBA(hex: "#5AC8FA")!
        public static let finish = RGBA(hex: "#34C759")!
        public static let cancel = RGBA(hex: "#FF3B30")!
    }

    static let plateHeight = 28.0, sideMargin = 12.0, bottomMargin = 16.0
    static let trackHeight = 6.0, trackInset = 14.0, badgeSlot = 36.0
    static let tickWidth = 2.0, tickHeight = 18.0, dotSize = 10.0, ringWidth = 2.5
    /// A track shorter than this cannot show a threshold and a projection apart: no strip then.
    static let minimumTrackLength = 40.0

    /// Where the strip's parts go in a scene of `size`; nil when the scene is too small to hold one.
    public struct Layout: Equatable, Sendable {
        public var plate: Rect
        /// The track's left and right ends (progress 0 and 1) and its centre line.
        public var trackStart: Double, trackEnd: Double, centerY: Double
        public var badgeCenter: Point

        /// The x of a progress value on the track, clamped to its ends (NaN sits at 0).
        public func x(of progress: Double) -> Double {
            trackStart + (trackEnd - trackStart) * HUDStrip.clamped(progress)
        }
    }

    public static func layout(in size: Size) -> Layout? {
        let plate = Rect(
            x: sideMargin, y: size.height - bottomMargin - plateHeight,
            width: size.width - 2 * sideMargin, height: plateHeight)
        let start = plate.x + trackInset
        let end = plate.x + plate.width - badgeSlot
        guard plate.y >= 0, end - start >= minimumTrackLength else { return nil }
        return Layout(
            plate: plate, trackStart: start, trackEnd: end, centerY: plate.y + plateHeight / 2,
            badgeCenter: Point(x: plate.x + plate.width - badgeSlot / 2 + 2, y: plate.y + plateHeight / 2))
    }

    /// The strip's layers, bottom to top, for a scene of `size`: plate, track, progress, projection
    /// line, threshold tick, projected marker, decision badge. Empty when the scene is too small.
    public static func items(for state: HUDState, in size: Size) -> [RenderItem] {
        guard let l = layout(in: size) else { return [] }
        var layers: [RenderLayer] = []
        layers.append(
            RenderLayer(
                geometry: LayerGeometry(frame: l.plate, cornerRadius: plateHeight / 2), fill: Palette.plate,
                border: Border(width: 1, color: Palette.plateEdge)))
        layers.append(bar(from: l.trackStart, to: l.trackEnd, l.centerY, height: trackHeight, Palette.track))

        let progressX = l.x(of: state.progress)
        let progressColour =
            switch state.decision?.outcome {
            case nil: Palette.progress
            case .finish: Palette.finish
            case .cancel: Palette.cancel
            }
        if progressX > l.trackStart {
            layers.append(bar(from: l.trackStart, to: progressX, l.centerY, height: trackHeight, progressColour))
        }

        let projectedX = state.projected.map { l.x(of: $0) }
        if let projectedX, abs(projectedX - progressX) > 0 {
            layers.append(
                bar(
                    from: min(progressX, projectedX), to: max(progressX, projectedX), l.centerY, height: 2,
                    Palette.projection))
        }
        layers.append(
            RenderLayer(
                geometry: LayerGeometry(
                    position: Point(x: l.x(of: state.threshold), y: l.centerY),
                    size: Size(width: tickWidth, height: tickHeight)), fill: Palette.threshold))
        if let projected = state.projected, let projectedX {
            // A projection beyond an end is drawn at that end as a ring: "at least this far".
            let inRange = projected.isFinite && projected >= 0 && projected <= 1
            layers.append(
                dot(
                    at: Point(x: projectedX, y: l.centerY), diameter: dotSize,
                    fill: inRange ? Palette.projection : .clear,
                    border: inRange ? nil : Border(width: ringWidth, color: Palette.projection)))
        }
        if let decision = state.decision { layers.append(badge(decision, at: l.badgeCenter)) }
        return layers.map(RenderItem.layer)
    }

    /// The decision's badge: colour from the outcome, shape from the rule family.
    static func badge(_ decision: HUDDecision, at centre: Point) -> RenderLayer {
        let colour = decision.outcome == .finish ? Palette.finish : Palette.cancel
        switch decision.family {
        case .threshold:
            return RenderLayer(
                geometry: LayerGeometry(position: centre, size: Size(width: 14, height: 14), cornerRadius: 2),
                fill: colour)
        case .projection:
            return dot(at: centre, diameter: 16, fill: colour, border: nil)
        case .reverseFlick:
            return RenderLayer(
                geometry: LayerGeometry(
                    position: centre, size: Size(width: 12, height: 12),
                    transform: .rotation(z: .pi / 4), cornerRadius: 1.5), fill: colour)
        case .interrupted:
            return dot(at: centre, diameter: 16, fill: .clear, border: Border(width: 3, color: colour))
        }
    }

    static func bar(from x0: Double, to x1: Double, _ centerY: Double, height: Double, _ colour: RGBA) -> RenderLayer {
        RenderLayer(
            geometry: LayerGeometry(
                frame: Rect(x: x0, y: centerY - height / 2, width: x1 - x0, height: height),
                cornerRadius: height / 2), fill: colour)
    }

    static func dot(at centre: Point, diameter: Double, fill: RGBA, border: Border?) -> RenderLayer {
        RenderLayer(
            geometry: LayerGeometry(
                position: centre, size: Size(width: diameter, height: diameter), cornerRadius: diameter / 2),
            fill: fill, border: border)
    }

    static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension RenderScene {
    /// The scene with the heads-up strip drawn over everything (unchanged for nil).
    public func withHUD(_ state: HUDState?) -> RenderScene {
        guard let state else { return self }
        var scene = self
        scene.items += HUDStrip.items(for: state, in: size)
        return scene
    }
}
