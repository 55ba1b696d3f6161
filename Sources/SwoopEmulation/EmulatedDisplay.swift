/// A display in the testbed's sysfs: a DRM connector (`/sys/class/drm/card0-NAME`) with its status
/// and EDID, under an emulated GPU. A touchscreen without a resolution then takes its size from the
/// display's EDID exactly as on a real machine, through the same sysfs reads.
package struct EmulatedDisplay: Sendable, Equatable {
    /// `eDP-1`, `HDMI-A-1`: the connector's name without the card.
    package var connector: String
    /// `connected`, `disconnected`.
    package var status: String
    package var edid: [UInt8]

    package init(connector: String, status: String = "connected", edid: [UInt8]) {
        self.connector = connector
        self.status = status
        self.edid = edid
    }

    static let gpu = "/devices/pci0000:00/0000:00:02.0"

    /// umockdev's description: the connector, then its card and the GPU (parents follow the device);
    /// the EDID as a binary attribute (`H:`, hex), as `umockdev-record` writes one.
    var umockdevDescription: String {
        let hex = edid.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        return """
            P: \(Self.gpu)/drm/card0/card0-\(connector)
            E: DEVTYPE=drm_connector
            E: SUBSYSTEM=drm
            A: status=\(status)
            A: enabled=\(status == "connected" ? "enabled" : "disabled")
            H: edid=\(hex)

            P: \(Self.gpu)/drm/card0
            E: DEVTYPE=drm_minor
            E: SUBSYSTEM=drm

            P: \(Self.gpu)
            E: SUBSYSTEM=pci

            """
    }
}
