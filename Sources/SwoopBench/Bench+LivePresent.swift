/// Live latency to the window: injection → frame presented, for `swoop run --window` under Xvfb.
extension Bench {
    static let livePresentKeys: [(String, String, String)] = [
        ("live_present_latency_us_p50", "live latency to presentation p50, swoop run --window", "µs"),
        ("live_present_latency_us_p99", "live latency to presentation p99, swoop run --window", "µs"),
        ("live_present_reflected_share", "touch frames reflected by a presentation", "×")
    ]

    static func livePresentFigures(_ c: BenchConfiguration, progress: (String) -> Void) -> [BenchFigure] {
        let command = c.command(.live)
        let method =
            "`swoop run --window --transition zoom --format json` on the emulated touchscreen (one-finger drags, "
            + "100 Hz) under a private Xvfb; the window reports each present (SWOOP_PRESENTATION_REPORT: touch "
            + "frames taken, CLOCK_MONOTONIC as SDL_RenderPresent returned). Each presentation that reflects new "
            + "frames is paired with the newest: its injection to the present's return. Under Xvfb presented "
            + "means in the X server's framebuffer, no scan-out. Percentiles over a run's presentations; median "
            + "over the runs."
        func unavailable(_ reason: String) -> [BenchFigure] {
            livePresentKeys.map { key, title, unit in
                BenchFigure(
                    key: key, title: title, unit: unit, spread: nil, unavailableReason: reason, command: command,
                    method: method)
            }
        }
        let benchmark: LivePresentLatencyBenchmark
        switch LivePresentLatencyBenchmark.prepare(seconds: c.liveSeconds, swoopExecutable: c.swoopExecutable) {
        case .failure(let error): return unavailable(error.description)
        case .success(let prepared): benchmark = prepared
        }
        var runs: [LivePresentLatencyBenchmark.Run] = []
        do {
            for run in 1...c.liveRuns {
                progress("live latency to the window \(run)/\(c.liveRuns) (~\(Int(c.liveSeconds + 2)) s)…")
                runs.append(try benchmark.measure())
            }
        } catch {
            return unavailable("\(error)")
        }
        let (p50, p99, share) = (livePresentKeys[0], livePresentKeys[1], livePresentKeys[2])
        return [
            BenchFigure(
                key: p50.0, title: p50.1, unit: p50.2, spread: Spread(runs.map(\.p50)), command: command,
                method: method),
            BenchFigure(
                key: p99.0, title: p99.1, unit: p99.2, spread: Spread(runs.map(\.p99)), command: command,
                method: "As p50."),
            BenchFigure(
                key: share.0, title: share.1, unit: share.2,
                spread: Spread(runs.map { Double($0.reflected) / Double(max(1, $0.injected)) }), command: command,
                method: "Touch frames injected that some presentation reflected, per run (the rest changed "
                    + "nothing on screen, before a pan began, or came after the last present).")
        ]
    }
}
