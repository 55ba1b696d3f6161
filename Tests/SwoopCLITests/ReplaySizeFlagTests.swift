import SwoopCommandLine
import SwoopLiveCLI
import SwoopTestSupport
import Testing

/// `swoop replay --size-mm`: its syntax, its warning, and the size in the log.
struct ReplaySizeFlagTests {
    @Test func aBadSizeIsAUsageErrorThatNamesTheFix() {
        let run = CapturedRun(["replay", bundled("touchscreen-tap"), "--size-mm", "31x17.5cm"])
        #expect(run.status == .failure(.usage))
        #expect(run.err.contains("--size-mm '31x17.5cm': height '17.5cm' is not a number of millimetres"), "\(run.err)")
    }

    /// A touchscreen that measured no size, in device units (format 1.1): one tap.
    static let unmeasuredTap =
        #"{"format":"swoop-fixture","version":"1.1","device":{"name":"Optical panel","kind":"touchscreen","#
        + #""width_mm":344,"height_mm":194,"size_source":"assumed","coordinates":"device_units","#
        + #""axes":{"x":{"min":0,"max":4000},"y":{"min":0,"max":2000}}},"source":{"kind":"recorded"}}"# + "\n"
        + #"{"t":1000000,"type":"touch_down","slot":0,"x":1000,"y":1000}"# + "\n"
        + #"{"t":1000000,"type":"touch_frame"}"# + "\n"
        + #"{"t":1100000,"type":"touch_up","slot":0}"# + "\n"
        + #"{"t":1100000,"type":"touch_frame"}"# + "\n"

    @Test func theLogSaysTheSizeAndWhereItCameFrom() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("tap.fixture.jsonl", Self.unmeasuredTap)
        let run = CapturedRun(["replay", path, "--size-mm", "500x280", "--format", "json"])
        #expect(run.status == .success, "\(run.err)")
        let first = try #require(run.out.split(separator: "\n").first)
        #expect(first.contains(#""size":"500x280 mm","size_source":"option""#), "\(first)")
        #expect(
            run.out.contains(
                #""event":"device_added","name":"Optical panel","kind":"touchscreen","width_mm":500,"height_mm":280,"size_source":"option","coordinates":"device_units","x_range":"0..4000","y_range":"0..2000""#
            ))
        let measured = CapturedRun(["replay", bundled("touchscreen-tap"), "--size-mm", "500x280"])
        #expect(measured.status == .success)
        #expect(measured.err.contains("Swoop synthetic touchscreen: --size-mm 500x280 mm not used"), "\(measured.err)")
    }
}
