import SwoopCore

/// Typed access to a YAML tree that turns every wrong shape into a `RecordingError.invalidField`
/// naming the file, the node's line and column, and the field's path from the root.
struct YAMLFieldReader {
    let file: String

    func fail(_ node: YAMLNode, _ field: String, _ problem: String) -> RecordingError {
        .invalidField(
            file: file, line: node.position.line, column: node.position.column, field: field, problem: problem)
    }

    func mapping(_ node: YAMLNode, _ field: String) throws(RecordingError) -> [YAMLPair] {
        guard let pairs = node.mappingPairs else {
            throw fail(node, field, "expected a mapping, found \(node.kindDescription)")
        }
        return pairs
    }

    /// A list; a null value (`key:` with nothing after it) is an empty list when `nullIsEmpty`.
    func list(_ node: YAMLNode, _ field: String, nullIsEmpty: Bool = false) throws(RecordingError) -> [YAMLNode] {
        if nullIsEmpty && node.isNull { return [] }
        guard let items = node.sequenceItems else {
            throw fail(node, field, "expected a list, found \(node.kindDescription)")
        }
        return items
    }

    /// The value of `key` in the mapping `node`; a missing key is reported at the mapping's position.
    func required(_ key: String, in node: YAMLNode, _ parent: String) throws(RecordingError) -> YAMLNode {
        _ = try mapping(node, parent)
        guard let value = node[key] else { throw fail(node, Self.path(parent, key), "missing (required)") }
        return value
    }

    /// The value of `key`, or nil when absent or null.
    func optional(_ key: String, in node: YAMLNode, _ parent: String) throws(RecordingError) -> YAMLNode? {
        _ = try mapping(node, parent)
        guard let value = node[key], !value.isNull else { return nil }
        return value
    }

    func string(_ node: YAMLNode, _ field: String) throws(RecordingError) -> String {
        guard let text = node.scalarText, !node.isNull else {
            throw fail(node, field, "expected text, found \(node.kindDescription)")
        }
        return text
    }

    /// A plain YAML integer (decimal, or `0x` hexadecimal) within `range`. Quoted scalars are text,
    /// not numbers, as YAML itself says. Where the range has no negative numbers, a minus sign is
    /// refused even on zero (`-0` is what a broken writer makes of a negative time).
    func integer(_ node: YAMLNode, _ field: String, in range: ClosedRange<Int>) throws(RecordingError) -> Int {
        guard case .scalar(let text, plain: true) = node.content, let value = Self.integer(text) else {
            throw fail(node, field, "expected an integer, found \(node.kindDescription)")
        }
        if range.lowerBound >= 0, text.hasPrefix("-") {
            throw fail(
                node, field,
                "\(MessageExcerpt.of(text)) is negative (the range is \(range.lowerBound)…\(range.upperBound))")
        }
        guard range.contains(value) else {
            throw fail(node, field, "\(value) is out of range \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    /// A flow list of exactly `names.count` integers, such as `[sec, usec, type, code, value]`.
    func integers(
        _ node: YAMLNode, _ field: String, names: [String],
        ranges: [ClosedRange<Int>]
    ) throws(RecordingError) -> [Int] {
        guard let items = node.sequenceItems, items.count == names.count else {
            let found = node.sequenceItems.map { "a list of \($0.count)" } ?? node.kindDescription
            throw fail(node, field, "expected [\(names.joined(separator: ", "))], found \(found)")
        }
        var values: [Int] = []
        values.reserveCapacity(items.count)
        for index in items.indices {
            values.append(try integer(items[index], "\(field)[\(index)] (\(names[index]))", in: ranges[index]))
        }
        return values
    }

    static func integer(_ text: String) -> Int? {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        let magnitude: Int?
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            let hex = digits.dropFirst(2)
            magnitude = !hex.isEmpty && hex.allSatisfy(\.isHexDigit) ? Int(hex, radix: 16) : nil
        } else {
            magnitude = !digits.isEmpty && digits.allSatisfy({ $0.isASCII && $0.isWholeNumber }) ? Int(digits) : nil
        }
        return magnitude.map { negative ? -$0 : $0 }
    }

    static func path(_ parent: String, _ key: String) -> String {
        parent.isEmpty ? key : "\(parent).\(key)"
    }
}
