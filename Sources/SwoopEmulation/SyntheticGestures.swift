/// The finger layouts of everyday gestures, for `SyntheticTouches.frames`. Fingers sit side by side
/// `fingerSpacing` mm apart (a relaxed hand) around a centre point; times are seconds from the first touch.
package enum SyntheticGestures {
    package static let fingerSpacing = 18.0

    /// `count` fingers landing together at `centre`, resting `rest` seconds, then moving by `delta` mm
    /// over `duration` seconds and lifting together.
    package static func fingersMoving(
        _ count: Int, centre: (x: Double, y: Double), by delta: (x: Double, y: Double),
        duration: Double, rest: Double = 0
    ) -> [SyntheticFinger] {
        (0..<count).map { i in
            let offset = (Double(i) - Double(count - 1) / 2) * fingerSpacing
            let start = (x: centre.x + offset, y: centre.y)
            return SyntheticFinger(
                from: start, to: (start.x + delta.x, start.y + delta.y),
                down: 0, movesAt: rest, up: rest + duration)
        }
    }

    /// A swipe that libinput cancels: `count` fingers move, and halfway through one more finger lands
    /// beside them (the finger count changes, so libinput ends the gesture as cancelled). With
    /// `stillAfterwards` the hand then rests until it lifts that many seconds later, so no new swipe
    /// begins and the cancel stands; otherwise all fingers keep moving together.
    package static func swipeInterruptedByExtraFinger(
        _ count: Int, centre: (x: Double, y: Double),
        by delta: (x: Double, y: Double), duration: Double,
        stillAfterwards: Double? = nil
    ) -> [SyntheticFinger] {
        let halfway = (x: centre.x + delta.x / 2, y: centre.y + delta.y / 2)
        let extraX = halfway.x + (Double(count) / 2 + 0.5) * fingerSpacing
        guard let still = stillAfterwards else {
            let extra = SyntheticFinger(
                from: (extraX, halfway.y), to: (extraX + delta.x / 2, halfway.y + delta.y / 2),
                down: duration / 2, up: duration)
            return fingersMoving(count, centre: centre, by: delta, duration: duration) + [extra]
        }
        let moving = fingersMoving(count, centre: centre, by: (delta.x / 2, delta.y / 2), duration: duration / 2)
            .map { SyntheticFinger(from: $0.start, to: $0.end, down: $0.down, stopsAt: $0.up, up: $0.up + still) }
        return moving + [
            SyntheticFinger(
                from: (extraX, halfway.y), to: (extraX, halfway.y), down: duration / 2,
                up: duration / 2 + still)
        ]
    }

    /// Fingers down and up without moving.
    package static func tap(at point: (x: Double, y: Double), fingers: Int = 1, duration: Double = 0.08)
        -> [SyntheticFinger]
    {
        fingersMoving(fingers, centre: point, by: (0, 0), duration: duration)
    }
}
