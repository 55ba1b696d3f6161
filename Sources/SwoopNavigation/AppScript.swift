import SwoopCore
import SwoopEngine

/// A scripted session of an app (`swoop simulate --app`, `swoop render --app`): steps separated by `;`
/// or new lines — `tap X,Y` (scene points), `present ROUTE`, `push ROUTE`, `dismiss`, `pop`,
/// `unwind SCREEN`, `wait S` (seconds). Steps happen at the script's clock, which starts at 0 and moves
/// only by `wait`; frames tick on the engine's grid meanwhile, and after the last step whatever moves
/// settles. A refused call is recorded (its reason) and the script goes on, as a host's would.
package struct AppScript: Sendable, Equatable {
    package enum Step: Sendable, Equatable {
        case call(NavigationCall)
        case tap(Point)
        case wait(seconds: Double)
    }

    package var steps: [Step]

    /// Through every route of the seeds app: zoom (tap a cell, tap close), circle, mask, match (tap a
    /// card, dismissed by a call: a script has no pans), then Hero's push and pop.
    package static let seedsTour =
        "wait 0.8; tap 195,296; wait 1.2; tap 355,775; wait 0.8; tap 340,770; wait 0.6; tap 340,770; wait 0.6; "
        + "tap 195,118; wait 0.6; tap 339,70; wait 0.6; tap 101,570; wait 1.2; dismiss; wait 0.8; "
        + "push push; wait 1.2; pop; wait 1.2"

    package init(steps: [Step]) { self.steps = steps }

    /// Parses the text; a bad step names its 1-based column.
    package init(_ text: String) throws(NavigationError) {
        var steps: [Step] = []
        var column = 1
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ";" || $0 == "\n" }) {
            defer { column += raw.count + 1 }
            let words = raw.split(separator: " ").map(String.init)
            guard let verb = words.first else { continue }
            let lead = raw.prefix { $0 == " " }.count
            func fail(_ reason: String) -> NavigationError { .script(column: column + lead, reason: reason) }
            func one() throws(NavigationError) -> String {
                guard words.count == 2 else { throw fail("'\(verb)' takes one argument") }
                return words[1]
            }
            func none() throws(NavigationError) {
                guard words.count == 1 else { throw fail("'\(verb)' takes no argument") }
            }
            switch verb {
            case "present": steps.append(.call(.present(route: try one())))
            case "push": steps.append(.call(.push(route: try one())))
            case "dismiss":
                try none()
                steps.append(.call(.dismiss))
            case "pop":
                try none()
                steps.append(.call(.pop))
            case "unwind": steps.append(.call(.unwind(to: try one())))
            case "wait":
                guard let s = Double(try one()), s.isFinite, s >= 0, s <= 3600 else {
                    throw fail("wait takes seconds, 0…3600")
                }
                steps.append(.wait(seconds: s))
            case "tap":
                let parts = try one().split(separator: ",")
                guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite
                else { throw fail("tap takes X,Y in scene points") }
                steps.append(.tap(Point(x: x, y: y)))
            default:
                throw fail("unknown step '\(verb)' (tap, present, push, dismiss, pop, unwind, wait)")
            }
        }
        guard !steps.isEmpty else { throw .script(column: 1, reason: "the script has no steps") }
        self.steps = steps
    }

    /// Runs the script on `session` from time 0 (or its clock), until everything rests.
    package func run(on session: inout AppSession) -> [AppRecord] {
        var now = session.now ?? Timestamp(micros: 0)
        var out: [AppRecord] = []
        for step in steps {
            switch step {
            case .call(let call): out += session.perform(call, at: now)
            case .tap(let point): out += session.tap(at: point, time: now)
            case .wait(let seconds):
                let end = now + .seconds(saturating: seconds)
                while let frame = session.nextFrame, frame <= end { out += session.advance(to: frame) }
                now = end
                out += session.advance(to: end)
            }
        }
        out += session.endOfInput()
        return out
    }
}
