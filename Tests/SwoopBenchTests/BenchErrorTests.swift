import SwoopBench
import SwoopCommandLine
import SwoopLiveCLI
import Testing

/// A benchmark that cannot run says why with its exit code, as every error of the command line does.
@Test(
    arguments: [
        (BenchError.unavailable(what: "w", reason: "r"), Int32(69)),
        (BenchError.childFailed(command: "c", reason: "r"), Int32(70)),
        (BenchError.invalidChildOutput(command: "c", output: "o"), Int32(70))
    ] as [(BenchError, Int32)])
func benchErrorsMapToTheirExitCodesWithTheirOwnMessage(error: BenchError, code: Int32) {
    let (status, message) = ErrorReporting.describe(error)
    #expect(status.code == code)
    #expect(message == error.description)
}
