/// Which of SDL's video drivers to try, in order. SDL alone would fall back to `offscreen` when no
/// display is reachable (SDL 2.26 does), and a window nobody can see is not a window: so the drivers
/// that draw nowhere are tried only when SDL_VIDEODRIVER names them. SDL_VIDEODRIVER is otherwise
/// obeyed as SDL obeys it (a comma-separated list, tried in its order); without it every real driver
/// is tried in SDL's own order, which is the order SDL itself would pick (x11, wayland, KMSDRM).
struct VideoDriverChoice: Equatable {
    /// Drivers that show nothing on any display (SDL's `evdev` is the dummy driver with evdev input).
    static let invisible: Set<String> = ["offscreen", "dummy", "evdev"]

    var candidates: [String]
    /// SDL_VIDEODRIVER as given, when it chose the candidates.
    var requested: String?

    /// `available` as SDL lists them (SDL_GetVideoDriver); `environment` is SDL_VIDEODRIVER's value.
    init(available: [String], environment: String?) {
        let names = (environment ?? "").split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }.filter {
            !$0.isEmpty
        }
        if names.isEmpty {
            candidates = available.filter { !Self.invisible.contains($0.lowercased()) }
            requested = nil
        } else {
            candidates = names
            requested = environment
        }
    }
}
