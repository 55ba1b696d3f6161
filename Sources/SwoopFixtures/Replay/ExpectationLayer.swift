import SwoopGesture
import SwoopInteraction

/// An expectation's options are what a replay's configuration is made of, typed as the fixture holds
/// them: applied over a base (a preset's settle timing) and under the command line's options.
extension ExpectationOptions: ConfigurationLayer {
    package func apply(to configuration: inout SessionConfiguration) {
        if let source { configuration.gesture.sources.kind = source }
        if let fingers { configuration.gesture.sources.fingers = [fingers] }
        if let edge { configuration.gesture.startFromEdge(edge) }
        if let axis { configuration.gesture.axis = axis }
        if let direction { configuration.gesture.direction = direction }
        if let distanceMM { configuration.drive.distance = .fixed(millimetres: distanceMM) }
        if let threshold { configuration.release.threshold = threshold }
    }
}
