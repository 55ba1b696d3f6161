import Foundation
import SwoopTestSupport
import Testing

/// `swoop synth --source pinch --device-kind touchscreen` and its replay under `--source pinch`.
struct TouchscreenPinchCommandTests {
    @Test func aSynthesizedTouchscreenPinchDecidesUnderPinchAndIsNoPanOtherwise() throws {
        let dir = TemporaryDirectory()
        let fixture = dir.file("pinch.fixture.jsonl")
        let synth = CapturedRun([
            "synth", "--source", "pinch", "--device-kind", "touchscreen", "--distance-mm", "40", "--duration-ms",
            "300", "--scale-to", "0.5", "-o", fixture
        ])
        #expect(synth.status == .success, "\(synth.err)")
        #expect(dir.read("pinch.fixture.jsonl").contains(#""kind":"touchscreen""#))
        let pinching = CapturedRun(["replay", fixture, "--source", "pinch", "--format", "json"])
        #expect(pinching.status == .success, "\(pinching.err)")
        let decisions = pinching.out.split(separator: "\n").filter { $0.contains(#""type":"decision""#) }
        #expect(decisions.count == 1 && decisions.first?.contains(#""outcome":"finish""#) == true, "\(decisions)")
        #expect(pinching.out.contains(#""source":"pinch""#) && pinching.out.contains(#""scale":0.5"#))
        // Every kind: two touches landing together are no one-finger drag, and no pinch either.
        let dragging = CapturedRun(["replay", fixture, "--format", "json"])
        #expect(dragging.status == .success && !dragging.out.contains(#""type":"decision""#))
    }

    @Test func onlyAPinchTakesATouchscreen() {
        let dir = TemporaryDirectory()
        let swipe = CapturedRun(["synth", "--device-kind", "touchscreen", "-o", dir.file("x.fixture.jsonl")])
        #expect(swipe.status == .failure(.usage))
        #expect(swipe.err.contains("--device-kind: only a pinch is made on either device"), "\(swipe.err)")
        let three = CapturedRun([
            "synth", "--source", "pinch", "--fingers", "3", "--device-kind", "touchscreen", "-o",
            dir.file("y.fixture.jsonl")
        ])
        #expect(three.status == .failure(.usage) && three.err.contains("a touchscreen pinch has 2 touches"))
        #expect(!FileManager.default.fileExists(atPath: dir.file("x.fixture.jsonl")))
    }
}
