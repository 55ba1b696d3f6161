import SwoopCommandLine
import SwoopFixtures
import SwoopGesture
import SwoopLiveCLI

/// `swoop synth`: a fixture from a parametric gesture, at the level of libinput's events.
struct SynthCommand: Command {
    static let name = "synth"
    static let summary = "make a fixture from a parametric gesture (swipe, scroll or touchscreen drag)"
    static let usage = """
        [options] -o FILE

        Profiles: constant (lifted while moving), flick (ease-out, lifted while moving), stop-lift (still for
        --pause-ms before lifting), reversal (forward --travel-mm, then back --back-mm, lifted moving back),
        tap (down and up without moving: at --at on a touchscreen, or a touchpad tap with --source swipe).
        --at X,Y (mm from the touchscreen's top-left) is where the first finger touches down.
        --expect OUTCOME[,KEY=VALUE...] adds an expectation (OUTCOME finish|cancel|none; KEYs threshold,
        distance_mm, axis, direction, source, fingers); the gesture's own source, fingers, axis and direction
        fill the keys left out. --append adds the gesture to an existing fixture (one file, several interactions).
        Same options, same bytes: the output is deterministic. --travel-mm was --distance-mm and --at was
        --start-mm: the old spellings are still read (fixtures made before name them in their source.command).
        """
    static let output = Option("output", short: "o", "FILE", "fixture to write (atomically)", FlagSyntax.text)
    static let expect = RepeatedOption(
        "expect", "OUTCOME[,K=V]", "expected outcome and the options it holds for", FlagSyntax.text)
    static let screens = Option(
        "screens", "A,B,…",
        "a flow's expectation: the screens showing at the start and after each navigation (`check --app`)",
        FlagSyntax<[String]>(expected: "screen names, A,B,…") { text in
            let names = text.split(separator: ",").map(String.init)
            return names.isEmpty ? nil : names
        })
    static let append = Flag("append", "append the gesture to the existing fixture FILE")
    static let repeatCount = Option(
        "repeat", "N", "write the gesture N times (1)",
        FlagSyntax.wholeNumber.refusing(unless: { (1...10_000_000).contains($0) }, "must be 1…10000000"))
    static let gap = Option(
        "gap-ms", "MS", "pause between gestures", default: SynthesisRequest.defaultGapMS,
        FlagSyntax.number(in: SynthesisRequest.timeRangeMS, "a time in ms"))
    static let start = Option(
        "start-ms", "MS",
        "absolute time of the first gesture "
            + "(\(HelpText.number(FixtureHeader.timeOrigin.seconds * 1000)), or gap after an appended file)",
        FlagSyntax.number(in: SynthesisRequest.timeRangeMS, "a time in ms"))
    static let deviceName = Option("device-name", "NAME", "device name in the header", FlagSyntax.text)
    static let (width, height) = {
        var touch = GestureSpec()
        touch.source = .touch
        let (pad, screen) = (
            SynthesisRequest.defaultDevice(for: GestureSpec()), SynthesisRequest.defaultDevice(for: touch)
        )
        func size(_ mm: Double?) -> String { mm.map(HelpText.number) ?? "unknown" }
        return (
            Option(
                "width-mm", "MM", "device width (touchpad \(size(pad.widthMM)), touchscreen \(size(screen.widthMM)))",
                FlagSyntax.number(in: FixtureLimits.sizeMM, "a width in mm")),
            Option(
                "height-mm", "MM",
                "device height (touchpad \(size(pad.heightMM)), touchscreen \(size(screen.heightMM)))",
                FlagSyntax.number(in: FixtureLimits.sizeMM, "a height in mm"))
        )
    }()
    static let options: [any OptionDeclaration] =
        [output] + GestureFlags.options + [expect, screens, append, repeatCount, gap, start, deviceName, width, height]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard let output = try arguments.value(Self.output) else { throw UsageError("-o FILE is required") }
        try arguments.requireNoPositionals()
        let spec = try GestureFlags.spec(arguments)
        var device = SynthesisRequest.defaultDevice(for: spec)
        if let name = try arguments.value(Self.deviceName) { device.name = name }
        // The sizes a fixture may hold: a size the reader refuses is not written.
        device.widthMM = try arguments.value(Self.width) ?? device.widthMM
        device.heightMM = try arguments.value(Self.height) ?? device.heightMM
        var request = SynthesisRequest(
            spec: spec, device: device, expectations: try arguments.value(Self.expect).map(ExpectationSyntax.parse))
        request.screens = try arguments.value(Self.screens)
        request.repeatCount = try arguments.value(Self.repeatCount) ?? request.repeatCount
        request.gapMS = try arguments.value(Self.gap)
        request.startMS = try arguments.value(Self.start)
        let append = arguments.value(Self.append)
        request.command = canonicalCommand(spec, request: request, output: output, append: append)
        let count = try FixtureSynthesis.write(request, to: output, appending: append)
        context.standardError("swoop synth: wrote \(output) (\(count) events)\n")
        return .success
    }

    /// The options that reproduce this gesture, spelled out in full so the header documents itself.
    static func canonicalCommand(_ s: GestureSpec, request: SynthesisRequest, output: String, append: Bool) -> String {
        var parts = ["swoop synth"] + GestureFlags.arguments(s)
        parts += request.expectations.map { "--\(expect.spec.name) " + ExpectationSyntax.text($0) }
        if let names = request.screens { parts.append("--\(screens.spec.name) \(names.joined(separator: ","))") }
        // A surface of another size than the default is part of what makes the fixture (a new file's).
        let surface = SynthesisRequest.defaultDevice(for: s)
        if !append, let w = request.device.widthMM, w != surface.widthMM { parts.append(width.argument(w)) }
        if !append, let h = request.device.heightMM, h != surface.heightMM { parts.append(height.argument(h)) }
        if request.repeatCount != 1 { parts.append(repeatCount.argument(request.repeatCount)) }
        if request.gapMS != SynthesisRequest.defaultGapMS { parts.append(gap.argument(request.gapMS)) }
        if let startMS = request.startMS { parts.append(start.argument(startMS)) }
        if append { parts.append("--" + Self.append.spec.name) }
        parts.append("-o \(output)")
        return parts.joined(separator: " ")
    }
}
