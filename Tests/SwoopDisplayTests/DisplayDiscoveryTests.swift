import Foundation
import SwoopCore
import Testing

@testable import SwoopDisplay

/// A fake sysfs in a temporary directory, laid out as the kernel lays it out: connector directories
/// under the GPU's device, reached through symbolic links in /sys/class/drm.
final class FakeSysfs {
    let root: String
    static let gpu = "/sys/devices/pci0000:00/0000:00:02.0/drm"

    init() throws {
        root = NSTemporaryDirectory() + "swoop-sysfs-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: root + "/sys/class/drm", withIntermediateDirectories: true)
        try add(file: "/sys/class/drm/version", "drm 1.1.0 20060810\n")
        try FileManager.default.createDirectory(atPath: root + Self.gpu + "/card0", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/sys/class/drm/card0",
            withDestinationPath: "../../devices/pci0000:00/0000:00:02.0/drm/card0")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/sys/class/drm/renderD128",
            withDestinationPath: "../../devices/pci0000:00/0000:00:02.0/drm/card0")
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    var tree: RootedSysfs { RootedSysfs(root: root) }

    func connector(_ name: String, status: String, enabled: String? = "enabled", edid: [UInt8] = []) throws {
        let directory = "\(Self.gpu)/card0/\(name)"
        try FileManager.default.createDirectory(atPath: root + directory, withIntermediateDirectories: true)
        try add(file: "\(directory)/status", status + "\n")
        if let enabled { try add(file: "\(directory)/enabled", enabled + "\n") }
        try Data(edid).write(to: URL(fileURLWithPath: root + "\(directory)/edid"))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/sys/class/drm/\(name)",
            withDestinationPath: "../../devices/pci0000:00/0000:00:02.0/drm/card0/\(name)")
    }

    func add(file path: String, _ text: String) throws {
        try text.write(toFile: root + path, atomically: false, encoding: .utf8)
    }
}

struct DisplayDiscoveryTests {
    let laptop = EDIDBuilder().bytes()
    let monitor: [UInt8] = {
        var builder = EDIDBuilder()
        builder.basicCM = (51, 29)
        builder.timings = [.init(width: 1920, height: 1080, widthMM: 509, heightMM: 286)]
        return builder.bytes()
    }()

    @Test func scanListsConnectorsWithStatusEnabledAndEDID() throws {
        let sysfs = try FakeSysfs()
        try sysfs.connector("card0-eDP-1", status: "connected", edid: laptop)
        try sysfs.connector("card0-HDMI-A-1", status: "disconnected", enabled: "disabled")
        try sysfs.connector("card0-Writeback-1", status: "unknown", enabled: nil)
        let scan = DRMConnectors.scan(sysfs.tree)
        #expect(scan.notes.isEmpty)
        #expect(scan.connectors.map(\.name) == ["card0-HDMI-A-1", "card0-Writeback-1", "card0-eDP-1"])
        #expect(scan.connectors.map(\.status) == [.disconnected, .other("unknown"), .connected])
        #expect(scan.connectors.map(\.enabled) == [false, nil, true])
        #expect(scan.connectors.map(\.edid.count) == [0, 0, 128])
        #expect(scan.connectors[2].edid == laptop)
        #expect(scan.connectors[2].devicePath == "/devices/pci0000:00/0000:00:02.0/drm/card0/card0-eDP-1")
        #expect(scan.connectors.map(\.type) == ["HDMI-A", "Writeback", "eDP"])
        #expect(scan.connectors.map(\.isBuiltInPanel) == [false, false, true])
    }

    @Test func noDRMIsANoteNotACrash() throws {
        let scan = DRMConnectors.scan(RootedSysfs(root: NSTemporaryDirectory() + "swoop-no-such-root"))
        #expect(scan.connectors.isEmpty)
        #expect(scan.notes == ["no display connectors: /sys/class/drm does not exist"])
    }

    @Test func theOnlyConnectedDisplayIsMeasured() throws {
        let sysfs = try FakeSysfs()
        try sysfs.connector("card0-eDP-1", status: "connected", edid: laptop)
        try sysfs.connector("card0-DP-1", status: "disconnected")
        let measurement = DisplayMeasurement.measure(in: sysfs.tree, for: TouchscreenLink())
        #expect(measurement.size == PhysicalSize(widthMM: 293, heightMM: 165))
        #expect(measurement.detail == "card0-eDP-1 (only connected display), EDID detailed timing 1")
        #expect(measurement.preferredMode == PixelSize(width: 1920, height: 1080))
        #expect(measurement.notes.isEmpty)
    }

    @Test func twoConnectedDisplaysAreAmbiguousAndNamed() throws {
        let sysfs = try FakeSysfs()
        try sysfs.connector("card0-eDP-1", status: "connected", edid: laptop)
        try sysfs.connector("card0-HDMI-A-1", status: "connected", edid: monitor)
        let usb = "/devices/pci0000:00/0000:00:14.0/usb1/1-2/1-2:1.0/0003:0EEF:0001.0003/input/input9/event9"
        let measurement = DisplayMeasurement.measure(in: sysfs.tree, for: TouchscreenLink(devicePath: usb))
        #expect(measurement.size == nil)
        #expect(measurement.detail == "no display")
        #expect(
            measurement.notes == [
                "no display size: cannot tell which display the touchscreen covers (card0-HDMI-A-1, card0-eDP-1)"
            ])
    }

    @Test func anIntegratedTouchscreenTakesTheBuiltInPanel() throws {
        let sysfs = try FakeSysfs()
        try sysfs.connector("card0-eDP-1", status: "connected", edid: laptop)
        try sysfs.connector("card0-HDMI-A-1", status: "connected", edid: monitor)
        let i2c =
            "/devices/pci0000:00/0000:00:15.1/i2c_designware.1/i2c-2/i2c-ELAN2514:00/0018:04F3:2AF0.0002/input/input12/event7"
        let measurement = DisplayMeasurement.measure(in: sysfs.tree, for: TouchscreenLink(devicePath: i2c))
        #expect(measurement.size == PhysicalSize(widthMM: 293, heightMM: 165))
        #expect(measurement.association == .builtInPanel)
    }

    @Test func wlOutputNamesTheDisplay() throws {
        let sysfs = try FakeSysfs()
        try sysfs.connector("card0-eDP-1", status: "connected", edid: laptop)
        try sysfs.connector("card0-HDMI-A-1", status: "connected", edid: monitor)
        let link = TouchscreenLink(outputName: "HDMI-A-1", isIntegrated: true)
        let measurement = DisplayMeasurement.measure(in: sysfs.tree, for: link)
        #expect(measurement.size == PhysicalSize(widthMM: 509, heightMM: 286))
        #expect(measurement.detail == "card0-HDMI-A-1 (named by WL_OUTPUT=HDMI-A-1), EDID detailed timing 1")
    }

    @Test func aWLOutputThatNamesNothingIsReportedAndTheNextRuleDecides() throws {
        let connectors = [
            DRMConnector(name: "card0-eDP-1", status: .connected, edid: laptop),
            DRMConnector(name: "card0-DP-2", status: .disconnected)
        ]
        let unknown = DRMConnectors.select(from: connectors, for: TouchscreenLink(outputName: "VGA-1"))
        #expect(unknown.choice == .chosen(connectors[0], .onlyConnected))
        #expect(unknown.notes == ["WL_OUTPUT=VGA-1 names no connector (there are: card0-eDP-1, card0-DP-2)"])
        let unplugged = DRMConnectors.select(from: connectors, for: TouchscreenLink(outputName: "card0-DP-2"))
        #expect(unplugged.notes == ["WL_OUTPUT=card0-DP-2 names card0-DP-2, which is not connected"])
    }

    @Test func aTouchscreenUnderAConnectorBelongsToIt() {
        let dp = DRMConnector(
            name: "card0-DP-1", status: .connected, edid: monitor,
            devicePath: "/devices/pci0000:00/0000:00:02.0/drm/card0/card0-DP-1")
        let edp = DRMConnector(
            name: "card0-eDP-1", status: .connected, edid: laptop,
            devicePath: "/devices/pci0000:00/0000:00:02.0/drm/card0/card0-eDP-1")
        let link = TouchscreenLink(
            devicePath: "/sys/devices/pci0000:00/0000:00:02.0/drm/card0/card0-DP-1/i2c-7/7-0041/input/input3/event3")
        #expect(DRMConnectors.select(from: [edp, dp], for: link).choice == .chosen(dp, .underConnector))
    }

    @Test func amongSeveralConnectedTheOnlyEnabledOneIsTaken() {
        let closedLid = DRMConnector(name: "card0-eDP-1", status: .connected, enabled: false, edid: laptop)
        let external = DRMConnector(name: "card0-HDMI-A-1", status: .connected, enabled: true, edid: monitor)
        #expect(
            DRMConnectors.select(from: [closedLid, external], for: TouchscreenLink()).choice
                == .chosen(external, .onlyEnabled))
    }

    @Test func aConnectedDisplayWithoutAReadableEDIDIsNoCandidate() {
        let blank = DRMConnector(name: "card0-DP-1", status: .connected, edid: [])
        let edp = DRMConnector(name: "card0-eDP-1", status: .connected, edid: laptop)
        #expect(DRMConnectors.select(from: [blank, edp], for: TouchscreenLink()).choice == .chosen(edp, .onlyConnected))
        let none = DRMConnectors.select(from: [blank], for: TouchscreenLink())
        #expect(none.choice == .none)
        #expect(none.notes == ["no connected display has a readable EDID (card0-DP-1)"])
    }

    @Test func anAssociatedDisplayWithABadEDIDGivesNoSizeRatherThanAnothersSize() {
        let edp = DRMConnector(name: "card0-eDP-1", status: .connected, edid: Array(repeating: 0, count: 128))
        let hdmi = DRMConnector(name: "card0-HDMI-A-1", status: .connected, edid: monitor)
        let measurement = DisplayMeasurement.measure([edp, hdmi], for: TouchscreenLink(isIntegrated: true))
        #expect(measurement.size == nil)
        #expect(measurement.connector == "card0-eDP-1")
        #expect(
            measurement.notes == [
                "no display size: card0-eDP-1: not an EDID: header is 00 00 00 00 00 00 00 00, expected 00 ff ff ff ff ff ff 00"
            ])
    }

    @Test(arguments: [
        (
            "/devices/pci0000:00/0000:00:15.1/i2c_designware.1/i2c-2/i2c-ELAN2514:00/0018:04F3:2AF0.0002/input/input12/event7",
            true
        ),
        ("/devices/platform/soc/fe205000.i2c/i2c-1/1-0038/input/input2/event2", true),
        ("/devices/platform/soc/fe204000.spi/spi_master/spi0/spi0.1/input/input4/event4", true),
        ("/devices/pci0000:00/0000:00:14.0/usb1/1-2/1-2:1.0/0003:0EEF:0001.0003/input/input9/event9", false),
        ("/devices/pci0000:00/0000:00:14.0/usb1/1-1/1-1:1.0/i2c-9/9-0041/input/input5/event5", false),
        ("/devices/virtual/input/input20/event20", false),
        ("/devices/platform/serial8250/tty/ttyS0/serio2/input/input6/event6", false)
    ])
    func integratedMeansOnAnOnBoardBus(_ path: String, integrated: Bool) {
        #expect(TouchscreenLink.isIntegratedPath(path) == integrated)
        #expect(TouchscreenLink(devicePath: path).isIntegrated == integrated)
    }

    @Test func theSharedLaptopBlobMeasuresThroughAFakeSysfs() throws {
        let sysfs = try FakeSysfs()
        try sysfs.connector("card0-eDP-1", status: "connected", edid: try SharedEDID.bytes(SharedEDID.laptop))
        try sysfs.connector(
            "card0-HDMI-A-1", status: "connected", enabled: "disabled",
            edid: try SharedEDID.bytes(SharedEDID.television))
        let measurement = DisplayMeasurement.measure(in: sysfs.tree, for: TouchscreenLink(isIntegrated: true))
        #expect(
            "\(SizeResolution(deviceName: "ELAN", profile: .touchscreen, display: measurement).resolve())"
                == "293x165 mm (display: card0-eDP-1 (built-in panel of an integrated touchscreen), EDID detailed timing 1)"
        )
        let other = DisplayMeasurement.measure(in: sysfs.tree, for: TouchscreenLink(outputName: "HDMI-A-1"))
        #expect(other.size == PhysicalSize(widthMM: 1329, heightMM: 748))
    }
}
