import CSDL2
import SwoopCore
import SwoopEngine
import SwoopRender
import Testing

@testable import SwoopWindow

// The window's pure parts: which drivers are tried, what SDL's events mean, the error's words and
// exit code, the first window size, and the offscreen presenter the window tests compare against.

@Test func driversThatShowNothingAreTriedOnlyWhenNamed() {
    let sdl = ["x11", "wayland", "KMSDRM", "offscreen", "dummy", "evdev"]
    let chosen = VideoDriverChoice(available: sdl, environment: nil)
    #expect(chosen.candidates == ["x11", "wayland", "KMSDRM"] && chosen.requested == nil)
    #expect(VideoDriverChoice(available: sdl, environment: "").candidates == ["x11", "wayland", "KMSDRM"])
    let named = VideoDriverChoice(available: sdl, environment: "offscreen")
    #expect(named.candidates == ["offscreen"] && named.requested == "offscreen")
    #expect(
        VideoDriverChoice(available: sdl, environment: "wayland, x11").candidates == ["wayland", "x11"],
        "SDL's comma-separated list, in its order")
    #expect(VideoDriverChoice(available: ["offscreen", "dummy"], environment: nil).candidates.isEmpty)
}

@Test func noDisplayIsUnavailableAndNamesEachDriverWithItsReason() {
    let tried = [
        VideoDriverFailure(driver: "x11", reason: "x11 not available"),
        VideoDriverFailure(driver: "KMSDRM", reason: "KMSDRM not available")
    ]
    let error = WindowError.noDisplay(tried: tried, requested: nil)
    #expect(error.category == .unavailable)
    #expect(error.category.rawValue == 69)
    #expect(
        error.description.hasPrefix(
            "no display for a window: SDL2 tried the video drivers x11 (x11 not available), KMSDRM (KMSDRM not available); "
        ))
    #expect(WindowError.noDisplay(tried: [], requested: nil).description.contains("no video driver that can show one"))
    #expect(
        WindowError.noDisplay(tried: tried, requested: "x11,KMSDRM").description.contains(
            "SDL_VIDEODRIVER=x11,KMSDRM was tried"))
    #expect(WindowError.sdl(step: "SDL_CreateRenderer", driver: "KMSDRM", reason: "no EGL").category == .unavailable)
    #expect(
        WindowError.drawing(.unreadableImage(path: "a.png", reason: "not a PNG, or truncated")).category == .badData)
}

private func keyEvent(_ sym: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE, repeating: Bool = false) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = SDL_Keycode(sym.rawValue)
    event.key.keysym.mod = UInt16(mod.rawValue)
    event.key.repeat = repeating ? 1 : 0
    return event
}

private func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_WINDOWEVENT.rawValue
    event.window.event = UInt8(id.rawValue)
    return event
}

@Test func sdlEventsThatEndARun() {
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    #expect(SDLEventTranslation.meaning(of: quit) == .end(.windowClosed))
    #expect(SDLEventTranslation.meaning(of: windowEvent(SDL_WINDOWEVENT_CLOSE)) == .end(.windowClosed))
    #expect(SDLEventTranslation.meaning(of: keyEvent(SDLK_ESCAPE)) == .end(.escapeKey))
    #expect(SDLEventTranslation.meaning(of: keyEvent(SDLK_c, mod: KMOD_LCTRL)) == .end(.interruptKey))
    #expect(SDLEventTranslation.meaning(of: keyEvent(SDLK_c, mod: KMOD_RCTRL)) == .end(.interruptKey))
}

@Test func sdlEventsThatDoNotEndARun() {
    #expect(SDLEventTranslation.meaning(of: keyEvent(SDLK_c)) == nil, "c without Ctrl")
    #expect(SDLEventTranslation.meaning(of: keyEvent(SDLK_ESCAPE, repeating: true)) == nil, "a held key's repeats")
    #expect(SDLEventTranslation.meaning(of: keyEvent(SDLK_SPACE)) == nil)
    #expect(SDLEventTranslation.meaning(of: windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED)) == .sizeChanged)
    #expect(SDLEventTranslation.meaning(of: windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)) == nil)
    var motion = SDL_Event()
    motion.type = SDL_MOUSEMOTION.rawValue
    #expect(SDLEventTranslation.meaning(of: motion) == nil)
}

@Test func theFirstWindowKeepsTheScenesSizeUnlessTheDisplayIsSmaller() {
    let phone = WindowOptions(contentSize: SeedPresets.screen)
    #expect(phone.initialSize(usable: PixelSize(width: 2560, height: 1400)) == PixelSize(width: 390, height: 844))
    // 85 % of 768 is 652.8: the height limits, the aspect stays.
    #expect(phone.initialSize(usable: PixelSize(width: 1366, height: 768)) == PixelSize(width: 302, height: 653))
    var fixed = phone
    fixed.size = PixelSize(width: 640, height: 480)
    #expect(fixed.initialSize(usable: PixelSize(width: 100, height: 100)) == PixelSize(width: 640, height: 480))
}

@Test func theOffscreenPresenterLetterboxesLikeAWindow() throws {
    let scene = RenderScene(
        size: Size(width: 100, height: 200), background: .black,
        items: [
            .layer(RenderLayer(geometry: LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 200)), fill: .white))
        ])
    let presenter = OffscreenPresenter(size: PixelSize(width: 300, height: 200))
    #expect(presenter.lastFrame == nil)
    let frame = try presenter.present(scene, at: Timestamp(micros: 8_333))
    #expect(frame == PresentedFrame(time: Timestamp(micros: 8_333)))
    let surface = try #require(presenter.lastFrame)
    // 100 × 200 pt fitted into 300 × 200 px: scale 1, 100 px of margin each side.
    #expect(surface.pixel(x: 99, y: 100) == RGBA8(r: 0, g: 0, b: 0))
    #expect(surface.pixel(x: 100, y: 100) == RGBA8(r: 255, g: 255, b: 255))
    #expect(surface.pixel(x: 199, y: 100) == RGBA8(r: 255, g: 255, b: 255))
    #expect(surface.pixel(x: 200, y: 100) == RGBA8(r: 0, g: 0, b: 0))
    #expect(presenter.presentedTimes == [Timestamp(micros: 8_333)])
}

@Test func theOffscreenPresenterHandsBackWhatTheViewerDidOnce() throws {
    let presenter = OffscreenPresenter(size: PixelSize(width: 50, height: 50))
    #expect(presenter.pollEvents().isEmpty)
    presenter.send(.resized(PixelSize(width: 80, height: 40)))
    presenter.send(.endRequested(.escapeKey))
    #expect(presenter.pollEvents() == [.resized(PixelSize(width: 80, height: 40)), .endRequested(.escapeKey)])
    #expect(presenter.pollEvents().isEmpty)
    #expect(presenter.info.drawable == PixelSize(width: 80, height: 40))
    try presenter.present(RenderScene(size: Size(width: 10, height: 10)), at: .zero)
    #expect(
        presenter.lastFrame?.width == 80 && presenter.lastFrame?.height == 40, "the next frame is drawn at the new size"
    )
    #expect(
        WindowEvent.endRequested(.windowClosed).endsRun && !WindowEvent.resized(PixelSize(width: 1, height: 1)).endsRun)
}
