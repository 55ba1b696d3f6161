import SwoopEngine

/// Every preset's 1080p frame in thread CPU time (`render_cpu_ms_p50_NAME_1080p`, `…_p99_…`): the
/// goal (p99 ≤ 4 ms) holds for each preset, text and photos included, not only for the slowest, and
/// the CPU clock shows what drawing costs where the wall clock also counts other processes' time.
extension Bench {
    static func renderCPUFigures(
        _ presets: [TransitionDefinition], p50: [String: [Double]], p99: [String: [Double]], _ c: BenchConfiguration
    ) -> [BenchFigure] {
        let method =
            "The 1920×1080 sweep of render_ms_p99_NAME_1080p timed by CLOCK_THREAD_CPUTIME_ID (the drawing thread's "
            + "CPU time); a run's value is the p50 or p99 of its frames; the figure is the median over runs."
        return presets.flatMap { preset in
            [
                BenchFigure(
                    key: "render_cpu_ms_p50_\(preset.name)_1080p", title: "render CPU, \(preset.name), 1920×1080, p50",
                    unit: "ms", spread: Spread(p50[preset.name]!), command: c.command(.render), method: method),
                BenchFigure(
                    key: "render_cpu_ms_p99_\(preset.name)_1080p", title: "render CPU, \(preset.name), 1920×1080, p99",
                    unit: "ms", spread: Spread(p99[preset.name]!), goal: renderGoal, command: c.command(.render),
                    method: method)
            ]
        }
    }
}
