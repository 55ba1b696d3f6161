import SwoopCore
import SwoopEngine
import SwoopRender

/// The render section of `swoop-bench`: what one frame of each seed preset costs to draw (evaluate,
/// adapt, draw with cairo, blur included), at a phone's pixels (390 × 844 pt × 2) and at 1920 × 1080,
/// with the slowest preset's 1080p figures under the keys the goal names. One thread: the goal is
/// p99 ≤ 4 ms per 1080p frame on one core, half a 120 Hz frame, leaving the rest for input and upload.
extension Bench {
    static let renderTargets: [(RenderBenchmark.Target, suffix: String, title: String)] = [
        (.scaled(2), "2x", "390×844 pt ×2"),
        (.pixels(width: 1920, height: 1080), "1080p", "1920×1080")
    ]
    static let renderGoal = BenchGoal.atMost(4)

    static func renderFigures(_ c: BenchConfiguration, progress: (String) -> Void) throws -> [BenchFigure] {
        let presets = SeedPresets.all
        // Per run: every preset at every target, each frame's time; a run's value is its p50 or p99.
        var p50: [String: [Double]] = [:]
        var p99: [String: [Double]] = [:]
        // The same frames timed by the thread's CPU clock: what drawing costs without preemption, which
        // on a shared machine is most of the wall clock's p99.
        var cpu50: [String: [Double]] = [:]
        var cpu99: [String: [Double]] = [:]
        for run in 1...c.runs {
            progress(
                "render cost \(run)/\(c.runs) (\(presets.count) presets × \(renderTargets.count) sizes × \(c.renderFrames) frames)…"
            )
            let samples = try RenderBenchmark.run(
                presets, targets: renderTargets.map(\.0), frames: c.renderFrames,
                clock: MonotonicClock.nanoseconds)
            for sample in samples {
                let suffix = renderTargets.first { $0.0 == sample.target }!.suffix
                let sorted = sample.milliseconds.sorted()
                p50["\(sample.transition)_\(suffix)", default: []].append(Percentile.of(sorted, 0.5))
                p99["\(sample.transition)_\(suffix)", default: []].append(Percentile.of(sorted, 0.99))
            }
            let cpu = try RenderBenchmark.run(
                presets, targets: [renderTargets[1].0], frames: c.renderFrames, clock: ThreadCPUTime.nanoseconds)
            for sample in cpu {
                let sorted = sample.milliseconds.sorted()
                cpu50[sample.transition, default: []].append(Percentile.of(sorted, 0.5))
                cpu99[sample.transition, default: []].append(Percentile.of(sorted, 0.99))
            }
        }
        let method =
            "RenderBenchmark: the preset in its default direction at \(c.renderFrames) evenly spaced progress values, "
            + "each frame evaluate + EngineFrameAdapter + Renderer.render (cairo, blur backdrop included) into one reused "
            + "surface on one thread, timed with CLOCK_MONOTONIC after Renderer.prepare draws the first, middle and last frames untimed; a run's value is the p50 or p99 "
            + "of its frames; the figure is the median over runs. 1920×1080 stretches the scene over every pixel."
        var figures: [BenchFigure] = []
        for (_, suffix, title) in renderTargets {
            for preset in presets {
                let id = "\(preset.name)_\(suffix)"
                figures.append(
                    BenchFigure(
                        key: "render_ms_p50_\(id)", title: "render \(preset.name), \(title), p50", unit: "ms",
                        spread: Spread(p50[id]!), command: c.command(.render), method: method))
                figures.append(
                    BenchFigure(
                        key: "render_ms_p99_\(id)", title: "render \(preset.name), \(title), p99", unit: "ms",
                        spread: Spread(p99[id]!), goal: suffix == "1080p" ? renderGoal : nil,
                        command: c.command(.render), method: "As p50."))
            }
        }
        // The slowest preset at 1080p, by its median p99: the frame a 1080p display must always afford.
        let slowest = presets.max { Spread(p99["\($0.name)_1080p"]!).median < Spread(p99["\($1.name)_1080p"]!).median }!
        let id = "\(slowest.name)_1080p"
        figures.append(
            BenchFigure(
                key: "render_ms_p50_1080p", title: "render, slowest preset (\(slowest.name)), 1920×1080, p50",
                unit: "ms", spread: Spread(p50[id]!), command: c.command(.render),
                method: "render_ms_p50_\(id): the preset whose 1080p p99 is highest."))
        figures.append(
            BenchFigure(
                key: "render_ms_p99_1080p", title: "render, slowest preset (\(slowest.name)), 1920×1080, p99",
                unit: "ms", spread: Spread(p99[id]!), goal: renderGoal, command: c.command(.render),
                method: "render_ms_p99_\(id): the preset whose 1080p p99 is highest."))
        // The same on the CPU clock, for the preset slowest there (it need not be the wall clock's).
        let slowestCPU = presets.max { Spread(cpu99[$0.name]!).median < Spread(cpu99[$1.name]!).median }!
        let cpuMethod =
            "The 1920×1080 sweep of the preset whose CPU p99 is highest (\(slowestCPU.name)), timed by "
            + "CLOCK_THREAD_CPUTIME_ID (the drawing thread's CPU time: no preemption by other processes; cache and "
            + "memory contention still count)."
        figures.append(
            BenchFigure(
                key: "render_cpu_ms_p50_1080p",
                title: "render CPU, slowest preset (\(slowestCPU.name)), 1920×1080, p50",
                unit: "ms", spread: Spread(cpu50[slowestCPU.name]!), command: c.command(.render), method: cpuMethod))
        figures.append(
            BenchFigure(
                key: "render_cpu_ms_p99_1080p",
                title: "render CPU, slowest preset (\(slowestCPU.name)), 1920×1080, p99",
                unit: "ms", spread: Spread(cpu99[slowestCPU.name]!), goal: renderGoal, command: c.command(.render),
                method: cpuMethod))
        figures += renderCPUFigures(presets, p50: cpu50, p99: cpu99, c)
        return figures
    }
}
