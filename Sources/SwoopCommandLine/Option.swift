/// Anything a command lists among its options: its spelling and help (`spec`), which parsing,
/// `--help`, the man pages and bash completion read.
package protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
}

/// `--name VALUE`, declared once: its name, value name, help, syntax and the value read when it is
/// not given (swift-argument-parser's `@Option`, as a value). `Option<T?>` (no default) reads `nil`
/// when absent; `Option<T>` reads its default, which its help shows. Reading is one call:
/// `try arguments.value(Self.rate)`.
package struct Option<Value: Sendable>: OptionDeclaration {
    package let spec: OptionSpec
    let read: @Sendable (String, String) throws(FlagValueError) -> Value
    /// What `value(_:)` gives when the option is not on the command line.
    package let absent: Value
    let format: @Sendable (Value) -> String

    /// An option without a default: `nil` when not given. `help` says what the default is, where
    /// another layer (a fixture, a preset) decides it.
    package init<Wrapped: Sendable>(
        _ name: String, short: Character? = nil, _ valueName: String, _ help: String,
        _ syntax: FlagSyntax<Wrapped>, aliases: [String] = []
    ) where Value == Wrapped? {
        var spec = OptionSpec.value(name, short: short, valueName, help)
        spec.aliases = aliases
        self.spec = spec
        read = { text, flag throws(FlagValueError) in try syntax.read(text, flag: flag) }
        absent = nil
        format = { $0.map(syntax.format) ?? "" }
    }

    /// An option with a default, which its help shows after the text: `help (DEFAULT)`, or `shown`
    /// when the default is better said in words.
    package init(
        _ name: String, short: Character? = nil, _ valueName: String, _ help: String, default: Value,
        shown: String? = nil, _ syntax: FlagSyntax<Value>, aliases: [String] = []
    ) {
        var spec = OptionSpec.value(name, short: short, valueName, help + " (\(shown ?? syntax.format(`default`)))")
        spec.aliases = aliases
        self.spec = spec
        read = { text, flag throws(FlagValueError) in try syntax.read(text, flag: flag) }
        absent = `default`
        format = syntax.format
    }

    /// `--name VALUE`, the option as it would be given for `value` (a command line written back).
    package func argument(_ value: Value) -> String { "--\(spec.name) \(format(value))" }
}

/// `--name`, on or off.
package struct Flag: OptionDeclaration {
    package let spec: OptionSpec
    package init(_ name: String, short: Character? = nil, _ help: String) {
        spec = .flag(name, short: short, help)
    }
}

/// `--name VALUE`, given any number of times; the values in the order given.
package struct RepeatedOption<Element: Sendable>: OptionDeclaration {
    package let spec: OptionSpec
    let syntax: FlagSyntax<Element>
    package init(
        _ name: String, short: Character? = nil, _ valueName: String, _ help: String, _ syntax: FlagSyntax<Element>
    ) {
        spec = .repeated(name, short: short, valueName, help)
        self.syntax = syntax
    }
}

extension ParsedArguments {
    /// The option's value: the given text in its syntax, else the option's default (`nil` for none).
    package func value<Value>(_ option: Option<Value>) throws(FlagValueError) -> Value {
        guard let text = text(option) else { return option.absent }
        return try option.read(text, "--" + option.spec.name)
    }

    /// Whether the flag is given.
    package func value(_ flag: Flag) -> Bool { isGiven(flag) }

    /// Every value given, in order.
    package func value<Element>(_ option: RepeatedOption<Element>) throws(FlagValueError) -> [Element] {
        var values: [Element] = []
        for text in texts(option.spec.name) {
            values.append(try option.syntax.read(text, flag: "--" + option.spec.name))
        }
        return values
    }
}

extension Array where Element == any OptionDeclaration {
    /// The specs of these declarations, in order.
    package var specs: [OptionSpec] { map(\.spec) }
}
