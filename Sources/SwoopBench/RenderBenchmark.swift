import SwoopEngine
import SwoopRender

/// Render cost per frame for transitions at given pixel sizes: evaluate the frame, adapt it, draw it
/// (blur included). It returns every frame's time; summarising (p50, p99) is the benchmark
/// report's job, with its own percentile rule. The clock is the caller's (`swoop-bench` passes its
/// monotonic clock), so the renderer never reads time itself.
package enum RenderBenchmark {
    package enum Target: Sendable, Equatable, CustomStringConvertible {
        /// The scene at a pixel density (390 × 844 pt × 2 → 780 × 1688 px).
        case scaled(Double)
        /// The scene stretched over a fixed pixel size (1920 × 1080: every full-screen layer and the
        /// blur cover all 2 073 600 pixels).
        case pixels(width: Int, height: Int)

        package var description: String {
            switch self {
            case .scaled(let s): "×\(s.formatted)"
            case .pixels(let w, let h): "\(w)×\(h)"
            }
        }

        func viewport(_ size: Size) -> Viewport {
            switch self {
            case .scaled(let s): .scaled(size, by: s)
            case .pixels(let w, let h): .stretched(size, toWidth: w, height: h)
            }
        }
    }

    package struct Samples: Sendable {
        package let transition: String
        package let target: Target
        package let pixelWidth: Int
        package let pixelHeight: Int
        /// One per frame, in order of progress.
        package let milliseconds: [Double]
    }

    /// `frames` frames evenly over progress 0…1 (after the renderer is prepared with the first, middle
    /// and last frames, untimed), each definition in its default direction.
    package static func run(
        _ definitions: [TransitionDefinition], targets: [Target], frames: Int,
        clock: () -> UInt64
    ) throws -> [Samples] {
        precondition(frames >= 2, "a render benchmark needs at least two frames")
        var results: [Samples] = []
        for definition in definitions {
            let plan = try TransitionPlan(definition, direction: definition.defaultDirection)
            let adapter = EngineFrameAdapter(definition: definition, plan: plan)
            var frame = plan.makeFrameBuffer()
            for target in targets {
                let viewport = target.viewport(plan.screenSize)
                let surface = try RenderSurface(for: viewport)
                let renderer = Renderer()
                // As an embedder preloads: the first, middle and last frames drawn untimed, so no
                // timed frame decodes an image or makes a reduction of one.
                let scenes = [0, 0.5, 1].map { p in
                    plan.evaluate(progress: p, into: &frame)
                    return adapter.scene(for: frame)
                }
                try renderer.prepare(scenes, into: surface, viewport: viewport)
                var times: [Double] = []
                times.reserveCapacity(frames)
                for i in 0..<frames {
                    let start = clock()
                    plan.evaluate(progress: Double(i) / Double(frames - 1), into: &frame)
                    try renderer.render(adapter.scene(for: frame), into: surface, viewport: viewport)
                    times.append(Double(clock() - start) / 1e6)
                }
                results.append(
                    Samples(
                        transition: definition.name, target: target, pixelWidth: viewport.pixelWidth,
                        pixelHeight: viewport.pixelHeight, milliseconds: times))
            }
        }
        return results
    }
}

extension Double {
    fileprivate var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
