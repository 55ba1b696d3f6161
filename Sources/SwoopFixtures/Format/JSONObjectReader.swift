/// Typed, strict access to one JSON object of the header or a manifest, with errors that name the
/// field by its full path (`device.width_mm`, `expect[1].threshold`).
struct JSONObjectReader {
    let fields: [(String, JSONValue)]
    /// The object's own path, `""` at the top level.
    let path: String
    /// Unknown keys are ignored only when the file is a newer minor version than this reader.
    let allowsUnknownFields: Bool
    let makeError: (_ field: String, _ reason: String) -> FixtureError

    init(_ value: JSONValue, path: String, allowsUnknownFields: Bool,
         makeError: @escaping (String, String) -> FixtureError) throws(FixtureError) {
        guard case .object(let fields) = value else {
            throw makeError(path.isEmpty ? "(line)" : path, "expected an object, got \(value.typeName)")
        }
        self.fields = fields
        self.path = path
        self.allowsUnknownFields = allowsUnknownFields
        self.makeError = makeError
    }

    func fieldPath(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    func raw(_ key: String) -> JSONValue? {
        fields.first { $0.0 == key }?.1
    }

    func fail(_ key: String, _ reason: String) -> FixtureError { makeError(fieldPath(key), reason) }

    /// Refuses keys this version does not define (unless the file is a newer minor version).
    func requireOnly(_ known: [String]) throws(FixtureError) {
        guard !allowsUnknownFields else { return }
        if let unknown = fields.first(where: { !known.contains($0.0) }) {
            throw fail(unknown.0, "unknown field (format 1.0 defines " + known.joined(separator: ", ") + ")")
        }
    }

    func string(_ key: String) throws(FixtureError) -> String? {
        guard let value = raw(key) else { return nil }
        guard case .string(let s) = value else { throw fail(key, "expected a string, got \(value.typeName)") }
        return s
    }

    func requiredString(_ key: String) throws(FixtureError) -> String {
        guard let s = try string(key) else { throw fail(key, "missing (required)") }
        return s
    }

    /// A string that must be one of an enum's raw values.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(FixtureError) -> T?
    where T.RawValue == String {
        guard let s = try string(key) else { return nil }
        guard let value = T(rawValue: s) else {
            throw fail(key, "'\(s)' is not one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }

    /// A finite number inside `range`; `null` counts as absent when `nullable`.
    func number(_ key: String, in range: ClosedRange<Double>, nullable: Bool = false) throws(FixtureError) -> Double? {
        guard let value = raw(key) else { return nil }
        if case .null = value, nullable { return nil }
        guard case .number(let n, _) = value else { throw fail(key, "expected a number, got \(value.typeName)") }
        guard n.isFinite else { throw fail(key, "number out of range") }
        guard range.contains(n) else { throw fail(key, "\(n) is outside \(range.lowerBound)…\(range.upperBound)") }
        return n
    }

    func integer(_ key: String, in range: ClosedRange<Int64>) throws(FixtureError) -> Int64? {
        guard let value = raw(key) else { return nil }
        guard case .number(_, let integer) = value else { throw fail(key, "expected a whole number, got \(value.typeName)") }
        guard let integer else { throw fail(key, "expected a whole number (no fraction or exponent)") }
        guard range.contains(integer) else { throw fail(key, "\(integer) is outside \(range.lowerBound)…\(range.upperBound)") }
        return integer
    }

    func object(_ key: String) throws(FixtureError) -> JSONObjectReader? {
        guard let value = raw(key) else { return nil }
        return try JSONObjectReader(value, path: fieldPath(key), allowsUnknownFields: allowsUnknownFields,
                                    makeError: makeError)
    }

    func array(_ key: String) throws(FixtureError) -> [JSONValue]? {
        guard let value = raw(key) else { return nil }
        guard case .array(let items) = value else { throw fail(key, "expected an array, got \(value.typeName)") }
        return items
    }
}
