/// A CSS / Core Animation timing curve: a cubic Bézier from (0,0) to (1,1) with control points
/// (x1,y1) and (x2,y2), read as "output fraction at input fraction x".
///
/// x1 and x2 must lie in 0…1 so that x(t) is monotonic and the curve is a function of x;
/// y1 and y2 may overshoot (e.g. `easeOutBack`).
public struct CubicBezier: Sendable, Hashable, CustomStringConvertible {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// Polynomial coefficients of x(t) = ((ax·t + bx)·t + cx)·t, likewise y(t).
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Checked construction for parsers: throws when x1 or x2 leave 0…1 or a value is not finite.
    public static func make(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(EngineError) -> CubicBezier {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else {
            throw .invalidTiming("control points must be finite numbers")
        }
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            throw .invalidTiming("x1 and x2 must lie between 0 and 1 (got \(x1) and \(x2))")
        }
        return CubicBezier(x1, y1, x2, y2)
    }

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "cubic-bezier x1 and x2 must lie in 0…1")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }

    // MARK: Evaluation

    /// The curve's output at input fraction `x` (clamped to 0…1).
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(parameter(forX: x))
    }

    /// dy/dx at input fraction `x` — the curve's speed relative to linear.
    public func slope(at x: Double) -> Double {
        let t = parameter(forX: min(max(x, 0), 1))
        let dx = sampleDX(t)
        let dy = sampleDY(t)
        if abs(dx) < 1e-12 {
            // Vertical tangent at an end point (x1 or x2 at 0 or 1 with a rising y): report a steep finite slope.
            return dy == 0 ? 0 : (dy > 0 ? 1e12 : -1e12)
        }
        return dy / dx
    }

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func sampleDX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inline(__always) private func sampleDY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// Solves x(t) = x: Newton's method from t = x (fast, quadratic), falling back to bisection
    /// (always converges since x(t) is monotonic) when the derivative is flat or Newton wanders.
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < tolerance { return t }
            let derivative = sampleDX(t)
            if abs(derivative) < 1e-9 { break }
            let next = t - error / derivative
            if next < 0 || next > 1 { break }
            t = next
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// The curve's value when a good first guess of the parameter is known (a frame loop's table):
    /// Newton from `guess`, then the full solve if it has not converged in three steps. Exact either way.
    @inline(__always)
    func value(at x: Double, guess: Double) -> Double {
        var t = guess
        for _ in 0..<3 {
            let error = sampleX(t) - x
            if abs(error) < 1e-12 { return sampleY(t) }
            let derivative = sampleDX(t)
            if abs(derivative) < 1e-9 { break }
            t -= error / derivative
        }
        if abs(sampleX(t) - x) < 1e-12, t >= 0, t <= 1 { return sampleY(t) }
        return value(at: x)
    }

    /// Parameters t at x = 0, 1/n, …, 1: linear interpolation in it lands within Newton's reach.
    func inverseTable(count n: Int) -> [Double] {
        (0...n).map { parameter(forX: Double($0) / Double(n)) }
    }

    // MARK: Named curves (Core Animation's and Material's, as Hero names them)

    public static let linear = CubicBezier(0, 0, 1, 1)
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// Hero's default ("standard", Material) curve.
    public static let standard = CubicBezier(0.4, 0, 0.2, 1)
    public static let deceleration = CubicBezier(0, 0, 0.2, 1)
    public static let acceleration = CubicBezier(0.4, 0, 1, 1)
    public static let sharp = CubicBezier(0.4, 0, 0.6, 1)
    public static let easeOutBack = CubicBezier(0.175, 0.885, 0.32, 1.275)

    /// Names accepted by `timingFunction(NAME)` and in scene files.
    public static let named: [(name: String, curve: CubicBezier)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("standard", .standard), ("deceleration", .deceleration), ("acceleration", .acceleration),
        ("sharp", .sharp), ("easeOutBack", .easeOutBack)
    ]

    public static func named(_ name: String) -> CubicBezier? {
        named.first { $0.name == name }?.curve
    }
}
