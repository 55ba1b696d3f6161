/// What the size resolution needs to know about a kind of touch surface: how large it can be, what to
/// assume when nothing says, and whether it lies on a display.
///
/// The input layer maps its device kind to one of the two profiles; the profiles stay here so that
/// the numbers and their reasons live next to the rule that uses them.
package struct SurfaceProfile: Hashable, Sendable {
    /// The word used in warnings: "touchscreen", "touchpad".
    package var noun: String
    package var bounds: SizeBounds
    /// The last resort, used only when no source gives a plausible size.
    package var assumedSize: PhysicalSize
    /// Why `assumedSize`, shown in the warning when it is used.
    package var assumption: String
    /// A touchscreen covers a display, so the display's size is the touchscreen's; a touchpad's is not.
    package var coversDisplay: Bool

    /// 344x194 mm, a 15.6" 16:9 screen. The touchscreens that lack a resolution run from 10" tablets
    /// and laptops to 24" all-in-ones and kiosks; 15.6" is the geometric middle of that range (so the
    /// assumption is off by at most a factor of about 1.6 within it) and the most common laptop and
    /// kiosk panel size. Progress does not depend on it (it comes from the fraction of the screen);
    /// only slop, mm/s and the reverse-flick minimum do.
    package static let touchscreen = SurfaceProfile(
        noun: "touchscreen", bounds: .touchscreen,
        assumedSize: PhysicalSize(widthMM: 344, heightMM: 194),
        assumption: "a 15.6-inch 16:9 screen", coversDisplay: true)

    /// 69x50 mm: libinput's own assumption for a touchpad without a resolution
    /// (`tp_init_default_resolution`), so Swoop and libinput agree on such a touchpad's millimetres.
    package static let touchpad = SurfaceProfile(
        noun: "touchpad", bounds: .touchpad,
        assumedSize: PhysicalSize(widthMM: 69, heightMM: 50),
        assumption: "libinput's size for a touchpad without a resolution", coversDisplay: false)
}
