import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopGesture
import SwoopInputModel

/// `swoop synth`'s gesture: the flags that describe the gesture it makes (a `GestureSpec`), with
/// `GestureSpec`'s defaults. `--source`, `--fingers`, `--axis` and `--direction` are spelled as the
/// pan selection's (`PanSelection`) but say what the fingers do, not which pans a recognizer takes;
/// `--travel-mm` is how far they move, which is not the pan length `--distance` of the other commands.
enum GestureFlags {
    private static let defaults = GestureSpec()

    static let source = Option(
        "source", "swipe|scroll|touch|pinch",
        "touchpad swipe, two-finger scroll, touchscreen drag, pinch", default: defaults.source,
        FlagSyntax<PanSourceKind>.oneOf)
    static let fingers = Option(
        "fingers", "N",
        "swipe fingers (\(GestureSpec.defaultFingers(for: .swipe))) or touches of a drag "
            + "(\(GestureSpec.defaultFingers(for: .touch)))", FlagSyntax.wholeNumber)
    static let axis = Option(
        "axis", "x|y", "axis of motion", default: defaults.axis, FlagSyntax<LockedAxis>.oneOf)
    static let direction = Option(
        "direction", "positive|negative", "direction along the axis; +y is down", default: defaults.direction,
        FlagSyntax<AxisSign>.oneOf)
    /// Written `--distance-mm` until that name was seen to mean the pan length elsewhere: the old
    /// spelling is still read, so the `source.command` of every fixture made before still regenerates it.
    static let travel = Option(
        "travel-mm", "MM", "how far the fingers move forward", default: defaults.distanceMM, FlagSyntax.decimal,
        aliases: ["distance-mm"])
    /// `tapDurationMS` for a tap, else `GestureSpec`'s.
    static let duration = Option(
        "duration-ms", "MS", "from touch-down to lift (\(HelpText.number(defaults.durationMS)))", FlagSyntax.decimal)
    static let profile = Option(
        "profile", "NAME", GestureSpec.Profile.allCases.map(\.rawValue).joined(separator: "|"),
        default: defaults.profile, FlagSyntax<GestureSpec.Profile>.oneOf)
    static let deviceKind = Option(
        "device-kind", "touchpad|touchscreen",
        "pinch: made on a touchpad (libinput's pinch) or a touchscreen (two touches) "
            + "(\(GestureSpec.defaultDeviceKind(for: .pinch).rawValue))", FlagSyntax<DeviceKind>.oneOf)
    /// Written `--start-mm` until the navigation's taps named it `--at`; the old spelling is still read.
    static let at = Option(
        "at", "X,Y", "touchscreen: where the first finger touches down, mm from the top-left (centred)",
        FlagSyntax<PlanarVector>(expected: "X,Y in mm (e.g. 30,60)", wording: .isNot) { text in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { decimal(String($0)) }
            guard parts.count == 2, let x = parts[0], let y = parts[1] else { return nil }
            return PlanarVector(x: x, y: y)
        }, aliases: ["start-mm"])
    static let pause = Option(
        "pause-ms", "MS", "stop-lift: still time before lifting", default: defaults.pauseMS, FlagSyntax.decimal)
    static let back = Option(
        "back-mm", "MM", "reversal: distance moved back", default: defaults.backMM, FlagSyntax.decimal)
    static let backFraction = Option(
        "back-fraction", "F", "reversal: share of the duration spent moving back", default: defaults.backFraction,
        FlagSyntax.decimal)
    static let rate = Option("rate", "HZ", "report rate", default: defaults.rateHz, FlagSyntax.decimal)
    static let hold = Option(
        "hold-ms", "MS", "a libinput hold before a swipe, cancelled when it moves", default: defaults.holdMS,
        shown: "\(HelpText.number(defaults.holdMS)): none", FlagSyntax.decimal)
    static let holdLift = Flag("hold-lift", "the hold ends with the fingers lifting, and no swipe follows")
    static let cancelAt = Option(
        "cancel-at-ms", "MS", "libinput cancels the gesture at this time (swipe or touch)", FlagSyntax.decimal)
    static let removeAt = Option("remove-at-ms", "MS", "the device is removed at this time", FlagSyntax.decimal)
    static let scaleTo = Option(
        "scale-to", "S", "pinch: the scale it ends at", default: defaults.scaleTo,
        shown: "\(HelpText.number(defaults.scaleTo)); 2 spreads", FlagSyntax.decimal)
    static let options: [any OptionDeclaration] = [
        source, fingers, axis, direction, travel, duration, profile, at, pause, back, backFraction, rate, hold,
        holdLift, cancelAt, removeAt, scaleTo, deviceKind
    ]

    /// A finger's tap: down and up within 80 ms.
    static let tapDurationMS = 80.0

    /// The gesture the flags describe, checked (`GestureSpec.validate`).
    static func spec(_ a: ParsedArguments) throws -> GestureSpec {
        var spec = GestureSpec()
        spec.source = try a.value(source)
        spec.fingers = try a.value(fingers) ?? GestureSpec.defaultFingers(for: spec.source)
        if spec.source == .scroll, spec.fingers != GestureSpec.defaultFingers(for: .scroll) {
            throw UsageError("--fingers: scrolling is always two fingers")
        }
        spec.axis = try a.value(axis)
        spec.direction = try a.value(direction)
        spec.distanceMM = try a.value(travel)
        spec.profile = try a.value(profile)
        spec.durationMS = try a.value(duration) ?? (spec.profile == .tap ? tapDurationMS : spec.durationMS)
        spec.pauseMS = try a.value(pause)
        spec.backMM = try a.value(back)
        spec.backFraction = try a.value(backFraction)
        spec.rateHz = try a.value(rate)
        spec.holdMS = try a.value(hold)
        spec.holdLifts = a.value(holdLift)
        spec.cancelAtMS = try a.value(cancelAt)
        spec.removeAtMS = try a.value(removeAt)
        spec.scaleTo = try a.value(scaleTo)
        if a.isGiven(scaleTo), spec.source != .pinch { throw UsageError("--scale-to: only pinches scale") }
        spec.surface = try a.value(deviceKind)
        spec.startMM = try a.value(at)
        try spec.validate()
        return spec
    }

    /// The flags that make `s` again, spelled out in full so a fixture's header documents itself.
    static func arguments(_ s: GestureSpec) -> [String] {
        var parts = [source.argument(s.source)]
        if s.source != .scroll { parts.append(fingers.argument(s.fingers)) }
        parts += [
            axis.argument(s.axis), direction.argument(s.direction), travel.argument(s.distanceMM),
            duration.argument(s.durationMS), profile.argument(s.profile)
        ]
        if let p = s.startMM { parts.append("--\(at.spec.name) \(HelpText.number(p.x)),\(HelpText.number(p.y))") }
        if s.profile == .stopLift { parts.append(pause.argument(s.pauseMS)) }
        if s.profile == .reversal { parts += [back.argument(s.backMM), backFraction.argument(s.backFraction)] }
        parts.append(rate.argument(s.rateHz))
        if s.holdMS > 0 { parts.append(hold.argument(s.holdMS)) }
        if s.holdLifts { parts.append("--" + holdLift.spec.name) }
        if let c = s.cancelAtMS { parts.append(cancelAt.argument(c)) }
        if let r = s.removeAtMS { parts.append(removeAt.argument(r)) }
        if s.source == .pinch { parts.append(scaleTo.argument(s.scaleTo)) }
        if s.deviceKind != GestureSpec.defaultDeviceKind(for: s.source) {
            parts.append(deviceKind.argument(s.deviceKind))
        }
        return parts
    }
}
