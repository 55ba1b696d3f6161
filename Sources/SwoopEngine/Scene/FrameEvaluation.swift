#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One evaluated frame: a state per track (in `TransitionPlan.tracks` order), each composed through
/// its parents into scene points, and the overlay alpha. Made once per plan and reused, so evaluating
/// a frame allocates nothing.
public struct FrameBuffer: Sendable {
    public internal(set) var states: [VisualState]
    public internal(set) var overlayAlpha: Double
    public internal(set) var progress: Double
    /// Eased fraction per timing group (scratch).
    var eased: [Double]
    /// The two screens' own motion at this frame (scratch; unused for a screen that does not move).
    var screenStates: [VisualState]
    /// Override bookkeeping (scratch), sized on the first frame evaluated with overrides.
    var overrideScratch = OverrideScratch()
    /// The plan whose plain frame `states` hold (`ChangingKeys`): the next frame of that plan writes
    /// only the keys that move. nil after a frame with overrides, which write whole states.
    var layout: FrameLayout?
}

extension TransitionPlan {
    public func makeFrameBuffer() -> FrameBuffer {
        let rest = VisualState(frame: Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height))
        return FrameBuffer(
            states: motions.map(\.start), overlayAlpha: overlay?.start ?? 0, progress: 0,
            eased: [Double](repeating: 0, count: groups.count), screenStates: [rest, rest])
    }

    /// The frame at `progress`: each element at time progress × totalDuration of its own timing.
    public func frame(at progress: Double) -> FrameBuffer {
        var buffer = makeFrameBuffer()
        evaluate(progress: progress, into: &buffer)
        return buffer
    }

    /// Pure in `progress`; progress outside 0…1 is clamped (rubber-banding is the host's to draw).
    public func evaluate(progress: Double, into buffer: inout FrameBuffer) {
        evaluateLocal(progress: progress, into: &buffer)
        composeHierarchy(&buffer)
    }

    /// Every track's state in its parent's coordinates, and the screens' motion.
    func evaluateLocal(progress: Double, into buffer: inout FrameBuffer) {
        precondition(
            buffer.states.count == motions.count && buffer.eased.count == groups.count,
            "frame buffer made by another plan")
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let time = p * totalDuration
        buffer.progress = progress
        buffer.eased.withUnsafeMutableBufferPointer { eased in
            groups.withUnsafeBufferPointer { groups in
                curves.withUnsafeBufferPointer { curves in
                    tables.withUnsafeBufferPointer { tables in
                        for g in 0..<groups.count {
                            eased[g] = groups[g].fraction(at: time, curves: curves, tables: tables)
                        }
                    }
                }
            }
        }
        if let overlay {
            // Alongside, read without a time: scrubbed by the progress (the interaction's mapping).
            let f = overlayAlongside.map { $0.curve.value(at: p) } ?? buffer.eased[overlay.group]
            buffer.overlayAlpha = overlay.start + (overlay.end - overlay.start) * f
        }
        for slot in 0...1 {
            if let screen = screens[slot] {
                buffer.screenStates[slot] = state(of: screen, at: buffer.eased[screen.group])
            }
        }
        let inPlace = buffer.layout === changingKeys.layout
        let plain = buffer.eased.withUnsafeBufferPointer { eased in
            motions.withUnsafeBufferPointer { tracks in
                buffer.states.withUnsafeMutableBufferPointer { out in
                    if inPlace { return writeChangingKeys(tracks, eased, out) }
                    for i in 0..<tracks.count { out[i] = state(of: tracks[i], at: eased[tracks[i].group]) }
                    return true
                }
            }
        }
        // A track whose fraction was not finite was written whole (NaN keys included): the next frame
        // must be written whole too.
        buffer.layout = plain ? changingKeys.layout : nil
    }

    /// The frame into a buffer that holds this plan's previous plain frame: only the keys that move
    /// are written (`ChangingKeys`), and of a transform that only moves its translation; tracks inside
    /// a parent are evaluated whole. False when a track's fraction was not finite.
    @inline(__always)
    private func writeChangingKeys(
        _ tracks: UnsafeBufferPointer<Track>, _ eased: UnsafeBufferPointer<Double>,
        _ out: UnsafeMutableBufferPointer<VisualState>
    ) -> Bool {
        var plain = true
        changingKeys.keys.withUnsafeBufferPointer { keys in
            changingKeys.steps.withUnsafeBufferPointer { steps in
                transformTracks.withUnsafeBufferPointer { transforms in
                    var k = 0
                    for i in 0..<steps.count {
                        let step = steps[i]
                        let end = Int(step.keysEnd)
                        let f = eased[Int(step.group)]
                        guard step.inPlace, f.isFinite else {
                            if !f.isFinite { plain = false }
                            out[i] = state(of: tracks[i], at: f)
                            k = end
                            continue
                        }
                        let state = UnsafeMutableRawPointer(out.baseAddress! + i)
                        while k < end {
                            let key = keys[k]
                            state.storeBytes(of: key.start + key.delta * f, toByteOffset: key.offset, as: Double.self)
                            k += 1
                        }
                        guard step.transform >= 0 else { continue }
                        let parts = transforms.baseAddress! + Int(step.transform)
                        if parts.pointee.onlyTranslates {
                            parts.pointee.translated(&out[i].transform, at: f, center: out[i].center)
                        } else {
                            out[i].transform = transform(of: tracks[i], at: f, center: out[i].center)
                        }
                    }
                }
            }
        }
        return plain
    }

    /// Walks each track into scene points through the track (or moving screen) it is drawn inside.
    /// Parents come before their children in the drawing order, so one pass suffices.
    func composeHierarchy(_ buffer: inout FrameBuffer) {
        let screens = buffer.screenStates
        changingKeys.nested.withUnsafeBufferPointer { nested in
            buffer.states.withUnsafeMutableBufferPointer { out in
                for (track, parent) in nested {
                    let i = Int(track)
                    let p = Int(parent)
                    out[i] = out[i].composed(in: p >= 0 ? out[p] : screens[TrackParent.screenSlot(p)])
                }
            }
        }
    }

    /// One track at eased fraction `f`, in its parent's coordinates.
    @inline(__always)
    func state(of track: Track, at f: Double) -> VisualState {
        var state = VisualState.interpolateKeys(track.start, track.end, f)
        if track.transformTrack != -1 { state.transform = transform(of: track, at: f, center: state.center) }
        return state
    }

    /// A track's transform at `f` when it has one that changes (`transformTrack` is not −1); `center`
    /// is its interpolated centre, which an arc bends around.
    @inline(__always)
    func transform(of track: Track, at f: Double, center: Point) -> Transform3D {
        switch track.transformTrack {
        case 0...:
            return transformTracks.withUnsafeBufferPointer { all in
                let parts = all.baseAddress! + track.transformTrack
                if f.isFinite, var m = parts.pointee.fixed {
                    parts.pointee.translated(&m, at: f, center: center)
                    return m
                }
                return Self.mixed(parts.pointee.start, parts.pointee.end, of: track, at: f, center: center)
            }
        case TransformTrack.takeApartNow:
            return Self.mixed(
                DecomposedTransform(track.start.transform), DecomposedTransform(track.end.transform), of: track,
                at: f, center: center)
        default: return track.start.transform
        }
    }

    /// The transform from its parts mixed and multiplied back, the arc bending the translation: what
    /// `TransformTrack.translated` shortens when only the translation moves.
    static func mixed(
        _ a: DecomposedTransform?, _ b: DecomposedTransform?, of track: Track, at f: Double, center: Point
    ) -> Transform3D {
        guard let a, let b else {
            return f < 0.5 ? track.start.transform : track.end.transform
        }
        var mixed = DecomposedTransform.interpolate(a, b, f)
        if let control = track.arcControl {
            // The anchor (centre + translation) follows Hero's quadratic arc instead of a line.
            let s = track.start
            let e = track.end
            let p0x = s.center.x + s.transform.m14
            let p0y = s.center.y + s.transform.m24
            let p1x = e.center.x + e.transform.m14
            let p1y = e.center.y + e.transform.m24
            let u = 1 - f
            mixed.translation.0 = u * u * p0x + 2 * u * f * control.x + f * f * p1x - center.x
            mixed.translation.1 = u * u * p0y + 2 * u * f * control.y + f * f * p1y - center.y
        }
        return mixed.matrix
    }
}
