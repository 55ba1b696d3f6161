import SwoopCore
import SwoopInputModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pinch as a pan (`--source pinch`): progress is the pinch's scale on a log scale toward a target,
/// `log(scale) / log(target)`, so that 1 is reached at the target scale, halfway is its square root,
/// and pinching in and spreading out are symmetric (0.5 dismisses by pinching in, 2 presents by spreading).
///
/// A pinch is carried through the pan pipeline as a length along a virtual axis: `unitMM` per unit of
/// progress, positive toward the target. Its pans lock to that axis (`x`, positive) whatever the
/// configured axis and direction, take `unitMM` as their distance, and keep the 150 ms velocity window
/// and the release rule of every pan; their `translation_mm` and `velocity_mm_s` are in these units
/// (a whole pinch in one second is 100 mm/s), and their `scale` is 1 at the begin: libinput's on a
/// touchpad; on a touchscreen, where libinput reports no gestures, the distance between two touches
/// over their distance when the second landed (`TouchDragTracker`).
package enum PinchPan {
    /// 0.5: pinching in to half the size dismisses, the thumbnail zoom's natural gesture.
    package static let defaultTargetScale = 0.5
    /// Targets a person may choose: at least 1 % away from 1 (a target of 1 is no pinch), within 20×.
    package static func isValidTarget(_ scale: Double) -> Bool {
        scale.isFinite && scale >= 0.05 && scale <= 20 && abs(log(scale)) >= log(1.01)
    }
    /// The virtual length of a pinch to the target: 100, so that one unit of progress reads as 100 mm
    /// in logs and the touchpad slop (1 mm) is 1 % of the way.
    package static let unitMM = 100.0
    /// libinput's pinches start at two fingers; three and four are pinches too.
    package static let defaultFingers: Set<Int> = [2, 3, 4]
    /// A touchscreen pinch is the first two touches down; further touches are not followed.
    package static let touchscreenFingers = 2

    /// Where `scale` (from the pinch's begin) lies along the virtual axis toward `target`.
    package static func translation(scale: Double, target: Double) -> Double {
        guard scale > 0, scale.isFinite else { return 0 }
        return unitMM * log(scale) / log(target)
    }
}
