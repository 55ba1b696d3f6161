import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopFixtures
import SwoopGesture
import SwoopInteraction
import SwoopLiveCLI
import Testing

@testable import SwoopCLI

/// The interaction options group: each flag's syntax, and what it does to a configuration.
struct InteractionFlagsTests {
    static func configuration(
        _ argv: [String], over base: SessionConfiguration = SessionConfiguration(),
        under expectation: ExpectationOptions? = nil
    ) throws -> SessionConfiguration {
        base.applying(expectation, try InteractionFlags(ParsedArguments(argv, specs: InteractionFlags.options.specs)))
    }

    /// What the recognizer accepts, resolved from the configuration's sources.
    static func accepted(_ c: SessionConfiguration) -> (Set<Int>, Bool, Int) {
        (c.gesture.sources.swipeFingers, c.gesture.sources.twoFingerScroll, c.gesture.sources.touchscreenFingers)
    }

    @Test func optionsParseFromTheirFlags() throws {
        let flags = [
            "--threshold", "0.4", "--projection", "linear:1", "--deceleration-rate", "0.99", "--axis", "y",
            "--direction", "negative", "--distance", "80", "--fingers", "3", "--scroll", "off",
            "--touch-fingers", "2", "--rubber-band", "0.1", "--reverse-flick", "120", "--frame-rate", "60"
        ]
        var o = try Self.configuration(flags)
        #expect(
            o.release
                == ReleasePolicy(
                    threshold: 0.4, projection: .linear(seconds: 1), decelerationRate: 0.99,
                    reverseFlickMinimumMMPerSecond: 120))
        #expect(o.gesture.axis == .y && o.gesture.direction == .negative)
        #expect(Self.accepted(o) == ([3], false, 2))
        o = try Self.configuration(flags + ["--source", "touch"])
        #expect(Self.accepted(o) == ([], false, 2))
        o = try Self.configuration(flags + ["--source", "swipe"])
        #expect(Self.accepted(o) == ([3], false, 0))
        o = try Self.configuration(flags + ["--source", "scroll"])
        #expect(Self.accepted(o) == ([], true, 0))
        o = try Self.configuration(flags + ["--source", "all"])
        #expect(
            o.drive.distance == .fixed(millimetres: 80) && o.drive.limit == .rubberBand(limit: 0.1) && o.frameRate == 60
        )
        o = try Self.configuration(["--rubber-band", "off"], over: o)
        #expect(o.drive.limit == .clamp)
    }

    @Test(arguments: [
        ("--threshold", "1.5"), ("--threshold", "x"), ("--deceleration-rate", "1"), ("--axis", "z"),
        ("--distance", "0"), ("--fingers", "0,3"), ("--fingers", "3,"), ("--source", "pad"), ("--scroll", "yes"),
        ("--touch-fingers", "-1"), ("--rubber-band", "0"), ("--direction", "up"), ("--frame-rate", "nan")
    ])
    func badOptionValuesNameTheFlag(_ flag: String, _ value: String) {
        #expect {
            try InteractionFlags(ParsedArguments([flag, value], specs: InteractionFlags.options.specs))
        } throws: { error in
            guard let error = error as? FlagValueError else { return false }
            return error.flag == flag && error.value == value && "\(error)".contains(flag)
        }
    }

    @Test func unknownOptionsAreRefused() {
        #expect {
            try ParsedArguments(["--speed", "1"], specs: InteractionFlags.options.specs)
        } throws: { error in
            (error as? UsageError)?.message == "unknown option --speed"
        }
    }

    @Test func fingersApplyToTheSelectedSource() throws {
        #expect(try Self.configuration([]).gesture.sources == PanSources())
        let touch = try Self.configuration(["--fingers", "2", "--source", "touch"]).gesture.sources
        #expect(touch.touchscreenFingers == 2 && touch.swipeFingers.isEmpty && !touch.twoFingerScroll)
        let swipe = try Self.configuration(["--fingers", "2", "--source", "swipe"]).gesture.sources
        #expect(swipe.swipeFingers == [2] && swipe.touchscreenFingers == 0)
    }

    /// The command line comes last: it wins over the expectation, and its source reinterprets the
    /// expectation's finger count (a 3-finger swipe's expectation replayed `--source touch` follows 3 touches).
    @Test func flagsWinOverAnExpectationAndCombineWithItsFingers() throws {
        var base = SessionConfiguration()
        base.timing = .seedDismiss
        let expectation = ExpectationOptions(source: .swipe, fingers: 3, axis: .x, distanceMM: 50, threshold: 0.4)
        let c = try Self.configuration(["--source", "touch", "--threshold", "0.6"], over: base, under: expectation)
        #expect(Self.accepted(c) == ([], false, 3))
        #expect(c.release.threshold == 0.6 && c.drive.distance == .fixed(millimetres: 50) && c.gesture.axis == .x)
        #expect(c.timing == .seedDismiss)
        let plain = SessionConfiguration().applying(expectation)
        #expect(Self.accepted(plain) == ([3], false, 0) && plain.release.threshold == 0.4)
    }

    @Test(arguments: [
        ("deceleration", ProjectionRule.deceleration), ("none", .none), ("linear:1", .linear(seconds: 1)),
        ("linear:0.25", .linear(seconds: 0.25))
    ])
    func projectionArgumentsParse(_ text: String, _ rule: ProjectionRule) throws {
        for given in [text, rule.description] {
            let arguments = try ParsedArguments(["--projection", given], specs: InteractionFlags.options.specs)
            #expect(try arguments.value(InteractionFlags.projection) == rule)
        }
    }

    @Test(arguments: [
        "", "linear", "linear:", "linear:-1", "linear:x", "linear:inf", "linear:61", "linear:0x1", "Deceleration",
        "fast"
    ])
    func badProjectionArgumentsAreErrorsThatSayWhatIsExpected(_ text: String) throws {
        let arguments = try ParsedArguments(["--projection", text], specs: InteractionFlags.options.specs)
        #expect(
            throws: FlagValueError(
                flag: "--projection", value: text, expected: "deceleration, linear:SECONDS (SECONDS 0…60) or none")
        ) {
            try InteractionFlags(arguments)
        }
    }
}
