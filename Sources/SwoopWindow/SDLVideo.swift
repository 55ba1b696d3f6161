import CSDL2
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// SDL's video subsystem, held while a window is open: the only place SDL is initialised and shut down.
///
/// SDL's state is per process (one video driver, one event queue), so one may exist at a time, used
/// from the thread that made it. SDL would also take SIGINT and SIGTERM for itself, turning them into a
/// quit event; Swoop's own signal handling (`ShutdownSignals`) must keep them, so SDL is told not to
/// (SDL_HINT_NO_SIGNAL_HANDLERS, before any SDL subsystem starts) and the dispositions stay as they were.
final class SDLVideo {
    let driver: String
    private static let isOpen = Mutex(false)

    init() throws(WindowError) {
        let claimed = Self.isOpen.withLock { open in
            defer { open = true }
            return !open
        }
        precondition(claimed, "one SDL window at a time: SDL's video state belongs to the whole process")
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        let available = (0..<SDL_GetNumVideoDrivers()).compactMap { SDL_GetVideoDriver($0).map { String(cString: $0) } }
        let choice = VideoDriverChoice(
            available: available, environment: getenv("SDL_VIDEODRIVER").map { String(cString: $0) })
        var failures: [VideoDriverFailure] = []
        for name in choice.candidates {
            if SDL_VideoInit(name) == 0 {
                driver = String(cString: SDL_GetCurrentVideoDriver())
                return
            }
            failures.append(VideoDriverFailure(driver: name, reason: SDLVideo.lastError()))
        }
        Self.shutDown()
        throw .noDisplay(tried: failures, requested: choice.requested)
    }

    deinit { Self.shutDown() }

    /// SDL_VideoInit without SDL_INIT_VIDEO must be undone by SDL_VideoQuit before SDL_Quit.
    private static func shutDown() {
        SDL_VideoQuit()
        SDL_Quit()
        isOpen.withLock { $0 = false }
    }

    static func lastError() -> String {
        let text = String(cString: SDL_GetError())
        return text.isEmpty ? "no reason given" : text
    }
}
