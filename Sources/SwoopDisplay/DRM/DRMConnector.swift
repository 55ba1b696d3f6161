/// One DRM connector as `/sys/class/drm/card*-*` shows it.
package struct DRMConnector: Hashable, Sendable {
    /// The sysfs name: `card0-eDP-1`, `card1-HDMI-A-2`.
    package var name: String
    package var status: ConnectorStatus
    /// Whether a CRTC drives it (`enabled`/`disabled`); nil when the attribute is absent.
    package var enabled: Bool?
    /// The raw EDID; empty when nothing is attached or the display gave none.
    package var edid: [UInt8] = []
    /// The connector's real sysfs directory without the `/sys` prefix, as udev's DEVPATH is written
    /// (`/devices/pci0000:00/0000:00:02.0/drm/card0/card0-eDP-1`); nil when it cannot be resolved.
    package var devicePath: String?

    /// The name without its card: `eDP-1`, `HDMI-A-1`. Weston names its outputs so, and that is the
    /// value a `WL_OUTPUT` udev property holds.
    package var outputName: String {
        guard let dash = name.firstIndex(of: "-") else { return name }
        return String(name[name.index(after: dash)...])
    }

    /// The connector type: `eDP`, `HDMI-A`, `DP`, `DSI` (the output name without its index).
    package var type: String {
        let output = outputName
        guard let dash = output.lastIndex(of: "-"), output[output.index(after: dash)...].allSatisfy(\.isNumber)
        else { return output }
        return String(output[..<dash])
    }

    /// A panel built into the machine (laptop, tablet, all-in-one), as mutter's
    /// `meta_monitor_is_laptop_panel` decides it: by the connector type alone.
    package var isBuiltInPanel: Bool { ["eDP", "LVDS", "DSI"].contains(type) }
}

package enum ConnectorStatus: Hashable, Sendable, CustomStringConvertible {
    case connected, disconnected
    /// `unknown` (writeback connectors, some virtual drivers) or anything else the file held.
    case other(String)

    init(text: String) {
        switch text {
        case "connected": self = .connected
        case "disconnected": self = .disconnected
        default: self = .other(text)
        }
    }

    package var description: String {
        switch self {
        case .connected: "connected"
        case .disconnected: "disconnected"
        case .other(let text): text
        }
    }
}

/// The connectors found, and what could not be read (one line each).
package struct ConnectorScan: Hashable, Sendable {
    package var connectors: [DRMConnector]
    package var notes: [String]
}

package enum DRMConnectors {
    package static let directory = "/sys/class/drm"

    /// Lists every connector with its status, `enabled` and EDID. Never throws: a machine without
    /// DRM, or a connector whose files cannot be read, is described in `notes`.
    package static func scan(_ tree: any SysfsTree) -> ConnectorScan {
        let names: [String]
        do {
            names = try tree.entries(of: directory)
        } catch {
            return ConnectorScan(connectors: [], notes: ["no display connectors: \(error)"])
        }
        var connectors: [DRMConnector] = []
        var notes: [String] = []
        for name in names where isConnectorName(name) {
            let path = "\(directory)/\(name)"
            func text(_ attribute: String) -> String? {
                guard let bytes = try? tree.contents(of: "\(path)/\(attribute)") else { return nil }
                return String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
            }
            var edid: [UInt8] = []
            do {
                edid = try tree.contents(of: "\(path)/edid")
            } catch .notFound {
            } catch {
                notes.append("\(name): \(error)")
            }
            let enabled = text("enabled").flatMap { ["enabled": true, "disabled": false][$0] }
            var devicePath = tree.resolvedPath(path)
            if let p = devicePath, p.hasPrefix("/sys/") { devicePath = String(p.dropFirst(4)) }
            connectors.append(
                DRMConnector(
                    name: name, status: ConnectorStatus(text: text("status") ?? "unreadable"),
                    enabled: enabled, edid: edid, devicePath: devicePath))
        }
        return ConnectorScan(connectors: connectors, notes: notes)
    }

    /// `card<N>-<output>`: the connectors, not the cards (`card0`), render nodes or `version`.
    static func isConnectorName(_ name: String) -> Bool {
        guard name.hasPrefix("card"), let dash = name.firstIndex(of: "-") else { return false }
        let number = name[name.index(name.startIndex, offsetBy: 4)..<dash]
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
            && name.index(after: dash) < name.endIndex
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
