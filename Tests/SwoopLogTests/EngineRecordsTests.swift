import SwoopEngine
import Testing

@testable import SwoopLog

@Test func engineEffectsRenderWithTheIssuesFields() {
    let cases: [(TransitionEffect, String)] = [
        (.stateChanged(from: .idle, to: .interactive), #"{"t":5,"type":"state","from":"idle","to":"interactive"}"#),
        (
            .ignored(event: .update, reason: .notInteractive),
            #"{"t":5,"type":"ignored","event":"update","reason":"not-interactive"}"#
        ),
        (.frame(progress: 0.4500001), #"{"t":5,"type":"frame","progress":0.45}"#),
        (
            .settle(toward: .end, from: 0.45, velocity: 1.5),
            #"{"t":5,"type":"settle","toward":"end","from":0.45,"velocity":1.5}"#
        ),
        (.completed(finished: true), #"{"t":5,"type":"complete","finished":true}"#),
        (
            .appearance(screen: .to, phase: .willAppear),
            #"{"t":5,"type":"appearance","screen":"to","phase":"willAppear"}"#
        )
    ]
    for (effect, line) in cases {
        #expect(LogFormat.json.render(LogRecord(t: 5, engine: effect)) == line + "\n")
    }
}

@Test func frameWithElementsListsEveryTrackInDrawingOrder() throws {
    let plan = try TransitionPlan(SeedPresets.zoom, direction: .present)
    let buffer = plan.frame(at: 0.3)
    let record = LogRecord(t: 100, frame: buffer, of: plan)
    #expect(record.type == "frame")
    #expect(record["progress"] == .double(0.3))
    #expect(record["overlay"] == .double(buffer.overlayAlpha))
    guard case .array(let elements)? = record["elements"] else {
        Issue.record("no elements array")
        return
    }
    #expect(elements.count == plan.tracks.count)
    let line = LogFormat.json.render(record)
    // The photo at 0.3 (see GoldenPresetTests): from the tapped row to full screen, (14, 142.8), 362 × 323.2,
    // radius 0; its transform the identity, row by row.
    #expect(
        line.contains(
            #"{"id":"photo","screen":"to","x":14,"y":142.8,"w":362,"h":323.2,"rotation":0,"opacity":1,"radius":0,"z":0,"#
                + #""transform":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]}"#))
}

/// The full transform beside the frame: the match dismissal's detail tilted back about x at the end.
@Test func frameLinesLogTheFullTransform() throws {
    let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
    let line = LogFormat.json.render(LogRecord(t: 0, frame: plan.frame(at: 1), of: plan))
    // translate(0, −250) · rotate(x: −1.6) · scale(1.5): with cos(−1.6) = −0.0291995, sin(−1.6) = −0.9995736,
    // row 2 is (0, 1.5·cos, −sin, −250), row 3 (0, 1.5·sin, cos, 0). x, y, w, h keep translation and scale only.
    #expect(
        line.contains(
            #"{"id":"detail","screen":"from","x":-97.5,"y":-461,"w":585,"h":1266,"rotation":0,"opacity":0,"radius":0,"z":0,"#
                + #""transform":[1.5,0,0,0,0,-0.043799,0.999574,-250,0,-1.49936,-0.0292,0,0,0,0,1]}"#), "\(line)")
}
