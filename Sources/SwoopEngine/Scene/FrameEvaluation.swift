#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One evaluated frame: a state per track (in `TransitionPlan.tracks` order) and the overlay alpha.
/// Made once per plan and reused, so evaluating a frame allocates nothing.
public struct FrameBuffer: Sendable {
    public internal(set) var states: [VisualState]
    public internal(set) var overlayAlpha: Double
    public internal(set) var progress: Double
    /// Eased fraction per timing group (scratch).
    var eased: [Double]
    /// Override bookkeeping (scratch), sized on the first frame evaluated with overrides.
    var overrideScratch = OverrideScratch()
}

extension TransitionPlan {
    public func makeFrameBuffer() -> FrameBuffer {
        FrameBuffer(states: motions.map(\.start), overlayAlpha: overlay?.start ?? 0, progress: 0,
                    eased: [Double](repeating: 0, count: groups.count))
    }

    /// The frame at `progress`: each element at time progress × totalDuration of its own timing.
    public func frame(at progress: Double) -> FrameBuffer {
        var buffer = makeFrameBuffer()
        evaluate(progress: progress, into: &buffer)
        return buffer
    }

    /// Pure in `progress`; progress outside 0…1 is clamped (rubber-banding is the host's to draw).
    public func evaluate(progress: Double, into buffer: inout FrameBuffer) {
        precondition(buffer.states.count == motions.count && buffer.eased.count == groups.count,
                     "frame buffer made by another plan")
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let time = p * totalDuration
        buffer.progress = progress
        buffer.eased.withUnsafeMutableBufferPointer { eased in
            groups.withUnsafeBufferPointer { groups in
                curves.withUnsafeBufferPointer { curves in
                    tables.withUnsafeBufferPointer { tables in
                        for g in 0..<groups.count { eased[g] = groups[g].fraction(at: time, curves: curves, tables: tables) }
                    }
                }
            }
        }
        if let overlay { buffer.overlayAlpha = overlay.start + (overlay.end - overlay.start) * buffer.eased[overlay.group] }
        let center = Point(x: screenSize.width / 2, y: screenSize.height / 2)
        let eased = buffer.eased
        func screenNow(_ slot: Int) -> ResolvedScreen {
            guard let motion = screens[slot] else { return .identity }
            return ResolvedScreen(ScreenTransform.interpolate(motion.start, motion.end, eased[motion.group]))
        }
        let fromScreen = screenNow(0), toScreen = screenNow(1)
        buffer.eased.withUnsafeBufferPointer { eased in
            motions.withUnsafeBufferPointer { tracks in
                buffer.states.withUnsafeMutableBufferPointer { out in
                    for i in 0..<tracks.count {
                        let track = tracks[i]
                        let f = eased[track.group]
                        var state = VisualState.interpolate(track.start, track.end, f)
                        if let control = track.arcControl { Self.followArc(&state, track, control, f) }
                        if track.screenSlot >= 0 {
                            (track.screenSlot == 0 ? fromScreen : toScreen).compose(&state, about: center)
                        }
                        out[i] = state
                    }
                }
            }
        }
    }

    @inline(__always)
    static func followArc(_ state: inout VisualState, _ track: Track, _ control: Point, _ f: Double) {
        let a = track.start, b = track.end
        let p0x = a.center.x + a.translation.x, p0y = a.center.y + a.translation.y
        let p1x = b.center.x + b.translation.x, p1y = b.center.y + b.translation.y
        let u = 1 - f
        let x = u * u * p0x + 2 * u * f * control.x + f * f * p1x
        let y = u * u * p0y + 2 * u * f * control.y + f * f * p1y
        state.translation = Point(x: x - state.center.x, y: y - state.center.y)
    }
}

/// A screen transform with its rotation's sine and cosine computed once per frame.
struct ResolvedScreen {
    let transform: ScreenTransform
    let cosine: Double
    let sine: Double
    let isIdentity: Bool

    init(_ transform: ScreenTransform) {
        self.transform = transform
        cosine = cos(transform.rotation)
        sine = sin(transform.rotation)
        isIdentity = transform.isIdentity
    }

    static let identity = ResolvedScreen(.identity)

    /// Applies the screen's translate · rotate · scale about `center` on top of the element's own state.
    @inline(__always)
    func compose(_ state: inout VisualState, about center: Point) {
        if isIdentity { return }
        let t = transform
        let px = (state.center.x + state.translation.x - center.x) * t.scaleX
        let py = (state.center.y + state.translation.y - center.y) * t.scaleY
        let x = center.x + cosine * px - sine * py + t.translation.x
        let y = center.y + sine * px + cosine * py + t.translation.y
        state.translation = Point(x: x - state.center.x, y: y - state.center.y)
        state.scaleX *= t.scaleX
        state.scaleY *= t.scaleY
        state.rotation += t.rotation
        state.opacity *= t.opacity
        state.shade = 1 - (1 - state.shade) * (1 - t.shade)
    }
}
