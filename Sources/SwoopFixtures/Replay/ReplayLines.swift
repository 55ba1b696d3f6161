import SwoopDisplay
import SwoopLog

/// The `replay` line that opens a replay's log: the fixture, its device and the configuration every
/// decision of the run was made with.
struct ReplayHeaderLine: LogLine {
    let replay: FixtureReplay
    let path: String
    let header: FixtureHeader
    let device: FixtureDevice
    /// The app replayed (`--app`), if any.
    var app: String? = nil

    func write(to line: inout LogLineWriter) {
        let configuration = replay.configuration
        let (gesture, release) = (configuration.gesture, configuration.release)
        line.begin(t: 0, type: "replay")
        line.field("fixture", path)
        line.field("device", header.device.name)
        line.field("kind", header.device.kind.rawValue)
        // The size every mm of the replay is measured by, and where it came from (files older than
        // size sources say neither).
        if let source = device.sizeSource, let w = device.widthMM, let h = device.heightMM {
            line.field("size", PhysicalSize(widthMM: w, heightMM: h).description)
            line.field("size_source", source.rawValue)
        }
        line.field("origin", header.source.kind.rawValue)
        line.field("source", gesture.sources.kindName)
        line.field("axis", gesture.axis.rawValue)
        line.field("direction", gesture.direction.rawValue)
        if let distance = configuration.drive.distance.fixedMM { line.field("distance_mm", distance) }
        line.field("threshold", release.threshold)
        line.field("projection", release.projection.description)
        line.field("reverse_flick_mm_s", release.reverseFlickMinimumMMPerSecond)
        line.field("release_rule", release.releaseRule.rawValue)
        if gesture.sources.kind == .pinch { line.field("pinch_scale", gesture.pinchTargetScale) }
        if let edge = gesture.edge {
            line.field("edge", edge.rawValue)
            line.field("edge_width_mm", gesture.edgeBandMM)
        }
        line.field("frame_rate", configuration.frameRate)
        if let scene = replay.scene { line.field("transition", scene.name) }
        if let app { line.field("app", app) }
    }
}

/// A `result` line per interaction, after everything else, at the replay's last instant:
/// {interaction, outcome, source, start[, end][, progress, velocity, projected, rule]}.
struct ReplayResultLine: LogLine {
    let t: Int64
    let interaction: ReplayedInteraction

    func write(to line: inout LogLineWriter) {
        let i = interaction
        line.begin(t: t, type: "result")
        line.field("interaction", i.number)
        line.field("outcome", i.outcome.rawValue)
        line.field("source", i.source)
        line.field("start", i.start.micros)
        if let end = i.end { line.field("end", end.micros) }
        if let d = i.decision {
            line.field("progress", d.progress)
            line.field("velocity", d.velocity)
            line.field("projected", d.projected)
            line.field("rule", d.rule.rawValue)
        }
    }
}
