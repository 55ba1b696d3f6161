import SwoopInteraction

/// Options given as `--name value` on a command line, applied after a fixture's own so that they win
/// (`swoop check --threshold 0.5` overrides every expectation's threshold).
public struct OptionOverrides: Sendable, Equatable {
    public var values: [(name: String, value: String)]

    public init(_ values: [(name: String, value: String)] = []) { self.values = values }

    public static func == (a: OptionOverrides, b: OptionOverrides) -> Bool {
        a.values.map(\.name) == b.values.map(\.name) && a.values.map(\.value) == b.values.map(\.value)
    }

    public func value(_ name: String) -> String? { values.last { $0.name == name }?.value }
}

extension ExpectationOptions {
    /// The expectation's options as `InteractionOptions` flags, in a fixed order.
    public var flags: [(name: String, value: String)] {
        var out: [(String, String)] = []
        if let source { out.append(("source", source.rawValue)) }
        if let fingers { out.append(("fingers", String(fingers))) }
        if let axis { out.append(("axis", axis.rawValue)) }
        if let direction { out.append(("direction", direction.rawValue)) }
        if let distanceMM { out.append(("distance", "\(distanceMM)")) }
        if let threshold { out.append(("threshold", "\(threshold)")) }
        return out
    }
}

extension InteractionOptions {
    /// `base`, then the fixture's expectation options, then the command line's overrides.
    public static func resolve(base: InteractionOptions, fixture: ExpectationOptions?,
                               overrides: OptionOverrides) throws(InteractionError) -> InteractionOptions {
        var options = base
        for (name, value) in fixture?.flags ?? [] { try options.set(name, to: value) }
        for (name, value) in overrides.values { try options.set(name, to: value) }
        return options
    }
}
