import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInteraction

/// The interaction options group: every flag that shapes a `SessionConfiguration`, parsed once into
/// typed values, each `nil` when not given, applied over a configuration as its last layer
/// (`ConfigurationLayer`), so flags win over a fixture's expectation and the preset (`TransitionFlags`).
/// `replay`, `check`, `sweep` (all but `--threshold`) and `run` take it whole; `demo` takes the preset
/// alone; `import`'s expectation flags are written as a fixture holds them (`ExpectationSyntax`). Help
/// texts show the defaults from the constants that define them.
package struct InteractionFlags: ConfigurationLayer, Equatable {
    /// `.some(nil)`: every kind (`--source all`).
    package var source: PanSourceKind??
    package var fingers: [Int]?
    package var axis: PanAxis?
    package var direction: PanDirection?
    package var distanceMM: Double?
    package var threshold: Double?
    package var projection: ProjectionRule?
    package var decelerationRate: Double?
    package var reverseFlickMMPerSecond: Double?
    package var releaseRule: ReleaseRuleName?
    package var edge: ScreenEdge?
    package var edgeWidthMM: Double?
    package var pinchScale: Double?
    package var scroll: Bool?
    package var touchFingers: Int?
    package var limit: ProgressLimit?
    package var frameRate: Double?

    /// The syntax of each flag's value, declared once.
    package enum Syntax {
        package static let source = FlagSyntax<PanSourceKind?>(
            expected: HelpText.alternatives([PanSources.everyKindName] + PanSourceKind.allCases.map(\.rawValue))
        ) { text in text == PanSources.everyKindName ? .some(nil) : PanSourceKind(rawValue: text).map { .some($0) } }
        package static let fingers = FlagSyntax<[Int]>(
            expected: "comma-separated finger counts \(HelpText.range(PanSources.fingerCounts))"
        ) { text in
            let counts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard counts.allSatisfy({ $0.map(PanSources.fingerCounts.contains) ?? false }) else { return nil }
            return counts.compactMap { $0 }
        }
        package static let axis = FlagSyntax<PanAxis>.choice(PanAxis.self)
        package static let direction = FlagSyntax<PanDirection>.choice(PanDirection.self)
        package static let distance = FlagSyntax<Double>.number(in: PanDistance.millimetresRange, "a distance in mm")
        package static let threshold = FlagSyntax<Double>.number("a progress between 0 and 1") {
            ReleasePolicy.thresholdRange.contains($0)
        }
        package static let projection = FlagSyntax<ProjectionRule>(
            expected:
                "deceleration, linear:SECONDS (SECONDS \(HelpText.range(ProjectionRule.linearSecondsRange))) or none"
        ) { ProjectionRule(name: $0) }
        package static let decelerationRate = FlagSyntax<Double>.number(
            "a rate strictly between 0 and 1 (e.g. \(HelpText.number(ReleasePolicy.touchscreenDecelerationRate)))"
        ) { $0 > 0 && $0 < 1 }
        package static let reverseFlick = FlagSyntax<Double>.number(
            in: ReleasePolicy.reverseFlickRange, "a speed in mm/s")
        package static let releaseRule = FlagSyntax<ReleaseRuleName>.choice(ReleaseRuleName.self)
        package static let edge = FlagSyntax<ScreenEdge>.choice(ScreenEdge.self)
        package static let edgeWidth = FlagSyntax<Double>.number(in: ScreenEdge.bandRange, "a band width in mm")
        package static let pinchScale = FlagSyntax<Double>.number(
            "a scale between 0.05 and 20, at least 1 % from 1 (e.g. 0.5 pinches in, 2 spreads)"
        ) { PinchPan.isValidTarget($0) }
        package static let scroll = FlagSyntax<Bool>(expected: "on or off") { text in
            switch text {
            case "on": true
            case "off": false
            default: nil
            }
        }
        package static let touchFingers = FlagSyntax<Int>(
            expected: "a finger count \(HelpText.range(PanSources.fingerCounts))"
        ) {
            text in Int(text).flatMap { PanSources.fingerCounts.contains($0) ? $0 : nil }
        }
        package static let rubberBand = FlagSyntax<ProgressLimit>(
            expected: "a limit in progress \(HelpText.range(ProgressLimit.rubberBandRange)), or off"
        ) { text in
            if text == "off" { return .clamp }
            return decimal(text).flatMap { ProgressLimit.rubberBandRange.contains($0) ? .rubberBand(limit: $0) : nil }
        }
        package static let frameRate = FlagSyntax<Double>.number("a rate in Hz above 0") { $0 > 0 && $0 <= 10_000 }
    }

    package static let specs: [OptionSpec] = {
        let sources = PanSources()
        let n = HelpText.number
        let swipeFingers = PanSources.defaultSwipeFingers.sorted().map(String.init).joined(separator: ",")
        let distance =
            switch PanDistance.default {
            case .perDevice: "per device"
            case .fixed(let millimetres): n(millimetres)
            }
        let limit =
            switch ProgressLimit.default {
            case .clamp: "off: clamp"
            case .rubberBand(let limit): n(limit)
            case .unbounded: "unbounded"
            }
        return [
            .value(
                "source", "all|swipe|scroll|touch|pinch",
                "input the recognizer listens to (\(sources.kindName); all: every kind but pinch)"),
            .value(
                "fingers", "N[,M]",
                "swipe finger counts (\(swipeFingers)), or touches averaged with --source touch "
                    + "(\(PanSources.defaultTouchscreenFingers))"),
            .value("axis", "x|y|auto", "pan axis (\(PanConfiguration.defaultAxis.rawValue))"),
            .value(
                "direction", "positive|negative|both",
                "pan direction (\(PanConfiguration.defaultDirection.rawValue))"),
            .value("distance", "MM", "pan length for progress 0 → 1 (\(distance))"),
            .value("threshold", "P", "release threshold (\(n(ReleasePolicy.defaultThreshold)))"),
            .value("projection", "RULE", "deceleration|linear:SECONDS|none (\(ReleasePolicy.defaultProjection))"),
            .value(
                "deceleration-rate", "D",
                "projection's per-ms rate "
                    + "(\(n(ReleasePolicy.touchscreenDecelerationRate)) touchscreen, "
                    + "\(n(ReleasePolicy.touchpadDecelerationRate)) touchpad)"),
            .value(
                "reverse-flick", "MM_PER_S",
                "flick-back speed that cancels past the threshold "
                    + "(\(n(ReleasePolicy.defaultReverseFlickMMPerSecond)))"),
            .value(
                "release-rule", "NAME",
                "whose release rule decides: "
                    + ReleaseRuleName.allCases.map(\.rawValue).joined(separator: "|")
                    + " (\(ReleasePolicy().releaseRule))"),
            .value(
                "edge", "left|right|top|bottom",
                "touchscreen pans start only from this edge, moving inward (touchpads: from anywhere)"),
            .value("edge-width", "MM", "the edge's band (\(n(ScreenEdge.defaultBandMM)), Android's 20 dp)"),
            .value(
                "pinch-scale", "S",
                "--source pinch: the scale where progress is 1, on a log scale (\(n(PinchPan.defaultTargetScale)))"),
            .value("scroll", "on|off", "two-finger scrolling with --source all (\(sources.scroll ? "on" : "off"))"),
            .value(
                "touch-fingers", "N",
                "touches averaged on a touchscreen with --source all (\(sources.touchscreenFingers))"),
            .value("rubber-band", "LIMIT|off", "rubber-band progress past 0 and 1 (\(limit))"),
            .value("frame-rate", "HZ", "virtual clock ticks while the transition moves (\(n(FrameClock.defaultRate)))")
        ]
    }()

    package init() {}

    /// The flags given; a bad value is a `FlagValueError` (flags are read in the order of `specs`).
    package init(_ arguments: ParsedArguments) throws(FlagValueError) {
        source = try Syntax.source.value("source", in: arguments)
        fingers = try Syntax.fingers.value("fingers", in: arguments)
        axis = try Syntax.axis.value("axis", in: arguments)
        direction = try Syntax.direction.value("direction", in: arguments)
        distanceMM = try Syntax.distance.value("distance", in: arguments)
        threshold = try Syntax.threshold.value("threshold", in: arguments)
        projection = try Syntax.projection.value("projection", in: arguments)
        decelerationRate = try Syntax.decelerationRate.value("deceleration-rate", in: arguments)
        reverseFlickMMPerSecond = try Syntax.reverseFlick.value("reverse-flick", in: arguments)
        releaseRule = try Syntax.releaseRule.value("release-rule", in: arguments)
        edge = try Syntax.edge.value("edge", in: arguments)
        edgeWidthMM = try Syntax.edgeWidth.value("edge-width", in: arguments)
        try refuseEdgeWithoutTouchscreen()
        pinchScale = try Syntax.pinchScale.value("pinch-scale", in: arguments)
        scroll = try Syntax.scroll.value("scroll", in: arguments)
        touchFingers = try Syntax.touchFingers.value("touch-fingers", in: arguments)
        limit = try Syntax.rubberBand.value("rubber-band", in: arguments)
        frameRate = try Syntax.frameRate.value("frame-rate", in: arguments)
    }

    /// Touchpads report no position for their gestures: an edge asked of touchpad input alone is a
    /// usage error. With every kind, the edge limits touchscreens, and touchpads swipe from anywhere
    /// (Android's three-finger trackpad "back").
    private func refuseEdgeWithoutTouchscreen() throws(FlagValueError) {
        guard let edge, case .some(.some(let kind)) = source, kind != .touch else { return }
        throw FlagValueError(
            flag: "--edge", value: edge.rawValue,
            expected:
                "--source touch or all, not \(kind.rawValue): touchpads report no position for their gestures, "
                + "so a touchpad swipe cannot start at an edge")
    }

    /// The release settings given: in an app, they win over each route's own (`Route.release`).
    package var releaseOverrides: ReleaseOverrides {
        ReleaseOverrides(
            threshold: threshold, projection: projection, decelerationRate: decelerationRate,
            reverseFlickMMPerSecond: reverseFlickMMPerSecond, releaseRule: releaseRule)
    }

    package func apply(to configuration: inout SessionConfiguration) {
        if let source { configuration.gesture.sources.kind = source }
        if let fingers { configuration.gesture.sources.fingers = fingers }
        if let scroll { configuration.gesture.sources.scroll = scroll }
        if let touchFingers { configuration.gesture.sources.touchFingers = touchFingers }
        if let edge { configuration.gesture.startFromEdge(edge) }
        if let edgeWidthMM { configuration.gesture.edgeBandMM = edgeWidthMM }
        if let pinchScale { configuration.gesture.pinchTargetScale = pinchScale }
        if let axis { configuration.gesture.axis = axis }
        if let direction { configuration.gesture.direction = direction }
        if let distanceMM { configuration.drive.distance = .fixed(millimetres: distanceMM) }
        if let limit { configuration.drive.limit = limit }
        releaseOverrides.apply(to: &configuration.release)
        if let frameRate { configuration.frameRate = frameRate }
    }
}
