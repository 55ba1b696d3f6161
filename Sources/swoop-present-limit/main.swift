import CSDL2
import SwoopCommandLine
import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

// The limit `window_presented_hz` is compared with (swoop-bench's window section): the least an SDL2
// client can do per frame — a window, a renderer with vsync, a full-size streaming ARGB8888 texture
// upload, a copy and a present, in a loop — on the display it is given. It makes the same SDL calls
// as `SDLWindowPresenter`, in the same order and with the same hints, without drawing anything: so
// what separates Swoop's rate from this one is Swoop's own work per frame. Bench apparatus, not product.

enum LimitCommand: Command {
    static let name = "swoop-present-limit"
    static let summary = "present full-size frames through SDL2 as fast as the display takes them"
    static let usage = """
        [--size WxH] [--seconds S] [--no-vsync]

        Prints `limit driver=… renderer=… vsync=0|1 drawable=W,H`, then one line per present: CLOCK_MONOTONIC
        in µs as SDL_RenderPresent returned.
        """
    static let size = Option(
        "size", "WxH", "window size in points", default: "390x844", FlagSyntax.text)
    static let seconds = Option(
        "seconds", "S", "how long it presents, from the first present", default: 4.0,
        FlagSyntax.decimal.refusing(unless: { (0.1...600).contains($0) }, "must be 0.1…600"))
    static let noVSync = Flag("no-vsync", "present without waiting for the display's refresh")
    static let options: [any OptionDeclaration] = [size, seconds, noVSync]

    /// Runs in `main.swift`; this command only declares the arguments.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus { .success }
}

func say(_ line: String) { try? writeAll(1, line + "\n", name: "<stdout>") }
func fail(_ step: String) -> Int32 {
    try? writeAll(2, "swoop-present-limit: \(step): \(String(cString: SDL_GetError()))\n", name: "<stderr>")
    return FailureCategory.unavailable.rawValue
}

func run() -> Int32 {
    let argv = Array(CommandLine.arguments.dropFirst())
    let specs = LimitCommand.options.specs
    if ParsedArguments.asksForHelp(argv, specs: specs) {
        try? writeAll(1, LimitCommand.helpText(invokedAs: LimitCommand.name), name: "<stdout>")
        return 0
    }
    let width: Int32
    let height: Int32
    let seconds: Double
    let vsync: Bool
    do {
        let arguments = try ParsedArguments(argv, specs: specs)
        let parts = try arguments.value(LimitCommand.size).split(separator: "x").compactMap { Int32($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { throw UsageError("--size: expected WxH") }
        (width, height) = (parts[0], parts[1])
        seconds = try arguments.value(LimitCommand.seconds)
        vsync = !arguments.value(LimitCommand.noVSync)
    } catch {
        try? writeAll(2, "swoop-present-limit: \(ErrorReporting.describe(error).1)\n", name: "<stderr>")
        return FailureCategory.usage.rawValue
    }

    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else { return fail("SDL_Init") }
    defer { SDL_Quit() }
    let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
    guard
        let window = SDL_CreateWindow(
            "swoop-present-limit", centred, centred, width, height,
            SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
    else { return fail("SDL_CreateWindow") }
    defer { SDL_DestroyWindow(window) }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "nearest")
    SDL_SetHint(SDL_HINT_RENDER_VSYNC, vsync ? "1" : "0")
    guard let renderer = SDL_CreateRenderer(window, -1, vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0) else {
        return fail("SDL_CreateRenderer")
    }
    defer { SDL_DestroyRenderer(renderer) }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)

    var texture: OpaquePointer?
    var (w, h): (Int32, Int32) = (0, 0)
    var pixels: [UInt32] = []
    var presents: [Int64] = []
    var event = SDL_Event()
    var frame = 0
    while presents.count < 2 || presents.last! - presents[0] < Int64(seconds * 1e6) {
        defer { frame += 1 }
        while SDL_PollEvent(&event) != 0 {}
        var (pw, ph): (Int32, Int32) = (0, 0)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        if texture == nil || (pw, ph) != (w, h) {
            if let texture { SDL_DestroyTexture(texture) }
            (w, h) = (max(pw, 1), max(ph, 1))
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h)
            guard let texture else { return fail("SDL_CreateTexture") }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            pixels = [UInt32](repeating: 0xFF20_4060, count: Int(w) * Int(h))
            if frame > 0 { say("resized drawable=\(w),\(h)") }
        }
        // One row changes per frame: every frame is new content, as Swoop's are.
        let row = (frame % Int(h)) * Int(w)
        for x in 0..<Int(w) { pixels[row + x] &+= 0x0001_0203 }
        let updated = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, w * 4) }
        guard updated == 0 else { return fail("SDL_UpdateTexture") }
        guard SDL_RenderCopy(renderer, texture, nil, nil) == 0 else { return fail("SDL_RenderCopy") }
        SDL_RenderPresent(renderer)
        presents.append(MonotonicClock.now().micros)
        if frame == 0 {
            let vsynced = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
            say(
                "limit driver=\(String(cString: SDL_GetCurrentVideoDriver())) renderer=\(String(cString: info.name)) "
                    + "vsync=\(vsynced ? 1 : 0) drawable=\(w),\(h)")
        }
    }
    if let texture { SDL_DestroyTexture(texture) }
    try? writeAll(1, presents.map { "\($0)\n" }.joined(), name: "<stdout>")
    return 0
}

exit(run())
