import SwoopEngine

/// Large generated scenes for frame-cost benchmarks (100, 1 000 and 10 000 elements, the sizes the frame-cost goal names).
package enum SyntheticScenes {
    /// `count` heroID pairs: a grid of square thumbnails on the source, a list of wide rows on the
    /// destination, every pair opaque (one track each). Every fourth pair follows an arc and every
    /// eighth pair is translucent (two cross-fading tracks). `distanceDurations` uses Hero's auto
    /// duration, so nearly every pair has its own timing (the costly case); otherwise one fixed duration.
    package static func matchedGrid(count: Int, distanceDurations: Bool = true) -> TransitionDefinition {
        let columns = 10
        var source: [Element] = []
        var destination: [Element] = []
        source.reserveCapacity(count)
        destination.reserveCapacity(count)
        for i in 0..<count {
            let row = Double(i / columns)
            let column = Double(i % columns)
            let hero = "e\(i)"
            source.append(
                Element(
                    id: "s\(i)", heroID: hero, frame: Rect(x: 4 + column * 38, y: 4 + row * 38, width: 34, height: 34),
                    cornerRadius: 6, backgroundColor: RGBA(red: column / 10, green: 0.5, blue: 1)))
            let opacity = i % 8 == 7 ? 0.8 : 1
            destination.append(
                Element(
                    id: "d\(i)", heroID: hero, frame: Rect(x: 16, y: 8 + Double(i) * 60, width: 358, height: 52),
                    opacity: opacity, cornerRadius: 12, backgroundColor: RGBA(red: 1, green: column / 10, blue: 0.5),
                    modifiers: i % 4 == 3 ? [.arc(1)] : []))
        }
        return TransitionDefinition(
            name: "synthetic-\(count)", summary: "\(count) matched pairs (benchmark)",
            screenSize: Size(width: 390, height: 844),
            source: ScreenLayout(elements: source), destination: ScreenLayout(elements: destination),
            overlay: Overlay(style: .dim, alpha: 0.4),
            duration: distanceDurations ? .auto : .fixed(0.35), timingFunction: .standard)
    }
}
