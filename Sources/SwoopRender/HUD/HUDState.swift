/// What the heads-up strip shows over a transition: where the progress is, where the release rule's
/// threshold lies, where a release would carry the progress, and what was decided. A plain value so
/// that the strip is a pure function of it (`HUDStrip`), the same in a window and in a GIF.
public struct HUDState: Equatable, Sendable {
    /// The transition's progress on screen (outside 0…1 when rubber-banding; drawn clamped).
    public var progress: Double
    /// The release rule's threshold (`--threshold`).
    public var threshold: Double
    /// `progress + projection(velocity)` at the release; nil while the fingers are down.
    public var projected: Double?
    /// Set once the release (or a cancellation) has been decided.
    public var decision: HUDDecision?

    public init(progress: Double, threshold: Double, projected: Double? = nil, decision: HUDDecision? = nil) {
        self.progress = progress
        self.threshold = threshold
        self.projected = projected
        self.decision = decision
    }
}

/// A release decision as the strip draws it: the outcome is the colour, the rule's family the shape.
/// The renderer knows nothing of the interaction's types; the session driver maps its decision here.
public struct HUDDecision: Equatable, Sendable {
    public enum Outcome: String, Sendable, CaseIterable {
        case finish
        case cancel
    }

    /// Which kind of rule decided, coarser than the log's `rule` field: what a viewer needs to tell apart.
    public enum RuleFamily: String, Sendable, CaseIterable {
        /// The progress alone decided (progress and projection on the same side of the threshold).
        case threshold
        /// The release velocity's projection carried the progress across the threshold, either way.
        case projection
        /// A flick back against the pan cancelled, whatever the progress.
        case reverseFlick
        /// Nobody decided: the gesture or touch was cancelled, the device went away, or the input ended.
        case interrupted
    }

    public var outcome: Outcome
    public var family: RuleFamily

    public init(_ outcome: Outcome, by family: RuleFamily) {
        self.outcome = outcome
        self.family = family
    }
}
