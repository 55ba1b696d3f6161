import SwoopCore

/// A flag's value that is not what the flag takes: a usage error (exit 64) naming the flag, the value
/// and what was expected.
package struct FlagValueError: CategorizedError, Equatable {
    /// How the message is worded (each wording is what some flags have always said).
    package enum Wording: Sendable, Equatable {
        /// `invalid value 'V' for --flag: expected EXPECTED`
        case expected
        /// `--flag: 'V' is not EXPECTED`
        case isNot
        /// `--flag EXPECTED`, a rule on a value of the right form: `--rate must be 1…10000 Hz`.
        case rule
    }

    /// With its `--`.
    package var flag: String
    package var value: String
    package var expected: String
    package var wording: Wording

    package init(flag: String, value: String, expected: String, wording: Wording = .expected) {
        self.flag = flag
        self.value = value
        self.expected = expected
        self.wording = wording
    }

    package var category: FailureCategory { .usage }
    /// The value is quoted cut to `MessageExcerpt`'s length: a value of kilobytes is not echoed whole.
    package var description: String {
        switch wording {
        case .expected: "invalid value '\(MessageExcerpt.of(value))' for \(flag): expected \(expected)"
        case .isNot: "\(flag): '\(MessageExcerpt.of(value))' is not \(expected)"
        case .rule: "\(flag) \(expected)"
        }
    }
}

/// How one flag's value is written: the text it accepts, turned into a typed value, what a wrong one
/// should have been, and how a value is written back (a default in `--help`). Declared with the flag
/// (`Option`) and parsed only here.
package struct FlagSyntax<Value>: Sendable {
    /// What a valid value looks like, for the error message ("x, y or auto").
    package let expected: String
    package let wording: FlagValueError.Wording
    package let parse: @Sendable (String) -> Value?
    /// The value as the flag would take it, for help texts.
    package let format: @Sendable (Value) -> String
    /// A rule a parsed value must also meet, and the message (`must be …`) when it does not.
    private let rule: (@Sendable (Value) -> Bool, String)?

    package init(
        expected: String, wording: FlagValueError.Wording = .expected,
        format: @escaping @Sendable (Value) -> String = { "\($0)" },
        parse: @escaping @Sendable (String) -> Value?
    ) {
        self.init(expected: expected, wording: wording, format: format, parse: parse, rule: nil)
    }

    private init(
        expected: String, wording: FlagValueError.Wording, format: @escaping @Sendable (Value) -> String,
        parse: @escaping @Sendable (String) -> Value?, rule: (@Sendable (Value) -> Bool, String)?
    ) {
        self.expected = expected
        self.wording = wording
        self.format = format
        self.parse = parse
        self.rule = rule
    }

    /// `text` as the value of `flag` (with its `--`).
    package func read(_ text: String, flag: String) throws(FlagValueError) -> Value {
        guard let value = parse(text) else {
            throw FlagValueError(flag: flag, value: text, expected: expected, wording: wording)
        }
        if let (valid, message) = rule, !valid(value) {
            throw FlagValueError(flag: flag, value: text, expected: message, wording: .rule)
        }
        return value
    }

    /// This syntax, refusing the values `valid` rejects with `--flag MESSAGE` (`must be 1…10000 Hz`).
    package func refusing(unless valid: @escaping @Sendable (Value) -> Bool, _ message: String) -> FlagSyntax {
        FlagSyntax(expected: expected, wording: wording, format: format, parse: parse, rule: (valid, message))
    }

    /// The same text read into another type (`PanSourceKind` → `PanSourceKind?`).
    package func map<T>(_ transform: @escaping @Sendable (Value) -> T, back: @escaping @Sendable (T) -> Value)
        -> FlagSyntax<T>
    {
        let (parse, format) = (self.parse, self.format)
        return FlagSyntax<T>(
            expected: expected, wording: wording, format: { format(back($0)) }, parse: { parse($0).map(transform) },
            rule: rule.map { valid, message in ({ valid(back($0)) }, message) })
    }
}

extension FlagSyntax where Value == String {
    /// Any text, as given (a path, a name).
    package static var text: FlagSyntax<String> { FlagSyntax(expected: "text") { $0 } }
}

extension FlagSyntax where Value == Double {
    /// A finite decimal number (`--rate: 'x' is not a number`).
    package static var decimal: FlagSyntax<Double> {
        FlagSyntax(expected: "a number", wording: .isNot, format: HelpText.number) { SwoopCore.decimal($0) }
    }

    /// A finite number that `valid` accepts (`invalid value … expected EXPECTED`).
    package static func number(_ expected: String, _ valid: @escaping @Sendable (Double) -> Bool) -> FlagSyntax<Double>
    {
        FlagSyntax(expected: expected, format: HelpText.number) { text in
            SwoopCore.decimal(text).flatMap { valid($0) ? $0 : nil }
        }
    }

    /// A number within `range`, which the message states.
    package static func number(in range: ClosedRange<Double>, _ what: String) -> FlagSyntax<Double> {
        number("\(what) \(HelpText.range(range))") { range.contains($0) }
    }
}

extension FlagSyntax where Value == Int {
    /// A whole number (`--runs: 'x' is not a whole number`).
    package static var wholeNumber: FlagSyntax<Int> {
        FlagSyntax(expected: "a whole number", wording: .isNot) { Int($0) }
    }
}

extension FlagSyntax where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of an enum's raw values; `expected` lists them ("x, y or auto").
    package static var choice: FlagSyntax<Value> {
        FlagSyntax(
            expected: HelpText.alternatives(Value.allCases.map(\.rawValue)), format: { $0.rawValue },
            parse: { Value(rawValue: $0) })
    }

    /// The same, worded `--format: 'xml' is not one of text, json`.
    package static var oneOf: FlagSyntax<Value> {
        FlagSyntax(
            expected: "one of " + Value.allCases.map(\.rawValue).joined(separator: ", "), wording: .isNot,
            format: { $0.rawValue }, parse: { Value(rawValue: $0) })
    }
}
