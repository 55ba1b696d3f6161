import SwoopCore

/// A flag's value that is not what the flag takes: a usage error (exit 64) naming the flag, the value
/// and what was expected.
struct FlagValueError: CategorizedError, Equatable {
    /// With its `--`.
    var flag: String
    var value: String
    var expected: String

    var category: FailureCategory { .usage }
    var description: String { "invalid value '\(value)' for \(flag): expected \(expected)" }
}

/// How one flag's value is written: the text it accepts, turned into a typed value, and what a wrong
/// one should have been. Each syntax is declared once (`InteractionFlags`) and parsed only here.
struct FlagSyntax<Value> {
    /// What a valid value looks like, for the error message ("x, y or auto").
    let expected: String
    let parse: @Sendable (String) -> Value?

    /// `--name`'s value, if given.
    func value(_ name: String, in arguments: ParsedArguments) throws(FlagValueError) -> Value? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = parse(text) else { throw FlagValueError(flag: "--" + name, value: text, expected: expected) }
        return value
    }
}

extension FlagSyntax {
    /// One of an enum's raw values; `expected` lists them ("x, y or auto").
    static func choice<T: RawRepresentable & CaseIterable>(_: T.Type) -> FlagSyntax<T> where T.RawValue == String {
        FlagSyntax<T>(expected: HelpText.alternatives(T.allCases.map(\.rawValue))) { T(rawValue: $0) }
    }

    /// A finite number that `valid` accepts.
    static func number(_ expected: String, _ valid: @escaping @Sendable (Double) -> Bool) -> FlagSyntax<Double> {
        FlagSyntax<Double>(expected: expected) { text in Double(text).flatMap { $0.isFinite && valid($0) ? $0 : nil } }
    }
}
