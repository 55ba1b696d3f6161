import SwoopInputModel

/// The sources of one device's size, and the rule that picks one: a pure value, so that the live
/// run, `record` and `import` decide alike and a test can state every case.
///
/// Order: the device's own size, then the display's, then `--size-mm`, then the assumption. The
/// option comes after the measurements on purpose: one `--size-mm` applies to every device of a run,
/// so it fills in a missing size and must not overwrite a touchpad's real one. A measurement that is
/// wrong but plausible is fixed where every program sees it: the device's resolution in the udev
/// hwdb (`EVDEV_ABS_*`), a display's EDID with the kernel's `drm.edid_firmware`. When the option is
/// given but not used, a warning says so, so that it is never ignored silently.
package struct SizeResolution: Hashable, Sendable {
    /// Names the device in warnings, as libinput's own messages do.
    package var deviceName: String
    package var profile: SurfaceProfile
    /// libinput's size, only when the device has a real resolution (libinput's faked 1 unit/mm
    /// and its assumed touchpad size are not measurements: leave this nil for them).
    package var device: PhysicalSize?
    /// The covered display's measurement; ignored for surfaces that cover none.
    package var display: DisplayMeasurement?
    package var option: PhysicalSize?

    package init(
        deviceName: String, profile: SurfaceProfile, device: PhysicalSize? = nil,
        display: DisplayMeasurement? = nil, option: PhysicalSize? = nil
    ) {
        self.deviceName = deviceName
        self.profile = profile
        self.device = device
        self.display = display
        self.option = option
    }

    /// Whether `resolve()` will look at `display`: the caller reads sysfs only then.
    package var consultsDisplay: Bool {
        profile.coversDisplay && !(device.map(profile.bounds.admits) ?? false)
    }

    package func resolve() -> ResolvedSize {
        var warnings: [SizeWarning] = []
        func plausible(_ size: PhysicalSize?, from source: SizeSource) -> PhysicalSize? {
            guard let size else { return nil }
            if profile.bounds.admits(size) { return size }
            warnings.append(
                .implausible(
                    device: deviceName, source: source, size: size,
                    noun: profile.noun, bounds: profile.bounds))
            return nil
        }
        func resolved(_ size: PhysicalSize, _ source: SizeSource, _ detail: String) -> ResolvedSize {
            if let option, source != .option {
                warnings.append(.optionNotUsed(device: deviceName, option: option, usedSource: source))
            }
            return ResolvedSize(size: size, source: source, detail: detail, warnings: warnings)
        }

        if let size = plausible(device, from: .device) {
            return resolved(size, .device, "the device's resolution")
        }
        if profile.coversDisplay, let display {
            warnings += display.notes.map { .display(device: deviceName, note: $0) }
            if let size = plausible(display.size, from: .display) {
                return resolved(size, .display, display.detail)
            }
        }
        if let size = plausible(option, from: .option) {
            return resolved(size, .option, SizeOption.flag)
        }
        warnings.append(
            .assumed(
                device: deviceName, noun: profile.noun, size: profile.assumedSize,
                reason: profile.assumption))
        return resolved(profile.assumedSize, .assumed, profile.assumption)
    }
}

/// A device's size, where it came from, and what was wrong with the sources passed over.
public struct ResolvedSize: Hashable, Sendable, CustomStringConvertible {
    public var size: PhysicalSize
    public var source: SizeSource
    /// Which device, display or option exactly: "card0-eDP-1 (built-in panel), EDID detailed timing 1".
    public var detail: String
    /// In the order they arose; the last is the one to show when only one line fits.
    public var warnings: [SizeWarning]

    /// `293x165 mm (display: card0-eDP-1 (only connected display), EDID detailed timing 1)`.
    public var description: String { "\(size) (\(source.rawValue): \(detail))" }
}

/// One line each, starting with the device's name, in the manner of libinput's
/// "no resolution or size hints, assuming a size of 69x50mm".
public enum SizeWarning: Hashable, Sendable, CustomStringConvertible {
    case implausible(device: String, source: SizeSource, size: PhysicalSize, noun: String, bounds: SizeBounds)
    /// Why the display gave no size, or what was odd about its EDID.
    case display(device: String, note: String)
    case optionNotUsed(device: String, option: PhysicalSize, usedSource: SizeSource)
    case assumed(device: String, noun: String, size: PhysicalSize, reason: String)

    public var description: String {
        switch self {
        case .implausible(let device, let source, let size, let noun, let bounds):
            let origin =
                switch source {
                case .device: "the device's resolution"
                case .display: "the display's EDID"
                case .option: SizeOption.flag
                case .assumed: "the assumption"
                }
            return "\(device): size \(size) from \(origin) is implausible for a \(noun) (\(bounds)); ignoring it"
        case .display(let device, let note):
            return "\(device): \(note)"
        case .optionNotUsed(let device, let option, let usedSource):
            return
                "\(device): \(SizeOption.flag) \(option) not used: the size comes from the \(usedSource.rawValue), which takes precedence"
        case .assumed(let device, let noun, let size, let reason):
            return "\(device): no size for \(noun), assuming \(size) (\(reason)); set it with \(SizeOption.flag) WxH"
        }
    }
}
