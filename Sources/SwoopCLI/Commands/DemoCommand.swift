import Foundation
import SwoopCommandLine
import SwoopEngine
import SwoopFixtures
import SwoopInteraction
import SwoopLog
import SwoopNavigation

#if canImport(Glibc)
import Glibc
import SwoopLiveCLI
#endif

/// `swoop demo`, the README's main command: the bundled fixtures through the recognizer, the controller
/// and a preset transition on the virtual clock; a short account of every interaction, and the whole
/// JSON log written beside it.
struct DemoCommand: Command {
    static let name = "demo"
    static let summary = "replay the bundled gestures through a preset transition; summarise each, write the JSON log"
    static let usage = """
        [--transition NAME [--follow ELEMENT|none]] [--log FILE] [--fixtures DIR] [--frames] | --scripted [--format text|json] [--log FILE]

        Replays every fixture under Fixtures/ (found from the current folder or beside the swoop binary)
        with its own expectation's options and the preset's settle timing (default: match), prints one
        line per interaction and writes the JSON log to swoop-demo.log.jsonl in the current folder (or
        --log FILE), atomically. Then it replays the flows under Fixtures/flows/ through the app (--app,
        default seeds), one line per navigation. Exit 1 if an interaction or a navigation did not do what its
        fixture expects. --window plays them in a window at the recorded speed (the log is the same).
        --scripted runs the engine-only tour instead: each seed preset through a scripted interaction.
        """
    static let app = Option(
        "app", "NAME|FILE", "the app the flows (Fixtures/flows/) go through (seeds)", FlagSyntax.text)
    static let log = Option("log", "FILE", "where the JSON log goes (\(defaultLog))", FlagSyntax.text)
    static let fixtures = Option(
        "fixtures", "DIR", "replay these fixtures instead of the bundled ones", FlagSyntax.text)
    static let frames = Flag("frames", "put the transition's evaluated elements into every frame line")
    static let scripted = Flag("scripted", "the engine-only tour: seed presets through scripted interactions")
    static let format = Option(
        "format", "text|json", "with --scripted: log rendering on standard output (text)", FlagSyntax<LogFormat>.oneOf)
    static let options: [any OptionDeclaration] =
        TransitionFlags.options + [TransitionFlags.follow, app, log, fixtures, frames, scripted, format]
        + WindowFlags.options
    static let defaultLog = "swoop-demo.log.jsonl"
    static let defaultTransition = "match"

    /// The command line, typed (`--scripted` runs `DemoScriptedTour` instead, with its own flags).
    struct Options {
        var transition: TransitionFlags
        var plan: TransitionPlan
        var fixtures: String?
        var logPath: String
        var frames: Bool

        init(_ arguments: ParsedArguments) throws {
            try arguments.requireNoPositionals()
            if arguments.isGiven(DemoCommand.format) {
                throw UsageError("--format goes with --scripted; the demo log is JSON")
            }
            transition = try TransitionFlags(arguments, defaultName: defaultTransition)
            // Never nil: the demo has a default preset.
            guard let plan = transition.plan else { throw CommandFailure(.software, "no transition to replay through") }
            self.plan = plan
            fixtures = try arguments.value(DemoCommand.fixtures)
            logPath = try arguments.value(DemoCommand.log) ?? defaultLog
            frames = arguments.value(DemoCommand.frames)
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        if arguments.value(Self.scripted) { return try DemoScriptedTour.run(arguments, context) }
        let options = try Options(arguments)
        let plan = options.plan
        let folder = try options.fixtures ?? bundledFixtures()
        let all = try FixtureDiscovery.jobs(for: [folder])
        let jobs = all.filter { !isFlow($0, in: folder) }
        let flows = all.filter { isFlow($0, in: folder) }
        let app = try PhotosFlag.apply(arguments, to: try arguments.value(Self.app).map(AppFlag.load) ?? SeedsApp.app)
        guard !jobs.isEmpty else { throw CommandFailure(.missingInput, "\(folder): no *.fixture.jsonl to replay") }
        let check = FixtureCheck(base: options.transition.base)
        let logPath = options.logPath
        let file = try OutputFile(path: logPath)
        let sink = CountingLogSink(FormattedLogSink(format: .json, output: file))
        let window = try WindowFlags(arguments).open(
            definition: options.transition.definition!, plan: plan, catchSignals: true, command: name, context)
        var text =
            "swoop demo: \(jobs.count) fixtures through '\(plan.name)' (\(plan.direction.rawValue)), "
            + "virtual clock, \(TextColumns.fixed(check.base.frameRate, 0)) Hz frames\n\n"
        var interactions = 0
        var unexpected = 0
        do {
            for job in jobs where window?.stopRequested != true {
                let resolved = Expectation.resolve(try FixtureCheck.expectations(of: job))
                let configuration = check.configuration(for: resolved.first?.expectation)
                let replay = FixtureReplay(
                    configuration: configuration, scene: options.frames ? plan : nil,
                    follow: options.transition.follow)
                var frames = ReplayFrames(threshold: configuration.release.threshold, keep: false, window: window)
                window?.use(definition: options.transition.definition!, plan: plan)
                window?.restartClock()
                let report = try replay.run(
                    path: job.path, sink: sink, pacing: window == nil ? .virtual : .realtime,
                    observe: window.map { _ in { records, _ in frames.observe(records) } },
                    stopRequested: { window?.stopRequested ?? false })
                let name = (job.path as NSString).lastPathComponent.replacingOccurrences(
                    of: FixtureDiscovery.fileSuffix, with: "")
                for interaction in report.interactions {
                    interactions += 1
                    // Only expectations that hold for the configuration replayed here are judged.
                    let expected = resolved.first { entry in
                        entry.interaction == interaction.number
                            && check.configuration(for: entry.expectation) == configuration
                    }?.expectation.outcome
                    let mark = expected == nil ? " " : expected == interaction.outcome ? "✓" : "✗"
                    if let expected, expected != interaction.outcome { unexpected += 1 }
                    text +=
                        "\(mark) \(TextColumns.pad(name, 33)) #\(interaction.number)  " + account(interaction)
                        + (expected.map { $0 == interaction.outcome ? "" : "   (expected \($0.rawValue))" } ?? "")
                        + "\n"
                }
            }
            text +=
                "\n\(interactions) interactions, \(interactions - unexpected) as their fixtures expect"
                + (unexpected > 0 ? ", \(unexpected) NOT" : "") + ".\n"
            if !flows.isEmpty {
                let replayed = try replayFlows(flows, app: app, sink: sink, window: window)
                text += replayed.text
                text +=
                    "\n\(replayed.navigations) navigations, \(replayed.navigations - replayed.unexpected) as their flows expect"
                    + (replayed.unexpected > 0 ? ", \(replayed.unexpected) NOT" : "") + ".\n"
                unexpected += replayed.unexpected
            }
            try sink.flush()
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
        text += "JSON log (\(sink.count) records): \(logPath)\n"
        context.standardOutput(text)
        if let window {
            window.finish()
            context.standardError("swoop demo: \(window.summary)\n")
            try window.rethrow()
        }
        return unexpected == 0 ? .success : .mismatch
    }

    /// `touch: released at 0.120 moving +1.50/s → projected 0.869 ≥ 0.30 → finish (projection)`
    static func account(_ i: ReplayedInteraction) -> String {
        guard let d = i.decision else { return "\(i.source): never passed the slop → no transition" }
        let velocity = (d.velocity >= 0 ? "+" : "") + TextColumns.fixed(d.velocity, 2) + "/s"
        let p = TextColumns.fixed(d.progress, 3)
        let how: String
        switch d.rule {
        case .threshold, .projection:
            how =
                "released at \(p) moving \(velocity) → projected \(TextColumns.fixed(d.projected, 3)) "
                + (d.projected >= d.threshold ? "≥" : "<") + " \(TextColumns.fixed(d.threshold, 2))"
        case .reverseFlick:
            how =
                "released at \(p) flicking back at \(TextColumns.fixed(-d.velocityMMPerSecond, 0)) mm/s "
                + "(projected \(TextColumns.fixed(d.projected, 3)))"
        case .flick:
            how = "released at \(p) flicking at \(TextColumns.fixed(d.velocityMMPerSecond, 0)) mm/s"
        case .travel: how = "released at \(p) after its travel"
        case .gestureCancelled: how = "the gesture was cancelled at \(p)"
        case .deviceRemoved: how = "the device went away at \(p)"
        case .inputEnded: how = "the input ended with fingers down at \(p)"
        }
        return "\(i.source)\(i.grabbed ? " (grabbed)" : ""): \(how) → \(i.outcome.rawValue) (\(d.rule.rawValue))"
    }

    /// `Fixtures/` in the current folder, else beside the binary (…/.build/debug/swoop → the package root),
    /// or where `scripts/install` puts them (PREFIX/bin/swoop → PREFIX/share/swoop/Fixtures).
    static func bundledFixtures() throws -> String {
        let marker = "/Fixtures/generate.sh"
        if FileManager.default.fileExists(atPath: "." + marker) { return "Fixtures" }
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            var folder = (String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) as NSString)
                .deletingLastPathComponent
            for _ in 0..<6 where folder.count > 1 {
                for root in [folder, folder + "/share/swoop"]
                where FileManager.default.fileExists(atPath: root + marker) {
                    return root + "/Fixtures"
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        throw CommandFailure(
            .missingInput,
            "the bundled fixtures (Fixtures/) are not here, beside the swoop binary or in its share/swoop; "
                + "run from the repository or pass --fixtures DIR")
    }
}
