import SwoopCore
import SwoopEngine
import SwoopFixtures
import SwoopInteraction
import SwoopRecordings
import SwoopRender

#if canImport(Glibc)
import Glibc
#endif

/// The code each libFuzzer target drives, one function per reader of untrusted text.
///
/// A function gets arbitrary bytes and must return: every refusal is a thrown error, which is the
/// expected outcome for almost every input; a trap (an overflow, an out-of-range index, a stack
/// overflow) or a hang is a finding. The entry points under `Fuzz/Fuzz*` call these; the unit tests
/// run the seed corpus through them too, so a corpus file that once crashed keeps being checked in
/// every ordinary test run, with or without libFuzzer.
public enum FuzzTargets {
    /// Every target by the name of its executable and of its folder in `Fuzz/Corpus`.
    public static let all: [(name: String, run: @Sendable ([UInt8]) -> Void)] = [
        ("FuzzFixtureReader", fixtureReplay),
        ("FuzzEvemuParser", evemu),
        ("FuzzLibinputRecord", libinputRecord),
        ("FuzzSceneText", sceneText),
        ("FuzzSceneRender", sceneRender),
        ("FuzzTransitionScript", transitionScript)
    ]

    /// A fixture file, read and then replayed through recognizer, controller and engine: the reader's
    /// accepted range must be what the replay can carry (times near the limits, sizes, deltas).
    public static func fixtureReplay(_ bytes: [UInt8]) {
        guard let path = ScratchFile.shared.write(bytes) else { return }
        _ = try? FixtureReplay(configuration: SessionConfiguration()).run(path: path, sink: nil)
    }

    /// An evemu recording, then the checks an import makes before it plays one.
    public static func evemu(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let recording = try? EvemuParser.parse(contents: text, file: "fuzz.evemu") else { return }
        try? PlayingLimits.check(recording)
    }

    /// A `libinput record` YAML file, then the checks an import makes before it plays one.
    public static func libinputRecord(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let recording = try? LibinputRecordParser.parse(contents: text, file: "fuzz.yml") else { return }
        try? PlayingLimits.check(recording)
    }

    /// The same text as a scene file (JSON, compiled both ways) and as modifier text (both scopes).
    public static func sceneText(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = try? SceneFile.decode(text, file: "fuzz.json")
        _ = try? ModifierParser.parse(text)
        _ = try? ModifierParser.parse(text, scope: .beginWith)
    }

    /// A scene file drawn: decoded, compiled both ways and rendered at three points of each into a small
    /// frame. The scene's numbers (radii, sizes, transforms, shadows) reach the renderer, so an input
    /// whose drawing cost grows with a number shows up as a slow unit (scripts/fuzz's -timeout).
    public static func sceneRender(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self),
            let definition = try? SceneFile.decode(text, file: "fuzz.json")
        else { return }
        let renderer = Renderer()
        for direction in [TransitionDirection.present, .dismiss] {
            guard let plan = try? TransitionPlan(definition, direction: direction) else { continue }
            let adapter = EngineFrameAdapter(definition: definition, plan: plan)
            // Any scene, whatever its size, in the same small frame: the cost is the numbers', not the pixels'.
            let viewport = Viewport.fitted(plan.screenSize, intoWidth: 64, height: 64)
            guard let surface = try? RenderSurface(for: viewport) else { return }
            var buffer = plan.makeFrameBuffer()
            for progress in [0, 0.5, 1] {
                plan.evaluate(progress: progress, into: &buffer)
                try? renderer.render(adapter.scene(for: buffer), into: surface, viewport: viewport)
            }
        }
    }

    /// A transition script, parsed and, when valid, played on a preset to the end, as `simulate` does.
    public static func transitionScript(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let script = try? TransitionScript.parse(text),
            let plan = try? TransitionPlan(SeedPresets.zoom, direction: .present)
        else { return }
        var machine = TransitionMachine(timing: plan.settleTiming)
        ScriptPlayer().play(script, on: &machine) { _, _ in }
    }
}

/// One file, rewritten for every input: the fixture reader reads paths, not memory. It lives in
/// `/dev/shm` when there is one (no disk writes at thousands of inputs a second) and is removed at exit.
final class ScratchFile: @unchecked Sendable {  // used by one fuzzing thread at a time
    static let shared = ScratchFile()
    let path: String

    private init() {
        var info = stat()
        let directory =
            stat("/dev/shm", &info) == 0 ? "/dev/shm" : (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp")
        path = "\(directory)/swoop-fuzz-\(getpid()).fixture.jsonl"
        atexit { unlink(ScratchFile.shared.path) }
    }

    /// The path, holding exactly `bytes`; `nil` if it could not be written.
    func write(_ bytes: [UInt8]) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { raw in (try? writeAll(fd, raw, name: path)) != nil }
        return written ? path : nil
    }
}
