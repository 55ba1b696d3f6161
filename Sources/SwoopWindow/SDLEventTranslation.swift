import CSDL2

/// SDL's events reduced to the ones a run acts on. Pure: the presenter pumps SDL and asks this what
/// each event means, so the mapping is tested with events made in memory.
enum SDLEventTranslation {
    enum Meaning: Equatable {
        case end(EndRequest)
        /// The window changed size; the presenter reads the new drawable size itself.
        case sizeChanged
    }

    static func meaning(of event: SDL_Event) -> Meaning? {
        switch event.type {
        case SDL_QUIT.rawValue:
            // With SDL's signal handlers off, only the desktop (or the last window closing) sends this.
            return .end(.windowClosed)
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_CLOSE.rawValue: return .end(.windowClosed)
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue: return .sizeChanged
            default: return nil
            }
        case SDL_KEYDOWN.rawValue:
            guard event.key.repeat == 0 else { return nil }
            let key = event.key.keysym
            if key.sym == SDLK_ESCAPE.rawValue { return .end(.escapeKey) }
            let control = UInt16(KMOD_CTRL.rawValue)
            if key.sym == SDLK_c.rawValue, key.mod & control != 0 { return .end(.interruptKey) }
            return nil
        default:
            return nil
        }
    }
}
