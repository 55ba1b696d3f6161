/// What is known about a touchscreen that ties it to a display, read from udev by the input layer.
///
/// Linux has no single record of which display a touchscreen covers. The conventions, strongest first:
/// - `WL_OUTPUT` on the touchscreen's udev device names the output (Weston reads it; libinput passes it
///   on as `libinput_device_get_output_name`). It is set by hand or by a udev rule, so it is the user's word.
/// - A device that sits under a connector in sysfs (a touch controller on the display's own DDC or
///   DP-AUX bus) belongs to that connector.
/// - A touchscreen built into the machine covers the built-in panel (mutter maps "builtin" touch
///   devices to `meta_monitor_manager_get_laptop_panel`).
/// `LIBINPUT_CALIBRATION_MATRIX` is not one of them: it maps coordinates within an output, not to one.
package struct TouchscreenLink: Hashable, Sendable {
    /// The `WL_OUTPUT` udev property: `eDP-1`, `HDMI-A-1`, or a full `card0-HDMI-A-1`.
    package var outputName: String?
    /// The touchscreen's udev `DEVPATH` (`/devices/…/input/input7/event5`).
    package var devicePath: String?
    /// Whether the touchscreen is part of the machine rather than plugged in.
    package var isIntegrated: Bool

    package init(outputName: String? = nil, devicePath: String? = nil, isIntegrated: Bool? = nil) {
        self.outputName = outputName.flatMap { $0.isEmpty ? nil : $0 }
        self.devicePath = devicePath
        self.isIntegrated = isIntegrated ?? devicePath.map(Self.isIntegratedPath) ?? false
    }

    /// Whether a DEVPATH shows a controller soldered to the board: on an I²C or SPI bus (HID over
    /// I²C, the usual for laptop, tablet and phone touchscreens) and not behind USB. Positive
    /// evidence only: an internal touchscreen on USB, which some laptops have, reads as not
    /// integrated and is left to the later rules rather than guessed.
    package static func isIntegratedPath(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        let onBoardBus = components.contains { $0.hasPrefix("i2c-") || $0.hasPrefix("spi") }
        let external = components.contains { c in
            c.hasPrefix("usb") || c == "virtual" || c.hasPrefix("serio") || c.hasPrefix("bluetooth")
        }
        return onBoardBus && !external
    }
}

/// Why a connector was taken for the touchscreen's display.
package enum DisplayAssociation: Hashable, Sendable, CustomStringConvertible {
    case namedOutput(String)
    case underConnector
    case builtInPanel
    case onlyConnected
    case onlyEnabled

    package var description: String {
        switch self {
        case .namedOutput(let name): "named by WL_OUTPUT=\(name)"
        case .underConnector: "the touchscreen sits under this connector"
        case .builtInPanel: "built-in panel of an integrated touchscreen"
        case .onlyConnected: "only connected display"
        case .onlyEnabled: "only enabled display"
        }
    }
}

package enum DisplayChoice: Hashable, Sendable {
    case chosen(DRMConnector, DisplayAssociation)
    /// Several displays could be the one; their connector names, for the message.
    case ambiguous([String])
    /// No connected display with a readable EDID.
    case none
}

package struct DisplaySelection: Hashable, Sendable {
    package var choice: DisplayChoice
    /// Hints that named nothing usable, in the order tried.
    package var notes: [String]
}

extension DRMConnectors {
    /// Picks the display a touchscreen covers: the rules of `TouchscreenLink` in order, then the only
    /// connected display with a readable EDID, then the only enabled one of those; otherwise
    /// ambiguous. A connector found by a hint is chosen even if its EDID turns out unusable: another
    /// display's size would be wrong, while no size is merely unknown.
    package static func select(from connectors: [DRMConnector], for link: TouchscreenLink) -> DisplaySelection {
        var notes: [String] = []
        let connected = connectors.filter { $0.status == .connected }

        if let wanted = link.outputName {
            let named = connectors.filter { $0.name == wanted || $0.outputName == wanted }
            let live = named.filter { $0.status == .connected }
            if live.count == 1 { return DisplaySelection(choice: .chosen(live[0], .namedOutput(wanted)), notes: notes) }
            if live.count > 1 { return DisplaySelection(choice: .ambiguous(live.map(\.name)), notes: notes) }
            notes.append(
                named.isEmpty
                    ? "WL_OUTPUT=\(wanted) names no connector (there are: \(names(connectors)))"
                    : "WL_OUTPUT=\(wanted) names \(names(named)), which is not connected")
        }
        if let path = link.devicePath.map(withoutSysPrefix) {
            let parents = connected.filter { c in c.devicePath.map { path.hasPrefix($0 + "/") } ?? false }
            if parents.count == 1 {
                return DisplaySelection(choice: .chosen(parents[0], .underConnector), notes: notes)
            }
        }
        if link.isIntegrated {
            let panels = connected.filter(\.isBuiltInPanel)
            if panels.count == 1 { return DisplaySelection(choice: .chosen(panels[0], .builtInPanel), notes: notes) }
            if panels.count > 1 { return DisplaySelection(choice: .ambiguous(panels.map(\.name)), notes: notes) }
            notes.append("the touchscreen is integrated but no built-in panel (eDP, LVDS, DSI) is connected")
        }
        let readable = connected.filter { (try? EDID.parse($0.edid)) != nil }
        if readable.count == 1 { return DisplaySelection(choice: .chosen(readable[0], .onlyConnected), notes: notes) }
        let enabled = readable.filter { $0.enabled == true }
        if enabled.count == 1 { return DisplaySelection(choice: .chosen(enabled[0], .onlyEnabled), notes: notes) }
        if readable.isEmpty {
            if !connected.isEmpty { notes.append("no connected display has a readable EDID (\(names(connected)))") }
            return DisplaySelection(choice: .none, notes: notes)
        }
        return DisplaySelection(choice: .ambiguous(readable.map(\.name)), notes: notes)
    }

    static func names(_ connectors: [DRMConnector]) -> String {
        connectors.isEmpty ? "none" : connectors.map(\.name).joined(separator: ", ")
    }

    static func withoutSysPrefix(_ path: String) -> String {
        path.hasPrefix("/sys/") ? String(path.dropFirst(4)) : path
    }
}
