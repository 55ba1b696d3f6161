import SwoopEngine
import SwoopFixtures
import SwoopInteraction

/// The transition and controller options shared by `replay`, `check`, `sweep` and `demo`: one flag
/// per `InteractionOptions` field (same names as the fixture expectation keys where they overlap),
/// plus the transition preset whose settle timing the controller uses.
enum ReplayFlags {
    static let interactionSpecs: [OptionSpec] = [
        .value("source", "all|swipe|scroll|touch", "input the recognizer listens to (all)"),
        .value("fingers", "N[,M]", "swipe finger counts (3,4), or touches averaged with --source touch (1)"),
        .value("axis", "x|y|auto", "pan axis (auto)"),
        .value("direction", "positive|negative|both", "pan direction (both)"),
        .value("distance", "MM", "pan length for progress 0 → 1 (per device)"),
        .value("threshold", "P", "release threshold (0.3)"),
        .value("projection", "RULE", "deceleration|linear:SECONDS|none (deceleration)"),
        .value("deceleration-rate", "D", "projection's per-ms rate (0.998 touchscreen, 0.997 touchpad)"),
        .value("reverse-flick", "MM_PER_S", "flick-back speed that cancels past the threshold (80)"),
        .value("scroll", "on|off", "two-finger scrolling with --source all (on)"),
        .value("touch-fingers", "N", "touches averaged on a touchscreen with --source all (1)"),
        .value("rubber-band", "LIMIT|off", "rubber-band progress past 0 and 1 (off: clamp)"),
        .value("frame-rate", "HZ", "virtual clock ticks while the transition moves (120)"),
    ]

    static let transitionSpecs: [OptionSpec] = [
        .value("transition", short: "t", "NAME", "preset whose settle timing the controller uses (see `swoop transitions`)"),
        .value("transition-direction", "present|dismiss", "which way the preset plays (its own default)"),
    ]

    /// The interaction flags given, in the fixed order of `interactionSpecs`, validated.
    static func overrides(_ arguments: ParsedArguments, except excluded: Set<String> = []) throws -> OptionOverrides {
        var values: [(name: String, value: String)] = []
        var probe = InteractionOptions()
        for spec in interactionSpecs where !excluded.contains(spec.name) {
            guard let value = arguments.value(spec.name) else { continue }
            do {
                try probe.set(spec.name, to: value)
            } catch {
                throw UsageError(error.description)
            }
            values.append((spec.name, value))
        }
        return OptionOverrides(values)
    }

    /// The preset's plan (`nil` without `--transition` unless `defaultName` is given).
    static func plan(_ arguments: ParsedArguments, defaultName: String? = nil) throws -> TransitionPlan? {
        guard let name = arguments.value("transition") ?? defaultName else {
            if arguments.value("transition-direction") != nil {
                throw UsageError("--transition-direction needs --transition NAME")
            }
            return nil
        }
        let definition = try TransitionsCommand.preset(named: name)
        let direction = try arguments.choice("transition-direction", TransitionDirection.self) ?? definition.defaultDirection
        return try TransitionPlan(definition, direction: direction)
    }

    /// Default options with the plan's settle timing.
    static func base(plan: TransitionPlan?) -> InteractionOptions {
        var options = InteractionOptions()
        if let plan { options.timing = plan.settleTiming }
        return options
    }

    /// `%`-free fixed-decimal rendering for tables (no locale, `-0` as `0`).
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let magnitude = abs(rounded)
        let whole = Int64(magnitude)
        let fraction = String(Int64(((magnitude - Double(whole)) * scale).rounded()))
        return (rounded < 0 ? "-" : "") + String(whole)
            + (decimals > 0 ? "." + String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction : "")
    }

    /// `text` left-aligned in `width` columns (longer text is kept whole; callers put a space after).
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
