import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopGesture
import SwoopInteraction

/// The interaction options group: every flag that shapes a `SessionConfiguration`, parsed once into
/// typed values, each `nil` when not given, applied over a configuration as its last layer
/// (`ConfigurationLayer`), so flags win over a fixture's expectation and the preset (`TransitionFlags`).
/// `replay`, `check`, `sweep` (all but `--threshold`) and `run` take it whole; `demo` takes the preset
/// alone; `import` takes the pan selection and the threshold, which its expectations hold. Each flag
/// is declared once below, its help showing the default from the constant that defines it.
package struct InteractionFlags: ConfigurationLayer, Equatable {
    package var pan = PanSelection()
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

    package static let threshold = Option(
        "threshold", "P", "release threshold (\(HelpText.number(ReleasePolicy.defaultThreshold)))",
        FlagSyntax.number("a progress between 0 and 1") { ReleasePolicy.thresholdRange.contains($0) })
    package static let projection = Option(
        "projection", "RULE", "deceleration|linear:SECONDS|none (\(ReleasePolicy.defaultProjection))",
        FlagSyntax<ProjectionRule>(
            expected:
                "deceleration, linear:SECONDS (SECONDS \(HelpText.range(ProjectionRule.linearSecondsRange))) or none"
        ) { ProjectionRule(name: $0) })
    package static let decelerationRate = Option(
        "deceleration-rate", "D",
        "projection's per-ms rate (\(HelpText.number(ReleasePolicy.touchscreenDecelerationRate)) touchscreen, "
            + "\(HelpText.number(ReleasePolicy.touchpadDecelerationRate)) touchpad)",
        FlagSyntax.number(
            "a rate strictly between 0 and 1 (e.g. \(HelpText.number(ReleasePolicy.touchscreenDecelerationRate)))"
        ) { $0 > 0 && $0 < 1 })
    package static let reverseFlick = Option(
        "reverse-flick", "MM_PER_S",
        "flick-back speed that cancels past the threshold "
            + "(\(HelpText.number(ReleasePolicy.defaultReverseFlickMMPerSecond)))",
        FlagSyntax.number(in: ReleasePolicy.reverseFlickRange, "a speed in mm/s"))
    package static let releaseRule = Option(
        "release-rule", "NAME",
        "whose release rule decides: " + ReleaseRuleName.allCases.map(\.rawValue).joined(separator: "|")
            + " (\(ReleasePolicy().releaseRule))", FlagSyntax<ReleaseRuleName>.choice)
    package static let edge = Option(
        "edge", "left|right|top|bottom",
        "touchscreen pans start only from this edge, moving inward (touchpads: from anywhere)",
        FlagSyntax<ScreenEdge>.choice)
    package static let edgeWidth = Option(
        "edge-width", "MM", "the edge's band (\(HelpText.number(ScreenEdge.defaultBandMM)), Android's 20 dp)",
        FlagSyntax.number(in: ScreenEdge.bandRange, "a band width in mm"))
    package static let pinchScale = Option(
        "pinch-scale", "S",
        "a pinch (--source pinch, an --app's pinch route): the scale where progress is 1, on a log scale (\(HelpText.number(PinchPan.defaultTargetScale)))",
        FlagSyntax.number("a scale between 0.05 and 20, at least 1 % from 1 (e.g. 0.5 pinches in, 2 spreads)") {
            PinchPan.isValidTarget($0)
        })
    package static let scroll = Option(
        "scroll", "on|off", "two-finger scrolling with --source all (\(PanSources().scroll ? "on" : "off"))",
        FlagSyntax<Bool>(expected: "on or off") { text in
            switch text {
            case "on": true
            case "off": false
            default: nil
            }
        })
    package static let touchFingers = Option(
        "touch-fingers", "N",
        "touches averaged on a touchscreen with --source all (\(PanSources().touchscreenFingers))",
        FlagSyntax<Int>(expected: "a finger count \(HelpText.range(PanSources.fingerCounts))") { text in
            Int(text).flatMap { PanSources.fingerCounts.contains($0) ? $0 : nil }
        })
    package static let rubberBand = Option(
        "rubber-band", "LIMIT|off", "rubber-band progress past 0 and 1 (\(ProgressLimit.default.helpText))",
        FlagSyntax<ProgressLimit>(
            expected: "a limit in progress \(HelpText.range(ProgressLimit.rubberBandRange)), or off"
        ) { text in
            if text == "off" { return .clamp }
            return decimal(text).flatMap { ProgressLimit.rubberBandRange.contains($0) ? .rubberBand(limit: $0) : nil }
        })
    package static let frameRate = Option(
        "frame-rate", "HZ",
        "virtual clock ticks while the transition moves (\(HelpText.number(FrameClock.defaultRate)))",
        FlagSyntax.number("a rate in Hz above 0") { $0 > 0 && $0 <= 10_000 })

    /// In the order `--help` lists them and they are read.
    package static let options: [any OptionDeclaration] =
        PanSelection.options + [
            threshold, projection, decelerationRate, reverseFlick, releaseRule, edge, edgeWidth, pinchScale, scroll,
            touchFingers, rubberBand, frameRate
        ]

    package init() {}

    /// The flags given; a bad value is a `FlagValueError` (flags are read in the order of `options`).
    package init(_ arguments: ParsedArguments) throws(FlagValueError) {
        pan = try PanSelection(arguments)
        threshold = try arguments.value(Self.threshold)
        projection = try arguments.value(Self.projection)
        decelerationRate = try arguments.value(Self.decelerationRate)
        reverseFlickMMPerSecond = try arguments.value(Self.reverseFlick)
        releaseRule = try arguments.value(Self.releaseRule)
        edge = try arguments.value(Self.edge)
        edgeWidthMM = try arguments.value(Self.edgeWidth)
        try refuseEdgeWithoutTouchscreen()
        pinchScale = try arguments.value(Self.pinchScale)
        scroll = try arguments.value(Self.scroll)
        touchFingers = try arguments.value(Self.touchFingers)
        limit = try arguments.value(Self.rubberBand)
        frameRate = try arguments.value(Self.frameRate)
    }

    /// Touchpads report no position for their gestures: an edge asked of touchpad input alone is a
    /// usage error. With every kind, the edge limits touchscreens, and touchpads swipe from anywhere
    /// (Android's three-finger trackpad "back").
    private func refuseEdgeWithoutTouchscreen() throws(FlagValueError) {
        guard let edge, case .some(.some(let kind)) = pan.source, kind != .touch else { return }
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
        if let edge { configuration.gesture.startFromEdge(edge) }
        if let edgeWidthMM { configuration.gesture.edgeBandMM = edgeWidthMM }
        if let pinchScale { configuration.gesture.pinchTargetScale = pinchScale }
        pan.apply(to: &configuration)
        if let scroll { configuration.gesture.sources.scroll = scroll }
        if let touchFingers { configuration.gesture.sources.touchFingers = touchFingers }
        if let limit { configuration.drive.limit = limit }
        releaseOverrides.apply(to: &configuration.release)
        if let frameRate { configuration.frameRate = frameRate }
    }
}

extension ProgressLimit {
    /// `off: clamp`, the rubber band's limit, or `unbounded`.
    var helpText: String {
        switch self {
        case .clamp: "off: clamp"
        case .rubberBand(let limit): HelpText.number(limit)
        case .unbounded: "unbounded"
        }
    }
}
