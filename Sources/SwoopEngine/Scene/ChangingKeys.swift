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

    /// Per track: its keys are `keys[first[t]..<first[t + 1]]`.
    let keys: [Key]
    let first: [Int32]
    /// Per track: whether a frame may write it in place (drawn in scene points, no override's transform).
    let inPlace: [Bool]
    /// Who laid a buffer out (`FrameBuffer.layout`): a buffer of another plan is evaluated whole first.
    let layout = FrameLayout()

    init(_ tracks: [Track]) {
        var keys: [Key] = []
        var first: [Int32] = [0]
        first.reserveCapacity(tracks.count + 1)
        for track in tracks {
            for offset in Self.moving(track.start, track.end) {
                let a = Self.value(track.start, offset)
                let b = Self.value(track.end, offset)
                if a.bitPattern == b.bitPattern && a.isFinite && !(a == 0 && a.sign == .minus) { continue }
                keys.append(Key(offset: offset, start: a, delta: b - a))
            }
            first.append(Int32(keys.count))
        }
        self.keys = keys
        self.first = first
        inPlace = tracks.map { $0.parent == TrackParent.none && $0.transformTrack >= -1 }
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
