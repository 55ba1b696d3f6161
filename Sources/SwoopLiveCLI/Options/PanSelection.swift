import SwoopCommandLine
import SwoopFixtures
import SwoopGesture
import SwoopInteraction

/// `--source --fingers --axis --direction --distance`: which pans the recognizer takes and how far a
/// pan goes for progress 1, declared once for every command that selects pans: `replay`, `check`,
/// `sweep` and `run` (in `InteractionFlags`), and `import`, whose expectations hold them
/// (`expectationOptions`). `synth`'s flags of the same names describe the gesture it makes instead
/// (`GestureFlags`). Each value is `nil` when not given.
package struct PanSelection: Equatable {
    /// `.some(nil)`: every kind (`--source all`).
    package var source: PanSourceKind??
    package var fingers: [Int]?
    package var axis: PanAxis?
    package var direction: PanDirection?
    package var distanceMM: Double?

    package static let source = Option(
        "source", "all|swipe|scroll|touch|pinch",
        "input the recognizer listens to (\(PanSources().kindName); all: every kind but pinch; an --app with a pinch route adds pinches)",
        FlagSyntax<PanSourceKind?>(
            expected: HelpText.alternatives([PanSources.everyKindName] + PanSourceKind.allCases.map(\.rawValue))
        ) { text in text == PanSources.everyKindName ? .some(nil) : PanSourceKind(rawValue: text).map { .some($0) } })
    package static let fingers = Option(
        "fingers", "N[,M]",
        "swipe finger counts (\(PanSources.defaultSwipeFingers.sorted().map(String.init).joined(separator: ","))), "
            + "or touches averaged with --source touch (\(PanSources.defaultTouchscreenFingers))",
        FlagSyntax<[Int]>(expected: "comma-separated finger counts \(HelpText.range(PanSources.fingerCounts))") {
            text in
            let counts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard counts.allSatisfy({ $0.map(PanSources.fingerCounts.contains) ?? false }) else { return nil }
            return counts.compactMap { $0 }
        })
    package static let axis = Option(
        "axis", "x|y|auto", "pan axis (\(PanConfiguration.defaultAxis.rawValue))", FlagSyntax<PanAxis>.choice)
    package static let direction = Option(
        "direction", "positive|negative|both", "pan direction (\(PanConfiguration.defaultDirection.rawValue))",
        FlagSyntax<PanDirection>.choice)
    package static let distance = Option(
        "distance", "MM",
        "pan length for progress 0 → 1 (\(PanDistance.default.helpText))",
        FlagSyntax.number(in: PanDistance.millimetresRange, "a distance in mm"))

    package static let options: [any OptionDeclaration] = [source, fingers, axis, direction, distance]

    package init() {}

    /// The flags given, read in the order of `options`.
    package init(_ arguments: ParsedArguments) throws(FlagValueError) {
        source = try arguments.value(Self.source)
        fingers = try arguments.value(Self.fingers)
        axis = try arguments.value(Self.axis)
        direction = try arguments.value(Self.direction)
        distanceMM = try arguments.value(Self.distance)
    }

    /// Over `configuration`, after an edge (which sets an axis and a direction these may override).
    package func apply(to configuration: inout SessionConfiguration) {
        if let source { configuration.gesture.sources.kind = source }
        if let fingers { configuration.gesture.sources.fingers = fingers }
        if let axis { configuration.gesture.axis = axis }
        if let direction { configuration.gesture.direction = direction }
        if let distanceMM { configuration.drive.distance = .fixed(millimetres: distanceMM) }
    }

    /// The selection as an expectation of a fixture holds it: one kind of source and one finger count.
    /// `arguments` are those the selection was read from (a refusal quotes the value given).
    package func expectationOptions(_ arguments: ParsedArguments) throws(FlagValueError) -> ExpectationOptions {
        var options = ExpectationOptions(axis: axis, direction: direction, distanceMM: distanceMM)
        if let source {
            guard let kind = source else {
                throw FlagValueError(
                    flag: "--source", value: PanSources.everyKindName,
                    expected: "one kind, which an expectation holds: "
                        + HelpText.alternatives(PanSourceKind.allCases.map(\.rawValue)))
            }
            options.source = kind
        }
        if let fingers {
            guard fingers.count == 1 else {
                throw FlagValueError(
                    flag: "--fingers", value: arguments.text(Self.fingers) ?? "",
                    expected: "one finger count, which an expectation holds")
            }
            options.fingers = fingers[0]
        }
        return options
    }
}

extension PanDistance {
    /// `per device`, or the fixed length in mm.
    var helpText: String {
        switch self {
        case .perDevice: "per device"
        case .fixed(let millimetres): HelpText.number(millimetres)
        }
    }
}
