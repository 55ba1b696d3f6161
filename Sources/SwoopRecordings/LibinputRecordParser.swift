import SwoopCore
import SwoopInputModel

/// Reads a `libinput record` YAML file (file version 1) into a `Recording`.
///
/// Only what emulating the devices and replaying their kernel events needs is kept: each device's
/// `evdev` description, its udev properties and its `evdev` frames. The `libinput:` event lines are
/// ignored on purpose (they lack the `cancelled` flag and are what Swoop re-derives by running
/// libinput itself), and so are `hid:` entries, `system:` and `quirks:`.
package enum LibinputRecordParser {
    package static let supportedVersion = 1

    // Kernel limits from <linux/input-event-codes.h>: anything beyond them cannot be emulated.
    static let eventTypes = 0...0x1f  // EV_MAX
    static let eventCodes = 0...0x2ff  // KEY_MAX, the largest code space
    static let inputProperties = 0...0x1f  // INPUT_PROP_MAX
    static let int32Values = Int(Int32.min)...Int(Int32.max)
    static let u16 = 0...0xffff

    package static func parse(contents: String, file: String) throws(RecordingError) -> Recording {
        let documents: [YAMLNode]
        do {
            documents = try YAMLTreeBuilder.documents(in: contents)
        } catch {
            throw .malformedYAML(
                file: file, line: error.position.line, column: error.position.column,
                problem: error.problem + (error.context.map { " (\($0))" } ?? ""))
        }
        guard let root = documents.first else {
            throw .unrecognisedFormat(file: file, line: 1, found: "the file holds no YAML document")
        }
        let reader = YAMLFieldReader(file: file)
        if documents.count > 1 {
            throw reader.fail(
                documents[1], "(document 2)",
                "a libinput record file holds one YAML document, this one has \(documents.count)")
        }
        _ = try reader.mapping(root, "(root)")

        let versionNode = try reader.required("version", in: root, "")
        guard let version = versionNode.scalarText.flatMap(YAMLFieldReader.integer), version == supportedVersion else {
            throw .unsupportedVersion(
                file: file, line: versionNode.position.line, column: versionNode.position.column,
                found: versionNode.scalarText ?? versionNode.kindDescription,
                supported: "version \(supportedVersion)")
        }
        var libinputVersion: String?
        if let libinput = try reader.optional("libinput", in: root, ""),
            let versionNode = try reader.optional("version", in: libinput, "libinput")
        {
            libinputVersion = try reader.string(versionNode, "libinput.version")
        }

        let devicesNode = try reader.required("devices", in: root, "")
        let deviceNodes = try reader.list(devicesNode, "devices")
        guard !deviceNodes.isEmpty else { throw reader.fail(devicesNode, "devices", "lists no device") }
        if let count = try reader.optional("ndevices", in: root, "") {
            let declared = try reader.integer(count, "ndevices", in: 0...Int(Int32.max))
            guard declared == deviceNodes.count else {
                throw reader.fail(
                    count, "ndevices", "says \(declared) but `devices` lists \(deviceNodes.count) (a truncated file?)")
            }
        }
        var devices: [RecordedDevice] = []
        for (index, node) in deviceNodes.enumerated() {
            devices.append(try device(node, "devices[\(index)]", reader))
        }
        return Recording(file: file, format: .libinputRecord, recordedWithLibinput: libinputVersion, devices: devices)
    }

    private static func device(_ node: YAMLNode, _ field: String, _ reader: YAMLFieldReader) throws(RecordingError)
        -> RecordedDevice
    {
        let evdevField = "\(field).evdev"
        let evdev = try reader.required("evdev", in: node, field)
        let name = try reader.string(try reader.required("name", in: evdev, evdevField), "\(evdevField).name")
        let idNode = try reader.required("id", in: evdev, evdevField)
        let id = try reader.integers(
            idNode, "\(evdevField).id", names: ["bustype", "vendor", "product", "version"],
            ranges: Array(repeating: u16, count: 4))

        var codes: [Int: Set<Int>] = [:]
        let codesNode = try reader.required("codes", in: evdev, evdevField)
        for pair in try reader.mapping(codesNode, "\(evdevField).codes") {
            let type = try reader.integer(pair.key, "\(evdevField).codes (event type)", in: eventTypes)
            let listField = "\(evdevField).codes.\(type)"
            var set = codes[type] ?? []
            for (index, item) in try reader.list(pair.value, listField, nullIsEmpty: true).enumerated() {
                set.insert(try reader.integer(item, "\(listField)[\(index)]", in: eventCodes))
            }
            codes[type] = set
        }

        var absinfo: [Int: AbsInfo] = [:]
        let absinfoNode = try reader.optional("absinfo", in: evdev, evdevField)
        if let absinfoNode {
            for pair in try reader.mapping(absinfoNode, "\(evdevField).absinfo") {
                let code = try reader.integer(pair.key, "\(evdevField).absinfo (ABS code)", in: 0...0x3f)
                let values = try reader.integers(
                    pair.value, "\(evdevField).absinfo.\(code)",
                    names: ["min", "max", "fuzz", "flat", "resolution"],
                    ranges: Array(repeating: int32Values, count: 5))
                // The file does not carry current axis values; 0 is what evemu's `A:` lines imply too.
                let axis = AbsInfo(
                    minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
                    resolution: values[4])
                if let problem = AxisLimits.problem(code: code, axis) {
                    throw reader.fail(
                        pair.value, "\(evdevField).absinfo.\(code) (\(AxisLimits.name(ofCode: code)))", problem)
                }
                absinfo[code] = axis
            }
        }
        let absCodes = codes[3] ?? []
        if let missing = absCodes.sorted().first(where: { absinfo[$0] == nil }) {
            throw reader.fail(
                absinfoNode ?? evdev, absinfoNode == nil ? "\(evdevField).absinfo" : "\(evdevField).absinfo.\(missing)",
                "missing for ABS code \(missing), which \(evdevField).codes.3 lists")
        }

        var properties = Set<Int>()
        if let propertiesNode = try reader.optional("properties", in: evdev, evdevField) {
            for (index, item) in try reader.list(propertiesNode, "\(evdevField).properties").enumerated() {
                properties.insert(try reader.integer(item, "\(evdevField).properties[\(index)]", in: inputProperties))
            }
        }

        let udev = try udevProperties(node, field, reader)
        let frames = try frames(node, field, reader)
        return RecordedDevice(
            name: name, id: InputID(bustype: id[0], vendor: id[1], product: id[2], version: id[3]),
            properties: properties, codes: codes, absinfo: absinfo, udevProperties: udev, frames: frames)
    }

    private static func udevProperties(
        _ device: YAMLNode, _ field: String,
        _ reader: YAMLFieldReader
    ) throws(RecordingError) -> [String: String] {
        guard let udev = try reader.optional("udev", in: device, field),
            let list = try reader.optional("properties", in: udev, "\(field).udev")
        else { return [:] }
        var properties: [String: String] = [:]
        for (index, item) in try reader.list(list, "\(field).udev.properties").enumerated() {
            let itemField = "\(field).udev.properties[\(index)]"
            let text = try reader.string(item, itemField)
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw reader.fail(item, itemField, "expected KEY=VALUE, found \"\(MessageExcerpt.of(text))\"")
            }
            properties[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return properties
    }

    /// The `evdev` events of every `events` entry, cut into frames at each `SYN_REPORT`. Events after
    /// the last `SYN_REPORT` (a file cut off mid-report) are kept as a last frame without one.
    private static func frames(_ device: YAMLNode, _ field: String, _ reader: YAMLFieldReader) throws(RecordingError)
        -> [EvdevFrame]
    {
        guard let eventsNode = try reader.optional("events", in: device, field) else { return [] }
        var frames: [EvdevFrame] = []
        var pending: [EvdevEvent] = []
        var last: (time: Int64, field: String, line: Int)?
        for (entryIndex, entry) in try reader.list(eventsNode, "\(field).events").enumerated() {
            let entryField = "\(field).events[\(entryIndex)]"
            // Other kinds of entries (`libinput:`, `hid:`) are deliberately skipped.
            guard let evdev = try reader.optional("evdev", in: entry, entryField) else { continue }
            for (index, item) in try reader.list(evdev, "\(entryField).evdev").enumerated() {
                let itemField = "\(entryField).evdev[\(index)]"
                let values = try reader.integers(
                    item, itemField, names: ["sec", "usec", "type", "code", "value"],
                    ranges: [0...Int(Int32.max), 0...999_999, eventTypes, eventCodes, int32Values])
                let time = Int64(values[0]) * 1_000_000 + Int64(values[1])
                if let last, time < last.time {
                    throw reader.fail(
                        item, itemField,
                        "time \(values[0]).\(pad(values[1])) s goes backwards "
                            + "(\(last.field) was at \(last.time / 1_000_000).\(pad(Int(last.time % 1_000_000))) s)")
                }
                last = (time, itemField, item.position.line)
                let event = EvdevEvent(type: values[2], code: values[3], value: values[4])
                pending.append(event)
                if event.type == 0 && event.code == 0 {
                    frames.append(EvdevFrame(time: Timestamp(micros: time), events: pending, line: item.position.line))
                    pending.removeAll(keepingCapacity: true)
                }
            }
        }
        if let last, !pending.isEmpty {
            frames.append(EvdevFrame(time: Timestamp(micros: last.time), events: pending, line: last.line))
        }
        return frames
    }

    private static func pad(_ micros: Int) -> String {
        let digits = String(micros)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
