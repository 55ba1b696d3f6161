import Foundation
import SwoopDisplay
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopLibinput

/// How the input layer sizes a device from what libinput, the kernel and the displays say.
struct DeviceSizingTests {
    static let edidDirectory = SharedFiles.edid
    static let axes = EvdevAxes(
        x: AxisRange(minimum: 0, maximum: 1920), y: AxisRange(minimum: 0, maximum: 1080),
        xResolution: 0, yResolution: 0)

    /// A sysfs with one connected built-in panel whose EDID is the shared laptop blob (293x165 mm).
    static func sysfsWithLaptopPanel() throws -> (RootedSysfs, cleanup: () -> Void) {
        let blob = try SharedFiles.require("laptop-panel_auo-b133hab_293x165mm.edid", in: edidDirectory)
        let edid = try Data(contentsOf: URL(fileURLWithPath: blob))
        let root = NSTemporaryDirectory() + "swoop-sizing-\(UUID().uuidString)"
        let connector = root + "/sys/devices/pci0000:00/0000:00:02.0/drm/card0/card0-eDP-1"
        try FileManager.default.createDirectory(atPath: connector, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/sys/class/drm", withIntermediateDirectories: true)
        try "connected\n".write(toFile: connector + "/status", atomically: false, encoding: .utf8)
        try "enabled\n".write(toFile: connector + "/enabled", atomically: false, encoding: .utf8)
        try edid.write(to: URL(fileURLWithPath: connector + "/edid"))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/sys/class/drm/card0-eDP-1",
            withDestinationPath: "../../devices/pci0000:00/0000:00:02.0/drm/card0/card0-eDP-1")
        return (RootedSysfs(root: root), { try? FileManager.default.removeItem(atPath: root) })
    }

    @Test func aTouchscreenWithoutResolutionTakesItsDisplaysSizeAndDeliversDeviceUnits() throws {
        let (tree, cleanup) = try Self.sysfsWithLaptopPanel()
        defer { cleanup() }
        let size = TouchDeviceSize.resolve(
            name: "panel", kind: .touchscreen, reported: nil, axes: Self.axes,
            link: TouchscreenLink(),
            sizing: DeviceSizing(
                option: PhysicalSize(widthMM: 400, heightMM: 300),
                displays: tree))
        #expect(size.resolved.source == .display)
        #expect(size.resolved.size == PhysicalSize(widthMM: 293, heightMM: 165))
        #expect(size.resolved.detail.hasPrefix("card0-eDP-1 (only connected display)"), "\(size.resolved.detail)")
        #expect(size.coordinates == .deviceUnits(x: Self.axes.x, y: Self.axes.y))
        #expect(size.unitsPerReportedMM.map { [$0.x, $0.y] } == [1, 1])
        #expect(size.resolved.warnings.map(\.description).contains { $0.contains("--size-mm 400x300 mm not used") })
    }

    @Test func aPlausibleResolutionIsTheDevicesOwnSizeInMillimetres() {
        let size = TouchDeviceSize.resolve(
            name: "panel", kind: .touchscreen, reported: PhysicalSize(widthMM: 294, heightMM: 165),
            axes: Self.axes, link: TouchscreenLink(), sizing: DeviceSizing(displays: nil))
        #expect(size.resolved.source == .device)
        #expect(size.coordinates == .millimetres)
        #expect(size.unitsPerReportedMM == nil)
        #expect(size.resolved.warnings.isEmpty)
    }

    @Test func anImplausibleResolutionIsSetAsideAndItsMillimetresUndone() {
        var axes = Self.axes
        (axes.xResolution, axes.yResolution) = (1, 1)
        let size = TouchDeviceSize.resolve(
            name: "panel", kind: .touchscreen, reported: PhysicalSize(widthMM: 32767, heightMM: 32767),
            axes: axes, link: TouchscreenLink(), sizing: DeviceSizing(displays: nil))
        #expect(size.resolved.source == .assumed)
        #expect(size.coordinates == .deviceUnits(x: axes.x, y: axes.y))
        #expect(
            size.resolved.warnings.map(\.description) == [
                "panel: size 32767x32767 mm from the device's resolution is implausible for a touchscreen (20–3000 mm per side); ignoring it",
                "panel: no size for touchscreen, assuming 344x194 mm (a 15.6-inch 16:9 screen); set it with --size-mm WxH"
            ])
    }

    @Test func aTouchpadKeepsLibinputsMillimetresWhateverItsSource() {
        let size = TouchDeviceSize.resolve(
            name: "pad", kind: .touchpad, reported: nil, axes: Self.axes,
            link: TouchscreenLink(), sizing: DeviceSizing(displays: nil))
        #expect(size.resolved.source == .assumed)
        #expect(size.resolved.size == PhysicalSize(widthMM: 69, heightMM: 50))
        #expect(size.coordinates == .millimetres)
    }

    @Test func unreadableAxesAreSaidAndLeaveThePositionsAlone() {
        let size = TouchDeviceSize.resolve(
            name: "panel", kind: .touchscreen, reported: nil, axes: nil,
            link: TouchscreenLink(), sizing: DeviceSizing(displays: nil))
        #expect(size.coordinates == .millimetres)
        #expect(
            size.warningLines.last
                == "panel: cannot read the touchscreen's axes; its positions stay in libinput's units")
    }
}
