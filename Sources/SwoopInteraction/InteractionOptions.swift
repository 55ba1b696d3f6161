import SwoopEngine
import SwoopGesture
import SwoopInputModel

/// Everything that shapes an interaction, flat, one field per command-line flag so that `replay`,
/// `check`, `sweep`, `run` and `import` parse them identically (`set(_:to:)`).
public struct InteractionOptions: Sendable, Equatable {
    /// `--axis x|y|auto`
    public var axis: PanAxis = .auto
    /// `--direction positive|negative|both`
    public var direction: PanDirection = .both
    /// `--distance MM`: pan length for the whole transition; `nil` picks per device (`PanDistance`).
    public var distanceMM: Double?
    /// `--threshold P`
    public var threshold: Double = 0.3
    /// `--projection deceleration|linear:SECONDS|none`
    public var projection: ProjectionRule = .deceleration
    /// `--deceleration-rate D`; `nil`: 0.998 touchscreen, 0.997 touchpad.
    public var decelerationRate: Double?
    /// `--reverse-flick MM_PER_S`
    public var reverseFlickMinimumMMPerSecond: Double = 80
    /// `--source all|swipe|scroll|touch`: which input the recognizer listens to.
    public var source: PanSourceSelection = .all
    /// `--fingers N[,M…]`: finger counts for the selected source — the swipe counts (default 3 and 4), or
    /// with `--source touch` how many touches are averaged (the largest count; default 1).
    public var fingers: [Int]?
    /// `--touch-fingers N`: touches averaged on a touchscreen when listening to everything (default 1).
    public var touchFingers: Int?
    /// `--scroll on|off`: two-finger scrolling when listening to everything.
    public var scroll = true
    /// `--rubber-band LIMIT|off`: progress limit past 0 and 1; `nil` clamps.
    public var rubberBand: Double?
    /// `--frame-rate HZ`: the virtual clock's ticks while the transition moves on its own.
    public var frameRate: Double = 120
    /// How the transition settles after a release (the engine's; the preset usually decides).
    public var timing: SettleTiming = .seedPresent

    public init() {}

    public var gesture: PanConfiguration {
        PanConfiguration(axis: axis, direction: direction, sources: sources)
    }

    /// The recognizer's sources, from `source`, `fingers`, `touchFingers` and `scroll`.
    public var sources: PanSources {
        let swipeFingers = Set(fingers ?? [3, 4])
        switch source {
        case .all:
            return PanSources(swipeFingers: swipeFingers, twoFingerScroll: scroll, touchscreenFingers: touchFingers ?? 1)
        case .swipe:
            return PanSources(swipeFingers: swipeFingers, twoFingerScroll: false, touchscreenFingers: 0)
        case .scroll:
            return PanSources(swipeFingers: [], twoFingerScroll: true, touchscreenFingers: 0)
        case .touch:
            return PanSources(swipeFingers: [], twoFingerScroll: false,
                              touchscreenFingers: touchFingers ?? fingers?.max() ?? 1)
        }
    }

    public var policy: ReleasePolicy {
        ReleasePolicy(threshold: threshold, projection: projection, decelerationRate: decelerationRate,
                      reverseFlickMinimumMMPerSecond: reverseFlickMinimumMMPerSecond)
    }

    public var limit: ProgressLimit { rubberBand.map { .rubberBand(limit: $0) } ?? .clamp }

    /// The flags `set(_:to:)` understands, without their `--`.
    public static let optionNames = ["axis", "direction", "distance", "threshold", "projection", "deceleration-rate",
                                     "reverse-flick", "source", "fingers", "scroll", "touch-fingers", "rubber-band",
                                     "frame-rate"]

    /// Sets one option from its flag name (with or without `--`) and textual value.
    public mutating func set(_ option: String, to value: String) throws(InteractionError) {
        let name = option.hasPrefix("--") ? String(option.dropFirst(2)) : option
        let flag = "--" + name
        func number(_ expected: String, _ valid: (Double) -> Bool) throws(InteractionError) -> Double {
            guard let x = Double(value), x.isFinite, valid(x) else {
                throw .invalidOption(option: flag, value: value, expected: expected)
            }
            return x
        }
        switch name {
        case "axis":
            guard let axis = PanAxis(rawValue: value) else {
                throw .invalidOption(option: flag, value: value, expected: "x, y or auto")
            }
            self.axis = axis
        case "direction":
            guard let direction = PanDirection(rawValue: value) else {
                throw .invalidOption(option: flag, value: value, expected: "positive, negative or both")
            }
            self.direction = direction
        case "distance":
            distanceMM = try number("a distance in mm above 0", { $0 > 0 })
        case "threshold":
            threshold = try number("a progress between 0 and 1", { $0 >= 0 && $0 <= 1 })
        case "projection":
            projection = try ProjectionRule(argument: value)
        case "deceleration-rate":
            decelerationRate = try number("a rate strictly between 0 and 1 (e.g. 0.998)", { $0 > 0 && $0 < 1 })
        case "reverse-flick":
            reverseFlickMinimumMMPerSecond = try number("a speed in mm/s, 0 or more", { $0 >= 0 })
        case "source":
            guard let source = PanSourceSelection(rawValue: value) else {
                throw .invalidOption(option: flag, value: value, expected: "all, swipe, scroll or touch")
            }
            self.source = source
        case "fingers":
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 10 }) else {
                throw .invalidOption(option: flag, value: value, expected: "comma-separated finger counts 1…10")
            }
            fingers = parts.compactMap { $0 }
        case "scroll":
            guard value == "on" || value == "off" else {
                throw .invalidOption(option: flag, value: value, expected: "on or off")
            }
            scroll = value == "on"
        case "touch-fingers":
            guard let n = Int(value), n >= 0, n <= 10 else {
                throw .invalidOption(option: flag, value: value, expected: "a finger count 0…10 (0: touchscreens off)")
            }
            touchFingers = n
        case "rubber-band":
            rubberBand = try value == "off" ? nil : number("a limit in progress above 0, or off", { $0 > 0 })
        case "frame-rate":
            frameRate = try number("a rate in Hz above 0", { $0 > 0 && $0 <= 10_000 })
        default:
            throw .unknownOption(option)
        }
    }
}

/// Which input a session listens to (`--source`).
public enum PanSourceSelection: String, Sendable, Hashable, CaseIterable {
    /// Touchpad swipes, two-finger scrolls and touchscreen drags alike.
    case all
    case swipe
    case scroll
    case touch
}
