import SwoopCore
import SwoopInteraction

/// `SessionDriver`'s loop for an app: ask the pacer, step the app, hand its records and the app to
/// `emit`; at the end, settle whatever moves, frame by frame. The pacers are the pipeline's own
/// (virtual clock, real time, live devices): they read the app's session, which keeps its clock.
public enum AppDriver {
    public static func run<Pacer: SessionPacer>(
        _ app: inout AppSession, pacer: inout Pacer,
        emit: (_ records: [AppRecord], _ app: AppSession) throws -> Void
    ) throws {
        loop: while true {
            var view = app.session  // the pacer reads the pipeline, never changes it
            switch try pacer.next(after: &view) {
            case .event(let event): try emit(app.feed(event), app)
            case .advance(let time): try emit(app.advance(to: time), app)
            case .stop: break loop
            }
        }
        try emit(app.endOfInput(settle: false), app)
        while let frame = app.nextFrame {
            pacer.waitForFrame(at: frame)
            try emit(app.advance(to: frame), app)
        }
    }
}
