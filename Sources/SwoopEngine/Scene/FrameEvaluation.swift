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
        buffer.eased.withUnsafeBufferPointer { eased in
            motions.withUnsafeBufferPointer { tracks in
                buffer.states.withUnsafeMutableBufferPointer { out in
                    if inPlace {
                        writeChangingKeys(tracks, eased, out)
                    } else {
                        for i in 0..<tracks.count { out[i] = state(of: tracks[i], at: eased[tracks[i].group]) }
                    }
                }
            }
        }
        buffer.layout = changingKeys.layout
    }

    /// The frame into a buffer that holds this plan's previous plain frame: only the keys that move
    /// are written (`ChangingKeys`); tracks inside a parent are evaluated whole.
    @inline(__always)
    private func writeChangingKeys(
        _ tracks: UnsafeBufferPointer<Track>, _ eased: UnsafeBufferPointer<Double>,
        _ out: UnsafeMutableBufferPointer<VisualState>
    ) {
        changingKeys.keys.withUnsafeBufferPointer { keys in
            changingKeys.first.withUnsafeBufferPointer { first in
                changingKeys.inPlace.withUnsafeBufferPointer { inPlace in
                    for i in 0..<tracks.count {
                        let f = eased[tracks[i].group]
                        guard inPlace[i], f.isFinite else {
                            out[i] = state(of: tracks[i], at: f)
                            continue
                        }
                        let state = UnsafeMutableRawPointer(out.baseAddress! + i)
                        for k in Int(first[i])..<Int(first[i + 1]) {
                            let key = keys[k]
                            state.storeBytes(of: key.start + key.delta * f, toByteOffset: key.offset, as: Double.self)
                        }
                        if tracks[i].transformTrack >= 0 {
                            out[i].transform = transform(of: tracks[i], at: f, center: out[i].center)
                        }
                    }
                }
            }
        }
    }

    /// Walks each track into scene points through the track (or moving screen) it is drawn inside.
    /// Parents come before their children in the drawing order, so one pass suffices.
    func composeHierarchy(_ buffer: inout FrameBuffer) {
        let screens = buffer.screenStates
        motions.withUnsafeBufferPointer { tracks in
            buffer.states.withUnsafeMutableBufferPointer { out in
                for i in 0..<tracks.count {
                    let parent = tracks[i].parent
                    if parent == TrackParent.none { continue }
                    out[i] = out[i].composed(in: parent >= 0 ? out[parent] : screens[TrackParent.screenSlot(parent)])
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
        let parts: TransformTrack
        switch track.transformTrack {
        case 0...: parts = transformTracks[track.transformTrack]
        case TransformTrack.takeApartNow:
            parts = TransformTrack(
                start: DecomposedTransform(track.start.transform), end: DecomposedTransform(track.end.transform))
        default: return track.start.transform
        }
        guard let a = parts.start, let b = parts.end else {
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
