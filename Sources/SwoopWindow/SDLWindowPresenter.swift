import CSDL2
import SwoopCore
import SwoopRender

/// A window on whatever display SDL2 reaches — X11, Wayland, or KMS/DRM on a console with no desktop —
/// through one code path: SDL picks the driver (SDL_VIDEODRIVER respected, see `VideoDriverChoice`).
/// Each frame is drawn by cairo at the window's drawable size (HiDPI included), copied into a
/// streaming ARGB8888 texture, and presented with vsync, so `present` paces the caller at the
/// display's refresh. Use it from the thread that made it; close it by dropping it.
public final class SDLWindowPresenter: FramePresenter {
    public private(set) var info: PresenterInfo
    private let video: SDLVideo
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = PixelSize(width: 0, height: 0)
    private let composer = FrameComposer()
    /// Without vsync from the renderer (but asked for): the refresh period to sleep out, and the last present.
    private let fallbackPeriodMicros: Int64?
    private var lastShown: Timestamp?

    public init(_ options: WindowOptions) throws(WindowError) {
        video = try SDLVideo()
        let driver = video.driver
        func failure(_ step: String) -> WindowError { .sdl(step: step, driver: driver, reason: SDLVideo.lastError()) }

        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &usable) != 0 { usable = SDL_Rect(x: 0, y: 0, w: 1280, h: 720) }
        let size = options.initialSize(usable: PixelSize(width: Int(usable.w), height: Int(usable.h)))
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        if options.fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard
            let window = SDL_CreateWindow(
                options.title, options.position.map { Int32($0.x) } ?? centred,
                options.position.map { Int32($0.y) } ?? centred,
                Int32(size.width), Int32(size.height), flags)
        else {
            throw failure("SDL_CreateWindow")
        }
        self.window = window

        // 1:1 copies of the texture; the letterbox is drawn by cairo, not stretched by the GPU.
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "nearest")
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, options.vsync ? "1" : "0")
        let vsyncFlag = options.vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        guard let renderer = SDL_CreateRenderer(window, -1, vsyncFlag) ?? SDL_CreateRenderer(window, -1, 0) else {
            let error = failure("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            throw error
        }
        self.renderer = renderer

        var rendererInfo = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &rendererInfo)
        let vsync = rendererInfo.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        var mode = SDL_DisplayMode()
        let display = max(0, SDL_GetWindowDisplayIndex(window))
        let refresh =
            SDL_GetCurrentDisplayMode(display, &mode) == 0 && mode.refresh_rate > 0 ? Int(mode.refresh_rate) : nil
        fallbackPeriodMicros = options.vsync && !vsync ? Int64((1_000_000 / Double(refresh ?? 60)).rounded()) : nil
        info = PresenterInfo(
            videoDriver: driver, renderer: rendererInfo.name.map { String(cString: $0) } ?? "unknown",
            vsync: vsync, refreshRate: refresh, window: nil, drawable: PixelSize(width: 0, height: 0))
        refreshGeometry()
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    @discardableResult
    public func present(_ scene: RenderScene, at time: Timestamp) throws(WindowError) -> PresentedFrame {
        let size = info.drawable
        let start = MonotonicClock.nanoseconds()
        let surface: RenderSurface
        do throws(RenderError) {
            surface = try composer.compose(scene, into: size)
        } catch {
            throw .drawing(error)
        }
        let drawn = MonotonicClock.nanoseconds()
        let texture = try texture(size)
        let updated = surface.withPixels { pixels, wordsPerRow in
            SDL_UpdateTexture(texture, nil, pixels, Int32(wordsPerRow * 4))
        }
        guard updated == 0 else { throw sdlFailure("SDL_UpdateTexture") }
        let uploaded = MonotonicClock.nanoseconds()
        guard SDL_RenderCopy(renderer, texture, nil, nil) == 0 else { throw sdlFailure("SDL_RenderCopy") }
        SDL_RenderPresent(renderer)
        let returned = MonotonicClock.now()
        var shown = returned
        if let period = fallbackPeriodMicros {
            if let last = lastShown, shown < last.advanced(byMicros: period) {
                MonotonicClock.sleep(until: last.advanced(byMicros: period))
            }
            shown = MonotonicClock.now()
        }
        let presented = MonotonicClock.nanoseconds()
        lastShown = shown
        return PresentedFrame(
            time: time, shownAt: shown, presentReturnedAt: returned,
            cost: PresentCost(
                drawNanoseconds: drawn - start, uploadNanoseconds: uploaded - drawn,
                presentNanoseconds: presented - uploaded))
    }

    public func pollEvents() -> [WindowEvent] {
        var events: [WindowEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDLEventTranslation.meaning(of: event) {
            case .end(let request)?:
                // Closing a window sends both a close and a quit: one request is enough.
                if events.last != .endRequested(request) { events.append(.endRequested(request)) }
            case .sizeChanged?:
                let before = info.drawable
                refreshGeometry()
                if info.drawable != before { events.append(.resized(info.drawable)) }
            case nil:
                continue
            }
        }
        return events
    }

    /// Reads the window's place, size and drawable pixels from SDL.
    private func refreshGeometry() {
        var x: Int32 = 0
        var y: Int32 = 0
        var w: Int32 = 0
        var h: Int32 = 0
        var pw: Int32 = 0
        var ph: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        SDL_GetWindowSize(window, &w, &h)
        if SDL_GetRendererOutputSize(renderer, &pw, &ph) != 0 || pw <= 0 || ph <= 0 {
            (pw, ph) = (max(w, 1), max(h, 1))
        }
        info.window = WindowRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
        info.drawable = PixelSize(width: Int(pw), height: Int(ph))
    }

    /// The streaming texture, remade when the drawable's size changes.
    private func texture(_ size: PixelSize) throws(WindowError) -> OpaquePointer {
        if let texture, textureSize == size { return texture }
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        guard
            let made = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(size.width), Int32(size.height))
        else {
            throw sdlFailure("SDL_CreateTexture")
        }
        SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE)
        texture = made
        textureSize = size
        return made
    }

    private func sdlFailure(_ step: String) -> WindowError {
        .sdl(step: step, driver: video.driver, reason: SDLVideo.lastError())
    }
}
