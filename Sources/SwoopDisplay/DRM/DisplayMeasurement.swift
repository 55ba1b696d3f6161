import SwoopCore

/// The size of the display a touchscreen covers, which display that is and why, or why it is unknown.
package struct DisplayMeasurement: Hashable, Sendable {
    /// nil when no display could be chosen or its EDID gives no usable size.
    package var size: PhysicalSize?
    /// The chosen connector, if any.
    package var connector: String?
    package var association: DisplayAssociation?
    package var origin: EDIDSizeOrigin?
    /// The display's native mode (for mapping a touch to the screen later).
    package var preferredMode: PixelSize?
    /// Everything worth a line in the log: unusable hints, EDID warnings, why there is no size.
    package var notes: [String]

    /// `card0-eDP-1 (built-in panel of an integrated touchscreen), EDID detailed timing 1`.
    package var detail: String {
        guard let connector else { return "no display" }
        let why = association.map { " (\($0))" } ?? ""
        return "\(connector)\(why)" + (origin.map { ", EDID \($0)" } ?? "")
    }

    /// Chooses the touchscreen's display among `connectors` and reads its size.
    package static func measure(
        _ connectors: [DRMConnector], for link: TouchscreenLink,
        bounds: SizeBounds = .touchscreen
    ) -> DisplayMeasurement {
        let selection = DRMConnectors.select(from: connectors, for: link)
        var notes = selection.notes
        let connector: DRMConnector
        let association: DisplayAssociation
        switch selection.choice {
        case .chosen(let c, let a):
            (connector, association) = (c, a)
        case .ambiguous(let names):
            notes.append(
                "no display size: cannot tell which display the touchscreen covers (\(names.joined(separator: ", ")))")
            return DisplayMeasurement(
                size: nil, connector: nil, association: nil, origin: nil, preferredMode: nil, notes: notes)
        case .none:
            notes.append("no display size: no connected display with an EDID")
            return DisplayMeasurement(
                size: nil, connector: nil, association: nil, origin: nil, preferredMode: nil, notes: notes)
        }
        let reading: EDIDReading
        do {
            reading = try EDID.parse(connector.edid)
        } catch {
            notes.append("no display size: \(connector.name): \(error)")
            return DisplayMeasurement(
                size: nil, connector: connector.name, association: association, origin: nil,
                preferredMode: nil, notes: notes)
        }
        let physical = reading.physicalSize(bounds: bounds)
        notes += (reading.warnings + physical.warnings).map { "\(connector.name): \($0)" }
        let mode = reading.edid.preferredMode?.pixelSize
        return DisplayMeasurement(
            size: physical.size, connector: connector.name, association: association,
            origin: physical.origin, preferredMode: mode, notes: notes)
    }

    /// Reads the connectors from `tree` (the machine's own sysfs by default) and measures.
    package static func measure(
        in tree: any SysfsTree = RootedSysfs(), for link: TouchscreenLink,
        bounds: SizeBounds = .touchscreen
    ) -> DisplayMeasurement {
        let scan = DRMConnectors.scan(tree)
        var measurement = measure(scan.connectors, for: link, bounds: bounds)
        measurement.notes = scan.notes + measurement.notes
        return measurement
    }
}
