import SwoopCore

/// A declared option of a command: `--name VALUE`, `--name` (a flag), or repeatable.
public struct OptionSpec: Sendable {
    public enum Kind: Sendable { case flag, value, repeated }
    public var name: String
    public var short: Character?
    public var kind: Kind
    public var valueName: String
    public var help: String

    public static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .flag, valueName: "", help: help)
    }
    public static func value(_ name: String, short: Character? = nil, _ valueName: String, _ help: String) -> OptionSpec
    {
        OptionSpec(name: name, short: short, kind: .value, valueName: valueName, help: help)
    }
    public static func repeated(_ name: String, short: Character? = nil, _ valueName: String, _ help: String)
        -> OptionSpec
    {
        OptionSpec(name: name, short: short, kind: .repeated, valueName: valueName, help: help)
    }
}

/// Parsed command-line arguments. Unknown options are usage errors (exit 64), never ignored.
public struct ParsedArguments: Sendable {
    public private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    public init(_ argv: [String], specs: [OptionSpec]) throws {
        var index = 0
        var onlyPositionals = false
        func spec(named name: String) throws -> OptionSpec {
            if let s = specs.first(where: { $0.name == name }) { return s }
            throw UsageError("unknown option --\(name)")
        }
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
            var name: String
            var inlineValue: String?
            if arg.hasPrefix("--") {
                name = String(arg.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
            } else {
                let letter = arg.dropFirst().first!
                guard let s = specs.first(where: { $0.short == letter }) else {
                    throw UsageError("unknown option \(arg)")
                }
                name = s.name
                if arg.count > 2 { inlineValue = String(arg.dropFirst(2)) }
            }
            let s = try spec(named: name)
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

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    public func value(_ name: String) -> String? { values[name]?.last }
    public func values(_ name: String) -> [String] { values[name] ?? [] }

    /// A value converted by `parse`, with a usage error naming the option when it does not convert.
    public func value<T>(_ name: String, as what: String, _ parse: (String) -> T?) throws -> T? {
        guard let raw = value(name) else { return nil }
        guard let parsed = parse(raw) else {
            throw UsageError("--\(name): '\(raw)' is not \(what)")
        }
        return parsed
    }

    public func double(_ name: String) throws -> Double? {
        try value(name, as: "a number") { decimal($0) }
    }

    /// A number within `range`; outside it, a `FlagValueError` (exit 64) that states the range.
    package func double(_ name: String, in range: ClosedRange<Double>, _ what: String) throws(FlagValueError) -> Double?
    {
        try FlagSyntax<Double>.number(in: range, what).value(name, in: self)
    }

    public func int(_ name: String) throws -> Int? {
        try value(name, as: "a whole number") { Int($0) }
    }

    public func choice<T: RawRepresentable>(_ name: String, _ type: T.Type) throws -> T?
    where T.RawValue == String, T: CaseIterable {
        try value(name, as: "one of " + T.allCases.map(\.rawValue).joined(separator: ", ")) { T(rawValue: $0) }
    }
}
