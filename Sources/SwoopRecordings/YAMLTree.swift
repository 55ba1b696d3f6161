import CYaml
import SwoopCore

/// Where something starts in a YAML file, 1-based as editors count (libyaml's marks are 0-based).
package struct YAMLPosition: Sendable, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package var description: String { "line \(line), column \(column)" }
}

extension YAMLPosition {
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}

/// A YAML node with its position, so that a wrong value deep in a recording can be reported where it is.
///
/// Built from libyaml's event stream (`YAMLTreeBuilder`); libyaml does all the scanning and
/// parsing — this only assembles its events into a tree.
package struct YAMLNode: Sendable, Equatable {
    package enum Content: Sendable, Equatable {
        /// `plain` is false for quoted and block scalars, which are never null or numbers.
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package var content: Content
    package var position: YAMLPosition

    package init(_ content: Content, at position: YAMLPosition) {
        self.content = content
        self.position = position
    }

    /// YAML 1.1 core-schema null: an empty plain scalar, `~` or `null`.
    package var isNull: Bool {
        guard case .scalar(let text, plain: true) = content else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The node's text when it is a scalar.
    package var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// Entries of a mapping in file order; nil for scalars and sequences.
    package var mappingPairs: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// Items of a sequence; nil for scalars and mappings.
    package var sequenceItems: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The value for a scalar key in a mapping (the first, should a file repeat a key).
    package subscript(key: String) -> YAMLNode? {
        mappingPairs?.first { $0.key.scalarText == key }?.value
    }

    /// What the node is, in words, for messages.
    package var kindDescription: String {
        switch content {
        case .scalar where isNull: return "nothing (null)"
        case .scalar(let text, _): return "the scalar \"\(MessageExcerpt.of(text))\""
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

package struct YAMLPair: Sendable, Equatable {
    package var key: YAMLNode
    package var value: YAMLNode
}

/// libyaml rejected the text, or the event stream could not be assembled (an undefined alias).
package struct YAMLSyntaxError: CategorizedError, Sendable, Equatable {
    package var position: YAMLPosition
    package var problem: String
    /// What libyaml was reading when it stopped ("while parsing a flow sequence"), with where that began.
    package var context: String?

    package var category: FailureCategory { .badData }

    package var description: String {
        var text = "\(problem) at \(position)"
        if let context { text += " (\(context))" }
        return text
    }
}
