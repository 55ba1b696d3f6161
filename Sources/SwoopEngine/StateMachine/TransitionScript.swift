import SwoopCore

/// A scripted interaction for `swoop simulate` and the demo: steps separated by `;` or new lines.
///
///     begin | update P | finish [V|instant] | cancel [V|instant] | start [animated|instant] | grab | abort | tick | wait S
///
/// V is progress/s (default 0), S seconds; `finish instant` / `cancel instant` are Hero's
/// `finish(animate: false)` / `cancel(animate: false)`. The first step happens at t = 0; each later step happens one
/// `spacing` (default 1/60 s, a touch report interval) after the previous one, except after `wait S`,
/// which advances the clock by S instead. Between steps — and after the last, until the machine rests —
/// the driver ticks on the frame grid.
public struct TransitionScript: Sendable, Equatable {
    public enum Step: Sendable, Equatable {
        case event(TransitionEvent)
        case wait(seconds: Double)
    }

    public var steps: [Step]

    public init(steps: [Step]) { self.steps = steps }

    /// The default interaction: a drag to 0.45 released toward the end at 1.5 progress/s.
    public static let defaultText = "begin; update 0.1; update 0.2; update 0.3; update 0.45; finish 1.5"

    public static func parse(_ text: String) throws(EngineError) -> TransitionScript {
        var steps: [Step] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func fail(_ column: Int, _ reason: String) -> EngineError {
            .scriptSyntax(text: text, column: column, reason: reason)
        }
        while index <= scalars.count {
            // One step: up to ';', a new line or the end.
            var end = index
            while end < scalars.count, scalars[end] != ";", scalars[end] != "\n" { end += 1 }
            var words: [(text: String, column: Int)] = []
            var i = index
            while i < end {
                while i < end, scalars[i] == " " || scalars[i] == "\t" || scalars[i] == "\r" { i += 1 }
                guard i < end else { break }
                let start = i
                var word = ""
                while i < end, scalars[i] != " ", scalars[i] != "\t", scalars[i] != "\r" {
                    word.unicodeScalars.append(scalars[i])
                    i += 1
                }
                words.append((word, start + 1))
            }
            if let (verb, column) = words.first {
                let args = Array(words.dropFirst())
                func number(_ position: Int, _ what: String, _ range: ClosedRange<Double>) throws(EngineError) -> Double
                {
                    let arg = args[position]
                    guard ModifierParser.looksNumeric(arg.text), let v = Double(arg.text), v.isFinite else {
                        throw fail(
                            arg.column, "'\(MessageExcerpt.of(verb))': '\(MessageExcerpt.of(arg.text))' is not \(what)")
                    }
                    guard range.contains(v) else {
                        throw fail(
                            arg.column,
                            "'\(MessageExcerpt.of(verb))': \(MessageExcerpt.of(arg.text)) is outside \(range.lowerBound)…\(range.upperBound)"
                        )
                    }
                    return v
                }
                func arity(_ allowed: ClosedRange<Int>, _ usage: String) throws(EngineError) {
                    guard allowed.contains(args.count) else {
                        throw fail(
                            args.count > allowed.upperBound ? args[allowed.upperBound].column : column,
                            "usage: \(usage)")
                    }
                }
                /// `finish`/`cancel [VELOCITY|instant]`: a settle carrying the velocity (0 when none is
                /// given), or with `instant` a jump to `end`.
                func release(toward end: Endpoint, _ settle: (Double) -> TransitionEvent) throws(EngineError)
                    -> TransitionEvent
                {
                    try arity(0...1, "\(verb) [VELOCITY|instant]")
                    if args.first?.text == "instant" { return .jump(to: end) }
                    return settle(args.isEmpty ? 0 : try number(0, "a velocity in progress/s", -1000...1000))
                }
                switch verb {
                case "begin":
                    try arity(0...0, "begin")
                    steps.append(.event(.begin))
                case "grab":
                    try arity(0...0, "grab")
                    steps.append(.event(.grab))
                case "abort":
                    try arity(0...0, "abort")
                    steps.append(.event(.abort))
                case "tick":
                    try arity(0...0, "tick")
                    steps.append(.event(.tick))
                case "update":
                    try arity(1...1, "update PROGRESS")
                    steps.append(.event(.update(progress: try number(0, "a progress", -100...100))))
                case "finish":
                    steps.append(.event(try release(toward: .end, TransitionEvent.finish)))
                case "cancel":
                    steps.append(.event(try release(toward: .start, TransitionEvent.cancel)))
                case "start":
                    try arity(0...1, "start [animated|instant]")
                    switch args.first?.text {
                    case nil, "animated": steps.append(.event(.start(animated: true)))
                    case "instant": steps.append(.event(.start(animated: false)))
                    case let other?:
                        throw fail(
                            args[0].column, "'start': '\(MessageExcerpt.of(other))' is not 'animated' or 'instant'")
                    }
                case "wait":
                    try arity(1...1, "wait SECONDS")
                    steps.append(.wait(seconds: try number(0, "a number of seconds", 0...3600)))
                default:
                    throw fail(
                        column,
                        "unknown step '\(MessageExcerpt.of(verb))' (known: begin, update, finish, cancel, start, grab, abort, tick, wait)"
                    )
                }
            }
            index = end + 1
        }
        return TransitionScript(steps: steps)
    }
}

/// Plays a script against a machine on a virtual clock, handing every effect to `emit` in order.
public struct ScriptPlayer {
    /// Seconds between steps; step n after an anchor (the start, or the end of a `wait`) happens at
    /// anchor + round(n × spacing) µs, so rounding never accumulates.
    public var spacing: Double
    /// After the last step, ticks stop after this long even if the machine still moves (never reached
    /// with valid timings: the machine's own safety net ends every motion within 120 s).
    public var settleLimit: Double

    public init(spacing: Double = 1.0 / 60, settleLimit: Double = 300) {
        self.spacing = spacing
        self.settleLimit = settleLimit
    }

    /// Returns the time of the last thing that happened.
    @discardableResult
    public func play(
        _ script: TransitionScript, on machine: inout TransitionMachine, from start: Timestamp = .zero,
        emit: (Timestamp, TransitionEffect) -> Void
    ) -> Timestamp {
        let clock = FrameClock(rate: machine.frameRate, origin: start)
        var now = start
        var anchor = start
        var stepsSinceAnchor: Int64 = -1
        var effects: [TransitionEffect] = []
        func handle(_ event: TransitionEvent) {
            effects.removeAll(keepingCapacity: true)
            machine.handle(event, at: now, into: &effects)
            for effect in effects { emit(now, effect) }
        }
        func tick(until limit: Timestamp) {
            var next = clock.frame(after: now)
            while machine.needsFrames, next <= limit, next > now {
                now = next
                handle(.tick)
                next = clock.frame(after: now)
            }
        }
        for step in script.steps {
            switch step {
            case .wait(let seconds):
                let target = now + .seconds(saturating: seconds)
                tick(until: target)
                now = target
                anchor = target  // the next step happens right at the end of the wait
                stepsSinceAnchor = -1
            case .event(let event):
                stepsSinceAnchor += 1
                let target = anchor + .seconds(saturating: Double(stepsSinceAnchor) * spacing)
                tick(until: target)
                now = max(now, target)
                handle(event)
            }
        }
        tick(until: now + .seconds(saturating: settleLimit))
        return now
    }
}
