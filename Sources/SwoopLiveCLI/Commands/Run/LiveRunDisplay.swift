import SwoopInteraction
import SwoopNavigation

/// What a live run shows besides its log and status line: `swoop run --window` draws the transition
/// as the pans drive it. The lean `swoop-live run` has none, so it links no drawing library.
package protocol LiveRunDisplay: AnyObject {
    /// Reads what the viewer did (closing the window, Esc): called before every wait, even at rest.
    func pump()
    /// The viewer asked to end the run, or the display failed: the run stops as on Ctrl-C.
    var stopRequested: Bool { get }
    /// After each step: its records, the touch-frame events taken so far, and whether more input is
    /// already waiting (a display that cannot keep up draws the newest state once there is none).
    func step(_ records: SessionRecords, touchFrames: Int, inputWaiting: Bool)
    /// `run --app`: after each step, its records and the app (whose plans its scene changes name).
    func step(_ records: [AppRecord], of app: AppSession, inputWaiting: Bool)
    /// The run ended: what is still held is shown.
    func end(touchFrames: Int)
    /// After the run's summary: what the display says of the run (frames shown), and the failure that
    /// ended it, if any.
    func report(command: String, _ context: CommandContext) throws
}
