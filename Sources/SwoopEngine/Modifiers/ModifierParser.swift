import SwoopCore

/// Reads Hero's textual modifier form, e.g. `fade translate(0,-250) rotate(-1.6) scale(1.5)`.
///
/// Unlike Hero's parser, nothing is skipped: an unknown name, a wrong argument count, a value out of
/// range or a modifier in the wrong place is an error naming its 1-based column.
///
/// Nested lists (`whenPresenting(…)`, `beginWith(…)`) are parsed recursively, so their depth is capped:
/// text nested thousands deep would otherwise overflow the stack. Hero's own nesting goes two deep.
public struct ModifierParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    public static let maximumNesting = 16

    public static func parse(_ text: String, scope: ModifierScope = .element) throws(EngineError) -> [Modifier] {
        var parser = ModifierParser(scalars: Array(text.unicodeScalars))
        do {
            let modifiers = try parser.parseList(scope: scope, closing: nil)
            return modifiers
        } catch let failure {
            throw .modifierSyntax(text: text, column: failure.column, reason: failure.reason)
        }
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    struct Failure: Error {
        var column: Int
        var reason: String
    }

    private var column: Int { index + 1 }
    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { index += 1 }
    }

    private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }

    private static func isNameBody(_ c: Unicode.Scalar) -> Bool {
        isNameStart(c) || (c >= "0" && c <= "9")
    }

    /// Modifiers separated by white space, up to the end or to `closing` (`)` of a nested list).
    private mutating func parseList(scope: ModifierScope, closing opener: (name: String, column: Int)?) throws(Failure)
        -> [Modifier]
    {
        var result: [Modifier] = []
        while true {
            skipSpaces()
            guard let c = current else {
                if let opener {
                    throw Failure(column: opener.column, reason: "'\(opener.name)(' is never closed with ')'")
                }
                return result
            }
            if c == ")" {
                if opener != nil { return result }
                throw Failure(column: column, reason: "')' without a matching '('")
            }
            guard Self.isNameStart(c) else {
                throw Failure(column: column, reason: "expected a modifier name, found '\(c)'")
            }
            let start = column
            let modifier = try parseModifier(scope: scope)
            if let problem = modifier.misplacement(in: scope) { throw Failure(column: start, reason: problem) }
            result.append(modifier)
            if let next = current, next != " ", next != "\t", next != "\n", next != "\r", next != ")" {
                throw Failure(column: column, reason: "expected white space between modifiers, found '\(next)'")
            }
        }
    }

    private mutating func parseModifier(scope: ModifierScope) throws(Failure) -> Modifier {
        let nameColumn = column
        var name = ""
        while let c = current, Self.isNameBody(c) {
            name.unicodeScalars.append(c)
            index += 1
        }
        let nested: ((String, [Modifier]) -> Modifier)? =
            switch name {
            case "whenPresenting": { .whenPresenting($1) }
            case "whenDismissing": { .whenDismissing($1) }
            case "whenMatched": { .whenMatched($1) }
            case "whenAppearing": { .whenAppearing($1) }
            case "whenDisappearing": { .whenDisappearing($1) }
            case "beginWith": { .beginWith($1) }
            default: nil
            }
        guard nested != nil || Self.argumentRules[name] != nil else {
            throw Failure(
                column: nameColumn, reason: "unknown modifier '\(MessageExcerpt.of(name))' (known: \(Self.knownNames))")
        }
        if let nested {
            guard current == "(" else {
                throw Failure(
                    column: column, reason: "'\(MessageExcerpt.of(name))' needs a list of modifiers in parentheses")
            }
            guard depth < Self.maximumNesting else {
                throw Failure(column: nameColumn, reason: "modifier lists nested more than \(Self.maximumNesting) deep")
            }
            index += 1
            depth += 1
            let inner = try parseList(scope: name == "beginWith" ? .beginWith : scope, closing: (name, nameColumn))
            depth -= 1
            index += 1  // the ')'
            return nested(name, inner)
        }
        var arguments: [Argument] = []
        if current == "(" {
            index += 1
            arguments = try parseArguments(of: name, openedAt: nameColumn)
        }
        return try Self.build(name, arguments, nameColumn: nameColumn)
    }

    struct Argument {
        var text: String
        var column: Int
        /// `x` of `x:-1.6` (Hero's Swift form); nil for a positional argument.
        var label: String? = nil
    }

    /// Comma-separated atoms up to `)`: numbers, names, heroIDs, `#RRGGBB` colours.
    private mutating func parseArguments(of name: String, openedAt open: Int) throws(Failure) -> [Argument] {
        var arguments: [Argument] = []
        skipSpaces()
        if current == ")" {
            index += 1
            return []
        }
        while true {
            skipSpaces()
            let start = column
            var atom = ""
            while let c = current, c != ",", c != ")", c != "(", c != " ", c != "\t", c != "\n", c != "\r" {
                atom.unicodeScalars.append(c)
                index += 1
            }
            if atom.isEmpty {
                if current == nil {
                    throw Failure(column: open, reason: "'\(MessageExcerpt.of(name))(' is never closed with ')'")
                }
                throw Failure(column: start, reason: "'\(MessageExcerpt.of(name))': missing argument")
            }
            if Self.labelDefaults[name] != nil, let colon = atom.firstIndex(of: ":") {
                let label = String(atom[..<colon])
                var value = String(atom[atom.index(after: colon)...])
                var valueColumn = start + label.unicodeScalars.count + 1
                if value.isEmpty {  // `x: -1.6`: the value is the next atom
                    skipSpaces()
                    valueColumn = column
                    while let c = current, c != ",", c != ")", c != "(", c != " ", c != "\t", c != "\n", c != "\r" {
                        value.unicodeScalars.append(c)
                        index += 1
                    }
                }
                guard !label.isEmpty, !value.isEmpty else {
                    throw Failure(column: start, reason: "'\(name)': expected name:value")
                }
                arguments.append(Argument(text: value, column: valueColumn, label: label))
            } else {
                arguments.append(Argument(text: atom, column: start))
            }
            skipSpaces()
            switch current {
            case ",": index += 1
            case ")":
                index += 1
                return arguments
            case nil: throw Failure(column: open, reason: "'\(MessageExcerpt.of(name))(' is never closed with ')'")
            case let c?:
                throw Failure(column: column, reason: "'\(MessageExcerpt.of(name))': expected ',' or ')', found '\(c)'")
            }
        }
    }
}
