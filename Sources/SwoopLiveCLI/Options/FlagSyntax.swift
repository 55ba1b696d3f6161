import SwoopCore

/// A flag's value that is not what the flag takes: a usage error (exit 64) naming the flag, the value
/// and what was expected.
package struct FlagValueError: CategorizedError, Equatable {
    /// With its `--`.
    package var flag: String
    package var value: String
    package var expected: String

    package init(flag: String, value: String, expected: String) {
        self.flag = flag
        self.value = value
        self.expected = expected
    }

    package var category: FailureCategory { .usage }
    /// The value is quoted cut to `MessageExcerpt`'s length: a value of kilobytes is not echoed whole.
    package var description: String {
        "invalid value '\(MessageExcerpt.of(value))' for \(flag): expected \(expected)"
    }
}

/// How one flag's value is written: the text it accepts, turned into a typed value, and what a wrong
/// one should have been. Each syntax is declared once (`InteractionFlags`) and parsed only here.
package struct FlagSyntax<Value> {
    /// What a valid value looks like, for the error message ("x, y or auto").
    package let expected: String
    package let parse: @Sendable (String) -> Value?

    package init(expected: String, parse: @escaping @Sendable (String) -> Value?) {
        self.expected = expected
        self.parse = parse
    }

    /// `--name`'s value, if given.
    package func value(_ name: String, in arguments: ParsedArguments) throws(FlagValueError) -> Value? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = parse(text) else { throw FlagValueError(flag: "--" + name, value: text, expected: expected) }
        return value
    }
}

extension FlagSyntax {
    /// One of an enum's raw values; `expected` lists them ("x, y or auto").
    package static func choice<T: RawRepresentable & CaseIterable>(_: T.Type) -> FlagSyntax<T>
    where T.RawValue == String {
        FlagSyntax<T>(expected: HelpText.alternatives(T.allCases.map(\.rawValue))) { T(rawValue: $0) }
    }

    /// A finite number that `valid` accepts.
    package static func number(_ expected: String, _ valid: @escaping @Sendable (Double) -> Bool) -> FlagSyntax<Double>
    {
        FlagSyntax<Double>(expected: expected) { text in decimal(text).flatMap { valid($0) ? $0 : nil } }
    }

    /// A number within `range`, which the message states.
    package static func number(in range: ClosedRange<Double>, _ what: String) -> FlagSyntax<Double> {
        number("\(what) \(HelpText.range(range))") { range.contains($0) }
    }
}
