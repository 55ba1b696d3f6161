/// The sizes a kind of touch surface can physically have. A size outside them comes from a wrong
/// number (a bogus axis resolution, a damaged EDID, a typo), not from real hardware, so it is treated
/// as missing and the next source of a size is tried.
///
/// Both dimensions must lie within `minimumMM...maximumMM`. The bounds are deliberately wide: they
/// only catch sizes off by an order of magnitude, such as a resolution of 1 unit/mm that makes a
/// screen several metres wide. A size that is merely wrong by 20 % passes.
public struct SizeBounds: Hashable, Sendable, CustomStringConvertible {
    public var minimumMM: Double
    public var maximumMM: Double

    /// Touchscreens, and the displays they cover.
    /// - 20 mm: the smallest touch displays made (smartwatches, 1.3" 240x240 modules) are about 23 mm
    ///   on a side, and a strip display's short side stays above that.
    /// - 3000 mm: the largest interactive flat panels (98"–110" whiteboards) are 2.2–2.5 m wide; a
    ///   "screen" beyond 3 m is a video wall or projection, which no EDID or touch frame describes
    ///   as one surface. A screen of 4096 units at a faked 1 unit/mm (4.1 m) is caught.
    package static let touchscreen = SizeBounds(minimumMM: 20, maximumMM: 3000)

    /// Touchpads, and tablets whose touch libinput treats as a touchpad.
    /// - 20 mm: below the smallest pads on handheld keyboards (about 40x30 mm).
    /// - 400 mm: above the largest touch surfaces treated as touchpads (a large Wacom Intuos Pro's
    ///   311x216 mm; Apple's Magic Trackpad is 160x115 mm). A touchpad of 1000+ units at 1 unit/mm is caught.
    package static let touchpad = SizeBounds(minimumMM: 20, maximumMM: 400)

    /// The widest of all bounds: what `--size-mm` accepts before it is known which device it is for.
    package static let anySurface = SizeBounds(minimumMM: 20, maximumMM: 3000)

    /// Whether `size` could be real: both dimensions finite and within the bounds.
    package func admits(_ size: PhysicalSize) -> Bool {
        [size.widthMM, size.heightMM].allSatisfy { $0.isFinite && $0 >= minimumMM && $0 <= maximumMM }
    }

    public var description: String {
        "\(PhysicalSize.format(minimumMM))–\(PhysicalSize.format(maximumMM)) mm per side"
    }
}
