import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// An account of every frame a window presents, for `swoop-bench`: the time from a live run's input
/// frame to the first presentation that reflects it (the live section), and the rate a played run
/// presents at (the window section). Opt-in by the environment (`SWOOP_PRESENTATION_REPORT=FILE`), not
/// by an option: only a measuring harness wants it, and it goes to a file of its own so that the log's
/// bytes never depend on it.
///
/// One line per present: `<touch frames taken> <µs>`, the number of touch-frame events the session had
/// taken when it made the frame (0 where no input drives the window: `simulate`, `replay`), and
/// CLOCK_MONOTONIC (µs) as SDL_RenderPresent returned.
final class PresentationReport {
    static let variable = "SWOOP_PRESENTATION_REPORT"

    let path: String
    private let fd: Int32
    /// The first write that failed: the run goes on (the window and the log matter more), the command
    /// reports it when the run ends.
    private(set) var failure: FileError?

    /// The report named by `environment`, created (or truncated) now; nil when none is asked for.
    static func open(_ environment: [String: String]) throws(FileError) -> PresentationReport? {
        guard let path = environment[variable], !path.isEmpty else { return nil }
        return try PresentationReport(path: path)
    }

    init(path: String) throws(FileError) {
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError(path: path, errno: errno) }
        self.path = path
        self.fd = fd
    }

    deinit { close(fd) }

    func record(touchFrames: Int, presentedAt: Timestamp) {
        guard failure == nil else { return }
        do throws(FileError) {
            try writeAll(fd, "\(touchFrames) \(presentedAt.micros)\n", name: path)
        } catch {
            failure = error
        }
    }
}
