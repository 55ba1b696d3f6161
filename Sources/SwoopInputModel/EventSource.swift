/// Anything that produces input events: a live libinput context, an emulated device, a fixture.
///
/// Pulling (rather than pushing through callbacks) lets replay run on a virtual clock with no threads,
/// and lets the live source block on its file descriptor without busy-waiting.
public protocol InputEventSource {
    /// The next event, or `nil` when the source is exhausted or was asked to stop.
    mutating func next() throws -> TimedInputEvent?
}
