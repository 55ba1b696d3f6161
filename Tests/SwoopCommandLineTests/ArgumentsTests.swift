import Testing

@testable import SwoopCommandLine

/// Options declared once and read through their declarations: the parser, the syntaxes, the defaults,
/// and `--help` as an argument of its own.
struct ArgumentsTests {
    static let frames = Flag("frames", "include elements")
    static let threshold = Option("threshold", "P", "decision threshold", FlagSyntax.decimal)
    static let output = Option("output", short: "o", "FILE", "where to write", FlagSyntax.text)
    static let device = RepeatedOption("device", "NODE", "device node", FlagSyntax.text)
    static let rate = Option(
        "rate", "HZ", "frame rate", default: 60.0,
        FlagSyntax.decimal.refusing(unless: { (1...10_000).contains($0) }, "must be 1…10000 Hz"))
    static let travel = Option(
        "travel-mm", "MM", "how far", default: 40.0, FlagSyntax.decimal, aliases: ["distance-mm"])
    static let options: [any OptionDeclaration] = [frames, threshold, output, device, rate, travel]
    let specs = Self.options.specs

    @Test func parsesFlagsValuesRepeatsAndPositionals() throws {
        let args = try ParsedArguments(
            [
                "a.jsonl", "--threshold", "0.4", "--frames", "-o", "out", "--device=/dev/input/event3",
                "--device", "/dev/input/event4", "b.jsonl"
            ], specs: specs)
        #expect(args.positionals == ["a.jsonl", "b.jsonl"])
        #expect(try args.value(Self.threshold) == 0.4)
        #expect(args.value(Self.frames))
        #expect(try args.value(Self.output) == "out")
        #expect(try args.value(Self.device) == ["/dev/input/event3", "/dev/input/event4"])
    }

    @Test func anOptionNotGivenReadsItsDefaultWhichItsHelpShows() throws {
        let args = try ParsedArguments([], specs: specs)
        #expect(try args.value(Self.rate) == 60)
        #expect(try args.value(Self.threshold) == nil)
        #expect(Self.rate.spec.help == "frame rate (60)")
        #expect(Self.rate.argument(30) == "--rate 30")
    }

    @Test(arguments: [
        (["--nope"], "unknown option --nope"),
        (["--threshold"], "--threshold needs a value (P)"),
        (["--frames=yes"], "--frames takes no value"),
        (["--threshold", "1", "--threshold", "2"], "--threshold given twice"),
        (["--travel-mm", "1", "--distance-mm", "2"], "--travel-mm given twice"),
        (["-x"], "unknown option -x")
    ])
    func rejectsMalformedCommandLines(argv: [String], message: String) {
        #expect {
            try ParsedArguments(argv, specs: specs)
        } throws: { error in
            (error as? UsageError)?.message == message
        }
    }

    /// Decimal digits only: Swift's `Double` would also take `nan`, `inf` and hexadecimal.
    @Test(arguments: [
        ("--threshold", "nan", "--threshold: 'nan' is not a number"),
        ("--threshold", "0x10", "--threshold: '0x10' is not a number"),
        ("--rate", "inf", "--rate: 'inf' is not a number"),
        ("--rate", "0", "--rate must be 1…10000 Hz")
    ])
    func aValueOutsideItsSyntaxNamesTheFlag(_ flag: String, _ value: String, _ message: String) throws {
        let args = try ParsedArguments([flag, value], specs: specs)
        #expect {
            _ = try args.value(Self.threshold)
            _ = try args.value(Self.rate)
        } throws: { error in
            "\(error)" == message && (error as? FlagValueError)?.category == .usage
        }
    }

    @Test func aRenamedOptionStillReadsItsOldSpellingUnlisted() throws {
        #expect(try ParsedArguments(["--distance-mm", "12"], specs: specs).value(Self.travel) == 12)
        #expect(Self.travel.spec.name == "travel-mm")
    }

    @Test func everythingAfterDoubleDashIsPositional() throws {
        let args = try ParsedArguments(["--", "--frames"], specs: specs)
        #expect(args.positionals == ["--frames"])
        #expect(!args.value(Self.frames))
    }

    /// `--help` and `-h` ask for help as arguments of their own, wherever they stand, but not as the
    /// value of an option that takes one, nor after `--`.
    @Test(arguments: [
        (["--help"], true), (["a", "--threshold", "0.5", "-h"], true), (["--nope", "--help"], true),
        (["--threshold=0.5", "--help"], true), (["--output", "--help"], false), (["-o", "-h"], false),
        (["--device", "-h", "--frames"], false), (["--", "--help"], false), (["--frames"], false)
    ])
    func helpIsAnArgumentOfItsOwn(_ argv: [String], _ asks: Bool) {
        #expect(ParsedArguments.asksForHelp(argv, specs: specs) == asks)
    }
}
