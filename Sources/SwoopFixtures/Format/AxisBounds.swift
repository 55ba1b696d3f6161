import SwoopInputModel

/// Where a format 1.1 fixture's touch positions in device units may lie: within the header's axes
/// (0 … max − min, counted from each axis' minimum), or outside them by at most `tolerance` of the
/// axis' span. Real panels report a little past their advertised ranges (libinput warns of it and
/// carries on); a position within the tolerance is clamped to the axis, and one beyond it is a file
/// whose positions are in some other unit (a 15-unit drag on axes 0..1 would be 5 m of finger
/// travel), which is refused.
package struct AxisBounds: Sendable, Hashable {
    /// 5 % of an axis' span on either side.
    package static let tolerance = 0.05

    let x: AxisRange
    let y: AxisRange
    private let xLimit: ClosedRange<Double>
    private let yLimit: ClosedRange<Double>

    package init(x: AxisRange, y: AxisRange) {
        self.x = x
        self.y = y
        xLimit = -Self.tolerance * x.span...(1 + Self.tolerance) * x.span
        yLimit = -Self.tolerance * y.span...(1 + Self.tolerance) * y.span
    }

    /// The header's bounds, for a device counted in device units.
    init?(_ coordinates: TouchCoordinates) {
        guard case .deviceUnits(let x, let y) = coordinates else { return nil }
        self.init(x: x, y: y)
    }

    /// A position checked against the axes.
    enum Verdict: Equatable {
        case inside
        /// Within the tolerance: the position clamped to the axes.
        case clamped(x: Double, y: Double)
        /// Beyond it: the field and why.
        case outside(field: String, reason: String)
    }

    @inline(__always)
    func check(x px: Double, y py: Double) -> Verdict {
        let cx = min(max(px, 0), x.span)
        let cy = min(max(py, 0), y.span)
        if cx == px && cy == py { return .inside }
        for (field, value, range, limit) in [("x", px, x, xLimit), ("y", py, y, yLimit)] where !limit.contains(value) {
            return .outside(
                field: field,
                reason: "\(value) device units is outside the header's \(field) axis (\(range), so 0…"
                    + "\(range.maximum - range.minimum) from its minimum) by more than the "
                    + "\(Int(Self.tolerance * 100)) % tolerance: are the positions in mm, or from another device?")
        }
        return .clamped(x: cx, y: cy)
    }
}

/// What the reader clamped, for one warning at the end instead of one a line.
struct ClampedPositions: Sendable {
    private(set) var count = 0
    private(set) var firstLine = 0

    mutating func note(line: Int) {
        if count == 0 { firstLine = line }
        count += 1
    }

    var warning: String? {
        guard count > 0 else { return nil }
        return "\(count) touch position\(count == 1 ? "" : "s") slightly outside the header's axes "
            + "(within \(Int(AxisBounds.tolerance * 100)) % of their span; the first on line \(firstLine)) "
            + "clamped to them"
    }
}
