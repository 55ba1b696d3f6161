/// Which axis a pan follows.
public enum PanAxis: String, Sendable, Hashable, CaseIterable {
    case x
    case y
    /// The dominant axis of the first movement past the slop, locked for the rest of the pan.
    case auto
}

extension PanAxis {
    /// The choice that follows exactly `axis`.
    public init(_ axis: LockedAxis) {
        switch axis {
        case .x: self = .x
        case .y: self = .y
        }
    }
}

/// One of the two device axes, once a pan has locked onto it (or a synthesized gesture moves along).
/// Device axes: +x right, +y down.
public enum LockedAxis: String, Sendable, Hashable, CaseIterable {
    case x
    case y
}

/// Which way along the axis a pan may start.
public enum PanDirection: String, Sendable, Hashable, CaseIterable {
    /// Towards +x (right) or +y (down).
    case positive
    /// Towards −x (left) or −y (up).
    case negative
    /// Either; the sign of the first movement past the slop becomes the pan's direction.
    case both
}

/// A sign on a device axis: the way a pan was locked, or a synthesized gesture moves. The raw values
/// are the names logs and `swoop synth` use.
public enum AxisSign: String, Sendable, Hashable, CaseIterable {
    case positive
    case negative

    /// +1 or −1.
    public var factor: Double {
        switch self {
        case .positive: 1
        case .negative: -1
        }
    }
}

extension PanDirection {
    /// The choice that allows exactly `sign`.
    public init(_ sign: AxisSign) {
        switch sign {
        case .positive: self = .positive
        case .negative: self = .negative
        }
    }
}
