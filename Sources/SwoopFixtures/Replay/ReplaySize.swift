import SwoopDisplay
import SwoopInputModel

extension FixtureDevice {
    /// The device as a replay under `--size-mm` sees it, and one line for anything the option did not
    /// do. The rule is the live one: a measured size (the device's, its display's, or any size in a
    /// file older than sources) stands; a given or assumed one yields to the option. Since positions
    /// in device units are scaled by whatever size this gives, `--size-mm` changes the mm of such a
    /// fixture (slop, mm/s) and never the fraction of the screen a drag covers.
    package func resolvingSize(option: PhysicalSize?) -> (device: FixtureDevice, warnings: [String]) {
        guard let option else { return (self, []) }
        let profile: SurfaceProfile = kind == .touchscreen ? .touchscreen : .touchpad
        let source = sizeSource ?? .device
        if widthMM != nil, heightMM != nil, source.isMeasured {
            return (self, [SizeWarning.optionNotUsed(device: name, option: option, usedSource: source).description])
        }
        guard profile.bounds.admits(option) else {
            let warning = SizeWarning.implausible(
                device: name, source: .option, size: option, noun: profile.noun,
                bounds: profile.bounds)
            return (self, [warning.description])
        }
        var device = self
        device.widthMM = option.widthMM
        device.heightMM = option.heightMM
        device.sizeSource = .option
        return (device, [])
    }
}
