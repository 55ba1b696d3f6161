import SwoopCore
import SwoopInputModel

/// `MAJOR.MINOR`. A reader accepts any minor version of its major: newer minors only add fields
/// (which it ignores); a new major changes meaning and is refused.
package struct FormatVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var major: Int
    package var minor: Int

    package var description: String { "\(major).\(minor)" }

    package static func < (a: FormatVersion, b: FormatVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}

extension FormatVersion {
    /// Reads `MAJOR.MINOR`; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]), major >= 0, minor >= 0,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        self.init(major: major, minor: minor)
    }
}

/// The device the fixture's events come from. It is device 0 of the stream, present from the first event.
package struct FixtureDevice: Sendable, Hashable {
    package var name: String
    package var kind: DeviceKind
    package var widthMM: Double?
    package var heightMM: Double?
    /// Where the size came from when it was recorded (format 1.1; nil in older files).
    package var sizeSource: SizeSource?
    /// Device units with the axes' ranges for a touchscreen whose own size was not used (format 1.1):
    /// its events hold what the device reported, so a replay scales them by the size it resolves.
    package var coordinates: TouchCoordinates

    package init(
        name: String, kind: DeviceKind, widthMM: Double? = nil, heightMM: Double? = nil,
        sizeSource: SizeSource? = nil, coordinates: TouchCoordinates = .millimetres
    ) {
        self.name = name
        self.kind = kind
        self.widthMM = widthMM
        self.heightMM = heightMM
        self.sizeSource = sizeSource
        self.coordinates = coordinates
    }

    /// The header's device of a live or imported device (`deviceAdded`'s info).
    package init(_ info: DeviceInfo) {
        self.init(
            name: info.name, kind: info.kind, widthMM: info.widthMM, heightMM: info.heightMM,
            sizeSource: info.sizeSource, coordinates: info.coordinates)
    }

    package func info(id: DeviceID = DeviceID(0)) -> DeviceInfo {
        DeviceInfo(
            id: id, name: name, kind: kind, widthMM: widthMM, heightMM: heightMM, sizeSource: sizeSource,
            coordinates: coordinates)
    }

    /// Whether the header needs format 1.1 to say everything about this device.
    var usesSizeFields: Bool { sizeSource != nil || coordinates != .millimetres }
}

/// Where the events came from, so that a reader of the file can judge how real they are.
package struct FixtureProvenance: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case recorded, imported, synthesized
    }
    package var kind: Kind
    /// The libinput version that produced the events, when libinput did.
    package var libinput: String?
    /// The file they were imported from.
    package var file: String?
    /// The command that regenerates the fixture (for synthesized ones).
    package var command: String?
    /// Which clock libinput ran on while importing (format 1.2; nil in older files and other kinds).
    package var clock: EmulationClock?

    package init(
        kind: Kind, libinput: String? = nil, file: String? = nil, command: String? = nil, clock: EmulationClock? = nil
    ) {
        self.kind = kind
        self.libinput = libinput
        self.file = file
        self.command = command
        self.clock = clock
    }
}

/// The first line of every fixture.
package struct FixtureHeader: Sendable, Hashable {
    package static let formatName = "swoop-fixture"
    /// The version this code fully understands. 1.1 added the device's `size_source`, `coordinates`
    /// and `axes`, 1.2 the source's `clock`; a header is written with the lowest version that holds its
    /// fields, so older readers take it.
    package static let currentVersion = FormatVersion(major: 1, minor: 2)
    /// The version that added the size fields.
    package static let versionWithSizes = FormatVersion(major: 1, minor: 1)
    /// The version before the size fields.
    static let versionWithoutSizes = FormatVersion(major: 1, minor: 0)
    /// Where the clock of every fixture Swoop makes starts (recorded, imported, synthesized; `run`'s log
    /// too): 1 s, the same for all, so that their times line up.
    package static let timeOrigin = Timestamp(micros: 1_000_000)
    /// How deep a fixture's JSON (a line, a manifest) may nest: its schema needs 3 levels.
    static let maximumDepth = 32

    package var version: FormatVersion
    package var device: FixtureDevice
    package var source: FixtureProvenance
    package var expectations: [Expectation]
    /// A flow's expectation (`swoop check --app`): the screen showing at the start, then after each
    /// navigation ends, in order; nil when the fixture names none.
    package var screens: [String]?

    /// `version`: by default the lowest that holds the header's fields.
    package init(
        device: FixtureDevice, source: FixtureProvenance, expectations: [Expectation] = [],
        version: FormatVersion? = nil
    ) {
        self.version =
            version
            ?? (source.clock != nil
                ? Self.currentVersion : device.usesSizeFields ? Self.versionWithSizes : Self.versionWithoutSizes)
        self.device = device
        self.source = source
        self.expectations = expectations
    }

    /// Whether fields and event types unknown to this reader are to be ignored rather than refused.
    var allowsUnknownFields: Bool { version > Self.currentVersion }

    var json: JSONNode {
        var device: [(String, JSONNode)] = [
            ("name", .string(self.device.name)), ("kind", .string(self.device.kind.rawValue))
        ]
        if let w = self.device.widthMM { device.append(("width_mm", .number(w))) }
        if let h = self.device.heightMM { device.append(("height_mm", .number(h))) }
        if let s = self.device.sizeSource { device.append(("size_source", .string(s.rawValue))) }
        if case .deviceUnits(let x, let y) = self.device.coordinates {
            func range(_ r: AxisRange) -> JSONNode {
                .object([("min", .number(Double(r.minimum))), ("max", .number(Double(r.maximum)))])
            }
            device += [
                ("coordinates", .string(Self.deviceUnits)), ("axes", .object([("x", range(x)), ("y", range(y))]))
            ]
        }
        var source: [(String, JSONNode)] = [("kind", .string(self.source.kind.rawValue))]
        if let v = self.source.libinput { source.append(("libinput", .string(v))) }
        if let f = self.source.file { source.append(("file", .string(f))) }
        if let c = self.source.command { source.append(("command", .string(c))) }
        if let c = self.source.clock { source.append(("clock", .string(c.rawValue))) }
        var fields: [(String, JSONNode)] = [
            ("format", .string(Self.formatName)), ("version", .string(version.description)),
            ("device", .object(device)), ("source", .object(source))
        ]
        if !expectations.isEmpty { fields.append(("expect", .array(expectations.map(\.json)))) }
        if let screens { fields.append(("screens", .array(screens.map(JSONNode.string)))) }
        return .object(fields)
    }

    /// The header as one line of JSON, without the newline.
    package var line: String { JSONWriter.render(json, style: .lossless) }

    /// Decodes a parsed header line. `file` names the fixture in errors.
    static func decode(_ value: JSONNode, file: String) throws(FixtureError) -> FixtureHeader {
        guard case .object(let fields) = value.value, fields.contains(where: { $0.key == "format" }) else {
            throw FixtureError.invalidLine(file: file, line: 1, reason: Self.missingHeaderReason(value))
        }
        let makeError = { (problem: JSONFieldProblem) in
            FixtureError.invalidField(
                file: file, line: 1, field: FixtureError.fieldName(problem.path), reason: problem.reason)
        }
        // The version decides how strict the rest is, so read it before anything else.
        let loose = try JSONObjectReader(value, allowsUnknownFields: true, makeError: makeError)
        let format = try loose.requiredString("format")
        guard format == formatName else {
            throw loose.fail(
                "format", "'\(MessageExcerpt.of(format))' is not a Swoop fixture (expected \"\(formatName)\")")
        }
        let versionText = try loose.requiredString("version")
        guard let version = FormatVersion(versionText) else {
            throw loose.fail(
                "version",
                "'\(MessageExcerpt.of(versionText))' is not MAJOR.MINOR (this swoop writes \"\(currentVersion)\")")
        }
        guard version.major == currentVersion.major else {
            throw FixtureError.unsupportedVersion(
                file: file, version: versionText,
                supported: "\(currentVersion.major).x")
        }
        let allowsUnknown = version > currentVersion
        let top = try JSONObjectReader(value, allowsUnknownFields: allowsUnknown, makeError: makeError)
        try top.requireOnly(["format", "version", "device", "source", "expect", "screens"])

        let sizeFields = version >= versionWithSizes ? ["size_source", "coordinates", "axes"] : []
        let deviceReader = try top.required("device").object(
            known: ["name", "kind", "width_mm", "height_mm"] + sizeFields)
        guard let kind = try deviceReader.choice("kind", DeviceKind.self) else {
            throw deviceReader.fail("kind", "missing (required: touchpad or touchscreen)")
        }
        let device = FixtureDevice(
            name: try deviceReader.requiredString("name"), kind: kind,
            widthMM: try deviceReader.number("width_mm", in: 1...10_000, nullable: true),
            heightMM: try deviceReader.number("height_mm", in: 1...10_000, nullable: true),
            sizeSource: sizeFields.isEmpty ? nil : try deviceReader.choice("size_source", SizeSource.self),
            coordinates: sizeFields.isEmpty ? .millimetres : try coordinates(deviceReader))

        let clockField = version >= currentVersion ? ["clock"] : []
        let sourceReader = try top.required("source").object(
            known: ["kind", "libinput", "file", "command"] + clockField)
        guard let sourceKind = try sourceReader.choice("kind", FixtureProvenance.Kind.self) else {
            throw sourceReader.fail("kind", "missing (required: recorded, imported or synthesized)")
        }
        let source = FixtureProvenance(
            kind: sourceKind, libinput: try sourceReader.string("libinput"),
            file: try sourceReader.string("file"), command: try sourceReader.string("command"),
            clock: clockField.isEmpty ? nil : try sourceReader.choice("clock", EmulationClock.self))

        let expectations = try Expectation.list(try top.array("expect") ?? [])
        var header = FixtureHeader(device: device, source: source, expectations: expectations, version: version)
        header.screens = try top.array("screens")?.map { (f) throws(FixtureError) in
            let name = try f.string()
            guard !name.isEmpty else { throw f.fail("a screen's name is never empty") }
            return name
        }
        return header
    }

    /// `coordinates`' value for device units; `mm` (or no field) is millimetres.
    static let deviceUnits = "device_units"

    /// Device units need the axes' ranges and the size they are scaled by; anything short of that
    /// would replay positions in the wrong unit, so it is refused.
    private static func coordinates<F>(_ device: JSONObjectReader<F>) throws(F) -> TouchCoordinates {
        switch try device.string("coordinates") {
        case nil, "mm"?: return .millimetres
        case deviceUnits?:
            guard let axes = try device.object("axes", known: ["x", "y"]) else {
                throw device.fail("axes", "missing: coordinates \"\(deviceUnits)\" need the axes' ranges")
            }
            func range(_ key: String) throws(F) -> AxisRange {
                guard let axis = try axes.object(key, known: ["min", "max"]) else { throw axes.fail(key, "missing") }
                let bound = Int64(Int32.min)...Int64(Int32.max)
                guard let min = try axis.integer("min", in: bound), let max = try axis.integer("max", in: bound) else {
                    throw axes.fail(key, "needs both min and max")
                }
                guard max > min else { throw axes.fail(key, "max (\(max)) must be greater than min (\(min))") }
                return AxisRange(minimum: Int(min), maximum: Int(max))
            }
            let x = try range("x")
            let y = try range("y")
            guard try device.number("width_mm", in: 1...10_000) != nil,
                try device.number("height_mm", in: 1...10_000) != nil
            else {
                throw device.fail("coordinates", "\"\(deviceUnits)\" need width_mm and height_mm to scale by")
            }
            return .deviceUnits(x: x, y: y)
        case let other?:
            throw device.fail("coordinates", "'\(other)' is not mm or \(deviceUnits)")
        }
    }

    private static func missingHeaderReason(_ value: JSONNode) -> String {
        let looksLikeEvent: Bool
        if case .object(let fields) = value.value {
            looksLikeEvent = fields.contains { $0.key == "type" }
        } else {
            looksLikeEvent = false
        }
        return
            "missing header: the first line must be {\"format\":\"\(formatName)\",\"version\":\"\(currentVersion)\",…}"
            + (looksLikeEvent ? ", but it is an event (see docs/fixtures.md)" : "")
    }
}
