import SwoopCore
import SwoopGesture
import SwoopInteraction

/// What an interaction must do when replayed: finish the transition, cancel it, or never start one.
package enum ExpectedOutcome: String, Sendable, Hashable, CaseIterable, Codable {
    case finish
    case cancel
    /// The input must not begin a transition at all (a tap, a swipe that never passes the slop).
    case none
}

/// The recognizer and controller options an expectation holds for. `nil` means "the replay's default"
/// (the command line's option, or the built-in default). Keys match the CLI flags.
package struct ExpectationOptions: Sendable, Hashable {
    package var source: PanSourceKind?
    package var fingers: Int?
    package var axis: PanAxis?
    package var direction: PanDirection?
    package var distanceMM: Double?
    package var threshold: Double?
    /// Touchscreen pans start only from this edge (the default band), moving inward unless `axis` and
    /// `direction` say otherwise.
    package var edge: ScreenEdge?

    package init(
        source: PanSourceKind? = nil, fingers: Int? = nil, axis: PanAxis? = nil,
        direction: PanDirection? = nil, distanceMM: Double? = nil, threshold: Double? = nil,
        edge: ScreenEdge? = nil
    ) {
        self.source = source
        self.fingers = fingers
        self.axis = axis
        self.direction = direction
        self.distanceMM = distanceMM
        self.threshold = threshold
        self.edge = edge
    }

    /// The values a fixture may hold (the fixture format's ranges), for readers and command lines alike.
    package static let fingerRange = PanSources.fingerCounts
    package static let distanceRange = PanDistance.millimetresRange
    package static let thresholdRange = ReleasePolicy.thresholdRange

    /// These options with every value set in `overrides` taking precedence (command-line overrides).
    package func overridden(by overrides: ExpectationOptions) -> ExpectationOptions {
        ExpectationOptions(
            source: overrides.source ?? source, fingers: overrides.fingers ?? fingers,
            axis: overrides.axis ?? axis, direction: overrides.direction ?? direction,
            distanceMM: overrides.distanceMM ?? distanceMM, threshold: overrides.threshold ?? threshold,
            edge: overrides.edge ?? edge)
    }
}

/// One expected outcome. Expectations apply to interactions in order; `interaction` (1-based) pins one
/// to a given interaction instead, so that several expectations (say, at different thresholds) can
/// describe the same gesture.
package struct Expectation: Sendable, Hashable {
    package var outcome: ExpectedOutcome
    package var interaction: Int?
    package var options: ExpectationOptions

    package init(outcome: ExpectedOutcome, interaction: Int? = nil, options: ExpectationOptions = ExpectationOptions())
    {
        self.outcome = outcome
        self.interaction = interaction
        self.options = options
    }

    static let keys = [
        "outcome", "interaction", "source", "fingers", "axis", "direction", "distance_mm", "threshold", "edge"
    ]

    init(from reader: JSONObjectReader<FixtureError>) throws(FixtureError) {
        try reader.requireOnly(Self.keys)
        guard let outcome = try reader.choice("outcome", ExpectedOutcome.self) else {
            throw reader.fail("outcome", "missing (required: finish, cancel or none)")
        }
        self.outcome = outcome
        interaction = try reader.integer("interaction", in: 1...1_000_000).map { Int($0) }
        let counts = ExpectationOptions.fingerRange
        let fingers = Int64(counts.lowerBound)...Int64(counts.upperBound)
        options = ExpectationOptions(
            source: try reader.choice("source", PanSourceKind.self),
            fingers: try reader.integer("fingers", in: fingers).map { Int($0) },
            axis: try reader.choice("axis", PanAxis.self),
            direction: try reader.choice("direction", PanDirection.self),
            distanceMM: try reader.number("distance_mm", in: ExpectationOptions.distanceRange),
            threshold: try reader.number("threshold", in: ExpectationOptions.thresholdRange),
            edge: try reader.choice("edge", ScreenEdge.self))
    }

    var json: JSONNode {
        var fields: [(String, JSONNode)] = [("outcome", .string(outcome.rawValue))]
        if let interaction { fields.append(("interaction", .integer(Int64(interaction)))) }
        if let s = options.source { fields.append(("source", .string(s.rawValue))) }
        if let f = options.fingers { fields.append(("fingers", .integer(Int64(f)))) }
        if let a = options.axis { fields.append(("axis", .string(a.rawValue))) }
        if let d = options.direction { fields.append(("direction", .string(d.rawValue))) }
        if let d = options.distanceMM { fields.append(("distance_mm", .number(d))) }
        if let t = options.threshold { fields.append(("threshold", .number(t))) }
        if let e = options.edge { fields.append(("edge", .string(e.rawValue))) }
        return .object(fields)
    }

    /// Decodes the items of an `expect` array (header or manifest).
    static func list(_ items: [JSONField<FixtureError>]) throws(FixtureError) -> [Expectation] {
        var result: [Expectation] = []
        for item in items { result.append(try Expectation(from: try item.object())) }
        return result
    }
}

/// An expectation with the interaction (1-based) it applies to.
package struct ResolvedExpectation: Sendable, Hashable {
    package var interaction: Int
    package var expectation: Expectation
}

extension Expectation {
    /// Assigns interactions: an expectation with `interaction` applies to that one; one without applies
    /// to the interaction after the previous expectation's (the first to interaction 1). So a plain list
    /// reads "interaction 1, 2, 3…", and an indexed entry can add a second expectation for a gesture.
    package static func resolve(_ expectations: [Expectation]) -> [ResolvedExpectation] {
        var previous = 0
        return expectations.map { expectation in
            let index = expectation.interaction ?? previous + 1
            previous = index
            return ResolvedExpectation(interaction: index, expectation: expectation)
        }
    }
}
