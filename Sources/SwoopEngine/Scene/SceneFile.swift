import SwoopCore

/// Reads a transition definition from JSON (schema in docs/engine.md). Strict: unknown fields,
/// wrong types, out-of-range values and bad modifier text are errors naming file, line, column and
/// field — nothing is guessed or dropped. Reading the file is the caller's job (the engine does no I/O).
public enum SceneFile {
    /// How deep a scene's JSON may nest: far more than the schema needs, few enough for any stack.
    static let maximumDepth = 100

    public static func decode(_ text: String, file: String) throws(EngineError) -> TransitionDefinition {
        var text = text
        let parsed = text.withUTF8 { bytes in
            Result { () throws(EngineError) in
                do throws(JSONSyntaxError) {
                    return try JSONTreeParser.parse(bytes, unit: .document, maximumDepth: maximumDepth)
                } catch {
                    let position = JSONPosition(offset: error.offset, in: bytes)
                    throw .sceneFile(
                        file: file, line: position.line, column: position.column, field: "", reason: error.reason)
                }
            }
        }
        let root = try parsed.get()
        let definition = try SceneDecoder(file: file).definition(root)
        // Compile both directions now so a bad scene fails on load, not mid-run.
        do {
            _ = try TransitionPlan(definition, direction: .present)
            _ = try TransitionPlan(definition, direction: .dismiss)
        } catch {
            // At the element the error names (its modifier text, its `source(…)`), else at the top.
            let place = SceneErrorPosition.place(of: error.description, in: root)
            let position = place?.position ?? root.position
            throw .sceneFile(
                file: file, line: position.line, column: position.column, field: place?.field ?? "",
                reason: error.description)
        }
        return definition
    }
}

/// One value of a scene file being decoded: where it is, so every complaint can point at it.
typealias Field = JSONField<EngineError>

struct SceneDecoder {
    let file: String

    /// The scene's top-level value, its refusals reported as `EngineError.sceneFile`.
    func root(_ node: JSONNode) -> Field {
        let file = file
        return Field(node) { problem in
            .sceneFile(
                file: file, line: problem.position.line, column: problem.position.column, field: problem.path,
                reason: problem.reason)
        }
    }

    /// Scene numbers: finite, and within ±10⁹ unless the field says otherwise.
    static let numbers: ClosedRange<Double> = -1e9...1e9

    /// Modifier text; a syntax error's column is mapped into the file when the string has no escapes
    /// (with escapes, the text's characters no longer line up with the file's).
    func modifiers(_ field: Field, scope: ModifierScope) throws(EngineError) -> [Modifier] {
        let text = try field.string()
        do { return try ModifierParser.parse(text, scope: scope) } catch {
            guard case .modifierSyntax(_, let column, let reason) = error else { throw error }
            let position = field.node.position
            let fileColumn = field.node.hasEscapes ? position.column : position.column + column
            throw .sceneFile(
                file: file, line: position.line, column: fileColumn, field: field.path,
                reason: "modifier text column \(column): \(reason)")
        }
    }

    func curve(_ field: Field) throws(EngineError) -> CubicBezier {
        if case .string(let name) = field.node.value {
            guard let c = CubicBezier.named(name) else {
                throw field.fail(
                    "unknown curve '\(name)' (known: \(CubicBezier.named.map(\.name).joined(separator: ", ")), or [x1, y1, x2, y2])"
                )
            }
            return c
        }
        let v = try field.numbers(count: 4...4, in: Self.numbers)
        do { return try CubicBezier.make(v[0], v[1], v[2], v[3]) } catch { throw field.fail(error.description) }
    }

    func durationRule(_ field: Field) throws(EngineError) -> DurationRule {
        if case .string(let s) = field.node.value {
            guard s == "auto" else { throw field.fail("expected a number of seconds or \"auto\"") }
            return .auto
        }
        return .fixed(try field.number(in: 0.000_001...60))
    }
}
