import SwoopCommandLine
import SwoopFixtures
import SwoopGesture
import SwoopLiveCLI

/// `swoop import --expect …` with the options the expectations hold for.
///
/// `--expect` takes outcomes in interaction order, comma-separated or repeated (`finish,cancel`,
/// `--expect none --expect finish`); `KEY=VALUE` items after an outcome qualify that outcome as in
/// `swoop synth` (`finish,threshold=0.5,none`). The pan selection (`--source`, `--fingers`, `--axis`,
/// `--direction`, `--distance`, declared once in `PanSelection`) and `--threshold` apply to every
/// outcome that does not set them itself.
enum ImportExpectations {
    static let expect = RepeatedOption(
        "expect", "OUTCOME[,…]", "finish|cancel|none per interaction in order (KEY=VALUE items qualify the one before)",
        FlagSyntax.text)
    static let options: [any OptionDeclaration] = [expect] + PanSelection.options + [InteractionFlags.threshold]

    static func parse(_ arguments: ParsedArguments) throws -> [Expectation] {
        var shared = try PanSelection(arguments).expectationOptions(arguments)
        shared.threshold = try arguments.value(InteractionFlags.threshold)
        var expectations: [Expectation] = []
        for value in try arguments.value(expect) {
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
}
