/// Each track's keys that move between its start and its end, laid out densely for the frame loop.
///
/// A state holds 45 doubles, and a typical track moves about ten of them (its centre, size, corner
/// radius, a colour, maybe its opacity). Once a buffer holds a frame of its plan, the next frame
/// only has to write those keys in place: the others keep their start value, which is what
/// `VisualState.interpolateKeys` computes for them (`a + (a − a) × f` is `a` for a finite `a` that
/// is not −0 and a finite `f`). A track whose state is composed into a parent's, or whose fraction
/// is not finite, is evaluated whole as before, so the frames stay bit for bit the same.
struct ChangingKeys: Sendable {
    /// One moving key: its byte offset in a `VisualState`, its start value and its change.
    struct Key: Sendable {
        var offset: Int
        var start: Double
        var delta: Double
    }

    /// What the frame loop reads of one track, 16 bytes (a `Track` is ~760: its two whole states), so
    /// a frame of ten thousand tracks streams through a few hundred kilobytes instead of megabytes.
    struct Step: Sendable {
        /// Its keys are `keys[steps[t − 1].keysEnd..<steps[t].keysEnd]`.
        var keysEnd: Int32
        var group: Int32
        /// `Track.transformTrack`.
        var transform: Int32
        /// Whether a frame may write it in place (drawn in scene points, no override's transform).
        var inPlace: Bool
    }

    let keys: [Key]
    /// Per track.
    let steps: [Step]
    /// The tracks drawn inside a parent (`Track.parent`), in drawing order: the ones a frame composes.
    let nested: [(track: Int32, parent: Int32)]
    /// Who laid a buffer out (`FrameBuffer.layout`): a buffer of another plan is evaluated whole first.
    let layout = FrameLayout()

    init(_ tracks: [Track]) {
        var keys: [Key] = []
        var steps: [Step] = []
        steps.reserveCapacity(tracks.count)
        for track in tracks {
            for offset in Self.moving(track.start, track.end) {
                let a = Self.value(track.start, offset)
                let b = Self.value(track.end, offset)
                if Self.mixesBack(a, b) { continue }
                keys.append(Key(offset: offset, start: a, delta: b - a))
            }
            steps.append(
                Step(
                    keysEnd: Int32(keys.count), group: Int32(track.group), transform: Int32(track.transformTrack),
                    inPlace: track.parent == TrackParent.none && track.transformTrack >= -1))
        }
        self.keys = keys
        self.steps = steps
        nested = tracks.indices.compactMap { i in
            tracks[i].parent == TrackParent.none ? nil : (Int32(i), Int32(tracks[i].parent))
        }
    }

    /// True when `a + (b − a) × f` is `a`, bit for bit, for every finite `f`: `b` is `a`, and `a` is
    /// finite and not −0 (−0 + 0 is +0).
    static func mixesBack(_ a: Double, _ b: Double) -> Bool {
        a.bitPattern == b.bitPattern && a.isFinite && !(a == 0 && a.sign == .minus)
    }

    private static func value(_ state: VisualState, _ offset: Int) -> Double {
        withUnsafeBytes(of: state) { $0.load(fromByteOffset: offset, as: Double.self) }
    }

    /// The keys `interpolateKeys` interpolates between `a` and `b` (the rest stay `a`'s), transform aside.
    private static func moving(_ a: VisualState, _ b: VisualState) -> [Int] {
        var offsets = Offsets.always
        if a.shadeColor != b.shadeColor { offsets += Offsets.shadeColor }
        if a.borderWidth != 0 || b.borderWidth != 0 { offsets += Offsets.border }
        if a.shadowOpacity != 0 || b.shadowOpacity != 0 { offsets += Offsets.shadow }
        return offsets
    }

    /// Byte offsets of the keys in a `VisualState`, in `interpolateKeys`'s groups.
    private enum Offsets {
        static let always = of(
            [
                \.center.x, \.center.y, \.size.width, \.size.height, \.opacity, \.cornerRadius,
                \.zPosition, \.shade
            ] + color(\.backgroundColor))
        static let shadeColor = of(color(\.shadeColor))
        static let border = of([\.borderWidth] + color(\.borderColor))
        static let shadow = of(
            [\.shadowOpacity] + color(\.shadowColor) + [\.shadowOffset.x, \.shadowOffset.y, \.shadowRadius])

        private static func of(_ paths: [KeyPath<VisualState, Double>]) -> [Int] {
            paths.map { MemoryLayout<VisualState>.offset(of: $0)! }
        }

        private static func color(_ path: KeyPath<VisualState, RGBA>) -> [KeyPath<VisualState, Double>] {
            [\.red, \.green, \.blue, \.alpha].map { path.appending(path: $0) }
        }
    }
}

/// The identity of a plan's key layout (`ChangingKeys.layout`): a buffer remembers whose frame it holds.
final class FrameLayout: Sendable {}
