import SwoopCore
import SwoopEngine

/// What a point on a screen at rest selects, as UIKit's `hitTest(_:with:)` finds it: the topmost
/// element under the point (children above their parent, siblings by zIndex, later ones above), the
/// deepest one there, never an element outside a clipping ancestor (`clips`, Core Animation's
/// `masksToBounds`, with its rounded corners) or one nearly transparent (opacity < 0.01, UIKit's rule).
/// Frames are the resting ones composed through the hierarchy; resting transforms are not applied.
package struct HitTest: Sendable, Equatable {
    /// The element hit and its ancestors, innermost first; empty when the point hits nothing.
    package var path: [String]

    package var element: String? { path.first }

    package init(_ point: Point, on layout: ScreenLayout) {
        path = Self.hit(point, in: layout.elements, origin: Point(x: 0, y: 0)) ?? []
    }

    /// The ids from the hit element outwards, or nil: topmost first.
    static func hit(_ point: Point, in elements: [Element], origin: Point) -> [String]? {
        // Drawing order is a stable sort by zIndex; hit-testing walks it backwards.
        let ordered = elements.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        for (_, element) in ordered.reversed() where element.opacity >= 0.01 {
            let frame = Rect(
                x: origin.x + element.frame.x, y: origin.y + element.frame.y, width: element.frame.width,
                height: element.frame.height)
            let inside = contains(point, frame, cornerRadius: element.cornerRadius)
            if !element.clips || inside,
                let deeper = hit(point, in: element.children, origin: Point(x: frame.x, y: frame.y))
            {
                return deeper + [element.id]
            }
            if inside { return [element.id] }
        }
        return nil
    }

    /// Inside the rounded rectangle (edges included on the top and left, as a half-open pixel grid).
    static func contains(_ p: Point, _ r: Rect, cornerRadius: Double) -> Bool {
        guard p.x >= r.x, p.y >= r.y, p.x < r.x + r.width, p.y < r.y + r.height else { return false }
        let radius = min(max(cornerRadius, 0), r.width / 2, r.height / 2)
        guard radius > 0 else { return true }
        // Distance into the nearest corner's square, then whether it is outside the quarter circle.
        let cx = p.x < r.x + radius ? r.x + radius : p.x > r.x + r.width - radius ? r.x + r.width - radius : p.x
        let cy = p.y < r.y + radius ? r.y + radius : p.y > r.y + r.height - radius ? r.y + r.height - radius : p.y
        let dx = p.x - cx
        let dy = p.y - cy
        return dx * dx + dy * dy <= radius * radius
    }
}
