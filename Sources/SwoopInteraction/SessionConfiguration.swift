import SwoopEngine
import SwoopGesture

/// Everything that shapes a `PanSession`, whole, as typed values: what becomes a pan (`gesture`), how a
/// release is decided (`release`), how a pan moves the progress (`drive`), how the transition settles
/// (`timing`) and how often it is drawn while it moves on its own (`frameRate`). Every default is a
/// constant declared once, beside the reason for it, on the type it belongs to:
/// `PanConfiguration.default…`, `PanSources.default…`, `ReleasePolicy.default…`, `ProgressLimit.default`,
/// `PanDistance.default`, `TransitionMachine.defaultTiming`, `FrameClock.defaultRate`.
///
/// Text never reaches this type: a command line, a fixture's expectation or an embedder sets fields, or
/// applies a `ConfigurationLayer` (`applying(_:)`).
public struct SessionConfiguration: Sendable, Equatable {
    /// Axis, direction, sources, slops, axis dominance, swipe continuation, velocity window.
    public var gesture: PanConfiguration
    /// Threshold, projection, deceleration rate, reverse flick.
    public var release: ReleasePolicy
    /// Progress limit and pan distance.
    public var drive: PanDrive
    /// How the transition settles after a release (a preset usually decides).
    public var timing: SettleTiming
    /// Hz of the frames ticked while the transition moves on its own (`FrameClock`).
    public var frameRate: Double

    public init(
        gesture: PanConfiguration = PanConfiguration(), release: ReleasePolicy = ReleasePolicy(),
        drive: PanDrive = PanDrive(), timing: SettleTiming = TransitionMachine.defaultTiming,
        frameRate: Double = FrameClock.defaultRate
    ) {
        self.gesture = gesture
        self.release = release
        self.drive = drive
        self.timing = timing
        self.frameRate = frameRate
    }

    /// This configuration with each layer applied in order, a later one winning where two set the same
    /// field: e.g. a preset's base, then a fixture expectation's options, then the command line's.
    public func applying(_ layers: (any ConfigurationLayer)?...) -> SessionConfiguration {
        var configuration = self
        for layer in layers { layer?.apply(to: &configuration) }
        return configuration
    }
}

/// How a pan moves the progress: `base + (translation − origin) / distance`, bounded by `limit`.
public struct PanDrive: Sendable, Hashable {
    /// What progress past 0 and 1 becomes (the engine's machine applies it).
    public var limit: ProgressLimit
    public var distance: PanDistance

    public init(limit: ProgressLimit = .default, distance: PanDistance = .default) {
        self.limit = limit
        self.distance = distance
    }
}

/// Some of a configuration's fields, set over whatever a configuration already holds: a fixture
/// expectation's options, a command line's flags.
public protocol ConfigurationLayer: Sendable {
    func apply(to configuration: inout SessionConfiguration)
    /// The release settings this layer sets: in an app they win over each route's own rules.
    var releaseOverrides: ReleaseOverrides { get }
}

extension ConfigurationLayer {
    public var releaseOverrides: ReleaseOverrides { ReleaseOverrides() }
}
