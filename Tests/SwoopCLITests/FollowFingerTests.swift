import Foundation
import SwoopCommandLine
import Testing

@testable import SwoopCLI

// The dragged screen follows the finger in a replay with `--transition match --frames` (match follows
// its detail by default), as the Hero tutorial's `apply(.translate(…))`: while the finger is down the
// detail's transform is exactly the finger's translation. Read from the `frame` lines, compared with
// the same replay with `--follow none`, which draws the plain tracks.

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Scene points per millimetre along y on the fixtures' synthetic touchscreen (170 mm high) showing
/// the 844 pt high scene: the screen's own mapping.
private let pointsPerMM = 844.0 / 170.0

/// One frame line: its time, progress and the detail's `y` (the frame after translation and scale);
/// `finger` is the finger's travel (mm, from where the pan took hold) at the last pan line before it,
/// and `released` whether the pan had ended by then.
private struct DetailFrame {
    var t: Int
    var progress: Double
    var y: Double
    /// The 4×4 transform, row by row.
    var transform: [Double]
    var finger: Double
    var released: Bool
}

private func detailFrames(_ fixture: String, follow: String? = nil) throws -> [DetailFrame] {
    var argv = [
        "replay", fixtures.appendingPathComponent(fixture).path, "--transition", "match", "--frames",
        "--format", "json", "--no-input"
    ]
    if let follow { argv += ["--follow", follow] }
    let (status, io) = CapturedRun.run(argv)
    #expect(status == .success, "\(io.err)")
    var frames: [DetailFrame] = []
    var origin: Double?
    var finger = 0.0
    var released = false
    for line in io.out.split(separator: "\n") {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        switch object["type"] as? String {
        case "pan":
            let translation = try #require(object["translation_mm"] as? Double)
            if object["phase"] as? String == "began" { origin = translation }
            finger = translation - (origin ?? translation)
            if object["phase"] as? String == "ended" { released = true }
        case "frame":
            let elements = try #require(object["elements"] as? [[String: Any]])
            let detail = try #require(elements.first { $0["id"] as? String == "detail" })
            frames.append(
                DetailFrame(
                    t: try #require(object["t"] as? Int), progress: try #require(object["progress"] as? Double),
                    y: try #require(detail["y"] as? Double),
                    transform: try #require(detail["transform"] as? [Double]), finger: finger, released: released))
        default:
            continue
        }
    }
    return frames
}

@Test(arguments: ["touchscreen-slow-drag-past.fixture.jsonl", "touchscreen-slow-drag-short.fixture.jsonl"])
func theDraggedScreenMovesByTheFingersDistanceAtEveryFrameBeforeRelease(fixture: String) throws {
    let followed = try detailFrames(fixture)
    let plain = try detailFrames(fixture, follow: "none")
    try #require(followed.count == plain.count && followed.count > 20)
    let dragged = zip(followed, plain).filter { !$0.0.released }
    #expect(dragged.count > 20)
    for (f, p) in dragged {
        #expect(f.t == p.t && f.progress == p.progress)
        // The fixtures drag up (direction negative): the transform is the translation up by the finger's
        // distance, and nothing else (no tilt, lift or scale of the track).
        let expected = [1, 0, 0, 0, 0, 1, 0, -f.finger * pointsPerMM, 0, 0, 1, 0, 0, 0, 0, 1]
        #expect(
            zip(f.transform, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "t=\(f.t): \(f.transform) vs \(expected)")
    }
    #expect(dragged.contains { abs($0.0.transform[7]) > 50 }, "the finger moved the screen well away")
    // It lands where the plain replay does: home after a cancel, away after a finish.
    let (lastFollowed, lastPlain) = (followed.last!, plain.last!)
    #expect(abs(lastFollowed.y - lastPlain.y) < 1e-6)
}

/// No jump in position at the release: `match` settles Hero's way, each element restarted from where
/// it is along its curve (which starts from rest), so the first settle frame is within a drag step
/// of the last drag frame, and no later step is more than a few pt per frame of the 0.37 s settle.
@Test(arguments: ["touchscreen-slow-drag-past.fixture.jsonl", "touchscreen-slow-drag-short.fixture.jsonl"])
func theReleasedScreenSettlesWithoutAJump(fixture: String) throws {
    let frames = try detailFrames(fixture)
    let first = try #require(frames.firstIndex { $0.released })
    try #require(first >= 2)
    let (a, b, c) = (frames[first - 2], frames[first - 1], frames[first])
    #expect(abs(c.y - b.y) <= max(abs(b.y - a.y), 1), "\(b.y) → \(c.y) across the release")
    let steps = zip(frames.dropFirst(first), frames.dropFirst(first + 1)).map { abs($1.y - $0.y) }
    // The detail travels at most ~900 pt in 0.37 s along the standard curve (peak slope ≈ 2.6):
    // about 50 pt per 8.3 ms frame at the steepest.
    #expect(steps.allSatisfy { $0 < 60 }, "\(steps.max() ?? 0)")
}

@Test func followNeedsATransitionAndAnElementOfIt() {
    let fixture = fixtures.appendingPathComponent("touchscreen-slow-drag-past.fixture.jsonl").path
    let (noTransition, io1) = CapturedRun.run(["replay", fixture, "--follow", "detail"])
    #expect(noTransition == .failure(.usage))
    #expect(io1.err.contains("--follow needs --transition"))
    let (unknown, io2) = CapturedRun.run(["replay", fixture, "-t", "match", "--follow", "nowhere"])
    #expect(unknown == .failure(.usage))
    #expect(io2.err.contains("'nowhere'") && io2.err.contains("detail"))
    let (other, _) = CapturedRun.run([
        "replay", fixture, "-t", "zoom", "--follow", "photo", "--frames", "--format", "json"
    ]
    )
    #expect(other == .success)
}
