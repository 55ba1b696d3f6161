import SwoopCore

/// Some of a `ReleasePolicy`'s settings, each nil where it is not set: an app route's own release rules
/// (per direction), or the command line's. Laid over a policy in that order, so options given on the
/// command line win over a route's, and a route's over the defaults.
public struct ReleaseOverrides: Sendable, Hashable {
    public var threshold: Double?
    public var projection: ProjectionRule?
    public var decelerationRate: Double?
    public var reverseFlickMMPerSecond: Double?
    public var releaseRule: ReleaseRuleName?

    public init(
        threshold: Double? = nil, projection: ProjectionRule? = nil, decelerationRate: Double? = nil,
        reverseFlickMMPerSecond: Double? = nil, releaseRule: ReleaseRuleName? = nil
    ) {
        self.threshold = threshold
        self.projection = projection
        self.decelerationRate = decelerationRate
        self.reverseFlickMMPerSecond = reverseFlickMMPerSecond
        self.releaseRule = releaseRule
    }

    public var isEmpty: Bool { self == ReleaseOverrides() }

    /// Sets on `policy` what is set here.
    public func apply(to policy: inout ReleasePolicy) {
        if let threshold { policy.threshold = threshold }
        if let projection { policy.projection = projection }
        if let decelerationRate { policy.decelerationRate = decelerationRate }
        if let reverseFlickMMPerSecond { policy.reverseFlickMinimumMMPerSecond = reverseFlickMMPerSecond }
        if let releaseRule { policy.releaseRule = releaseRule }
    }

    /// These settings with `other`'s laid over them.
    public func overridden(by other: ReleaseOverrides) -> ReleaseOverrides {
        ReleaseOverrides(
            threshold: other.threshold ?? threshold, projection: other.projection ?? projection,
            decelerationRate: other.decelerationRate ?? decelerationRate,
            reverseFlickMMPerSecond: other.reverseFlickMMPerSecond ?? reverseFlickMMPerSecond,
            releaseRule: other.releaseRule ?? releaseRule)
    }
}

extension ProjectionRule {
    /// The rule its name (`description`) names: `deceleration`, `linear:SECONDS` (SECONDS within
    /// `linearSecondsRange`) or `none`; nil for anything else. The `--projection` flag and app files read it.
    public init?(name: String) {
        switch name {
        case "deceleration": self = .deceleration
        case "none": self = .none
        default:
            guard name.hasPrefix("linear:"), let seconds = decimal(String(name.dropFirst("linear:".count))),
                Self.linearSecondsRange.contains(seconds)
            else { return nil }
            self = .linear(seconds: seconds)
        }
    }
}
