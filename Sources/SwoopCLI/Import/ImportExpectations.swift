import SwoopFixtures
import SwoopGesture
import SwoopLiveCLI

/// `swoop import --expect …` with the options the expectations hold for.
///
/// `--expect` takes outcomes in interaction order, comma-separated or repeated (`finish,cancel`,
/// `--expect none --expect finish`); `KEY=VALUE` items after an outcome qualify that outcome as in
/// `swoop synth` (`finish,threshold=0.5,none`). The plain options `--source`, `--fingers`, `--axis`,
/// `--direction`, `--distance` (or `--distance-mm`), `--threshold` apply to every outcome that does not set them itself.
enum ImportExpectations {
    static let options: [OptionSpec] = [
        .repeated(
            "expect", "OUTCOME[,…]",
            "finish|cancel|none per interaction in order (KEY=VALUE items qualify the one before)"),
        .value("source", "swipe|scroll|touch", "the pan source the expectations hold for"),
        .value("fingers", "N", "finger count the expectations hold for"),
        .value("axis", "x|y|auto", "axis the expectations hold for"),
        .value("direction", "positive|negative|both", "direction the expectations hold for"),
        .value("distance", "MM", "pan length (mm) for progress 0 → 1 the expectations hold for"),
        .value("distance-mm", "MM", "the same as --distance (the spelling `swoop synth` uses)"),
        .value(
            "threshold", "P",
            "release threshold (\(HelpText.range(ExpectationOptions.thresholdRange))) the expectations hold for")
    ]

    static func parse(_ arguments: ParsedArguments) throws -> [Expectation] {
        let shared = try sharedOptions(arguments)
        var expectations: [Expectation] = []
        for value in arguments.values("expect") {
            for group in try groups(value) {
                var expectation = try ExpectationSyntax.parse(group)
                expectation.options = shared.overridden(by: expectation.options)
                expectations.append(expectation)
            }
        }
        if expectations.isEmpty && shared != ExpectationOptions() {
            throw UsageError(
                "--source/--fingers/--axis/--direction/--distance/--threshold qualify expectations: add --expect")
        }
        return expectations
    }

    /// `finish,threshold=0.5,none` → ["finish,threshold=0.5", "none"]: a new group at each outcome word.
    static func groups(_ value: String) throws -> [String] {
        var groups: [[Substring]] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            if ExpectedOutcome(rawValue: String(item)) != nil {
                groups.append([item])
            } else if groups.isEmpty {
                throw UsageError("--expect: '\(value)' must start with finish, cancel or none")
            } else if item.isEmpty {
                throw UsageError("--expect: '\(value)' has an empty item")
            } else {
                groups[groups.count - 1].append(item)
            }
        }
        return groups.map { $0.joined(separator: ",") }
    }

    private static func sharedOptions(_ a: ParsedArguments) throws -> ExpectationOptions {
        var options = ExpectationOptions()
        options.source = try a.choice("source", PanSourceKind.self)
        options.fingers = try a.int("fingers")
        if let fingers = options.fingers, !ExpectationOptions.fingerRange.contains(fingers) {
            throw UsageError("--fingers must be \(HelpText.range(ExpectationOptions.fingerRange))")
        }
        options.axis = try a.choice("axis", PanAxis.self)
        options.direction = try a.choice("direction", PanDirection.self)
        if a.value("distance") != nil && a.value("distance-mm") != nil {
            throw UsageError("give --distance or --distance-mm, not both")
        }
        options.distanceMM = try a.double("distance") ?? a.double("distance-mm")
        if let d = options.distanceMM, !ExpectationOptions.distanceRange.contains(d) {
            throw UsageError("--distance must be \(HelpText.range(ExpectationOptions.distanceRange)) (mm)")
        }
        options.threshold = try a.double("threshold")
        if let t = options.threshold, !ExpectationOptions.thresholdRange.contains(t) {
            throw UsageError("--threshold must be \(HelpText.range(ExpectationOptions.thresholdRange))")
        }
        return options
    }
}
