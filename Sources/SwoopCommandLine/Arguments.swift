/// The erased form of a declared option — `--name VALUE`, `--name` (a flag), or repeatable — that
/// parsing, `--help`, the man pages and bash completion read. Commands declare `Option`, `Flag` and
/// `RepeatedOption` values, which hold one of these and the value's syntax.
package struct OptionSpec: Sendable, OptionDeclaration {
    package enum Kind: Sendable { case flag, value, repeated }
    package var name: String
    package var short: Character?
    package var kind: Kind
    package var valueName: String
    package var help: String
    /// Other spellings parsed as this option and not listed (a renamed option's old name).
    package var aliases: [String] = []

    package var spec: OptionSpec { self }

    package static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .flag, valueName: "", help: help)
    }
    package static func value(_ name: String, short: Character? = nil, _ valueName: String, _ help: String)
        -> OptionSpec
    {
        OptionSpec(name: name, short: short, kind: .value, valueName: valueName, help: help)
    }
    package static func repeated(_ name: String, short: Character? = nil, _ valueName: String, _ help: String)
        -> OptionSpec
    {
        OptionSpec(name: name, short: short, kind: .repeated, valueName: valueName, help: help)
    }

    /// `-h, --help`, which every command takes.
    package static let help = OptionSpec.flag("help", short: "h", "show this help")
}

/// Parsed command-line arguments. Unknown options are usage errors (exit 64), never ignored. Values
/// are read through their declarations (`value(_:)` of an `Option`, `Flag` or `RepeatedOption`), so
/// each is parsed by its declared syntax and named as declared.
package struct ParsedArguments: Sendable {
    package private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    package init(_ argv: [String], specs: [OptionSpec]) throws {
        var index = 0
        var onlyPositionals = false
        while index < argv.count {
            let arg = argv[index]
            index += 1
            if onlyPositionals || arg == "-" || !arg.hasPrefix("-") {
                positionals.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            let (s, inlineValue) = try Self.option(arg, in: specs)
            let name = s.name
            switch s.kind {
            case .flag:
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            case .value, .repeated:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < argv.count else { throw UsageError("--\(name) needs a value (\(s.valueName))") }
                    value = argv[index]
                    index += 1
                }
                if s.kind == .value, values[name] != nil {
                    throw UsageError("--\(name) given twice")
                }
                values[name, default: []].append(value)
            }
        }
    }

    /// Refuses positional arguments, for a command that takes none.
    package func requireNoPositionals() throws(UsageError) {
        if let first = positionals.first { throw UsageError("unexpected argument '\(first)'") }
    }

    /// The option `arg` (`--name`, `--name=VALUE`, `-n`, `-nVALUE`) names, and its value written inline.
    private static func option(_ arg: String, in specs: [OptionSpec]) throws -> (OptionSpec, String?) {
        if arg.hasPrefix("--") {
            var name = String(arg.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let s = specs.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
                throw UsageError("unknown option --\(name)")
            }
            return (s, inlineValue)
        }
        let letter = arg.dropFirst().first!
        guard let s = specs.first(where: { $0.short == letter }) else {
            throw UsageError("unknown option \(arg)")
        }
        return (s, arg.count > 2 ? String(arg.dropFirst(2)) : nil)
    }

    /// Whether `argv` asks for help: `--help` or `-h` as an argument of its own, not as the value of an
    /// option that takes one (`--log --help` logs to a file called `--help`) nor after `--`. Read before
    /// the arguments are checked, so that help is shown whatever else is wrong.
    package static func asksForHelp(_ argv: [String], specs: [OptionSpec]) -> Bool {
        var index = 0
        while index < argv.count {
            let arg = argv[index]
            index += 1
            if arg == "--" { return false }
            if arg == "--help" || arg == "-h" { return true }
            guard arg.hasPrefix("-"), arg != "-", let (s, inline) = try? option(arg, in: specs) else { continue }
            if s.kind != .flag, inline == nil { index += 1 }
        }
        return false
    }

    /// The text given for `option` (its last, for a repeated one); nil when it is not given.
    package func text(_ option: some OptionDeclaration) -> String? { values[option.spec.name]?.last }
    /// Whether `option` is given (a flag set, or a value given).
    package func isGiven(_ option: some OptionDeclaration) -> Bool {
        flags.contains(option.spec.name) || values[option.spec.name] != nil
    }

    func texts(_ name: String) -> [String] { values[name] ?? [] }
}
