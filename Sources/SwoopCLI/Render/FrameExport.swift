import SwoopEngine
import SwoopLog
import SwoopRender

#if canImport(Glibc)
import Glibc
import SwoopLiveCLI
#endif

/// Every export goes through the log's atomic writer (temporary file beside the destination, renamed
/// on commit): one rule for what a failed write leaves behind, which is nothing.
extension AtomicFileOutput: RenderOutput {}

/// What `-o OUT` (and `--render OUT`) names, told by the path's form: a `.png` (one frame, or a
/// filmstrip of several), a `.gif`, or a directory of numbered PNG frames (a path ending in `/`, or
/// an existing directory).
enum RenderDestination: Equatable {
    case png(String)
    case gif(String)
    case directory(String)

    static let expected = "a .png or .gif file, or a directory for numbered PNG frames (ending in /)"

    init(_ path: String, flag: String) throws(FlagValueError) {
        var info = stat()
        let lower = path.lowercased()
        if path.hasSuffix("/") || (stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR) {
            self = .directory(path)
        } else if lower.hasSuffix(".png") {
            self = .png(path)
        } else if lower.hasSuffix(".gif") {
            self = .gif(path)
        } else {
            throw FlagValueError(flag: flag, value: path, expected: Self.expected)
        }
    }

    var path: String {
        switch self {
        case .png(let p), .gif(let p), .directory(let p): p
        }
    }
}

/// Draws timed frames of one transition and writes them where a `RenderDestination` says. Nothing
/// reads a clock: the same frames and scale give the same bytes.
struct FrameExport {
    /// What frames are drawn with (`TimedFrame.scene` picks one): one transition's plan, or each plan an
    /// app played, all of one screen size.
    let scenes: [(plan: TransitionPlan, adapter: EngineFrameAdapter)]
    /// Pixels per point (`--scale`).
    let scale: Double
    /// How long a GIF shows its last frame, and each frame of a GIF made of `--at` points (seconds).
    static let hold = 1.0

    init(definition: TransitionDefinition, plan: TransitionPlan, scale: Double) {
        self.init(scenes: [(definition, plan)], scale: scale)
    }

    init(scenes: [(definition: TransitionDefinition, plan: TransitionPlan)], scale: Double) {
        precondition(!scenes.isEmpty, "an export draws at least one scene")
        self.scenes = scenes.map { ($0.plan, EngineFrameAdapter(definition: $0.definition, plan: $0.plan)) }
        self.scale = scale
    }

    var plan: TransitionPlan { scenes[0].plan }

    /// Writes `frames`; `evenlySpaced` makes a GIF hold each frame `hold` seconds instead of using the
    /// frames' times (progress points have no times of their own). `progress` hears (drawn, total)
    /// after each frame drawn.
    func write(
        _ frames: [TimedFrame], to destination: RenderDestination, evenlySpaced: Bool = false,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws {
        precondition(!frames.isEmpty, "an export needs at least one frame")
        let viewport = Viewport.scaled(plan.screenSize, by: scale)
        let surface = try RenderSurface(for: viewport)
        let renderer = Renderer()
        var buffers: [Int: FrameBuffer] = [:]
        var drawn = 0
        let total: Int
        if case .gif = destination {
            total = GIFSchedule.entries(times: Self.times(frames, evenlySpaced), hold: Self.hold).count
        } else {
            total = frames.count
        }
        func draw(_ frame: TimedFrame) throws {
            let (plan, adapter) = scenes[frame.scene]
            var buffer = buffers.removeValue(forKey: frame.scene) ?? plan.makeFrameBuffer()
            defer { buffers[frame.scene] = buffer }
            frame.evaluate(plan, into: &buffer)
            try renderer.render(adapter.scene(for: buffer).withHUD(frame.hud), into: surface, viewport: viewport)
            drawn += 1
            progress(drawn, total)
        }
        switch destination {
        case .png(let path) where frames.count == 1:
            try draw(frames[0])
            try PNGEncoder.write(surface, to: AtomicFileOutput(path: path))
        case .png(let path):
            let strip = try Filmstrip(frameWidth: surface.width, frameHeight: surface.height, count: frames.count)
            for (i, frame) in frames.enumerated() {
                try draw(frame)
                try strip.place(surface, at: i)
            }
            try PNGEncoder.write(strip.surface, to: AtomicFileOutput(path: path))
        case .directory(let path):
            let directory = try FrameDirectory(path: path) { try AtomicFileOutput(path: $0) }
            for frame in frames {
                try draw(frame)
                try directory.append(surface)
            }
            try directory.finish()
        case .gif(let path):
            let gif = try GIFWriter(output: AtomicFileOutput(path: path), width: surface.width, height: surface.height)
            for entry in GIFSchedule.entries(times: Self.times(frames, evenlySpaced), hold: Self.hold) {
                try draw(frames[entry.frame])
                try gif.append(surface, delayCentiseconds: entry.delayCentiseconds)
            }
            try gif.finish()
        }
    }

    /// The frames' times for a GIF's delays: the log's, or `hold` apart.
    private static func times(_ frames: [TimedFrame], _ evenlySpaced: Bool) -> [Double] {
        evenlySpaced ? frames.indices.map { Double($0) * hold } : frames.map { $0.time.seconds }
    }
}
