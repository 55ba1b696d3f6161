// Embedding Swoop in an app: one InteractiveTransition, fed a touchpad swipe, drawn frame by frame.
// Built and run by scripts/test; the README shows this file's core. Run: swift run swoop-embedding-example
import Swoop

@main
struct EmbeddingExample {
    static func main() throws {
        // README-EXAMPLE-BEGIN
        var transition = try InteractiveTransition(preset: "zoom")
        var release: ReleaseDecision?
        var completion: TransitionCompletion?
        transition.onRelease = { release = $0 }  // the finger lifted: finish or cancel, and by which rule
        transition.onCompletion = { completion = $0 }  // the transition came to rest at its end or its start

        let touchpad = DeviceInfo(id: DeviceID(1), name: "touchpad", kind: .touchpad, widthMM: 100, heightMM: 70)
        func event(_ ms: Int64, _ kind: InputEvent) -> TimedInputEvent {
            TimedInputEvent(time: .zero + .milliseconds(ms), device: touchpad.id, event: kind)
        }

        // A three-finger swipe down, 8 mm over 160 ms, as libinput reports it (deltas in its 1000-dpi units).
        let halfMillimetre = InputUnits.normalized(fromMillimetres: 0.5)
        var events = [event(0, .deviceAdded(touchpad)), event(10, .swipeBegin(fingers: 3))]
        for step in Int64(1)...16 {
            events.append(event(10 + step * 10, .swipeUpdate(fingers: 3, dx: 0, dy: halfMillimetre)))
        }
        events.append(event(180, .swipeEnd(fingers: 3, cancelled: false)))

        var frames: [TransitionFrame] = []
        for event in events { frames += transition.feed(event) }  // the finger drives the progress
        var now = events.last!.time
        while !transition.isAtRest {  // then one call per display refresh
            now = now + .milliseconds(8)
            frames += transition.advance(to: now)
        }
        // README-EXAMPLE-END

        print("frames: \(frames.count)")
        for frame in [frames.first, frames.last].compactMap({ $0 }) {
            let last = frame.tracks.indices.last
            let top = last.map { "\(frame.tracks[$0].id) \(frame.states[$0].presentedFrame)" } ?? "-"
            print("t=\(frame.time) progress=\(frame.progress) top: \(top)")
        }
        if let release, let completion {
            print(
                "released at progress \(release.progress): \(release.outcome.rawValue) (\(release.rule.rawValue)), "
                    + "completed finished=\(completion.finished)")
        }
    }
}
