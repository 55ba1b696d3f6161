import SwoopCore
import SwoopInputModel
import Testing

@testable import SwoopDisplay

/// The order device → display → option → assumed, its warnings, and the source names' contract.
struct SizeResolutionTests {
    let panel = PhysicalSize(widthMM: 293, heightMM: 165)
    let typed = PhysicalSize(widthMM: 310, heightMM: 175)
    let measuredDisplay = DisplayMeasurement(
        size: PhysicalSize(widthMM: 509, heightMM: 286), connector: "card0-HDMI-A-1", association: .onlyConnected,
        origin: .detailedTiming(number: 1), preferredMode: PixelSize(width: 1920, height: 1080), notes: [])
    let noDisplay = DisplayMeasurement(
        size: nil, connector: nil, association: nil, origin: nil, preferredMode: nil,
        notes: ["no display size: cannot tell which display the touchscreen covers (card0-eDP-1, card0-HDMI-A-1)"])

    @Test func sourceNamesAreTheCLIContract() {
        #expect(SizeSource.allCases.map(\.rawValue) == ["device", "display", "option", "assumed"])
    }

    @Test func deviceSizeComesFirstAndAnUnusedOptionIsReported() {
        let resolved = SizeResolution(
            deviceName: "ELAN Touchscreen", profile: .touchscreen, device: panel,
            display: measuredDisplay, option: typed
        ).resolve()
        #expect(resolved.size == panel)
        #expect(resolved.source == .device)
        #expect(
            resolved.warnings.map(\.description) == [
                "ELAN Touchscreen: --size-mm 310x175 mm not used: the size comes from the device, which takes precedence"
            ])
    }

    @Test func implausibleDeviceSizeFallsToTheDisplay() {
        let bogus = PhysicalSize(widthMM: 9600, heightMM: 5400)
        let resolution = SizeResolution(
            deviceName: "Quanta OpticalTouchScreen", profile: .touchscreen,
            device: bogus, display: measuredDisplay)
        #expect(resolution.consultsDisplay)
        let resolved = resolution.resolve()
        #expect(resolved.size == PhysicalSize(widthMM: 509, heightMM: 286))
        #expect(resolved.source == .display)
        #expect(
            "\(resolved)" == "509x286 mm (display: card0-HDMI-A-1 (only connected display), EDID detailed timing 1)")
        #expect(
            resolved.warnings.map(\.description) == [
                "Quanta OpticalTouchScreen: size 9600x5400 mm from the device's resolution is implausible for a touchscreen (20–3000 mm per side); ignoring it"
            ])
    }

    @Test func withoutDeviceOrDisplayTheOptionIsUsed() {
        let resolved = SizeResolution(
            deviceName: "Atmel maXTouch Touchscreen", profile: .touchscreen,
            display: noDisplay, option: typed
        ).resolve()
        #expect(resolved.size == typed)
        #expect(resolved.source == .option)
        #expect(resolved.detail == "--size-mm")
        #expect(
            resolved.warnings.map(\.description) == [
                "Atmel maXTouch Touchscreen: no display size: cannot tell which display the touchscreen covers (card0-eDP-1, card0-HDMI-A-1)"
            ])
    }

    @Test func withNothingATouchscreenIsAssumedAndWarned() {
        let resolved = SizeResolution(deviceName: "Atmel maXTouch Touchscreen", profile: .touchscreen).resolve()
        #expect(resolved.size == PhysicalSize(widthMM: 344, heightMM: 194))
        #expect(resolved.source == .assumed)
        #expect(
            resolved.warnings.map(\.description) == [
                "Atmel maXTouch Touchscreen: no size for touchscreen, assuming 344x194 mm (a 15.6-inch 16:9 screen); set it with --size-mm WxH"
            ])
    }

    @Test func aTouchpadNeverTakesADisplaysSize() {
        let resolution = SizeResolution(
            deviceName: "SynPS/2 Synaptics TouchPad", profile: .touchpad,
            display: measuredDisplay)
        #expect(!resolution.consultsDisplay)
        let resolved = resolution.resolve()
        #expect(resolved.size == PhysicalSize(widthMM: 69, heightMM: 50))
        #expect(resolved.source == .assumed)
        #expect(
            resolved.warnings.map(\.description) == [
                "SynPS/2 Synaptics TouchPad: no size for touchpad, assuming 69x50 mm (libinput's size for a touchpad without a resolution); set it with --size-mm WxH"
            ])
    }

    @Test func anOptionImplausibleForThisSurfaceIsIgnored() {
        let resolved = SizeResolution(
            deviceName: "pad", profile: .touchpad, option: PhysicalSize(widthMM: 600, heightMM: 340)
        ).resolve()
        #expect(resolved.source == .assumed)
        #expect(
            resolved.warnings.first?.description
                == "pad: size 600x340 mm from --size-mm is implausible for a touchpad (20–400 mm per side); ignoring it"
        )
    }

    @Test func aPlausibleDeviceSizeSparesTheDisplayLookup() {
        #expect(!SizeResolution(deviceName: "t", profile: .touchscreen, device: panel).consultsDisplay)
        #expect(SizeResolution(deviceName: "t", profile: .touchscreen).consultsDisplay)
    }
}
