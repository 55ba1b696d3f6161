import Testing
import SwoopEngine
@testable import SwoopLog

@Test func engineEffectsRenderWithTheIssuesFields() {
    let cases: [(TransitionEffect, String)] = [
        (.stateChanged(from: .idle, to: .interactive), #"{"t":5,"type":"state","from":"idle","to":"interactive"}"#),
        (.ignored(event: .update, reason: .notInteractive), #"{"t":5,"type":"ignored","event":"update","reason":"not-interactive"}"#),
        (.frame(progress: 0.4500001), #"{"t":5,"type":"frame","progress":0.45}"#),
        (.settle(toward: .end, from: 0.45, velocity: 1.5), #"{"t":5,"type":"settle","toward":"end","from":0.45,"velocity":1.5}"#),
        (.completed(finished: true), #"{"t":5,"type":"complete","finished":true}"#),
        (.appearance(screen: .to, phase: .willAppear), #"{"t":5,"type":"appearance","screen":"to","phase":"willAppear"}"#),
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
    // The photo pair at 0.3 (see GoldenPresetTests): origin (11.2, 145.6), 173 × 309.2, radius 7; z 1 → 0 gives 0.7.
    #expect(line.contains(#"{"id":"photo","screen":"to","x":11.2,"y":145.6,"w":173,"h":309.2,"rotation":0,"opacity":1,"radius":7,"z":0.7}"#))
}
