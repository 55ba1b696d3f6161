/// What a typed read found wrong with a field, handed to the caller's error factory so that each
/// format keeps its own error type (a scene's `EngineError.sceneFile`, a fixture's `FixtureError`).
public struct JSONFieldProblem: Sendable, Equatable {
    /// The full path of the field at fault (`expect[1].threshold`, `destination.elements[1].frame`);
    /// empty for the top-level value.
    public var path: String
    /// Where the field is in the text; for a missing field, where the object that lacks it starts.
    public var position: JSONPosition
    public var reason: String
}

/// One value of a parsed document with its path, read with types and ranges checked. Every refusal
/// goes through `makeError`, so the messages are the same for every format that reads JSON.
public struct JSONField<Failure: Error> {
    public let path: String
    public let node: JSONNode
    /// Unknown object members are ignored rather than refused (a newer minor version of a format);
    /// inherited by the fields below this one.
    public let allowsUnknownFields: Bool
    let makeError: (JSONFieldProblem) -> Failure

    public init(
        _ node: JSONNode, path: String = "", allowsUnknownFields: Bool = false,
        makeError: @escaping (JSONFieldProblem) -> Failure
    ) {
        self.node = node
        self.path = path
        self.allowsUnknownFields = allowsUnknownFields
        self.makeError = makeError
    }

    public func fail(_ reason: String) -> Failure {
        makeError(JSONFieldProblem(path: path, position: node.position, reason: reason))
    }

    func child(_ node: JSONNode, path: String) -> JSONField {
        JSONField(node, path: path, allowsUnknownFields: allowsUnknownFields, makeError: makeError)
    }

    public var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    public func string() throws(Failure) -> String {
        guard case .string(let s) = node.value else { throw fail("expected a string, got \(node.typeName)") }
        return s
    }

    public func bool() throws(Failure) -> Bool {
        guard case .bool(let b) = node.value else { throw fail("expected true or false, got \(node.typeName)") }
        return b
    }

    /// A finite number inside `range`.
    public func number(in range: ClosedRange<Double>) throws(Failure) -> Double {
        guard case .number(let n, _) = node.value else { throw fail("expected a number, got \(node.typeName)") }
        guard n.isFinite else { throw fail("number out of range") }
        guard range.contains(n) else { throw fail("\(n) is outside \(range.lowerBound)…\(range.upperBound)") }
        return n
    }

    /// A whole number written without fraction or exponent, inside `range`.
    public func integer(in range: ClosedRange<Int64>) throws(Failure) -> Int64 {
        guard case .number(_, let integer) = node.value else {
            throw fail("expected a whole number, got \(node.typeName)")
        }
        guard let integer else { throw fail("expected a whole number (no fraction or exponent)") }
        guard range.contains(integer) else {
            throw fail("\(integer) is outside \(range.lowerBound)…\(range.upperBound)")
        }
        return integer
    }

    /// A string that must be one of an enum's raw values.
    public func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(Failure) -> T
    where T.RawValue == String {
        let s = try string()
        guard let value = T(rawValue: s) else {
            throw fail("'\(MessageExcerpt.of(s))' is not one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }

    /// The items of an array, each with its path (`frame[2]`).
    public func items() throws(Failure) -> [JSONField] {
        guard case .array(let items) = node.value else { throw fail("expected an array, got \(node.typeName)") }
        return items.enumerated().map { child($0.element, path: "\(path)[\($0.offset)]") }
    }

    /// An array of `count` numbers, each within `range`.
    public func numbers(count: ClosedRange<Int>, in range: ClosedRange<Double>) throws(Failure) -> [Double] {
        guard case .array(let items) = node.value else {
            throw fail("expected an array of numbers, got \(node.typeName)")
        }
        guard count.contains(items.count) else {
            let n =
                count.lowerBound == count.upperBound
                ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
            throw fail("expected \(n) numbers, found \(items.count)")
        }
        var out: [Double] = []
        for (i, item) in items.enumerated() { out.append(try child(item, path: "\(path)[\(i)]").number(in: range)) }
        return out
    }

    /// This value as an object; `known`, when given, are the only members allowed (see `requireOnly`).
    public func object(known: [String]? = nil) throws(Failure) -> JSONObjectReader<Failure> {
        guard case .object(let members) = node.value else { throw fail("expected an object, got \(node.typeName)") }
        let reader = JSONObjectReader(field: self, members: members)
        if let known { try reader.requireOnly(known) }
        return reader
    }
}

/// An object's members, read by key. Absent optional members are `nil`; present ones must have the
/// right type and range.
public struct JSONObjectReader<Failure: Error> {
    /// The object itself.
    public let field: JSONField<Failure>
    public let members: [(key: String, node: JSONNode)]

    /// Reads `node` as the top-level object of a document.
    public init(
        _ node: JSONNode, path: String = "", allowsUnknownFields: Bool = false,
        makeError: @escaping (JSONFieldProblem) -> Failure
    ) throws(Failure) {
        self = try JSONField(node, path: path, allowsUnknownFields: allowsUnknownFields, makeError: makeError).object()
    }

    init(field: JSONField<Failure>, members: [(key: String, node: JSONNode)]) {
        self.field = field
        self.members = members
    }

    public var path: String { field.path }

    public func fieldPath(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    public subscript(_ key: String) -> JSONField<Failure>? {
        guard let node = members.first(where: { $0.key == key })?.node else { return nil }
        return field.child(node, path: fieldPath(key))
    }

    /// A refusal about member `key`: at the member when present, else at the object.
    public func fail(_ key: String, _ reason: String) -> Failure {
        let position = members.first(where: { $0.key == key })?.node.position ?? field.node.position
        return field.makeError(JSONFieldProblem(path: fieldPath(key), position: position, reason: reason))
    }

    public func required(_ key: String) throws(Failure) -> JSONField<Failure> {
        guard let member = self[key] else { throw fail(key, "missing (required)") }
        return member
    }

    /// Refuses members other than `known` (unless unknown fields are allowed here).
    public func requireOnly(_ known: [String]) throws(Failure) {
        guard !field.allowsUnknownFields else { return }
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw fail(
                unknown.key,
                "unknown field '\(MessageExcerpt.of(unknown.key))' (known here: \(known.joined(separator: ", ")))")
        }
    }

    public func string(_ key: String) throws(Failure) -> String? { try self[key]?.string() }

    public func requiredString(_ key: String) throws(Failure) -> String { try required(key).string() }

    public func bool(_ key: String) throws(Failure) -> Bool? { try self[key]?.bool() }

    /// A finite number inside `range`; `null` counts as absent when `nullable`.
    public func number(_ key: String, in range: ClosedRange<Double>, nullable: Bool = false) throws(Failure) -> Double?
    {
        guard let member = self[key] else { return nil }
        if nullable, member.isNull { return nil }
        return try member.number(in: range)
    }

    public func integer(_ key: String, in range: ClosedRange<Int64>) throws(Failure) -> Int64? {
        try self[key]?.integer(in: range)
    }

    public func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(Failure) -> T?
    where T.RawValue == String {
        try self[key]?.choice(type)
    }

    public func object(_ key: String, known: [String]? = nil) throws(Failure) -> JSONObjectReader? {
        try self[key]?.object(known: known)
    }

    public func array(_ key: String) throws(Failure) -> [JSONField<Failure>]? { try self[key]?.items() }
}
