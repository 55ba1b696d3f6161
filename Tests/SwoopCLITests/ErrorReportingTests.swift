import SwoopCommandLine
import SwoopEmulation
import SwoopEngine
import SwoopInteraction
import SwoopLibinput
import SwoopLiveCLI
import Testing

@testable import SwoopCLI
@testable import SwoopCore
@testable import SwoopFixtures
@testable import SwoopLog
@testable import SwoopRecordings

@Test func badInteractionOptionsAreUsageErrorsThatNameTheFlag() throws {
    let arguments = try ParsedArguments(["--projection", "fast"], specs: InteractionFlags.options.specs)
    do {
        _ = try InteractionFlags(arguments)
        Issue.record("accepted a bad projection")
    } catch {
        let (status, message) = ErrorReporting.describe(error)
        #expect(status == .failure(.usage))
        #expect(message.contains("--projection") && message.contains("linear:SECONDS"))
    }
}

/// Every error type Swoop throws, case by case, with the exit code scripts rely on (README's table).
/// A new case must be added here with its code; a changed code fails here first.
let everyErrorAndItsExitCode: [(any Error, Int32)] = [
    (UsageError("bad flag"), 64),
    (CommandFailure(.missingInput, "no fixtures"), 66),
    (CommandFailure(.permission, "scene: permission denied"), 77),
    (EngineError.invalidTiming("damping 0"), 65),
    (EngineError.modifierSyntax(text: "x(", column: 2, reason: "r"), 65),
    (EngineError.invalidScene(transition: "t", reason: "r"), 65),
    (EngineError.scriptSyntax(text: "s", column: 1, reason: "r"), 65),
    (EngineError.sceneFile(file: "f", line: 1, column: 1, field: "", reason: "r"), 65),
    (EngineError.unknownElement(transition: "t", element: "e"), 65),
    (EngineError.invalidOverride(element: "e", reason: "r"), 65),
    (FlagValueError(flag: "--threshold", value: "2", expected: "0…1"), 64),
    (FixtureError.missingFile(path: "p"), 66),
    (FixtureError.unreadable(path: "p", reason: "r", permissionDenied: true), 77),
    (FixtureError.unreadable(path: "p", reason: "r", permissionDenied: false), 66),
    (FixtureError.malformedJSON(file: "f", line: 1, column: 1, reason: "r"), 65),
    (FixtureError.invalidField(file: "f", line: 1, field: "t", reason: "r"), 65),
    (FixtureError.invalidLine(file: "f", line: 1, reason: "r"), 65),
    (FixtureError.unsupportedVersion(file: "f", version: "2.0", supported: "1.x"), 65),
    (FixtureError.unwritable(path: "p", reason: "r"), 73),
    (FixtureError.invalidManifest(path: "p", reason: "r"), 65),
    (SynthError(option: "fingers", reason: "r"), 64),
    (ThresholdGridError(text: "1:0:1", reason: "r"), 64),
    (RecordingError.fileNotFound(file: "f"), 66),
    (RecordingError.permissionDenied(file: "f"), 77),
    (RecordingError.unreadable(file: "f", reason: "r"), 74),
    (RecordingError.unrecognisedFormat(file: "f", line: 1, found: "x"), 65),
    (RecordingError.malformedYAML(file: "f", line: 1, column: 1, problem: "p"), 65),
    (RecordingError.invalidField(file: "f", line: 1, column: 1, field: "x", problem: "p"), 65),
    (RecordingError.malformedLine(file: "f", line: 1, field: nil, problem: "p"), 65),
    (RecordingError.missingDescription(file: "f", line: 1, reason: "r"), 65),
    (RecordingError.unsupportedVersion(file: "f", line: 1, column: nil, found: "9", supported: "1"), 65),
    (YAMLSyntaxError(position: YAMLPosition(line: 1, column: 1), problem: "p", context: nil), 65),
    (LibinputError.permissionDenied(nodes: ["/dev/input/event0"]), 77),
    (LibinputError.noTouchDevice(where: "seat0", hint: nil), 69),
    (LibinputError.noSuchDevice(node: "n"), 66),
    (LibinputError.notATouchDevice(node: "n", name: "keyboard"), 69),
    (LibinputError.cannotOpen(node: "n", errno: 5, reason: "r"), 70),
    (LibinputError.seatUnavailable(seat: "seat0"), 69),
    (LibinputError.contextCreationFailed(backend: "udev"), 69),
    (LibinputError.pollFailed(errno: 5, reason: "r"), 70),
    (EmulationError.unavailable(missing: "umockdev", remedy: "install it"), 69),
    (EmulationError.emulatorFailed(reason: "r"), 70),
    (EmulationError.protocolViolation(line: 1, text: "t"), 70),
    (EmulationError.invalidDevice(name: "d", reason: "r"), 65),
    (OutputError(path: "p", reason: "r"), 73),
    (FileError(path: "p", kind: .missing), 66),
    (FileError(path: "p", kind: .isDirectory), 66),
    (FileError(path: "p", kind: .permissionDenied), 77),
    (FileError(path: "p", kind: .tooLarge(limit: 1)), 65),
    (FileError(path: "p", kind: .other(errno: 5)), 74),
    (JSONSyntaxError(offset: 0, reason: "r"), 65),
    (ForeignError(.cannotCreate, "cannot create the emulation's directory", underlying: UsageError("x")), 73)
]

@Test func everyErrorTypeMapsToItsExitCodeWithItsOwnMessage() {
    for (error, code) in everyErrorAndItsExitCode {
        let (status, message) = ErrorReporting.describe(error)
        #expect(status.code == code, "\(type(of: error)): \(error)")
        #expect(message == String(describing: error), "\(type(of: error))")
    }
    let categories = Set(everyErrorAndItsExitCode.compactMap { ($0.0 as? CategorizedError)?.category })
    #expect(categories == Set(FailureCategory.allCases), "every category is reached by some error")
}

@Test func anErrorFromOutsideSwoopIsReportedAsAnInternalErrorNotSilently() {
    struct Stray: Error {}
    let (status, message) = ErrorReporting.describe(Stray())
    #expect(status == .failure(.software))
    #expect(message.hasPrefix("internal error"))
}
