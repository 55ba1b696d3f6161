import CYaml
import SwoopCore

/// Turns libyaml's event stream (`yaml_parser_parse`) into `YAMLNode` trees, one per document.
///
/// libyaml does the scanning, the grammar and the error positions; this only stacks events into
/// nodes and resolves aliases, so a recording's fields can be looked up by key with their positions.
/// It refuses what no recording holds and what would make it a hazard: nesting deeper than
/// `maximumDepth` (a tree built from 100 000 nested lists takes libyaml most of a minute and then
/// overflows the stack when it is freed), a key given twice in one mapping (which value would count?),
/// and aliases that expand the document past twice its own size (a "billion laughs" file).
package enum YAMLTreeBuilder {
    /// A `libinput record` file nests six levels deep; no valid one comes near this.
    package static let maximumDepth = 64

    package static func documents(in text: String) throws(YAMLSyntaxError) -> [YAMLNode] {
        let bytes = Array(text.utf8)
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            event.deallocate()
        }
        guard yaml_parser_initialize(parser) == 1 else {
            throw YAMLSyntaxError(
                position: YAMLPosition(line: 1, column: 1),
                problem: "libyaml could not allocate its parser", context: nil)
        }
        defer { yaml_parser_delete(parser) }

        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLSyntaxError) -> [YAMLNode] in
            // An empty array may have no base address; libyaml accepts any pointer with size 0.
            let empty: [UInt8] = [0]
            if let base = buffer.baseAddress {
                yaml_parser_set_input_string(parser, base, buffer.count)
            } else {
                empty.withUnsafeBufferPointer { yaml_parser_set_input_string(parser, $0.baseAddress, 0) }
            }
            var assembler = Assembler()
            while true {
                guard yaml_parser_parse(parser, event) == 1 else { throw syntaxError(from: parser.pointee) }
                defer { yaml_event_delete(event) }
                try assembler.take(event.pointee)
                if event.pointee.type == YAML_STREAM_END_EVENT { return assembler.documents }
            }
        }
    }

    private static func syntaxError(from parser: yaml_parser_t) -> YAMLSyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        var context: String?
        if let text = parser.context {
            context = "\(String(cString: text)) that began at \(YAMLPosition(parser.context_mark))"
        }
        return YAMLSyntaxError(position: YAMLPosition(parser.problem_mark), problem: problem, context: context)
    }
}

/// The open collections while events arrive; a finished node goes into the collection below it.
/// Collections grow in place (`stack[last]`) so that a list of thousands of frames stays linear.
private struct Assembler {
    private struct Open {
        var isMapping: Bool
        var position: YAMLPosition
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        /// The scalar keys so far, with where each was given (duplicates are refused).
        var keys: [String: YAMLPosition] = [:]
        /// Nodes in this collection, its own and its aliases' expanded ones.
        var weight = 1
    }

    private var stack: [Open] = []
    private var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
    private(set) var documents: [YAMLNode] = []
    /// Nodes read from the text, and nodes once aliases are expanded.
    private var written = 0
    private var expanded = 0

    mutating func take(_ event: yaml_event_t) throws(YAMLSyntaxError) {
        let position = YAMLPosition(event.start_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let node = YAMLNode(.scalar(text, plain: data.style == YAML_PLAIN_SCALAR_STYLE), at: position)
            written += 1
            expanded += 1
            remember(node, weight: 1, anchor: Self.string(data.anchor))
            try complete(node, weight: 1)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                throw YAMLSyntaxError(
                    position: position,
                    problem: "alias *\(MessageExcerpt.of(name)) names no anchor defined before it",
                    context: nil)
            }
            var node = anchored.node
            node.position = position
            written += 1
            expanded += anchored.weight
            try complete(node, weight: anchored.weight)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            guard stack.count < YAMLTreeBuilder.maximumDepth else {
                throw YAMLSyntaxError(
                    position: position,
                    problem: "nested deeper than \(YAMLTreeBuilder.maximumDepth) levels (no recording is)",
                    context: nil)
            }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            written += 1
            expanded += 1
            stack.append(Open(isMapping: isMapping, position: position, anchor: Self.string(anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let open = stack.popLast() else { return }
            let node = YAMLNode(open.isMapping ? .mapping(open.pairs) : .sequence(open.items), at: open.position)
            remember(node, weight: open.weight, anchor: open.anchor)
            try complete(node, weight: open.weight)
        default:
            // Stream and document boundaries carry nothing a recording needs.
            return
        }
    }

    private mutating func remember(_ node: YAMLNode, weight: Int, anchor: String?) {
        if let anchor { anchors[anchor] = (node, weight) }
    }

    /// Puts a finished node (of `weight` nodes, aliases expanded) into the collection below it.
    private mutating func complete(_ node: YAMLNode, weight: Int) throws(YAMLSyntaxError) {
        if expanded > 2 * written + 10_000 {
            throw YAMLSyntaxError(
                position: node.position,
                problem: "aliases expand the document to more than "
                    + "twice its own size (\(expanded) nodes from \(written) written)", context: nil)
        }
        guard !stack.isEmpty else {
            documents.append(node)
            return
        }
        let top = stack.count - 1
        stack[top].weight += weight
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].pairs.append(YAMLPair(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            if let text = node.scalarText {
                if let first = stack[top].keys[text] {
                    throw YAMLSyntaxError(
                        position: node.position,
                        problem: "duplicate key \"\(MessageExcerpt.of(text))\" "
                            + "(first given at \(first)); which value should count?", context: nil)
                }
                stack[top].keys[text] = node.position
            }
            stack[top].pendingKey = node
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
