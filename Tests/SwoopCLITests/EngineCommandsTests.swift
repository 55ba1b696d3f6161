import Foundation
import SwoopCommandLine
import SwoopLiveCLI
import Testing

@testable import SwoopCLI

func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "swoop-engine-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Test func transitionsListsEveryPresetInBothFormats() {
    let (status, io) = CapturedRun.run(["transitions"])
    #expect(status == .success)
    for name in [
        "zoom", "circle", "circle-pop", "mask", "match", "hero-push-left", "hero-zoomSlide-down", "hero-fade",
        "hero-zoomOut"
    ] {
        #expect(io.out.contains(name + " "), "\(name)")
    }
    let (jsonStatus, json) = CapturedRun.run(["transitions", "--format", "json"])
    #expect(jsonStatus == .success)
    let lines = json.out.split(separator: "\n")
    #expect(lines.count == 40)
    #expect(lines.first?.hasPrefix(#"{"name":"zoom","direction":"present""#) == true)
}

@Test func simulateIsByteIdenticalAcrossRuns() {
    let argv = [
        "simulate", "--transition", "match", "--script", "begin; update 0.2; update 0.45; finish 1.5", "--format",
        "json", "--frames"
    ]
    let (a, first) = CapturedRun.run(argv)
    let (b, second) = CapturedRun.run(argv)
    #expect(a == .success && b == .success)
    #expect(first.out == second.out)
    #expect(first.out.contains(#""type":"complete","finished":true"#))
    #expect(first.out.split(separator: "\n").allSatisfy { $0.hasPrefix(#"{"t":"#) })
}

@Test func simulateDefaultScriptFinishesExactlyOnce() {
    let (status, io) = CapturedRun.run(["simulate", "-t", "zoom", "--format", "json"])
    #expect(status == .success)
    #expect(io.out.components(separatedBy: #""type":"complete""#).count == 2)
}

@Test func badScriptIsBadDataNamingTheColumn() {
    let (status, io) = CapturedRun.run(["simulate", "-t", "zoom", "--script", "begin; updte 0.2"])
    #expect(status == .failure(.badData))
    #expect(io.err.contains("column 8"))
    #expect(io.err.contains("unknown step 'updte'"))
    #expect(io.out.isEmpty)
}

@Test func badSceneFileIsBadDataAndWritesNothing() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = dir + "/scene.json"
    try
        #"{"name": "x", "screen": {"width": 10, "height": 10}, "source": {"elements": []}, "destination": {"elements": [{"id": "a", "frame": [0, 0, 1, 1], "modifiers": "fade blur(2)"}]}}"#
        .write(toFile: scene, atomically: true, encoding: .utf8)
    let log = dir + "/out.log"
    let (status, io) = CapturedRun.run(["simulate", "--scene", scene, "--log", log])
    #expect(status == .failure(.badData))
    #expect(io.err.contains("scene.json:1:"))
    #expect(io.err.contains("destination.elements[0].modifiers"))
    #expect(io.err.contains("unknown modifier 'blur'"))
    #expect(!FileManager.default.fileExists(atPath: log))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["scene.json"])
}

@Test func missingSceneFileIsNoInput() {
    let (status, io) = CapturedRun.run(["simulate", "--scene", "/nonexistent/scene.json"])
    #expect(status == .failure(.missingInput))
    #expect(io.err.contains("no such scene file"))
}

@Test func exportedPresetSimulatesLikeThePreset() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (exportStatus, exported) = CapturedRun.run(["transitions", "--export", "circle"])
    #expect(exportStatus == .success)
    try exported.out.write(toFile: dir + "/circle.json", atomically: true, encoding: .utf8)
    let (a, preset) = CapturedRun.run(["simulate", "-t", "circle", "--frames", "--format", "json"])
    let (b, fromFile) = CapturedRun.run(["simulate", "--scene", dir + "/circle.json", "--frames", "--format", "json"])
    #expect(a == .success && b == .success)
    #expect(preset.out == fromFile.out)
}

@Test func simulateWritesLogFileAtomically() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (status, io) = CapturedRun.run(["simulate", "-t", "mask", "--log", dir + "/mask.log"])
    #expect(status == .success)
    #expect(io.out.isEmpty)
    let text = try String(contentsOfFile: dir + "/mask.log", encoding: .utf8)
    #expect(text.contains("complete   finished=true"))
}

@Test func unknownPresetIsAUsageError() {
    let (status, io) = CapturedRun.run(["simulate", "-t", "nope"])
    #expect(status == .failure(.usage))
    #expect(io.err.contains("no preset named 'nope'"))
}

@Test func demoRunsEverySeedAndSummarises() {
    let (status, io) = CapturedRun.run(["demo", "--scripted"])
    #expect(status == .success)
    for name in ["zoom", "circle", "circle-pop", "mask", "match"] { #expect(io.out.contains("transition=\(name)")) }
    #expect(io.out.contains("circle-pop  dismiss    finished"))
    #expect(io.out.contains("TRANSITION  DIRECTION  OUTCOME"))
    #expect(io.out.contains("zoom        present    finished"))
    #expect(io.out.contains("mask        present    cancelled"))
    let (again, second) = CapturedRun.run(["demo", "--scripted"])
    #expect(again == .success && second.out == io.out)
}

/// The contract: Hero presets played by `start animated` complete at Hero's times; `--settle` names
/// the style, and a bad one is a usage error.
@Test func simulateStartAnimatedCompletesAtHerosTimesAndSettleIsAFlag() {
    func completion(_ argv: [String]) -> String? {
        let (status, io) = CapturedRun.run(["simulate", "--format", "json", "--script", "start animated"] + argv)
        #expect(status == .success, "\(io.err)")
        return io.out.split(separator: "\n").first { $0.contains(#""type":"complete""#) }.map(String.init)
    }
    #expect(completion(["-t", "hero-push-left"])?.hasPrefix(#"{"t":350000,"#) == true)
    #expect(completion(["-t", "hero-fade"])?.hasPrefix(#"{"t":208333,"#) == true)
    #expect(completion(["-t", "match"])?.hasPrefix(#"{"t":375000,"#) == true)
    #expect(completion(["-t", "match", "--settle", "spring"])?.hasPrefix(#"{"t":508333,"#) == true)
    #expect(completion(["-t", "zoom", "--settle", "hero"])?.hasPrefix(#"{"t":700000,"#) == true)
    let (bad, io) = CapturedRun.run(["simulate", "-t", "match", "--settle", "uikit"])
    #expect(bad == .failure(.usage) && io.err.contains("--settle"))
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/touchscreen-tap.fixture.jsonl").path
    let (alone, io2) = CapturedRun.run(["replay", fixture, "--settle", "hero"])
    #expect(alone == .failure(.usage) && io2.err.contains("--settle needs --transition"))
}

@Test func transitionsShowEachPresetsSettleAndPan() {
    let (status, io) = CapturedRun.run(["transitions", "--format", "json"])
    #expect(status == .success)
    let match = io.out.split(separator: "\n").first { $0.hasPrefix(#"{"name":"match""#) }
    #expect(match?.contains(#""settle":"hero","pan_axis":"x","pan_direction":"negative""#) == true)
    let zoom = io.out.split(separator: "\n").first { $0.hasPrefix(#"{"name":"zoom""#) }
    #expect(zoom?.contains(#""settle":"spring","pan_axis":"auto","pan_direction":"both""#) == true)
}
