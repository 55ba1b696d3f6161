import SwoopFixtures
import SwoopGesture
import SwoopInputModel
import SwoopLiveCLI

/// `swoop synth`: a fixture from a parametric gesture, at the level of libinput's events.
struct SynthCommand: Command {
    static let name = "synth"
    static let summary = "make a fixture from a parametric gesture (swipe, scroll or touchscreen drag)"
    static let usage = """
        [options] -o FILE

        Profiles: constant (lifted while moving), flick (ease-out, lifted while moving), stop-lift (still for
        --pause-ms before lifting), reversal (forward --distance-mm, then back --back-mm, lifted moving back),
        tap (down and up without moving: at --at on a touchscreen, or a touchpad tap with --source swipe).
        --at X,Y (mm from the touchscreen's top-left) is where the first finger touches down.
        --expect OUTCOME[,KEY=VALUE...] adds an expectation (OUTCOME finish|cancel|none; KEYs threshold,
        distance_mm, axis, direction, source, fingers); the gesture's own source, fingers, axis and direction
        fill the keys left out. --append adds the gesture to an existing fixture (one file, several interactions).
        Same options, same bytes: the output is deterministic.
        """
    static let options: [OptionSpec] = {
        let spec = GestureSpec()
        let n = HelpText.number
        var touch = GestureSpec()
        touch.source = .touch
        let (pad, screen) = (SynthesisRequest.defaultDevice(for: spec), SynthesisRequest.defaultDevice(for: touch))
        func size(_ mm: Double?) -> String { mm.map(n) ?? "unknown" }
        return [
            .value("output", short: "o", "FILE", "fixture to write (atomically)"),
            .value(
                "source", "swipe|scroll|touch|pinch",
                "touchpad swipe, two-finger scroll, touchscreen drag, pinch (\(spec.source.rawValue))"),
            .value(
                "fingers", "N",
                "swipe fingers (\(GestureSpec.defaultFingers(for: .swipe))) or touches of a drag "
                    + "(\(GestureSpec.defaultFingers(for: .touch)))"),
            .value("axis", "x|y", "axis of motion (\(spec.axis.rawValue))"),
            .value(
                "direction", "positive|negative",
                "direction along the axis; +y is down (\(spec.direction.rawValue))"),
            .value("distance-mm", "MM", "distance moved forward (\(n(spec.distanceMM)))"),
            .value("duration-ms", "MS", "from touch-down to lift (\(n(spec.durationMS)))"),
            .value("profile", "NAME", "constant|flick|stop-lift|reversal|tap (\(spec.profile.rawValue))"),
            .value("at", "X,Y", "touchscreen: where the first finger touches down, mm from the top-left (centred)"),
            .value("pause-ms", "MS", "stop-lift: still time before lifting (\(n(spec.pauseMS)))"),
            .value("back-mm", "MM", "reversal: distance moved back (\(n(spec.backMM)))"),
            .value("back-fraction", "F", "reversal: share of the duration spent moving back (\(n(spec.backFraction)))"),
            .value("rate", "HZ", "report rate (\(n(spec.rateHz)))"),
            .value(
                "hold-ms", "MS",
                "a libinput hold before a swipe, cancelled when it moves (\(n(spec.holdMS)): none)"),
            .flag("hold-lift", "the hold ends with the fingers lifting, and no swipe follows"),
            .value("cancel-at-ms", "MS", "libinput cancels the gesture at this time (swipe or touch)"),
            .value("remove-at-ms", "MS", "the device is removed at this time"),
            .value("scale-to", "S", "pinch: the scale it ends at (\(n(spec.scaleTo)); 2 spreads)"),
            .value(
                "device-kind", "touchpad|touchscreen",
                "pinch: made on a touchpad (libinput's pinch) or a touchscreen (two touches) "
                    + "(\(GestureSpec.defaultDeviceKind(for: .pinch).rawValue))"),
            .value("start-mm", "X,Y", "the same as --at"),
            .repeated("expect", "OUTCOME[,K=V]", "expected outcome and the options it holds for"),
            .value(
                "screens", "A,B,…",
                "a flow's expectation: the screens showing at the start and after each navigation (`check --app`)"),
            .flag("append", "append the gesture to the existing fixture FILE"),
            .value("repeat", "N", "write the gesture N times (1)"),
            .value("gap-ms", "MS", "pause between gestures (\(n(SynthesisRequest.defaultGapMS)))"),
            .value(
                "start-ms", "MS",
                "absolute time of the first gesture "
                    + "(\(n(FixtureHeader.timeOrigin.seconds * 1000)), or gap after an appended file)"),
            .value("device-name", "NAME", "device name in the header"),
            .value(
                "width-mm", "MM",
                "device width (touchpad \(size(pad.widthMM)), touchscreen \(size(screen.widthMM)))"),
            .value(
                "height-mm", "MM",
                "device height (touchpad \(size(pad.heightMM)), touchscreen \(size(screen.heightMM)))")
        ]
    }()

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard let output = arguments.value("output") else { throw UsageError("-o FILE is required") }
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        let spec = try parseSpec(arguments)
        var device = SynthesisRequest.defaultDevice(for: spec)
        if let name = arguments.value("device-name") { device.name = name }
        // The sizes a fixture may hold: a size the reader refuses is not written.
        device.widthMM = try arguments.double("width-mm", in: FixtureLimits.sizeMM, "a width in mm") ?? device.widthMM
        device.heightMM =
            try arguments.double("height-mm", in: FixtureLimits.sizeMM, "a height in mm") ?? device.heightMM
        var request = SynthesisRequest(
            spec: spec, device: device,
            expectations: try arguments.values("expect").map(ExpectationSyntax.parse))
        request.screens = arguments.value("screens").map { $0.split(separator: ",").map(String.init) }
        if let screens = request.screens, screens.isEmpty || screens.contains(where: \.isEmpty) {
            throw FlagValueError(flag: "--screens", value: arguments.value("screens")!, expected: "screen names, A,B,…")
        }
        request.repeatCount = try arguments.int("repeat") ?? request.repeatCount
        guard (1...10_000_000).contains(request.repeatCount) else { throw UsageError("--repeat must be 1…10000000") }
        request.gapMS =
            try arguments.double("gap-ms", in: SynthesisRequest.timeRangeMS, "a time in ms") ?? request.gapMS
        request.startMS = try arguments.double("start-ms", in: SynthesisRequest.timeRangeMS, "a time in ms")
        request.command = canonicalCommand(spec, request: request, output: output, append: arguments.flag("append"))
        let count = try FixtureSynthesis.write(request, to: output, appending: arguments.flag("append"))
        context.standardError("swoop synth: wrote \(output) (\(count) events)\n")
        return .success
    }

    static func parseSpec(_ a: ParsedArguments) throws -> GestureSpec {
        var spec = GestureSpec()
        spec.source = try a.choice("source", PanSourceKind.self) ?? spec.source
        spec.fingers = try a.int("fingers") ?? GestureSpec.defaultFingers(for: spec.source)
        if spec.source == .scroll, spec.fingers != GestureSpec.defaultFingers(for: .scroll) {
            throw UsageError("--fingers: scrolling is always two fingers")
        }
        spec.axis = try a.choice("axis", LockedAxis.self) ?? spec.axis
        spec.direction = try a.choice("direction", AxisSign.self) ?? spec.direction
        spec.distanceMM = try a.double("distance-mm") ?? spec.distanceMM
        spec.profile = try a.choice("profile", GestureSpec.Profile.self) ?? spec.profile
        spec.durationMS = try a.double("duration-ms") ?? (spec.profile == .tap ? Self.tapDurationMS : spec.durationMS)
        spec.pauseMS = try a.double("pause-ms") ?? spec.pauseMS
        spec.backMM = try a.double("back-mm") ?? spec.backMM
        spec.backFraction = try a.double("back-fraction") ?? spec.backFraction
        spec.rateHz = try a.double("rate") ?? spec.rateHz
        spec.holdMS = try a.double("hold-ms") ?? spec.holdMS
        spec.holdLifts = a.flag("hold-lift")
        spec.cancelAtMS = try a.double("cancel-at-ms")
        spec.removeAtMS = try a.double("remove-at-ms")
        spec.scaleTo = try a.double("scale-to") ?? spec.scaleTo
        if a.value("scale-to") != nil, spec.source != .pinch { throw UsageError("--scale-to: only pinches scale") }
        spec.surface = try a.choice("device-kind", DeviceKind.self)
        // `--start-mm` is the older spelling of `--at`: one position, one field.
        if a.value("at") != nil, a.value("start-mm") != nil { throw UsageError("--at and --start-mm: give one") }
        for flag in ["at", "start-mm"] where a.value(flag) != nil {
            spec.startMM = try a.value(flag, as: "X,Y in mm (e.g. 30,60)") { text in
                let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { decimal(String($0)) }
                guard parts.count == 2, let x = parts[0], let y = parts[1] else { return nil }
                return PlanarVector(x: x, y: y)
            }
        }
        try spec.validate()
        return spec
    }

    /// A finger's tap: down and up within 80 ms.
    static let tapDurationMS = 80.0

    /// The options that reproduce this gesture, spelled out in full so the header documents itself.
    static func canonicalCommand(_ s: GestureSpec, request: SynthesisRequest, output: String, append: Bool) -> String {
        func n(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v) }
        var parts = ["swoop synth", "--source \(s.source.rawValue)"]
        if s.source != .scroll { parts.append("--fingers \(s.fingers)") }
        parts += [
            "--axis \(s.axis.rawValue)", "--direction \(s.direction.rawValue)",
            "--distance-mm \(n(s.distanceMM))", "--duration-ms \(n(s.durationMS))",
            "--profile \(s.profile.rawValue)"
        ]
        if let p = s.startMM { parts.append("--at \(n(p.x)),\(n(p.y))") }
        if s.profile == .stopLift { parts.append("--pause-ms \(n(s.pauseMS))") }
        if s.profile == .reversal { parts += ["--back-mm \(n(s.backMM))", "--back-fraction \(n(s.backFraction))"] }
        parts.append("--rate \(n(s.rateHz))")
        if s.holdMS > 0 { parts.append("--hold-ms \(n(s.holdMS))") }
        if s.holdLifts { parts.append("--hold-lift") }
        if let c = s.cancelAtMS { parts.append("--cancel-at-ms \(n(c))") }
        if let r = s.removeAtMS { parts.append("--remove-at-ms \(n(r))") }
        if s.source == .pinch { parts.append("--scale-to \(n(s.scaleTo))") }
        if s.deviceKind != GestureSpec.defaultDeviceKind(for: s.source) {
            parts.append("--device-kind \(s.deviceKind.rawValue)")
        }
        for e in request.expectations {
            var text = e.outcome.rawValue
            if let t = e.options.threshold { text += ",threshold=\(n(t))" }
            if let d = e.options.distanceMM { text += ",distance_mm=\(n(d))" }
            if let v = e.options.axis { text += ",axis=\(v.rawValue)" }
            if let v = e.options.direction { text += ",direction=\(v.rawValue)" }
            if let v = e.options.source { text += ",source=\(v.rawValue)" }
            if let v = e.options.fingers { text += ",fingers=\(v)" }
            if let v = e.options.edge { text += ",edge=\(v.rawValue)" }
            parts.append("--expect \(text)")
        }
        if let screens = request.screens { parts.append("--screens \(screens.joined(separator: ","))") }
        // A surface of another size than the default is part of what makes the fixture (a new file's).
        let surface = SynthesisRequest.defaultDevice(for: s)
        if !append, let w = request.device.widthMM, w != surface.widthMM { parts.append("--width-mm \(n(w))") }
        if !append, let h = request.device.heightMM, h != surface.heightMM { parts.append("--height-mm \(n(h))") }
        if request.repeatCount != 1 { parts.append("--repeat \(request.repeatCount)") }
        if request.gapMS != SynthesisRequest.defaultGapMS { parts.append("--gap-ms \(n(request.gapMS))") }
        if let start = request.startMS { parts.append("--start-ms \(n(start))") }
        if append { parts.append("--append") }
        parts.append("-o \(output)")
        return parts.joined(separator: " ")
    }
}
