import SwoopCore
import SwoopInteraction

/// `SessionDriver`'s loop for an app: ask the pacer, step the app, hand its records and the app to
/// `emit`; at the end, settle whatever moves, frame by frame. The pacers are the pipeline's own
/// (virtual clock, real time, live devices): they read the app's session, which keeps its clock. A
/// navigation the app cannot show (`AppSession.failure`) stops the loop with that error, once the
/// records before it are emitted.
public enum AppDriver {
    public static func run<Pacer: SessionPacer>(
        _ app: inout AppSession, pacer: inout Pacer,
        emit: (_ records: [AppRecord], _ app: AppSession) throws -> Void
    ) throws {
        func step(_ records: [AppRecord]) throws {
            try emit(records, app)
            if let failure = app.takeFailure() { throw failure }
        }
        loop: while true {
            var view = app.session  // the pacer reads the pipeline, never changes it
            switch try pacer.next(after: &view) {
            case .event(let event): try step(app.feed(event))
            case .advance(let time): try step(app.advance(to: time))
            case .stop: break loop
            }
        }
        try step(app.endOfInput(settle: false))
        while let frame = app.nextFrame {
            pacer.waitForFrame(at: frame)
            try step(app.advance(to: frame))
        }
    }
}
