import CYaml
import SwoopCore

/// Where something starts in a YAML file, 1-based as editors count (libyaml's marks are 0-based).
public struct YAMLPosition: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    public var description: String { "line \(line), column \(column)" }
}

/// A YAML node with its position, so that a wrong value deep in a recording can be reported where it is.
///
/// Built from libyaml's event stream (`YAMLTreeBuilder`); libyaml does all the scanning and
/// parsing — this only assembles its events into a tree.
public struct YAMLNode: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        /// `plain` is false for quoted and block scalars, which are never null or numbers.
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var content: Content
    public var position: YAMLPosition

    public init(_ content: Content, at position: YAMLPosition) {
        self.content = content
        self.position = position
    }

    /// YAML 1.1 core-schema null: an empty plain scalar, `~` or `null`.
    public var isNull: Bool {
        guard case .scalar(let text, plain: true) = content else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The node's text when it is a scalar.
    public var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// Entries of a mapping in file order; nil for scalars and sequences.
    public var mappingPairs: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// Items of a sequence; nil for scalars and mappings.
    public var sequenceItems: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The value for a scalar key in a mapping (the first, should a file repeat a key).
    public subscript(key: String) -> YAMLNode? {
        mappingPairs?.first { $0.key.scalarText == key }?.value
    }

    /// What the node is, in words, for messages.
    public var kindDescription: String {
        switch content {
        case .scalar where isNull: return "nothing (null)"
        case .scalar(let text, _): return "the scalar \"\(MessageExcerpt.of(text))\""
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

public struct YAMLPair: Sendable, Equatable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// libyaml rejected the text, or the event stream could not be assembled (an undefined alias).
public struct YAMLSyntaxError: CategorizedError, Sendable, Equatable {
    public var position: YAMLPosition
    public var problem: String
    /// What libyaml was reading when it stopped ("while parsing a flow sequence"), with where that began.
    public var context: String?

    public var category: FailureCategory { .badData }

    public var description: String {
        var text = "\(problem) at \(position)"
        if let context { text += " (\(context))" }
        return text
    }
}
