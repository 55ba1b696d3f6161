import Foundation
import SwoopCLI
import SwoopCommandLine
import SwoopFixtures
import SwoopLiveCLI
import SwoopRecordings
import SwoopTestSupport
import Testing

@testable import SwoopCLI

/// The shared recordings whose intent is clear (SOURCES.md there) imported with that intent as
/// expectations, then judged by `swoop check` exactly as CI would.
@Suite(
    .enabled(if: ImportGate.recordingsPresent && ImportGate.canEmulate, "emulation or ../shared/recordings unavailable")
)
final class ImportExpectationTests {
    private var directories: [URL] = []
    deinit { for directory in directories { try? FileManager.default.removeItem(at: directory) } }

    struct Checked {
        var status: SwoopCommandLine.ExitStatus
        var output: String
    }

    static func check(_ arguments: [String]) -> Checked {
        let run = CapturedRun(arguments)
        return Checked(status: run.status, output: run.out + run.err)
    }

    /// Imports `name` with `expect`, then `swoop check`s the fixture: exit 0 means every expectation held.
    func importAndCheck(_ name: String, _ expect: [String]) async throws -> (fixture: String, check: Checked) {
        let path = try SharedFiles.recording(name)
        let imported = await ImportRun.run([path], expect)
        directories.append(imported.directory)
        print(imported.standardError)
        try #require(imported.status == SwoopCommandLine.ExitStatus.success, "\(imported.standardError)")
        let fixture = imported.directory.appendingPathComponent(ImportPlan.defaultFixtureName(for: name)).path
        let checked = Self.check(["check", fixture])
        print(checked.output)
        return (fixture, checked)
    }

    @Test func wacomTwoFingerSwipeRightFinishesOnXPositive() async throws {
        let (fixture, checked) = try await importAndCheck(
            "touchtablet_wacom-intuos5-touch-M_2fg-swipe-right.evemu",
            ["--expect", "finish", "--axis", "x", "--direction", "positive", "--source", "scroll"])
        #expect(checked.status == .success, "\(checked.output)")
        let header = try FixtureReader.readAll(path: fixture).header
        #expect(
            header.expectations == [
                Expectation(
                    outcome: .finish, options: ExpectationOptions(source: .scroll, axis: .x, direction: .positive))
            ])
    }

    @Test func atmelDragUpThenBackDownCancelsOnYNegative() async throws {
        let (_, checked) = try await importAndCheck(
            "touchscreen_atmel-maxtouch_1fg-drag-up-then-down.evemu",
            ["--expect", "cancel", "--axis", "y", "--direction", "negative", "--source", "touch"])
        #expect(checked.status == .success, "\(checked.output)")
    }

    /// One `none` per contact, counted from the raw frames (new tracking ids), not from libinput.
    @Test func atmelFastTapsStartNoTransition() async throws {
        let name = "touchscreen_atmel-maxtouch_1fg-fast-taps.evemu"
        let contacts = try RecordingLoader.load(path: try SharedFiles.recording(name)).devices[0].frames
            .flatMap(\.events).filter { $0.type == 3 && $0.code == 0x39 && $0.value >= 0 }.count
        #expect(contacts == 9)
        let nones = Array(repeating: "none", count: contacts).joined(separator: ",")
        let (_, checked) = try await importAndCheck(name, ["--expect", nones])
        #expect(checked.status == .success, "\(checked.output)")
        #expect(checked.output.contains("9 expectations: 9 as expected"), "\(checked.output)")
    }

    /// libinput reports the two-finger tap as a hold that ends uncancelled: an input sequence that never
    /// became a pan, judged `none` by `swoop check` like any tap.
    @Test func chromebookTwoFingerTapStartsNoTransition() async throws {
        let (fixture, checked) = try await importAndCheck(
            "touchpad_chromebook-pixel_2fg-tap.evemu", ["--expect", "none"])
        #expect(checked.status == .success, "\(checked.output)")
        let json = Self.check(["check", fixture, "--format", "json"]).output
        #expect(json.contains(#""expected":"none","got":"none""#), "\(json)")
        #expect(json.contains(#""mismatches":0"#), "\(json)")
    }

    /// The hard case: a flickering finger count and a finger still down at the end. It must import,
    /// replay and end; what Swoop decides (and the rule) is printed for the record.
    @Test func hp8470pFlickeringSwipesImportAndReplayToAnEnd() async throws {
        let (fixture, checked) = try await importAndCheck("touchpad_synaptics-ps2-hp8470p_2fg-swipes-right.evemu", [])
        #expect(checked.status == .success, "\(checked.output)")
        let events = try FixtureReader.readAll(path: fixture).events
        #expect(
            events.contains { if case .scroll = $0.event { return true } else { return false } },
            "libinput still made some two-finger scrolling of it")
        print("hp8470p decisions:\n" + Self.check(["check", fixture, "--format", "json"]).output)
    }

    /// The ambiguous flick: a projection rule commits it, a distance-only rule does not. `sweep` shows
    /// the two flip points, on either side of the default threshold 0.3.
    @Test func acerShortFlickFlipsOnEitherSideOfTheDefaultThreshold() async throws {
        let (fixture, _) = try await importAndCheck("touchpad_acer-sw5-012_2fg-short-scroll-up.libinput-record.yml", [])
        func flip(_ extra: [String]) throws -> Double {
            let output = Self.check(["sweep", fixture, "--format", "json"] + extra).output
            print("sweep \(extra): \(output)")
            let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            let interactions = try #require(object?["interactions"] as? [[String: Any]])
            try #require(interactions.count == 1)
            return try #require(interactions[0]["flip"] as? Double)
        }
        let withProjection = try flip([])
        let distanceOnly = try flip(["--projection", "none"])
        #expect(
            distanceOnly < 0.3 && withProjection > 0.3,
            "flip \(distanceOnly) (distance only) vs \(withProjection) (projection)")
    }
}
