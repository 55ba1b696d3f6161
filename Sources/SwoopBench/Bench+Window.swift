/// How smooth the window is: `swoop simulate --window` on X11 (Xvfb) and on Wayland (weston in Xvfb),
/// each beside a minimal SDL client on the same display (`WindowPresentBenchmark`).
extension Bench {
    static let windowHeadline = (
        key: "window_presented_hz", title: "window present rate, the worse display", unit: "Hz"
    )

    static func windowKeys(_ display: WindowPresentBenchmark.Display) -> [(key: String, title: String, unit: String)] {
        let name = display == .x11 ? "X11 (Xvfb)" : "Wayland (weston)"
        return [
            ("window_presented_hz_\(display.rawValue)", "swoop simulate --window present rate, \(name)", "Hz"),
            ("window_limit_hz_\(display.rawValue)", "minimal SDL client present rate, \(name)", "Hz"),
            ("window_presented_ratio_\(display.rawValue)", "window present rate over the limit, \(name)", "×")
        ]
    }

    static var windowAllKeys: [(key: String, title: String, unit: String)] {
        [windowHeadline] + WindowPresentBenchmark.Display.allCases.flatMap(windowKeys)
    }

    static func windowFigures(_ c: BenchConfiguration, progress: (String) -> Void) -> [BenchFigure] {
        let command = c.command(.window)
        let method =
            "Per run and display, a fresh Xvfb (for Wayland: weston --backend=x11-backend.so, kiosk shell, "
            + "pixman, its 390×844 output a window on that Xvfb), then on it, in alternating order, "
            + "`swoop simulate --window --transition zoom` showing a \(BenchNumber.text(c.windowSeconds)) s drag "
            + "whose frames come at 240 Hz, and `swoop-present-limit` (SDL2: a 390×844 window, a renderer with "
            + "vsync, a full-size streaming texture uploaded and presented in a loop, nothing drawn) for as long. "
            + "Each present is timed as SDL_RenderPresent returns (swoop: SWOOP_PRESENTATION_REPORT); a rate is "
            + "presents over the span from the second to the last. Median over the runs."
        func unavailable(_ keys: [(key: String, title: String, unit: String)], _ reason: String) -> [BenchFigure] {
            keys.map {
                BenchFigure(
                    key: $0.key, title: $0.title, unit: $0.unit, spread: nil, unavailableReason: reason,
                    command: command, method: method)
            }
        }
        let benchmark: WindowPresentBenchmark
        switch WindowPresentBenchmark.prepare(swoopExecutable: c.swoopExecutable, seconds: c.windowSeconds) {
        case .failure(let error): return unavailable(windowAllKeys, error.description)
        case .success(let prepared): benchmark = prepared
        }
        var figures: [BenchFigure] = []
        var measured: [(display: WindowPresentBenchmark.Display, runs: [WindowPresentBenchmark.Run])] = []
        var failures: [String] = []
        for display in WindowPresentBenchmark.Display.allCases {
            var runs: [WindowPresentBenchmark.Run] = []
            do {
                for run in 1...c.windowRuns {
                    progress(
                        "window present rate on \(display.rawValue) \(run)/\(c.windowRuns) (~\(Int(2 * c.windowSeconds + 3)) s)…"
                    )
                    runs.append(try benchmark.measure(on: display, limitFirst: run % 2 == 0))
                }
            } catch {
                progress("window present rate on \(display.rawValue): not measured: \(error)")
                figures += unavailable(windowKeys(display), "\(error)")
                failures.append("\(display.rawValue): \(error)")
                continue
            }
            measured.append((display, runs))
            let (presented, limit, ratio) = (windowKeys(display)[0], windowKeys(display)[1], windowKeys(display)[2])
            figures += [
                BenchFigure(
                    key: presented.key, title: presented.title, unit: presented.unit,
                    spread: Spread(runs.map(\.presentedHz)), command: command, method: method),
                BenchFigure(
                    key: limit.key, title: limit.title, unit: limit.unit, spread: Spread(runs.map(\.limitHz)),
                    command: command, method: "As window_presented_hz_\(display.rawValue), the minimal client's side."),
                BenchFigure(
                    key: ratio.key, title: ratio.title, unit: ratio.unit, spread: Spread(runs.map(\.ratio)),
                    goal: .atLeast(0.9), command: command,
                    method: "Each run's swoop rate over the minimal client's on the same display.")
            ]
        }
        // The headline: the display whose median ratio is lower, as long as one was measured.
        let worst = measured.min { Spread($0.runs.map(\.ratio)).median < Spread($1.runs.map(\.ratio)).median }
        let headline: BenchFigure
        if let worst {
            let left = WindowPresentBenchmark.Display.allCases.filter { d in !measured.contains { $0.display == d } }
            headline = BenchFigure(
                key: windowHeadline.key, title: windowHeadline.title, unit: windowHeadline.unit,
                spread: Spread(worst.runs.map(\.presentedHz)), command: command,
                method: "window_presented_hz_\(worst.display.rawValue): of the displays measured ("
                    + measured.map(\.display.rawValue).joined(separator: ", ") + "), the one whose ratio to its limit "
                    + "is lower."
                    + (left.isEmpty
                        ? ""
                        : " Not measured: " + left.map(\.rawValue).joined(separator: ", ")
                            + " (see its figures)."))
        } else {
            headline =
                unavailable([windowHeadline], "no display could be measured: " + failures.joined(separator: "; "))[0]
        }
        return [headline] + figures
    }
}
