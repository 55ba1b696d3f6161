/// Reads a transition definition from JSON (schema in docs/engine.md). Strict: unknown fields,
/// wrong types, out-of-range values and bad modifier text are errors naming file, line, column and
/// field — nothing is guessed or dropped. Reading the file is the caller's job (the engine does no I/O).
public enum SceneFile {
    public static func decode(_ text: String, file: String) throws(EngineError) -> TransitionDefinition {
        let root: JSONNode
        do { root = try JSONReader.parse(text) } catch {
            throw .sceneFile(file: file, line: error.line, column: error.column, field: "", reason: error.reason)
        }
        let decoder = SceneDecoder(file: file)
        let definition = try decoder.definition(root)
        // Compile both directions now so a bad scene fails on load, not mid-run.
        do {
            _ = try TransitionPlan(definition, direction: .present)
            _ = try TransitionPlan(definition, direction: .dismiss)
        } catch {
            throw .sceneFile(file: file, line: root.line, column: root.column, field: "", reason: error.description)
        }
        return definition
    }
}

/// One field of an object being decoded: where it is, so every complaint can point at it.
struct Field {
    let path: String
    let node: JSONNode
}

struct SceneDecoder {
    let file: String

    func fail(_ field: Field, _ reason: String) -> EngineError {
        .sceneFile(file: file, line: field.node.line, column: field.node.column, field: field.path, reason: reason)
    }

    /// The members of an object, refusing any key not in `allowed`.
    func members(_ field: Field, allowed: [String]) throws(EngineError) -> [String: Field] {
        guard case .object(let pairs) = field.node.value else { throw fail(field, "expected an object, found \(field.node.typeName)") }
        var result: [String: Field] = [:]
        for (key, node) in pairs {
            let path = field.path.isEmpty ? key : "\(field.path).\(key)"
            guard allowed.contains(key) else {
                throw fail(Field(path: path, node: node), "unknown field '\(key)' (known here: \(allowed.joined(separator: ", ")))")
            }
            result[key] = Field(path: path, node: node)
        }
        return result
    }

    func required(_ members: [String: Field], _ key: String, in parent: Field) throws(EngineError) -> Field {
        guard let f = members[key] else { throw fail(parent, "missing required field '\(key)'") }
        return f
    }

    func number(_ field: Field, _ range: ClosedRange<Double> = -1e9...1e9) throws(EngineError) -> Double {
        guard case .number(let v) = field.node.value else { throw fail(field, "expected a number, found \(field.node.typeName)") }
        guard range.contains(v) else { throw fail(field, "\(v) is outside \(range.lowerBound)…\(range.upperBound)") }
        return v
    }

    func string(_ field: Field) throws(EngineError) -> String {
        guard case .string(let s, _) = field.node.value else { throw fail(field, "expected a string, found \(field.node.typeName)") }
        return s
    }

    func bool(_ field: Field) throws(EngineError) -> Bool {
        guard case .bool(let b) = field.node.value else { throw fail(field, "expected true or false, found \(field.node.typeName)") }
        return b
    }

    func numbers(_ field: Field, count: ClosedRange<Int>) throws(EngineError) -> [Double] {
        guard case .array(let items) = field.node.value else { throw fail(field, "expected an array of numbers, found \(field.node.typeName)") }
        guard count.contains(items.count) else {
            let n = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
            throw fail(field, "expected \(n) numbers, found \(items.count)")
        }
        var out: [Double] = []
        for (i, item) in items.enumerated() { out.append(try number(Field(path: "\(field.path)[\(i)]", node: item))) }
        return out
    }

    func choice<T: RawRepresentable & CaseIterable>(_ field: Field, _ type: T.Type) throws(EngineError) -> T where T.RawValue == String {
        let s = try string(field)
        guard let v = T(rawValue: s) else {
            throw fail(field, "'\(s)' is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return v
    }

    /// Modifier text; a syntax error's column is mapped into the file when the string has no escapes.
    func modifiers(_ field: Field, scope: ModifierScope) throws(EngineError) -> [Modifier] {
        let text = try string(field)
        do { return try ModifierParser.parse(text, scope: scope) } catch {
            guard case .modifierSyntax(_, let column, let reason) = error else { throw error }
            var escaped = false
            if case .string(_, let e) = field.node.value { escaped = e }
            let fileColumn = escaped ? field.node.column : field.node.column + column
            throw .sceneFile(file: file, line: field.node.line, column: fileColumn, field: field.path,
                             reason: "modifier text column \(column): \(reason)")
        }
    }

    func curve(_ field: Field) throws(EngineError) -> CubicBezier {
        if case .string(let name, _) = field.node.value {
            guard let c = CubicBezier.named(name) else {
                throw fail(field, "unknown curve '\(name)' (known: \(CubicBezier.named.map(\.name).joined(separator: ", ")), or [x1, y1, x2, y2])")
            }
            return c
        }
        let v = try numbers(field, count: 4...4)
        do { return try CubicBezier.make(v[0], v[1], v[2], v[3]) } catch { throw fail(field, error.description) }
    }

    func durationRule(_ field: Field) throws(EngineError) -> DurationRule {
        if case .string(let s, _) = field.node.value {
            guard s == "auto" else { throw fail(field, "expected a number of seconds or \"auto\"") }
            return .auto
        }
        return .fixed(try number(field, 0.000_001...60))
    }
}
