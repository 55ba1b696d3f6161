import SwoopCore
import SwoopDisplay
import SwoopEngine
import SwoopInteraction
import SwoopLog
import SwoopNavigation

/// What an app replay found: every navigation that ended (with the screen then showing) and every tap.
package struct AppReplayReport: Sendable {
    package var path: String
    package var header: FixtureHeader
    package var events: Int
    /// The `navigation ended` records, in order.
    package var navigations: [NavigationRecord]
    package var taps: [TapRecord]
    package var sizeWarnings: [String] = []

    /// The screen showing after each navigation ended (a fixture's `screens` expectation).
    package var screens: [String] { navigations.compactMap(\.screen) }
}

/// Plays a fixture through an app (`--app`): where the user is follows the taps and pans. Like
/// `FixtureReplay`, it never reads the wall clock unless paced in real time, and the records are the same.
package struct AppReplay {
    package var app: App
    package var configuration: SessionConfiguration
    /// The release settings over every route's own (the command line's).
    package var releaseOverrides: ReleaseOverrides
    package var logging: SessionLogging
    package var sizeOption: PhysicalSize?

    package init(
        app: App, configuration: SessionConfiguration, releaseOverrides: ReleaseOverrides = ReleaseOverrides(),
        logging: SessionLogging = SessionLogging(), sizeOption: PhysicalSize? = nil
    ) {
        self.app = app
        self.configuration = configuration
        self.releaseOverrides = releaseOverrides
        self.logging = logging
        self.sizeOption = sizeOption
    }

    package func run(
        path: String, sink: LogSink?, pacing: ReplayPacing = .virtual,
        observe: ((_ records: [AppRecord], _ app: AppSession) throws -> Void)? = nil,
        stopRequested: @escaping () -> Bool = { false }
    ) throws -> AppReplayReport {
        let reader = try FixtureReader(path: path, sizeOption: sizeOption)
        var session = try AppSession(app: app, configuration: configuration, releaseOverrides: releaseOverrides)
        let header = ReplayHeaderLine(
            replay: FixtureReplay(configuration: configuration), path: path, header: reader.header,
            device: reader.device, app: app.name)
        sink?.write(header)
        var navigations: [NavigationRecord] = []
        var taps: [TapRecord] = []
        let logging = self.logging
        func emit(_ records: [AppRecord], _ app: AppSession) throws {
            for record in records {
                switch record {
                case .navigation(let n) where n.phase == .ended: navigations.append(n)
                case .tap(let tap): taps.append(tap)
                default: continue
                }
            }
            try observe?(records, app)
            if let sink { logging.write(records, to: sink) }
        }
        var pacer = StoppablePacer(SourcePacer(reader), stopRequested: stopRequested)
        switch pacing {
        case .virtual:
            try AppDriver.run(&session, pacer: &pacer, emit: emit)
        case .realtime:
            var realtime = RealtimePacer(pacer)
            try AppDriver.run(&session, pacer: &realtime, emit: emit)
            pacer = realtime.inner
        }
        let interactions = FixtureReplay.merge(pans: session.session.interactions, unpanned: session.session.unpanned)
        let final = (session.now ?? Timestamp(micros: 0)).micros
        for interaction in interactions { sink?.write(ReplayResultLine(t: final, interaction: interaction)) }
        return AppReplayReport(
            path: path, header: reader.header, events: pacer.inner.events, navigations: navigations, taps: taps,
            sizeWarnings: reader.sizeWarnings)
    }
}
